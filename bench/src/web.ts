/**
 * The front end from a real build (issue 16, point 3): the gzip JS the home
 * route needs before it renders (the entry, its modulepreloads and the
 * /welcome page's chunk with everything it imports statically), and the
 * first contentful paint of /welcome at 375 px in Chromium, cold cache.
 */
import { readFileSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/src/chromium';
import { ROOT } from './spawn';

export const WEB_DIST = join(ROOT, 'web', 'dist');

/** vite build of web/ into web/dist; seconds. */
export function buildWeb(): number {
  const started = Date.now();
  const r = spawnSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], { cwd: join(ROOT, 'web'), stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build failed');
  return (Date.now() - started) / 1000;
}

const staticImports = (code: string): string[] =>
  [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1]!);

/** Every chunk these chunks import statically (what the browser must fetch before they run). */
function closure(assets: string, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...start];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    const path = join(assets, f);
    if (existsSync(path)) todo.push(...staticImports(readFileSync(path, 'utf8')));
  }
  return seen;
}

export interface BundleFigures {
  /** gzip KB of the entry and its modulepreloads (index.html) */
  preloadKb: number;
  /** gzip KB of all JS the home route needs before it paints its page: preload + /welcome's chunk closure */
  homeKb: number;
  /** The largest chunks of the home route, gzip KB */
  largest: { file: string; kb: number }[];
}

export function bundleFigures(dist = WEB_DIST): BundleFigures {
  const assets = join(dist, 'assets');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const preload = [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]!);
  const entry = closure(assets, preload);
  const gz = (f: string) => gzipSync(readFileSync(join(assets, f))).length / 1024;
  // the entry names each page's chunk in a dynamic import, with the chunks Vite preloads beside it
  // (__vite__mapDeps): the home route's is WelcomePage
  const entryCode = [...entry].map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  const depFiles = /m\.f=\[([^\]]*)\]/.exec(entryCode)?.[1]?.match(/assets\/[\w.-]+/g)?.map((f) => f.slice('assets/'.length)) ?? [];
  const welcome = /import\(["'`]\.\/(WelcomePage-[\w-]+\.js)["'`]\)(?:\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\])?/.exec(entryCode);
  const welcomeDeps = (welcome?.[2] ?? '')
    .split(',')
    .filter(Boolean)
    .map((i) => depFiles[Number(i)])
    .filter((f): f is string => !!f && f.endsWith('.js'));
  if (!welcome) throw new Error('the entry does not load WelcomePage: the home route changed, update bench/src/web.ts');
  const home = closure(assets, [...entry, welcome[1]!, ...welcomeDeps]);
  const sum = (files: Iterable<string>) => [...files].reduce((s, f) => s + gz(f), 0);
  return {
    preloadKb: sum(entry),
    homeKb: sum(home),
    largest: [...home]
      .map((file) => ({ file, kb: gz(file) }))
      .sort((a, b) => b.kb - a.kb)
      .slice(0, 6),
  };
}

/** First contentful paint of a page at 375 px, each run in a fresh context (cold cache); ms per run. */
export async function firstContentfulPaint(url: string, runs: number): Promise<number[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium (CHROMIUM_PATH or /usr/bin/chromium)');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const out: number[] = [];
  try {
    for (let i = 0; i < runs + 1; i++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      const fcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const found = performance.getEntriesByName('first-contentful-paint')[0];
            if (found) return resolve(found.startTime);
            new PerformanceObserver((list) => {
              const e = list.getEntriesByName('first-contentful-paint')[0];
              if (e) resolve(e.startTime);
            }).observe({ type: 'paint' as never, buffered: true });
          }),
      );
      // the first run warms the browser process itself, not the page: left out
      if (i > 0) out.push(fcp);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
