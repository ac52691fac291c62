import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, pageErrors, screenshot, VIEWPORTS, type Viewport } from '../src/browser';
import { studentToken } from '../src/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Opens the toolbox (desktop) or the navigation menu (phone). */
async function openToolbox(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: '打开导航菜单' }).click();
  else await page.getByRole('button', { name: /工具箱/ }).click();
}

describe.each(VIEWPORTS)('测评 and books at $width px', (viewport: Viewport) => {
  const phone = viewport.name === 'phone';

  it('a full RIASEC test gives a Holland code, survives a reload and is saved to the student', async () => {
    const token = await studentToken('湖北');
    const page = await openPage(browser, viewport, '/ceping', { token });
    await page.getByRole('heading', { name: '霍兰德职业兴趣测评（RIASEC）' }).waitFor();
    await screenshot(page, 'ceping-list', viewport);
    await page.getByRole('button', { name: '开始测评' }).first().click();
    await page.getByText('第 1 / 48 题').waitFor();
    expect(await page.locator('.zy-assess-item-text').innerText()).toBe('在产品零件出厂前检测它们的质量');
    expect(await page.locator('main').innerText()).toContain('题目中文由本站据英文原题翻译');

    // R and I items "非常喜欢", the rest "很不喜欢" → code R I then A (ties keep R-I-A-S-E-C order)
    const answerNext = async (label: string) => {
      const before = await page.locator('.zy-assess-progress').innerText();
      await page.getByRole('radio', { name: label }).click();
      await expect.poll(() => page.locator('.zy-assess-progress').innerText()).not.toBe(before);
    };
    for (let i = 0; i < 20; i++) await answerNext(i < 16 ? '非常喜欢' : '很不喜欢');
    expect(await page.locator('.zy-assess-progress').innerText()).toContain('已答 20 题');
    await screenshot(page, 'ceping-test', viewport);

    // a reload keeps the answers and the place
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('第 21 / 48 题').waitFor();
    for (let i = 20; i < 47; i++) await answerNext('很不喜欢');
    await page.getByRole('radio', { name: '很不喜欢' }).click();
    await page.getByRole('button', { name: '提交并查看结果' }).click();

    await page.waitForURL(/\/ceping-result\/\d+$/);
    await page.getByTestId('holland-code').waitFor();
    expect(await page.getByTestId('holland-code').innerText()).toBe('RIA');
    const main = await page.locator('main').innerText();
    expect(main).toContain('现实型');
    expect(main).toContain('机械类');
    expect(main).toContain('科学研究人员');
    expect(main).toContain('参考方向，非录取或就业建议');
    expect(await page.locator('canvas').count()).toBeGreaterThan(0);
    await screenshot(page, 'ceping-result', viewport);

    // saved: the list of results on /ceping shows it
    await page.goto(page.url().replace(/\/ceping-result\/\d+$/, '/ceping'), { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: '我的测评记录' }).getByText('RIA', { exact: true }).first().waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('books are hidden without origin b and shown with it (暂无数据 while none are uploaded)', async () => {
    const page = await openPage(browser, viewport, '/welcome');
    await openToolbox(page, phone);
    await page.getByRole('menuitem', { name: '院校库' }).waitFor();
    expect(await page.getByRole('menuitem', { name: '书籍' }).count()).toBe(0);
    await page.context().close();

    const withOrigin = await openPage(browser, viewport, '/welcome?origin=b');
    await openToolbox(withOrigin, phone);
    await withOrigin.getByRole('menuitem', { name: '书籍' }).click();
    const drawer = withOrigin.locator('.zy-app-drawer');
    await drawer.waitFor({ state: 'visible' });
    await drawer.locator('.ant-empty-description', { hasText: '暂无数据' }).first().waitFor();
    expect(await drawer.innerText()).toContain('2025');
    await screenshot(withOrigin, 'drawer-books', viewport);
    expect(pageErrors(withOrigin)).toEqual([]);
    await withOrigin.context().close();
  });
});
