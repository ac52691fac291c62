import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useLoginDialog } from '../../lib/loginDialog';
import { useViewer } from '../../lib/viewer';

/** What a route of app/router.tsx says about itself. */
export interface RouteHandle {
  /** Auth required (spec §2): /fillIn, /chadaxue, /ceping, /tiqianpi, /myvolunteer, /userinfo */
  auth?: boolean;
}

export const AUTH_REQUIRED: RouteHandle = { auth: true };

/**
 * The guest flow of spec §4: on an auth-required page, a guest, or a user
 * lacking 高考省份 or 年份, gets the login dialog. Navigation itself goes on:
 * what the page shows of private data is the server's to refuse (401), and
 * public reading stays readable behind the dialog.
 */
export function AuthGuard() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const required = matches.some((m) => (m.handle as RouteHandle | undefined)?.auth === true);
  const { isGuest, needsPositionInfo } = useViewer();
  const { openLogin } = useLoginDialog();
  useEffect(() => {
    if (required && (isGuest || needsPositionInfo)) openLogin();
    // on every arrival at a guarded path, not on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [required, isGuest, needsPositionInfo, pathname]);
  return null;
}
