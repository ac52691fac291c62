/**
 * The one login dialog of the site (spec §4), opened from anywhere: the
 * header's 登录, a guarded page, a VIP prompt clicked while logged out. The
 * dialog itself lives in features/auth and is mounted once by the layout; this
 * is only the switch every feature may flip.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface LoginDialogState {
  open: boolean;
  openLogin: () => void;
  closeLogin: () => void;
}

const LoginDialogContext = createContext<LoginDialogState | null>(null);

export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, openLogin: () => setOpen(true), closeLogin: () => setOpen(false) }), [open]);
  return <LoginDialogContext.Provider value={value}>{children}</LoginDialogContext.Provider>;
}

export function useLoginDialog(): LoginDialogState {
  const state = useContext(LoginDialogContext);
  if (!state) throw new Error('useLoginDialog needs LoginDialogProvider (app/layout)');
  return state;
}
