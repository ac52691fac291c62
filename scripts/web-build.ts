import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = join(ROOT, 'web', 'dist');
const STAMP = join(WEB_DIST, '.build-stamp');

/** What the web build is made from: a change to any of these makes it stale. */
const INPUTS = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'web/public', 'domain/src', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
}

export function webBuildIsStale(): boolean {
  if (!existsSync(STAMP) || !existsSync(join(WEB_DIST, 'index.html'))) return true;
  const built = statSync(STAMP).mtimeMs;
  return INPUTS.some((p) => newestMtime(join(ROOT, p)) > built);
}

/** Builds web/dist when it is missing or older than its sources. */
export function ensureWebBuild(): void {
  if (!webBuildIsStale()) return;
  console.log('构建网页（web/dist 缺失或已过期）…');
  const started = Date.now();
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: join(ROOT, 'web'), stdio: 'inherit' });
  if (result.status !== 0) throw new Error('网页构建失败（vite build）');
  writeFileSync(STAMP, new Date().toISOString());
  console.log(`网页构建完成（${((Date.now() - started) / 1000).toFixed(1)} s）`);
}
