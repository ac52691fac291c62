import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The drawer's inner views (spec §2 Drawer). */
export const DRAWER_VIEWS = [
  'rank',
  'school',
  'schoolDetail',
  'major',
  'majorDetail',
  'profession',
  'professionDetail',
  'ScoreLine',
  'RankLine',
  'book',
] as const;
export type DrawerView = (typeof DRAWER_VIEWS)[number];

/** What a view needs to know, e.g. `{ id, name }` of the school a detail view shows. */
export type DrawerParams = Readonly<Record<string, string>>;

interface DrawerState {
  open: boolean;
  view: DrawerView;
  params: DrawerParams;
}

export interface DrawerApi extends DrawerState {
  openDrawer: (view: DrawerView, params?: DrawerParams) => void;
  closeDrawer: () => void;
}

const DrawerContext = createContext<DrawerApi | null>(null);

export function DrawerProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DrawerState>({ open: false, view: 'school', params: {} });
  const openDrawer = useCallback((view: DrawerView, params: DrawerParams = {}) => {
    setState({ open: true, view, params });
  }, []);
  const closeDrawer = useCallback(() => {
    setState((current) => ({ ...current, open: false }));
  }, []);
  const api = useMemo<DrawerApi>(() => ({ ...state, openDrawer, closeDrawer }), [state, openDrawer, closeDrawer]);
  return <DrawerContext.Provider value={api}>{children}</DrawerContext.Provider>;
}

export function useDrawer(): DrawerApi {
  const api = useContext(DrawerContext);
  if (!api) throw new Error('useDrawer must be used inside <DrawerProvider>');
  return api;
}
