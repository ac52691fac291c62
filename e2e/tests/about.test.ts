import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, openPage, pageErrors, screenshot, VIEWPORTS, type Viewport } from '../src/browser';

let browser: Browser;
let rankTableRows: number;
beforeAll(async () => {
  browser = await launch();
  // the figure the page must show is the one the API serves for the loaded database
  const res = await fetch(`${BASE_URL}/api/data/coverage?dataset=rank_tables`);
  const body = (await res.json()) as { data: { datasets: { dataset: string; rows: number }[] } };
  rankTableRows = body.data.datasets.find((d) => d.dataset === 'rank_tables')?.rows ?? 0;
});
afterAll(() => browser?.close());

/** 117171 → 117,171, as the page prints a count. */
const grouped = (n: number) => n.toLocaleString('en-US');

/** Texts of the cells of the coverage table's row whose first cell is `label`. */
async function matrixRow(page: Page, label: string): Promise<string[]> {
  const row = page.locator('.zy-about-matrix tr.ant-table-row').filter({ has: page.locator('td', { hasText: new RegExp(`^${label}$`) }) });
  await row.waitFor();
  return row.locator('td').allInnerTexts();
}

describe.each(VIEWPORTS)('about at $width px', (viewport: Viewport) => {
  const phone = viewport.name === 'phone';

  it('/about lists the datasets with real row counts, sources, licences as stated, gaps, coverage and the quality markers', async () => {
    expect(rankTableRows).toBeGreaterThan(100_000);
    const page = await openPage(browser, viewport, '/about');
    const rankTables = page.locator('article[data-dataset="rank_tables"]');
    await rankTables.waitFor();

    // what the project is and how to reach us stay
    await page.getByRole('heading', { name: '我们在做什么' }).waitFor();
    await page.getByRole('heading', { name: '联系方式', exact: true }).waitFor();

    const sources = await page.locator('#sources').innerText();
    expect(sources).toContain('数据来源与许可');
    expect(sources).toMatch(/none stated\s*表示整理这些数据的仓库没有声明许可/);
    expect(sources).toContain('各省教育考试院和高校公开发布的信息');
    for (const title of ['院校名单', '大学排名', '一分一段表', '批次线', '院校录取分数线', '专业录取分数线', '招生计划', '选科要求（2024）', '专业目录（本科、高职专科、职业本科）', '职业分类与工资', '第四轮学科评估', '第五轮学科评估（非官方，学校自述与网传）']) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true }).count()).resolves.toBe(1);
    }

    // 一分一段: the API's row count, its repositories linked with their licences, the known gaps
    const card = await rankTables.innerText();
    expect(card).toContain('一分一段表');
    expect(card).toContain(`${grouped(rankTableRows)} 行`);
    expect(card).toMatch(/30 个省份（没有西藏）/);
    expect(card).toContain('2017–2026');
    expect(card).toContain('MIT');
    expect(card).toContain('none stated');
    expect(card).toContain('没有西藏的一分一段表');
    const repoLinks = rankTables.locator('a[href^="https://github.com/"]');
    expect(await repoLinks.count()).toBe(4);
    await rankTables.getByRole('button', { name: /显示全部 \d+ 个来源仓库/ }).click();
    expect(await repoLinks.count()).toBeGreaterThan(4);
    expect(await rankTables.locator('a[href="https://github.com/Jsoneft/gaokao-zhiyuan"]').innerText()).toBe('Jsoneft/gaokao-zhiyuan');
    expect(await page.locator('article[data-dataset="schools"]').innerText()).toContain('none stated (public government list)');

    // coverage: 一分一段 by province and year, '·' where there is no table, never 0
    const coverage = page.locator('#coverage');
    expect(await coverage.locator('.ant-table-title').innerText()).toContain(`一分一段表：${grouped(rankTableRows)} 行`);
    const tibet = await matrixRow(page, '西藏');
    expect(tibet.length).toBeGreaterThan(5);
    expect(tibet.slice(1).every((t) => t.trim() === '·')).toBe(true);
    const guangdong = await matrixRow(page, '广东');
    expect(guangdong[1]).toMatch(/^\d{1,3}(,\d{3})*$/);
    expect(await coverage.locator('td').filter({ hasText: /^0$/ }).count()).toBe(0);

    // the quality markers, with the marks and labels the score, rank and batch-line pages show
    const valueMarks = await page.getByRole('list', { name: '数字旁的标记' }).locator('li').allInnerTexts();
    expect(valueMarks.map((t) => t.split(/\s+/).slice(0, 2).join(' '))).toEqual(['换 位次由分数换算', '三 第三方转录', '疑 未通过校验']);
    const tableMarks = await page.getByRole('list', { name: '表格旁的标记' }).locator('.zy-caveat').allInnerTexts();
    expect(tableMarks.map((t) => t.trim())).toEqual(['不完整', '未通过校验', '第三方转录']);

    if (phone) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await rankTables.getByRole('button', { name: '收起' }).click();
    await screenshot(page, 'about', viewport);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('/about-c shows one province’s data by year, and another dataset by province from the URL', async () => {
    const page = await openPage(browser, viewport, '/about-c?view=province&province=西藏');
    await page.locator('#coverage .ant-table-title').getByText('西藏考生可查的数据（按年份）').waitFor();
    expect((await matrixRow(page, '一分一段表')).slice(1).every((t) => t.trim() === '·')).toBe(true);
    expect((await matrixRow(page, '批次线'))[1]).toMatch(/^\d{1,3}(,\d{3})*$/);
    await page.locator('#coverage').scrollIntoViewIfNeeded();
    await screenshot(page, 'about-coverage-province', viewport);

    await page.getByText('按数据集看', { exact: true }).click();
    await page.getByRole('group', { name: '数据集' }).getByRole('button', { name: '大学排名' }).click();
    expect(new URL(page.url()).searchParams.get('dataset')).toBe('rankings');
    const nation = await matrixRow(page, '全国');
    expect(nation[1]).toMatch(/^\d{1,3}(,\d{3})*$/);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('says 加载失败 with 重试 when the data API fails, and 暂无数据 when it has no datasets', async () => {
    const page = await openPage(browser, viewport, '/welcome');
    let coverage: 'fail' | 'empty' | 'real' = 'fail';
    await page.route('**/api/data/coverage*', (route) => {
      if (coverage === 'real') return route.continue();
      const failed = coverage === 'fail';
      return route.fulfill({
        status: failed ? 500 : 200,
        contentType: 'application/json',
        body: JSON.stringify(failed ? { code: 500, message: '服务器开小差了', data: null } : { code: 200, message: 'success', data: { datasets: [] } }),
      });
    });
    await page.goto(`${BASE_URL}/about`, { waitUntil: 'networkidle' });
    const sources = page.locator('#sources');
    await sources.getByText('数据来源加载失败').waitFor();
    await page.locator('#coverage').getByText('数据覆盖加载失败').waitFor();
    expect(await page.locator('#contact').innerText()).toContain('联系方式');

    coverage = 'empty';
    await sources.getByRole('button', { name: /重\s*试/ }).click();
    await sources.locator('.ant-empty-description').getByText('暂无数据').waitFor();
    await page.locator('#coverage .ant-empty-description').getByText('暂无数据').waitFor();
    expect(await sources.locator('article').count()).toBe(0);

    coverage = 'real';
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('article[data-dataset="rank_tables"]').waitFor();
    await page.context().close();
  });

  it('/about#contact (the header’s 联系方式) lands on 联系方式 below the loaded data sections', async () => {
    const page = await openPage(browser, viewport, '/about#contact');
    await page.locator('article[data-dataset="rank_tables"]').waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById('contact')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight - 120;
    });
    await page.context().close();
  });
});
