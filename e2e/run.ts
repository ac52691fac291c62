/**
 * The end-to-end step of npm test: builds the web app if needed, starts the
 * product on a free port with its own embedded database, runs the Playwright
 * suite in Chromium at 1440 px and 375 px, and stops the product.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureWebBuild, ROOT, WEB_DIST } from '../scripts/web-build';
import { findChromium } from './src/chromium';

const chromium = findChromium();
if (!chromium) {
  console.log(
    'e2e skipped: no Chromium found (looked at CHROMIUM_PATH and /usr/bin/chromium). ' +
      "Install Debian's chromium and fonts-noto-cjk (.ci/run does) or set CHROMIUM_PATH to run the browser suite.",
  );
  process.exit(0);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Waits until the product answers, and then until its odds model has warmed:
 * on the embedded database that work shares the server's thread, and pages
 * tested meanwhile would be judged by a busy server.
 */
async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let answered = false;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the product exited early (code ${server.exitCode})`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) {
        const health = (await res.json()) as { data?: { odds?: { ready?: boolean } } };
        if (health.data?.odds?.ready !== false) return;
        if (!answered) console.log('等待录取概率模型加载完成…');
        answered = true;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the product did not answer ${url}/api/health (with the odds model ready) within ${timeoutMs / 1000} s`);
}

ensureWebBuild();
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = join(ROOT, 'e2e', '.tmp', 'data');
mkdirSync(dataDir, { recursive: true });
// the e2e product always runs on its own embedded database, whatever DATABASE_URL says, and in the
// demonstration mode (DEMO=1: generated job-market figures under a 演示数据 banner) unless DEMO says otherwise
const env = { ...process.env, DEMO: process.env.DEMO ?? '1', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST, LOG_LEVEL: 'warn', DATABASE_URL: '',
  // every e2e browser is 127.0.0.1: the per-IP limits would count the whole suite as one person (per-account limits stay)
  RATE_LIMIT_SMS_PER_IP: '100000', RATE_LIMIT_LOGIN_PER_IP: '100000', RATE_LIMIT_SEARCH_PER_IP: '100000', RATE_LIMIT_RECOMMEND_PER_IP: '100000' };
const server = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/test/e2e-server.ts'], { cwd: ROOT, env, stdio: 'inherit' });

let status = 1;
try {
  // the first start imports every shipped dataset: minutes on a loaded 2-core machine
  await waitForHealth(baseUrl, server, 1_200_000);
  const r = spawnSync(join(ROOT, 'node_modules', '.bin', 'vitest'), ['run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium },
  });
  status = r.status ?? 1;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
} finally {
  server.kill('SIGINT');
  await new Promise((r) => server.once('exit', r));
}
process.exit(status);
