import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage, pageErrors, screenshot, VIEWPORTS, type Viewport } from '../src/browser';
import { studentToken } from '../src/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const SYSU = '4144010558'; // 中山大学

describe.each(VIEWPORTS)('院校对比 at $width px', (viewport: Viewport) => {
  it('adds schools from 查大学 and the detail, and shows them side by side with the province\'s lines', async () => {
    // a student of 广东: the compare page shows 广东's lines
    const page = await openPage(browser, viewport, '/chadaxue', { token: await studentToken('广东') });
    await page.getByLabel('院校名称').fill('华南理工');
    await page.getByLabel('院校名称').press('Enter');
    await page.waitForFunction(() => document.querySelector('.zy-results-total')?.textContent?.replace(/\s/g, '') === '共1条');
    const toggle = page.getByRole('button', { name: '把华南理工大学加入对比' });
    const box = await toggle.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(40);
    await toggle.click();
    await page.getByRole('link', { name: /院校对比（1\/4）/ }).waitFor();
    // the toggle does not open the school
    expect(new URL(page.url()).pathname).toBe('/chadaxue');

    await page.goto(`${new URL(page.url()).origin}/chadaxueoverview/${SYSU}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '把中山大学加入对比' }).click();
    await page.getByRole('link', { name: /院校对比（2\/4）/ }).click();
    await page.waitForURL((url) => url.pathname === '/chadaxuecompare' && (url.searchParams.get('ids') ?? '').split(',').length === 2);
    const table = page.getByTestId('compare-table');
    await table.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="compare-table"] thead th').length === 3);
    const text = await table.innerText();
    expect(text).toContain('华南理工大学');
    expect(text).toContain('中山大学');
    expect(text).toContain('第四轮学科评估');
    expect(text).toMatch(/A\+×\d+/);
    expect(text).toMatch(/2026年/);
    expect(text).toMatch(/广东近三年最低分\/最低位次/);
    expect(text).toMatch(/20\d\d (物理类|历史类)：\d+分 \/ [\d,]+位/);
    // at 375 px the label column stays in view and the page itself does not scroll sideways
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width + 1);
    await screenshot(page, 'compare', viewport);

    await page.getByRole('button', { name: '移除中山大学' }).click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('ids') === '4144010561');
    expect(await page.getByTestId('compare-table').innerText()).toContain('华南理工大学');
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
