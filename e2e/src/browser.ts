import { mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** The two widths every page is checked at: a desktop and a phone. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

export async function launch(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A new browser context at `path`. With `token`, the page opens logged in:
 * the token is stored where the web client keeps it before the page loads.
 */
export async function openPage(browser: Browser, viewport: Viewport, path: string, options: { token?: string } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'zh-CN',
    deviceScaleFactor: 1,
    isMobile: viewport.name === 'phone',
    hasTouch: viewport.name === 'phone',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  uncaught.set(page, errors);
  if (options.token) {
    await page.goto(`${BASE_URL}/api/health`);
    await page.evaluate(`localStorage.setItem('Authorization', ${JSON.stringify(options.token)})`);
  }
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
  return page;
}

const uncaught = new WeakMap<Page, string[]>();

/** Uncaught script errors of a page opened with openPage. */
export function pageErrors(page: Page): string[] {
  return uncaught.get(page) ?? [];
}

/** Saves a full-page screenshot under e2e/screenshots/ (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string, viewport: Viewport): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${viewport.width}.png`), fullPage: true });
}
