/**
 * npm start: builds the web app when its build is missing or stale, then runs
 * the server (migrations, first-start import, web + API on one port). npm start
 * runs this bundled (scripts/start.mjs builds server/dist/start.mjs from it,
 * decision 012); `tsx scripts/start.ts` runs it from the sources.
 */
import { ensureWebBuild, WEB_DIST } from './web-build';

ensureWebBuild();
process.env.WEB_DIST ??= WEB_DIST;
const { main } = await import('../server/src/main');
// a start that cannot go on (the data directory held by another process, the port taken) says why in one message
await main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
