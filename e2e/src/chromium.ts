import { existsSync } from 'node:fs';

/** Debian's Chromium, or the one CHROMIUM_PATH names; null when neither exists. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => !!p,
  );
  return candidates.find((p) => existsSync(p)) ?? null;
}

/** Flags for a headless Chromium on a closed network, run as root in CI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
