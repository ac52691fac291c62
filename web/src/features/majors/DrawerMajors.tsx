import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import { MajorDetailView } from './MajorDetailView';
import { MajorLibrary, type MajorLibraryController, type MajorLibraryState } from './MajorLibrary';
import type { MajorNav, MajorTarget } from './nav';
import { useOpenMajor } from './pages';

/** What the drawer's majorDetail view is told (drawer params are strings). */
export type MajorDrawerParams = Record<string, string>;

export const drawerParamsOf = (to: MajorTarget): MajorDrawerParams => ({
  kind: to.kind,
  code: to.kind === 'major' ? to.id : to.type,
  ...(to.level ? { level: String(to.level) } : {}),
  ...(to.tab ? { tab: to.tab } : {}),
});

export function targetOf(params: Readonly<Record<string, string>>): MajorTarget {
  const level = Number(params.level) || undefined;
  const code = params.code ?? '';
  return params.kind === 'type'
    ? { kind: 'type', type: code, level, tab: params.tab === 'professions' ? 'professions' : 'overview' }
    : { kind: 'major', id: code, level, tab: params.tab === 'employment' || params.tab === 'schools' ? params.tab : 'overview' };
}

interface DrawerNavProps {
  onOpen: (params: MajorDrawerParams) => void;
  onOpenSchool: (schoolId: string, schoolName: string) => void;
  onOpenProfession: (typeCode: string, typeName: string) => void;
}

function useDrawerNav({ onOpen, onOpenSchool, onOpenProfession }: DrawerNavProps): MajorNav {
  return useMemo(
    () => ({ open: (to) => onOpen(drawerParamsOf(to)), openSchool: onOpenSchool, openProfession: onOpenProfession }),
    [onOpen, onOpenSchool, onOpenProfession],
  );
}

/** The drawer's 专业库: the page's library with its own state; a type or major opens the drawer's majorDetail view. */
export default function DrawerMajorLibrary(props: DrawerNavProps) {
  const [state, setState] = useState<MajorLibraryState>({ level: 1, query: '' });
  const controller = useMemo<MajorLibraryController>(
    () => ({
      state,
      setLevel: (level) => setState({ level, query: state.query }),
      setCategory: (category) => setState((s) => ({ ...s, category })),
      setQuery: (query) => setState((s) => ({ ...s, query })),
    }),
    [state],
  );
  const nav = useDrawerNav(props);
  const openMajor = useOpenMajor((m) => nav.open({ kind: 'major', id: m.id, level: m.level }));
  return (
    <div className="zy-drawer-major-library">
      <h2 className="zy-drawer-view-title">专业库</h2>
      <MajorLibrary controller={controller} onOpenMajor={openMajor} onOpenType={(type, level) => nav.open({ kind: 'type', type, level })} />
    </div>
  );
}

/** The drawer's majorDetail: the page's detail, its tabs and tree kept inside the drawer. */
export function DrawerMajorDetail({ params, onBack, ...props }: DrawerNavProps & { params: Readonly<Record<string, string>>; onBack: () => void }) {
  const nav = useDrawerNav(props);
  return (
    <div className="zy-drawer-major-detail">
      <Button type="link" icon={<LeftOutlined />} onClick={onBack} className="zy-drawer-back">
        返回专业库
      </Button>
      <MajorDetailView target={targetOf(params)} nav={nav} />
    </div>
  );
}
