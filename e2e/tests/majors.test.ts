import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, openPage, pageErrors, screenshot, VIEWPORTS, type Viewport } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** What is on screen (the library is thousands of pixels long: a full-page picture tells nothing). */
async function viewShot(page: Page, name: string, viewport: Viewport): Promise<void> {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-${viewport.width}.png`) });
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const hitPosition = (page: Page) => page.getByTestId('hit-position').innerText();
/** The top of the current match relative to the window, or null when none is marked. */
const currentTop = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('.zy-major-item.is-current');
    return el ? { id: el.getAttribute('data-major-id'), top: el.getBoundingClientRect().top, text: el.textContent } : null;
  });
/** The current match once its (smooth) scroll has brought it into the window. */
async function currentInView(page: Page, viewport: Viewport) {
  await page.waitForFunction((height) => {
    const top = document.querySelector('.zy-major-item.is-current')?.getBoundingClientRect().top;
    return top !== undefined && top > 0 && top < height;
  }, viewport.height);
  return (await currentTop(page))!;
}

describe.each(VIEWPORTS)('majors at $width px', (viewport: Viewport) => {
  const phone = viewport.name === 'phone';

  it('查专业: real catalogues per tab, 门类 filter, search with highlight navigation and the bar fixed past 156 px', async () => {
    const page = await openPage(browser, viewport, '/chazhuanye');
    await page.locator('.zy-major-item').first().waitFor();
    expect(await page.getByTestId('major-count').innerText()).toContain('共840个专业');
    expect(await page.locator('.zy-major-category-title').first().innerText()).toContain('哲学');
    await viewShot(page, 'majors-library', viewport);

    // past 156 px the bar stays at the top of the view (below the phone's sticky header)
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => document.querySelector('[data-testid="major-bar"]')?.classList.contains('is-fixed'));
    const barTop = (await page.getByTestId('major-bar').boundingBox())!.y;
    expect(barTop).toBeGreaterThanOrEqual(phone ? 50 : 0);
    expect(barTop).toBeLessThanOrEqual(phone ? 60 : 2);
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.waitForFunction(() => !document.querySelector('[data-testid="major-bar"]')?.classList.contains('is-fixed'));

    // search: every match is marked, the first is current and scrolled to; down and up walk the matches
    await page.getByLabel('专业名称').fill('工程');
    await page.getByLabel('专业名称').press('Enter');
    await page.waitForFunction(() => /^1\/\d+$/.test(document.querySelector('[data-testid="hit-position"]')?.textContent ?? ''));
    const total = Number((await hitPosition(page)).split('/')[1]);
    expect(total).toBeGreaterThan(50);
    expect(await page.locator('.zy-major-item.is-match').count()).toBe(total);
    expect(await page.locator('.zy-major-item.is-match mark').first().innerText()).toBe('工程');
    expect(new URL(page.url()).searchParams.get('q')).toBe('工程');
    const first = await currentInView(page, viewport);
    expect(first.text).toContain('工程');
    expect(first.top).toBeGreaterThan(0);
    expect(first.top).toBeLessThan(viewport.height);
    await viewShot(page, 'majors-search', viewport);

    for (let i = 0; i < 30; i++) await page.getByRole('button', { name: '下一个' }).click();
    expect(await hitPosition(page)).toBe(`31/${total}`);
    const later = await currentInView(page, viewport);
    expect(later.id).not.toBe(first.id);
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await page.getByRole('button', { name: '上一个' }).click();
    expect(await hitPosition(page)).toBe(`30/${total}`);
    // the browser's back button from a match's detail: the same query, the same current match, in view
    const thirtieth = await currentInView(page, viewport);
    await page.locator('.zy-major-item.is-current').click();
    await page.waitForURL((url) => url.pathname.startsWith('/chazhuanyedetail/'));
    await page.locator('.zy-major-title').waitFor();
    await page.goBack();
    await page.waitForFunction((want) => document.querySelector('[data-testid="hit-position"]')?.textContent === want, `30/${total}`);
    expect(new URL(page.url()).searchParams.get('q')).toBe('工程');
    await expect.poll(async () => (await currentInView(page, viewport)).id).toBe(thirtieth.id);
    const back = await currentInView(page, viewport);
    expect(back.top).toBeGreaterThan(0);
    expect(back.top).toBeLessThan(viewport.height);
    // pinyin initials: the whole name is marked; up from the first match wraps to the last
    await page.getByLabel('专业名称').fill('kjx');
    await page.getByLabel('专业名称').press('Enter');
    await page.waitForFunction(() => /^1\/\d+$/.test(document.querySelector('[data-testid="hit-position"]')?.textContent ?? ''));
    expect(await page.locator('.zy-major-item.is-match mark', { hasText: /^会计学$/ }).count()).toBe(1);
    const pinyinTotal = Number((await hitPosition(page)).split('/')[1]);
    if (pinyinTotal > 1) {
      await page.getByRole('button', { name: '上一个' }).click();
      expect(await hitPosition(page)).toBe(`${pinyinTotal}/${pinyinTotal}`);
    }

    // 门类 filter and the other tabs: the real vocational catalogues
    await page.getByLabel('专业名称').fill('');
    await page.getByRole('tab', { name: '专科专业' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="major-count"]')?.textContent?.includes('共742个专业'));
    await page.getByRole('tab', { name: '高职本科' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="major-count"]')?.textContent?.includes('共243个专业'));
    await page.getByRole('tab', { name: '本科专业' }).click();
    await page.getByLabel('门类').click();
    await page.locator('.ant-select-item-option').getByText('工学（08）').click();
    await page.waitForFunction(() => document.querySelectorAll('.zy-major-category-title').length === 1);
    expect(await page.locator('.zy-major-category-title').innerText()).toContain('工学');
    await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    await viewShot(page, 'majors-category', viewport);

    // a click opens the detail
    await page.locator('.zy-major-item', { hasText: '计算机科学与技术' }).click();
    await page.waitForURL((url) => url.pathname === '/chazhuanyedetail/080901');
    await page.locator('.zy-major-title').getByText('计算机科学与技术').waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('a 本科 major: 专业概况 with the code note, 就业前景 linking to 职业库, 开设院校 with 软科 rank and a pager of 5 numbers', async () => {
    const page = await openPage(browser, viewport, '/chazhuanyedetail/120203K');
    await page.getByTestId('major-overview').waitFor();
    expect(await page.locator('.zy-major-title').innerText()).toBe('会计学');
    const head = await page.locator('.zy-major-head').innerText();
    expect(head).toContain('120203K');
    expect(head).toContain('不可用于志愿填报');
    const overview = await page.getByTestId('major-overview').innerText();
    expect(overview).toContain('四年');
    expect(overview).toContain('管理学学士');
    expect(overview).toContain('男23% : 女77%');
    expect(await page.getByTestId('major-missing').innerText()).toContain('培养目标'); // no source gives it: 暂无
    await screenshot(page, 'major-detail-benke', viewport);

    await page.getByRole('tab', { name: '就业前景' }).click();
    await page.waitForURL((url) => url.pathname === '/chazhuanyedetailjiuye/120203K');
    await page.getByTestId('major-employment').waitFor();
    const minor = page.locator('.zy-major-minor').first();
    expect(await minor.getAttribute('href')).toMatch(/^\/chazhiyedetail\/\d{5}$/);

    await page.getByRole('tab', { name: '开设院校' }).click();
    await page.waitForURL((url) => url.pathname === '/chazhuanyedetailyuanxiao/120203K');
    await page.getByTestId('schools-total').waitFor();
    expect(await page.getByTestId('schools-total').innerText()).toContain('共678所院校');
    expect(await page.getByTestId('schools-note').count()).toBe(0);
    expect(await page.locator('.zy-major-school').count()).toBe(10);
    expect(await page.locator('.zy-major-school').first().innerText()).toContain('第1名');
    const numbers = () => page.locator('.zy-five-pager button[aria-label^="第"]').allInnerTexts();
    expect(await numbers()).toEqual(['1', '2', '3', '4', '5']);
    await page.getByRole('button', { name: '第5页' }).click();
    await page.waitForFunction(() => document.querySelector('.zy-five-pager [aria-current="page"]')?.textContent === '5');
    expect(await numbers()).toEqual(['3', '4', '5', '6', '7']);
    await page.getByLabel('院校名称').fill('北京大学');
    await page.getByLabel('院校名称').press('Enter');
    await page.waitForFunction(() => document.querySelector('.zy-major-school')?.textContent?.includes('北京大学'));
    expect(await page.locator('.zy-major-school', { hasText: '北京大学' }).first().innerText()).toMatch(/选科要求/);
    await page.getByLabel('院校名称').fill('');
    await page.waitForFunction(() => document.querySelectorAll('.zy-major-school').length === 10);
    await screenshot(page, 'major-schools-benke', viewport);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('a 专科 major: 开设院校 from 2024 requirements where the offering source missed it, and the type view', async () => {
    const page = await openPage(browser, viewport, '/chazhuanyedetailyuanxiao/510201?level=2');
    await page.getByTestId('schools-total').waitFor();
    expect(await page.locator('.zy-major-title').innerText()).toBe('计算机应用技术');
    expect(await page.getByTestId('schools-note').innerText()).toContain('未收录');
    expect(Number((await page.getByTestId('schools-total').innerText()).match(/共(\d+)所/)![1])).toBeGreaterThan(0);
    await screenshot(page, 'major-schools-zhuanke', viewport);

    // a 4-character code: 专业概况 (majors with code, years, gender ratio) and 职业方向
    await page.goto(`${BASE_URL}/chazhuanyetype/0809?level=1`, { waitUntil: 'networkidle' });
    await page.getByTestId('type-overview').waitFor();
    expect(await page.locator('.zy-major-title').innerText()).toBe('计算机类');
    expect(await page.getByTestId('type-overview').innerText()).toContain('080901');
    await page.getByRole('tab', { name: '职业方向' }).click();
    await page.waitForURL((url) => url.pathname === '/chazhuanyetypezhiye/0809');
    expect(await page.getByTestId('type-professions').innerText()).toContain('工程技术人员');
    await screenshot(page, 'major-type', viewport);

    // a code that is no major of the catalogues
    await page.goto(`${BASE_URL}/chazhuanyedetail/abc`, { waitUntil: 'networkidle' });
    await page.getByText('该专业暂无介绍！').waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  /** /welcome with the drawer's 专业库 open. */
  async function openDrawerLibrary() {
    const page = await openPage(browser, viewport, '/welcome');
    const item = page.getByRole('menuitem', { name: '专业库' });
    // the toolbox menu can close again while the page is still settling: open it until the entry stays
    for (let attempt = 0; attempt < 3; attempt++) {
      // (a slow first try may have opened it after all: the open menu covers its button)
      if (!(await item.isVisible())) {
        if (phone) await page.getByRole('button', { name: '打开导航菜单' }).click();
        else await page.getByRole('button', { name: /工具箱/ }).click();
      }
      try {
        await item.click({ timeout: 10_000 });
        break;
      } catch (error) {
        if (attempt === 2) throw error;
      }
    }
    return { page, drawer: page.locator('.zy-app-drawer') };
  }

  it('the drawer 专业库 opens a major and its 开设院校 inside the drawer', async () => {
    const { page, drawer } = await openDrawerLibrary();
    await drawer.locator('.zy-major-item').first().waitFor();
    await drawer.locator('.zy-major-item', { hasText: '会计学' }).first().click();
    await drawer.locator('.zy-major-title').getByText('会计学').waitFor();
    await drawer.getByRole('tab', { name: '开设院校' }).click();
    await drawer.getByTestId('schools-total').waitFor();
    expect(new URL(page.url()).pathname).toBe('/welcome');
    await viewShot(page, 'major-drawer', viewport);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('the drawer 专业库 keeps its tab, search, current match and scroll when 返回 comes back from a major', async () => {
    const { page, drawer } = await openDrawerLibrary();
    const box = drawer.locator('.zy-app-drawer-content');
    await drawer.locator('.zy-major-item').first().waitFor();
    await drawer.getByRole('tab', { name: '专科专业' }).click();
    await drawer.locator('[data-testid="major-count"]', { hasText: '共742个专业' }).waitFor();
    await drawer.getByLabel('专业名称').fill('技术');
    await drawer.getByLabel('专业名称').press('Enter');
    await page.waitForFunction(() => /^1\/\d+$/.test(document.querySelector('.zy-app-drawer [data-testid="hit-position"]')?.textContent ?? ''));
    const total = Number((await drawer.getByTestId('hit-position').innerText()).split('/')[1]);
    expect(total).toBeGreaterThan(20);
    // walk to a match further down: the drawer's body (not the window) scrolls to it and the bar stays at its top
    for (let i = 0; i < 20; i++) await drawer.getByRole('button', { name: '下一个' }).click();
    expect(await drawer.getByTestId('hit-position').innerText()).toBe(`21/${total}`);
    await page.waitForFunction(() => {
      const box = document.querySelector('.zy-app-drawer-content')!;
      const el = box.querySelector('.zy-major-item.is-current');
      if (!el) return false;
      const r = el.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      return r.top >= b.top && r.bottom <= b.bottom;
    });
    await page.waitForFunction(() => document.querySelector('.zy-app-drawer [data-testid="major-bar"]')?.classList.contains('is-fixed'));
    const barTop = (await drawer.getByTestId('major-bar').boundingBox())!.y;
    const boxTop = (await box.boundingBox())!.y;
    expect(Math.abs(barTop - boxTop)).toBeLessThanOrEqual(2);
    expect(await scrollY(page)).toBe(0);
    await page.waitForTimeout(800); // the smooth scroll settles
    const scrolled = await box.evaluate((el) => el.scrollTop);
    expect(scrolled).toBeGreaterThan(300);
    const current = drawer.locator('.zy-major-item.is-current');
    const name = await current.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelector('.zy-major-code')?.remove();
      return copy.textContent?.trim() ?? '';
    });
    await viewShot(page, 'major-drawer-search', viewport);

    // the current match opens its detail (at the top of the drawer), 返回专业库 comes back to the same library
    await current.click();
    await drawer.locator('.zy-major-title').waitFor();
    expect(await drawer.locator('.zy-major-title').innerText()).toBe(name);
    expect(await box.evaluate((el) => el.scrollTop)).toBeLessThan(50);
    await drawer.getByRole('button', { name: '返回专业库' }).click();
    await drawer.getByLabel('专业名称').waitFor();
    expect(await drawer.getByRole('tab', { name: '专科专业' }).getAttribute('aria-selected')).toBe('true');
    expect(await drawer.getByLabel('专业名称').inputValue()).toBe('技术');
    expect(await drawer.getByTestId('hit-position').innerText()).toBe(`21/${total}`);
    expect(await drawer.locator('[data-testid="major-count"]').innerText()).toContain('共742个专业');
    expect(Math.abs((await box.evaluate((el) => el.scrollTop)) - scrolled)).toBeLessThanOrEqual(2);
    await viewShot(page, 'major-drawer-back', viewport);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});
