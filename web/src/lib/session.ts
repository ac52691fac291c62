/**
 * The browser session: the token the server gave at login, kept in localStorage
 * under `Authorization` (spec §7), and a tiny event for "the session ended" so
 * the http client can log the user out without knowing about React.
 */

export const AUTHORIZATION_KEY = 'Authorization';

/**
 * Sent as the Authorization header when no token is stored (spec §4 guest flow:
 * an absent token is treated as a guest with a temporary guest marker). The
 * server must treat this value like a missing header, never as an invalid token.
 */
export const GUEST_AUTHORIZATION = 'guest';

export type SessionEndReason = 'logout' | 'expired';
export type SessionEvent = 'login' | SessionEndReason;
type SessionListener = (event: SessionEvent) => void;

const listeners = new Set<SessionListener>();

function storage(): Storage | undefined {
  return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
}

export function getToken(): string | null {
  return storage()?.getItem(AUTHORIZATION_KEY) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(AUTHORIZATION_KEY, token);
  for (const listener of listeners) listener('login');
}

/** Logout and expiry both clear everything the site stored (spec §4 Logout). */
export function endSession(reason: SessionEndReason): void {
  storage()?.clear();
  for (const listener of listeners) listener(reason);
}

/** Subscribes to session changes; returns the unsubscribe function. */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Session changes of this tab, and a login or logout in another tab of the
 * site (the storage event of the shared token), for whatever must follow both:
 * the token a component shows, the query cache. Returns the unsubscribe function.
 */
export function onAnySessionChange(listener: () => void): () => void {
  const unsubscribe = onSessionChange(() => listener());
  const target = typeof window === 'undefined' ? undefined : window;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTHORIZATION_KEY) listener();
  };
  target?.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    target?.removeEventListener('storage', onStorage);
  };
}
