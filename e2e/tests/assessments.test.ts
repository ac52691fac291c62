import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, pageErrors, screenshot, VIEWPORTS, type Viewport } from '../src/browser';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminToken, callApi, studentToken } from '../src/accounts';

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

  it('staff upload a book with a cover and two pages; hidden without origin b, with it the book shows in the grid and its pages open', async () => {
    const admin = await adminToken();
    const title = `e2e原始书籍 ${viewport.width}-${Date.now().toString(36)}`;
    // the images: drawn in the browser (a canvas with Chinese text), saved as PNG files
    const dir = mkdtempSync(join(tmpdir(), 'zy-book-'));
    const ops = await openPage(browser, viewport, '/websiteOpeartion?tab=books', { token: admin });
    const draw = (text: string, w: number, h: number) =>
      ops.evaluate(
        ([t, width, height]) => {
          const c = document.createElement('canvas');
          c.width = width;
          c.height = height;
          const g = c.getContext('2d')!;
          g.fillStyle = '#f4f1e8';
          g.fillRect(0, 0, width, height);
          g.fillStyle = '#333';
          g.font = '28px sans-serif';
          g.fillText(t, 24, 60);
          return c.toDataURL('image/png').split(',')[1]!;
        },
        [text, w, h] as const,
      );
    const file = async (name: string, text: string, w: number, h: number) => {
      const path = join(dir, name);
      writeFileSync(path, Buffer.from(await draw(text, w, h), 'base64'));
      return path;
    };
    const cover = await file('cover.png', '招生专业目录', 300, 400);
    const pages = [await file('p01.png', '武汉大学 第1页', 600, 800), await file('p02.png', '武汉大学 第2页', 600, 800)];

    const panel = ops.getByRole('region', { name: '原始书籍管理' });
    await panel.getByRole('button', { name: '新建书籍' }).click();
    const dialog = ops.getByRole('dialog', { name: '新建书籍' });
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('请输入书名').waitFor();
    await dialog.getByLabel('书名').fill(title);
    await dialog.getByLabel(/书籍简称/).fill('西藏招生目录');
    await dialog.getByRole('combobox', { name: '省份' }).click();
    await ops.keyboard.type('西藏');
    await ops.keyboard.press('Enter');
    await dialog.getByRole('combobox', { name: '科类' }).click();
    await ops.locator('.ant-select-dropdown:visible .ant-select-item-option[title="综合"]').click();
    // the lists fold away before 保存 is pressed (on a phone they lie over the button); the 省份 list may
    // still be in its closing animation beside the 科类 one, so wait for none rather than for one
    await expect.poll(() => ops.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    const section = ops.getByRole('region', { name: '封面与页面' });
    await section.getByText(`《${title}》的封面与页面`).waitFor();
    await section.locator('input[type=file]').first().setInputFiles(cover);
    await section.getByRole('button', { name: '更换封面' }).waitFor();
    await section.getByRole('button', { name: '上传页面' }).click();
    await section.getByText('请输入院校名称').waitFor();
    await section.getByLabel('院校').fill('武汉大学');
    await section.getByRole('combobox', { name: '批次' }).fill('本科批');
    await section.locator('input[type=file]').nth(1).setInputFiles(pages);
    await section.getByRole('button', { name: '上传页面' }).click();
    await section.getByText('已上传的页面（2）').waitFor();
    // the list counts the two pages (on a phone the count sits under the title)
    await panel.locator('tr', { hasText: title }).getByText(phone ? /2页/ : /^2$/).waitFor();
    await screenshot(ops, 'staff-books', viewport);
    expect(pageErrors(ops)).toEqual([]);

    // no origin: no books in the toolbox
    const page = await openPage(browser, viewport, '/welcome');
    await openToolbox(page, phone);
    await page.getByRole('menuitem', { name: '院校库' }).waitFor();
    expect(await page.getByRole('menuitem', { name: '书籍' }).count()).toBe(0);
    await page.context().close();

    // origin b: the grid shows the book; its school tree opens the page images
    const withOrigin = await openPage(browser, viewport, '/welcome?origin=b');
    await openToolbox(withOrigin, phone);
    await withOrigin.getByRole('menuitem', { name: '书籍' }).click();
    const drawer = withOrigin.locator('.zy-app-drawer');
    await drawer.waitFor({ state: 'visible' });
    await drawer.getByRole('combobox', { name: '省份' }).click();
    await withOrigin.keyboard.type('西藏');
    await withOrigin.keyboard.press('Enter');
    const card = drawer.locator('.zy-book-card', { hasText: title });
    await card.waitFor();
    expect(await drawer.innerText()).toContain('2025');
    await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
    await screenshot(withOrigin, 'drawer-books', viewport);
    await card.click();
    await drawer.getByText('可点击左侧目录查看图片').waitFor();
    await drawer.getByText('本科批 · 第2页').click();
    const image = drawer.locator('.zy-book-preview img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    expect(await image.getAttribute('alt')).toBe('武汉大学 第2页');
    await screenshot(withOrigin, 'drawer-book-page', viewport);
    expect(pageErrors(withOrigin)).toEqual([]);
    await withOrigin.context().close();

    // staff delete it: the grid no longer lists it
    const row = panel.locator('tr', { hasText: title });
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await ops.locator('.ant-popconfirm').getByRole('button', { name: /删\s*除/ }).click();
    await row.waitFor({ state: 'detached' });
    const left = await callApi<{ records: { title: string }[] }>('POST', '/api/school-batch-books/list?page=1&pageSize=100', { province: '西藏' }, admin);
    expect(left.records.map((b) => b.title)).not.toContain(title);
    await ops.context().close();
    // staff, a guest and a reader in three browsers: longer than one page's check
  }, 180_000);
});
