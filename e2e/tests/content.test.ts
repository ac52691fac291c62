import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage, pageErrors, screenshot, VIEWPORTS, type Viewport } from '../src/browser';
import { adminToken, apiAs } from '../src/accounts';

let browser: Browser;
const title = `e2e资讯 ${Date.now().toString(36)}：本科批志愿填报时间安排`;

beforeAll(async () => {
  browser = await launch();
  // staff publish one news item through the admin API (网站运营)
  const token = await adminToken();
  const created = await apiAs<{ id: string }>(token, 'POST', '/api/news/admin', {
    kind: 'news',
    title,
    tags: ['志愿填报'],
    content: '<p>本科批志愿6月28日开始填报。</p><script>window.__xss = 1</script><p onclick="window.__xss = 2">请按时填报。</p>',
    source: '省教育考试院',
  });
  await apiAs(token, 'POST', `/api/news/admin/${created.id}/publish`, {});
});
afterAll(() => browser?.close());

describe.each(VIEWPORTS)('content at $width px', (viewport: Viewport) => {
  it('search "qhdx" finds 清华大学 and opens it', async () => {
    const page = await openPage(browser, viewport, '/search');
    await page.getByLabel('搜索院校、专业、职业和资讯', { exact: true }).fill('qhdx');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\/all\?q=qhdx/);
    const school = page.locator('.zy-search-group[aria-label="院校结果"] .zy-search-item-title').first();
    await expect(school.innerText()).resolves.toBe('清华大学');
    await screenshot(page, 'search-qhdx', viewport);
    await page.goto(page.url().replace('/search/all', '/search/searchSchool').replace('qhdx', encodeURIComponent('北航')));
    await page.locator('.zy-search-alias', { hasText: '北航' }).first().waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('a news item published by staff appears on /gaokaozixun, its detail and /welcome, cleaned', async () => {
    const list = await openPage(browser, viewport, '/gaokaozixun');
    await list.getByRole('link', { name: title }).waitFor();
    await screenshot(list, 'news-list', viewport);
    await list.getByRole('link', { name: title }).click();
    await list.getByRole('heading', { name: title }).waitFor();
    const content = await list.locator('.zy-news-content').innerHTML();
    expect(content).toContain('本科批志愿6月28日开始填报');
    expect(content).not.toContain('script');
    expect(content).not.toContain('onclick');
    expect(await list.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await screenshot(list, 'news-detail', viewport);
    await list.close();

    const home = await openPage(browser, viewport, '/welcome');
    await home.getByRole('link', { name: title }).waitFor();
    await home.getByLabel('搜索院校、专业、职业和资讯', { exact: true }).waitFor();
    await screenshot(home, 'welcome', viewport);
    expect(pageErrors(home)).toEqual([]);
    await home.close();
  });
});
