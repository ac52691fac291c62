/**
 * npm start, run by plain `node` (decision 012): builds the server's start
 * bundle when it is missing or stale (scripts/server-build.mjs), then runs it:
 * scripts/start.ts bundled, which builds the web app when stale and starts the
 * server (migrations, first-start import, web + API on one port).
 */
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, SERVER_BUNDLE } from './server-build.mjs';

await ensureServerBuild();
await import(pathToFileURL(SERVER_BUNDLE).href);
