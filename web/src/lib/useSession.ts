import { useSyncExternalStore } from 'react';
import { AUTHORIZATION_KEY, getToken, onSessionChange } from './session';

function subscribe(onChange: () => void): () => void {
  const unsubscribe = onSessionChange(onChange);
  // Another tab logging in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTHORIZATION_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token, or null for a guest; re-renders on login, logout and expiry. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
