import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, pageErrors, screenshot, VIEWPORTS, type Viewport } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Types a score into the 分数 field and submits it with 查位次. */
async function lookUp(page: Page, score: string): Promise<void> {
  const input = page.getByLabel('分数', { exact: true });
  await input.fill(score);
  await page.getByRole('button', { name: /查位次/ }).click();
}

describe.each(VIEWPORTS)('at $width px', (viewport: Viewport) => {
  it('/pici shows 安徽 by default, a table per year newest first, with sources', async () => {
    const page = await openPage(browser, viewport, '/pici');
    await page.locator('.zy-bl-year').first().waitFor();
    const years = await page.locator('.zy-bl-year-head h2').allInnerTexts();
    const numbers = years.map((t) => Number(/^(\d{4})/.exec(t)?.[1]));
    expect(numbers[0]).toBe(2026);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(numbers).not.toContain(NaN);
    const first = page.locator('.zy-bl-year').first();
    expect(await first.innerText()).toContain('普通类本科文化课录取控制分数线');
    expect(await first.locator('.zy-source-note').innerText()).toContain('数据来源（2026年）');
    // publisher first, then the title; no bare addresses or file names
    const note = await first.locator('.zy-source-note').innerText();
    expect(note).toMatch(/安徽省教育招生考试院 · /);
    expect(note).not.toMatch(/\.pdf|OCR导入/);
    await screenshot(page, 'pici', viewport);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('/pici names the missing recent years, explains 多值 and keeps the batch column readable', async () => {
    const page = await openPage(browser, viewport, `/pici?province=${encodeURIComponent('浙江')}`);
    await page.getByTestId('missing-years').waitFor();
    expect(await page.getByTestId('missing-years').innerText()).toContain('浙江缺少2025、2026年的批次线');
    await page.goto(page.url().replace(/province=[^&]+/, `province=${encodeURIComponent('吉林')}`), { waitUntil: 'networkidle' });
    await page.getByTestId('multi-note').first().waitFor();
    expect(await page.getByTestId('multi-note').first().innerText()).toContain('没有注明它们的区别');
    const batchCell = page.locator('.zy-bl-table tbody tr.ant-table-row td:first-child').first();
    expect((await batchCell.boundingBox())!.width).toBeGreaterThan(90);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width + 1);
    await screenshot(page, 'pici-jilin', viewport);
    await page.context().close();
  });

  it('/weici looks up 广东 2025 物理类 600 分 as the source table row, and warns outside the table', async () => {
    const page = await openPage(browser, viewport, `/weici?province=${encodeURIComponent('广东')}&year=2025&subject=${encodeURIComponent('物理类')}`);
    await page.locator('.zy-rank-result').waitFor();

    // no score: the spec's warning
    await page.getByRole('button', { name: /查位次/ }).click();
    await page.getByText('请输入分数').last().waitFor();

    await lookUp(page, '600');
    await page.getByTestId('rank-range').waitFor();
    expect(await page.getByTestId('rank-range').innerText()).toBe('26229–26988');
    expect(await page.getByTestId('same-score-count').innerText()).toBe('760');
    expect(await page.getByTestId('suggested-rank').innerText()).toBe('26988');
    expect(await page.locator('.zy-rank-level').innerText()).toBe('竞争中');
    expect(new URL(page.url()).searchParams.get('score')).toBe('600');

    // the per-score table opens at the row of the score, highlighted
    const asked = page.locator('.zy-rank-rows tr.is-asked');
    await asked.waitFor();
    expect(await asked.innerText()).toContain('26988');
    // the history table carries the rank to earlier years
    await page.locator('[aria-label="历年等效分"] .ant-table-row').first().waitFor();
    expect(await page.locator('[aria-label="历年等效分"] .ant-table-row').count()).toBeGreaterThanOrEqual(4);
    await page.locator('[aria-label="一分一段分数分布图"] canvas').waitFor();
    await screenshot(page, 'weici', viewport);

    await lookUp(page, '99');
    await page.locator('.zy-rank-nomatch').waitFor();
    expect(await page.locator('.zy-rank-nomatch').innerText()).toContain('您输入的99分无匹配的位次。换个分数再试试吧！');
    await page.locator('.ant-message').getByText('您输入的99分无匹配的位次。换个分数再试试吧！').waitFor();

    // letters, decimals and scores past the full mark: one clear message each, nothing clamped or cut, one toast at a time
    await lookUp(page, '5a6b0');
    await page.locator('.ant-message').getByText('分数只能填数字，如 560').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.ant-message-notice').length === 1);
    expect(new URL(page.url()).searchParams.get('score')).toBe('99');
    expect(await page.getByLabel('分数', { exact: true }).inputValue()).toBe('5a6b0');
    await lookUp(page, '600.5');
    await page.locator('.ant-message').getByText('分数请输入整数，一分一段表按整数分排列').waitFor();
    await lookUp(page, '9999');
    await page.locator('.ant-message').getByText(/分数超出范围：广东2025年满分750分/).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.ant-message-notice').length === 1);
    expect(await page.getByLabel('分数', { exact: true }).inputValue()).toBe('9999');
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('/weici defaults to 安徽, and a year change resets the track to that year’s first one', async () => {
    const page = await openPage(browser, viewport, '/weici');
    await page.locator('.zy-rank-result h2').waitFor();
    expect(await page.locator('.zy-rank-result h2').innerText()).toContain('2026年 安徽 · 物理类');
    // 2026 物理类 with its first batch; picking 2025 keeps the first track of 2025 and its first batch
    await page.getByLabel('年份').click();
    await page.locator('.ant-select-item-option[title="2025年"]').click();
    await page.waitForFunction(() => document.querySelector('.zy-rank-result h2')?.textContent?.includes('2025年'));
    const url = new URL(page.url());
    expect(url.searchParams.get('year')).toBe('2025');
    expect(url.searchParams.get('subject')).toBeNull();
    expect(await page.locator('.zy-rank-result h2').innerText()).toContain('2025年 安徽 · 物理类');
    expect(await page.locator('.zy-rank-filters').innerText()).toContain('本科院校');
    const remarks = await page.locator('.zy-rank-remarks').innerText();
    expect(remarks).toContain('等效分说明');
    expect(remarks).toContain('数据说明');
    // a province without tables says so and offers the ones that have
    const empty = await openPage(browser, viewport, `/weici?province=${encodeURIComponent('西藏')}`);
    await empty.getByText('暂无西藏的一分一段数据').waitFor();
    await empty.getByText('西藏自治区教育考试院不公开发布一分一段表').waitFor();
    // every province is in the list: 浙江 and 山东 with tables, 西藏 marked
    await empty.getByLabel('省份').click();
    await empty.locator('.ant-select-item-option[title="浙江"]').waitFor({ state: 'attached' });
    await empty.locator('.ant-select-item-option[title="山东"]').waitFor({ state: 'attached' });
    await empty.locator('.ant-select-item-option[title="西藏（无一分一段表）"]').waitFor({ state: 'attached' });
    await empty.keyboard.press('Escape');
    expect(await empty.locator('.zy-rank-offer button').count()).toBeGreaterThan(20);
    await empty.context().close();
    await page.context().close();
  });
});
