import { useSyncExternalStore } from 'react';
import { getToken, onAnySessionChange } from './session';

/** The stored token, or null for a guest; re-renders on login, logout and expiry, in this tab or another. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(onAnySessionChange, getToken, () => null);
}
