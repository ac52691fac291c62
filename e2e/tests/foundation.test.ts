import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, pageErrors, screenshot, VIEWPORTS, type Viewport } from '../src/browser';
import { studentToken } from '../src/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Waits until the count above the school cards reads 共N条. */
async function waitForTotal(page: Page, expected: number): Promise<void> {
  await page.waitForFunction(
    (n) => document.querySelector('.zy-results-total')?.textContent?.replace(/\s/g, '') === `共${n}条`,
    expected,
  );
}

describe.each(VIEWPORTS)('at $width px', (viewport: Viewport) => {
  const phone = viewport.name === 'phone';

  it('/ lands on the welcome page with the header and the footer notice', async () => {
    const page = await openPage(browser, viewport, '/');
    // the redirect is the app's, after its script ran: on a busy machine that may come after network idle
    await page.waitForURL((url) => url.pathname === '/welcome');
    await expect(page.getByRole('link', { name: '志愿 Zhiyuan 首页' }).first().isVisible()).resolves.toBe(true);
    expect(await page.locator('footer').innerText()).toContain('ICP');
    await screenshot(page, 'home', viewport);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('the school library filters the real list, pages with 上一页/下一页 and keeps filters in the URL', async () => {
    const page = await openPage(browser, viewport, '/chadaxue', { token: await studentToken() });
    await waitForTotal(page, 2919);
    const firstCard = page.locator('.zy-school-grid li').first();
    expect(await firstCard.innerText()).toContain('清华大学');
    await screenshot(page, 'school-library', viewport);

    // on a phone each pick folds the filter panel to a summary (issue 11): open it again before the next pick
    const openFilters = async () => {
      if (phone && (await page.locator('#zy-school-filters').count()) === 0) await page.locator('.zy-filter-toggle').getByRole('button', { name: /筛选/ }).filter({ hasNotText: '清除' }).click();
    };
    await openFilters();
    const provinces = page.getByRole('group', { name: '院校省份' });
    await provinces.getByText('湖北', { exact: true }).click();
    await waitForTotal(page, 134);
    expect(new URL(page.url()).searchParams.toString()).toContain(encodeURIComponent('湖北'));

    await openFilters();
    await page.getByRole('group', { name: '院校特色' }).getByText('211', { exact: true }).click();
    await waitForTotal(page, 7);
    const cards = await page.locator('.zy-school-grid li').allInnerTexts();
    expect(cards).toHaveLength(6);
    expect(cards.every((c) => c.includes('211') && c.includes('湖北'))).toBe(true);

    await page.getByText('下一页').click();
    await page.waitForFunction(() => document.querySelectorAll('.zy-school-grid li').length === 1);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await screenshot(page, 'school-library-filtered', viewport);

    // 全部 clears the group and goes back to page 1
    await openFilters();
    await provinces.getByText('全部', { exact: true }).click();
    await waitForTotal(page, 112);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    // reload keeps the filters
    await page.reload({ waitUntil: 'networkidle' });
    await waitForTotal(page, 112);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('searches the school list by name', async () => {
    const page = await openPage(browser, viewport, '/chadaxue', { token: await studentToken() });
    await page.getByRole('searchbox', { name: '院校名称' }).fill('华中科技');
    await page.getByRole('searchbox', { name: '院校名称' }).press('Enter');
    await waitForTotal(page, 1);
    expect(await page.locator('.zy-school-grid li').first().innerText()).toContain('华中科技大学');
    await page.context().close();
  });

  it('opens the drawer on the school library from the toolbox and closes it', async () => {
    const page = await openPage(browser, viewport, '/welcome');
    if (phone) await page.getByRole('button', { name: '打开导航菜单' }).click();
    else await page.getByRole('button', { name: /工具箱/ }).click();
    await page.getByRole('menuitem', { name: '院校库' }).click();
    const drawer = page.locator('.zy-app-drawer');
    await drawer.waitFor({ state: 'visible' });
    await drawer.locator('.zy-school-grid li').first().waitFor();
    const box = await drawer.boundingBox();
    // the drawer may still be finishing its slide: a sub-pixel width is the same width
    expect(box?.width).toBeCloseTo(phone ? viewport.width : 1300, 0);
    await screenshot(page, 'drawer-school', viewport);
    await drawer.getByRole('button', { name: '关闭' }).first().click();
    await drawer.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('the header menus open and close with the mouse and the keyboard', async () => {
    if (phone) return; // the phone's navigation is the drawer, opened above
    const page = await openPage(browser, viewport, '/welcome');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    // the toolbox: Enter opens onto the first item, arrows move, Escape closes back onto the button
    const toolbox = page.getByRole('button', { name: /工具箱/ });
    await toolbox.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    expect(await toolbox.getAttribute('aria-expanded')).toBe('true');
    expect(await focused()).toBe('院校库');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('专业库');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('一分一段');
    await screenshot(page, 'header-toolbox-open', viewport);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await focused()).toContain('工具箱');
    // a click opens it, a press outside closes it
    await toolbox.click();
    await page.getByRole('menuitem', { name: '大学排名' }).waitFor();
    await page.mouse.click(700, 600);
    await page.getByRole('menu').waitFor({ state: 'detached' });
    // help: Space opens, Enter on an item follows it
    await page.getByRole('button', { name: /帮助/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/about');
    // the nav group: ↓ opens 志愿填报 onto its first link, Escape closes it, hover opens it
    const nav = page.getByRole('navigation', { name: '主导航' });
    const group = nav.getByRole('button', { name: '志愿填报' });
    await group.focus();
    await page.keyboard.press('ArrowDown');
    await nav.getByRole('link', { name: '智能填报' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === '智能填报');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('一键填报');
    await page.keyboard.press('Escape');
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    expect(await focused()).toBe('志愿填报');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('高考资讯');
    await nav.getByRole('button', { name: '名师天团' }).hover();
    await nav.getByRole('link', { name: '规划师' }).click();
    await page.waitForURL((url) => url.pathname === '/guihuashi');
    expect(await nav.getByRole('button', { name: '名师天团' }).getAttribute('aria-expanded')).toBe('false');
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a not-found page for an unknown path', async () => {
    const page = await openPage(browser, viewport, '/no-such-page');
    await page.getByText('页面不存在').first().waitFor();
    await screenshot(page, 'not-found', viewport);
    await page.context().close();
  });

  it('has no page left under construction: 测评, 查专业 and 查职业 show their real content', async () => {
    const page = await openPage(browser, viewport, '/ceping', { token: await studentToken() });
    for (const [path, text] of [
      ['/ceping', '霍兰德'],
      ['/chazhuanye', '本科专业'],
      ['/chazhiye', '职业'],
    ] as const) {
      await page.goto(`${new URL(page.url()).origin}${path}`, { waitUntil: 'networkidle' });
      await page.locator('main').getByText(text).first().waitFor();
      expect(await page.locator('main').innerText()).not.toContain('建设中');
    }
    await page.context().close();
  });
});
