import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, pageErrors, screenshot, VIEWPORTS, type Viewport } from '../src/browser';
import { adminToken, apiAs, studentToken } from '../src/accounts';

// The e2e product runs with DEMO=1 (e2e/run.ts): the job-market statistics are generated demo figures.
let browser: Browser;
let student: string;
let vip: string;
beforeAll(async () => {
  browser = await launch();
  student = await studentToken();
  // a VIP: a student who bound a 志愿VIP card (type 1) an administrator issued
  vip = await studentToken();
  const [card] = await apiAs<{ cardNumber: string; cardKey: string }[]>(await adminToken(), 'POST', '/api/membership/cards', { type: 1, count: 1 });
  await apiAs(vip, 'POST', '/api/membership/card/bind', { cardNumber: card!.cardNumber, cardKey: card!.cardKey });
});
afterAll(() => browser?.close());

const rows = (page: Page, section: string) => page.locator('.professions-section', { has: page.getByRole('heading', { name: section, exact: true }) }).locator('tr.ant-table-row');

describe.each(VIEWPORTS)('professions at $width px', (viewport: Viewport) => {
  it('/chazhiye: chips, search with highlight navigation, total and the tree', async () => {
    const page = await openPage(browser, viewport, '/chazhiye');
    await page.getByRole('heading', { name: '2 专业技术人员' }).waitFor();
    await expect(page.locator('.professions-total').innerText()).resolves.toMatch(/共 \d{4} 个职业/);
    // the catch-all type is shown but opens nothing
    await expect(page.locator('.professions-disabled').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: '搜索职业' }).fill('工程技术人员');
    await page.getByRole('searchbox', { name: '搜索职业' }).press('Enter');
    const count = page.getByTestId('match-count');
    await expect.poll(() => count.innerText()).toMatch(/^1\/\d+$/);
    const total = Number((await count.innerText()).split('/')[1]);
    expect(total).toBeGreaterThan(10);
    await page.getByRole('button', { name: '下一个' }).click();
    await expect.poll(() => count.innerText()).toBe(`2/${total}`);
    // the current match is marked and scrolled into view, and the bar is fixed past 156 px
    const current = page.locator('.is-match.is-current');
    await expect.poll(() => current.count()).toBe(1);
    await expect.poll(() => current.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; })).toBe(true);
    // further down the list the page scrolls and the bar is fixed past 156 px
    let at = 2;
    while (at < 30 && (await page.evaluate(() => window.scrollY)) <= 156) {
      await page.getByRole('button', { name: '下一个' }).click();
      at++;
      await page.waitForTimeout(300);
    }
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(156);
    await expect.poll(() => page.locator('.professions-bar').getAttribute('class')).toContain('is-fixed');
    await expect.poll(() => current.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; })).toBe(true);
    await page.getByRole('button', { name: '上一个' }).click();
    await expect.poll(() => count.innerText()).toBe(`${at - 1}/${total}`);
    expect(await page.locator('mark').count()).toBeGreaterThan(10);
    await screenshot(page, 'professions-search', viewport);
    // the browser's back button from a match's detail: the same query (in the address), the same current match
    expect(new URL(page.url()).searchParams.get('q')).toBe('工程技术人员');
    const currentCode = await current.getAttribute('data-match');
    await current.locator('a').first().click();
    await page.waitForURL((url) => url.pathname !== '/chazhiye');
    await page.goBack();
    await expect.poll(() => count.innerText()).toBe(`${at - 1}/${total}`);
    await expect.poll(() => page.locator('.is-match.is-current').getAttribute('data-match')).toBe(currentCode);
    await expect(page.getByRole('searchbox', { name: '搜索职业' }).inputValue()).resolves.toBe('工程技术人员');
    // the search from the top again, then a chip narrows the list and toggles off
    await page.getByRole('searchbox', { name: '搜索职业' }).fill('');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByText('军队人员', { exact: true }).click();
    await expect.poll(() => page.locator('.professions-category h2').allInnerTexts()).toEqual(['7 军队人员']);
    await page.getByText('军队人员', { exact: true }).click();
    await page.getByRole('heading', { name: '2 专业技术人员' }).waitFor();
    await page.getByText('生产制造人员', { exact: true }).click();
    await expect.poll(() => page.locator('.professions-category h2').allInnerTexts()).toEqual(['6 生产制造及有关人员']);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('a VIP sees the type overview with every chart and the 演示数据 banner', async () => {
    const page = await openPage(browser, viewport, '/chazhiyeoverview/20238', { token: vip });
    await page.getByRole('heading', { name: /数字技术工程技术人员/ }).waitFor();
    await page.getByText('演示数据', { exact: true }).waitFor();
    await expect(page.getByRole('tab', { name: '职业概况' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByText(/^\d+\.\d{2} 万人$/).waitFor();
    for (const chart of ['同大类各职业类型的招聘占比', '近12个月招聘人数', '各年每月招聘人数', '近12个月月薪的最低、中位区间与最高', '学历要求占比', '近12个月各学历要求占比的变化', '专业要求占比']) {
      await page.locator(`[role="img"][aria-label^="${chart}"] canvas`).first().waitFor();
    }
    await page.getByText('年平均工资（按行业）').waitFor();
    expect(await page.getByText('开通VIP可查看完整数据').count()).toBe(0);
    await screenshot(page, 'professions-type-vip', viewport);
    // 就业岗位: the whole ranking
    await page.getByRole('tab', { name: '就业岗位' }).click();
    await page.waitForURL(/\/chazhiyejiuye\/20238$/);
    await expect.poll(() => rows(page, '就业岗位排行').count()).toBeGreaterThan(3);
    // 企业招聘: the company pies, the top 10 and the postings
    await page.getByRole('tab', { name: '企业招聘' }).click();
    await page.locator('[role="img"][aria-label^="招聘企业性质占比"] canvas').waitFor();
    await expect.poll(() => rows(page, '招聘岗位').count()).toBe(10);
    await screenshot(page, 'professions-hiring-vip', viewport);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a VIP opens a profession (岗位情况 by default) with the ranking', async () => {
    const page = await openPage(browser, viewport, '/chazhiyedetail/2023801', { token: vip });
    await page.getByRole('heading', { name: /人工智能工程技术人员/ }).waitFor();
    await expect(page.getByRole('tab', { name: '岗位情况' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByText('演示数据', { exact: true }).waitFor();
    await page.locator('[role="img"][aria-label^="近12个月月薪"] canvas').waitFor();
    await expect.poll(() => rows(page, '就业岗位排行').count()).toBeGreaterThan(3);
    await screenshot(page, 'professions-detail-vip', viewport);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a non-VIP sees the overview, 3 ranking rows and the VIP prompt, with the 演示数据 banner', async () => {
    const page = await openPage(browser, viewport, '/chazhiyedetail/2023801', { token: student });
    await page.getByRole('heading', { name: /人工智能工程技术人员/ }).waitFor();
    await page.getByText('演示数据', { exact: true }).waitFor();
    await page.getByText('开通VIP可查看完整数据').first().waitFor();
    await expect.poll(() => rows(page, '就业岗位排行').count()).toBe(3);
    expect(await page.locator('[role="img"] canvas').count()).toBe(0);
    // the overview is clamped to 160 px until 展开全部
    const overview = page.getByTestId('overview');
    const clamped = await overview.evaluate((el) => el.getBoundingClientRect().height);
    expect(clamped).toBeLessThanOrEqual(160);
    if (await page.getByRole('button', { name: '展开全部' }).count()) {
      await page.getByRole('button', { name: '展开全部' }).click();
      await expect.poll(() => overview.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(160);
      await page.getByRole('button', { name: '收起' }).waitFor();
    }
    await screenshot(page, 'professions-detail-nonvip', viewport);
    await page.getByRole('tab', { name: '招聘企业' }).click();
    await page.waitForURL(/\/chazhiyedetailzhaopin\/2023801$/);
    await expect.poll(() => page.getByText('开通VIP可查看完整数据').count()).toBe(2);
    expect(pageErrors(page)).toEqual([]);
  });

  it('the drawer 职业库 searches and opens a type and a profession in the drawer', async () => {
    const page = await openPage(browser, viewport, '/welcome', { token: vip });
    // the header settles once the user's info is in (a dropdown opened before may close)
    if (viewport.name === 'phone') await page.getByRole('button', { name: '打开导航菜单' }).click();
    else {
      await page.getByText('测试同学').first().waitFor();
      await page.getByRole('button', { name: /工具箱/ }).click();
    }
    await page.getByRole('menuitem', { name: '职业库' }).click();
    const drawer = page.locator('.zy-app-drawer');
    await drawer.getByRole('heading', { name: '2 专业技术人员' }).waitFor();
    await drawer.getByText('专业技术人员', { exact: true }).click();
    await expect.poll(() => drawer.locator('.professions-category h2').allInnerTexts()).toEqual(['2 专业技术人员']);
    await drawer.getByRole('searchbox', { name: '搜索职业' }).fill('人工智能');
    await drawer.getByRole('searchbox', { name: '搜索职业' }).press('Enter');
    await expect.poll(() => drawer.getByTestId('match-count').innerText()).toMatch(/^1\/\d+$/);
    const matchTotal = Number((await drawer.getByTestId('match-count').innerText()).split('/')[1]);
    if (matchTotal > 1) await drawer.getByRole('button', { name: '下一个' }).click();
    const position = await drawer.getByTestId('match-count').innerText();
    await drawer.getByRole('button', { name: '人工智能工程技术人员' }).click();
    await drawer.getByRole('heading', { name: /人工智能工程技术人员/ }).waitFor();
    await expect(drawer.getByRole('tab', { name: '岗位情况' }).getAttribute('aria-selected')).resolves.toBe('true');
    await drawer.getByText('演示数据', { exact: true }).waitFor();
    await drawer.locator('.professions-tree').getByRole('button', { name: '数字技术工程技术人员' }).click();
    await expect.poll(() => drawer.getByRole('tab', { name: '职业概况' }).getAttribute('aria-selected')).toBe('true');
    await drawer.locator('[role="img"][aria-label^="近12个月招聘人数"] canvas').waitFor();
    await screenshot(page, 'professions-drawer', viewport);
    await drawer.getByRole('button', { name: '返回职业库' }).click();
    await drawer.getByRole('searchbox', { name: '搜索职业' }).waitFor();
    // the library comes back as it was left: the search, its current match and the chip
    expect(await drawer.getByRole('searchbox', { name: '搜索职业' }).inputValue()).toBe('人工智能');
    expect(await drawer.getByTestId('match-count').innerText()).toBe(position);
    expect(await drawer.locator('.professions-category h2').allInnerTexts()).toEqual(['2 专业技术人员']);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a guest clicking the VIP prompt is asked to log in', async () => {
    const page = await openPage(browser, viewport, '/chazhiyeoverview/20238');
    await page.getByText('开通VIP可查看完整数据').first().waitFor();
    await page.getByRole('button', { name: '联系老师开通' }).first().click();
    await page.getByText('请先登录！').waitFor();
    await page.getByRole('dialog').first().waitFor();
    await screenshot(page, 'professions-guest-login', viewport);
  });
});
