import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage, pageErrors, screenshot, VIEWPORTS, type Viewport } from '../src/browser';
import { studentToken } from '../src/accounts';

// Run with DEMO=1 (npm run test:e2e with DEMO=1 in the environment): the statistics are generated demo figures.
let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launch();
  token = await studentToken();
});
afterAll(() => browser?.close());

describe.each(VIEWPORTS)('professions at $width px', (viewport: Viewport) => {
  it('/chazhiye: chips, search with highlight navigation, total and the tree', async () => {
    const page = await openPage(browser, viewport, '/chazhiye');
    await page.getByRole('heading', { name: '2 专业技术人员' }).waitFor();
    await expect(page.locator('.professions-total').innerText()).resolves.toMatch(/共 \d{4} 个职业/);
    await page.getByRole('searchbox', { name: '搜索职业' }).fill('工程技术人员');
    await page.getByRole('searchbox', { name: '搜索职业' }).press('Enter');
    const count = page.getByTestId('match-count');
    await expect.poll(() => count.innerText()).toMatch(/^1\/\d+$/);
    const total = Number((await count.innerText()).split('/')[1]);
    expect(total).toBeGreaterThan(10);
    await page.getByRole('button', { name: '下一个' }).click();
    await expect.poll(() => count.innerText()).toBe(`2/${total}`);
    await page.getByRole('button', { name: '上一个' }).click();
    await page.getByRole('button', { name: '上一个' }).click();
    await expect.poll(() => count.innerText()).toBe(`${total}/${total}`);
    expect(await page.locator('mark').count()).toBeGreaterThan(10);
    await screenshot(page, 'professions-search', viewport);
    // a chip narrows the list and toggles off again
    await page.getByText('军队人员', { exact: true }).click();
    await expect.poll(() => page.locator('.professions-category h2').allInnerTexts()).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a non-VIP sees the overview, 3 ranking rows and the VIP prompt, with the 演示数据 banner', async () => {
    const page = await openPage(browser, viewport, '/chazhiyedetail/2023801', { token });
    await page.getByRole('heading', { name: '人工智能工程技术人员' }).waitFor();
    await page.getByText('演示数据').first().waitFor();
    await page.getByText('开通VIP可查看完整数据').first().waitFor();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'professions-detail-nonvip', viewport);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a guest clicking the VIP prompt is asked to log in', async () => {
    const page = await openPage(browser, viewport, '/chazhiyeoverview/20238');
    await page.getByText('开通VIP可查看完整数据').first().click();
    await page.getByText('请先登录！').waitFor();
    await screenshot(page, 'professions-guest-login', viewport);
  });
});
