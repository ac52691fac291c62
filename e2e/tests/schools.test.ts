import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, pageErrors, screenshot, VIEWPORTS, type Viewport } from '../src/browser';
import { studentToken } from '../src/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const SYSU = '4144010558'; // 中山大学: 广东 2024 group and major lines

/**
 * Clicks a tab of the school detail and waits for its route. Under load the tab bar may still be
 * measuring which tabs fit when the test looks, so a pick that did not navigate is tried again,
 * as a user would tap again.
 */
async function openTab(page: Page, label: string, path: string): Promise<void> {
  const arrived = (url: URL) => url.pathname.startsWith(`/${path}/`);
  for (let attempt = 1; ; attempt++) {
    const tab = page.getByRole('tab', { name: label, exact: true });
    const [box, wrap] = await Promise.all([tab.boundingBox(), page.locator('.zy-detail-panel .ant-tabs-nav-wrap').first().boundingBox()]);
    if (box && wrap && box.x >= wrap.x && box.x + box.width <= wrap.x + wrap.width + 1) {
      await tab.click();
    } else {
      // a phone shows the tabs that do not fit in the tab bar's 更多 menu
      await page.locator('.zy-detail-panel .ant-tabs-nav-more').click();
      await page.locator('.ant-tabs-dropdown:not(.ant-tabs-dropdown-hidden) .ant-tabs-dropdown-menu-item').getByText(label, { exact: true }).click();
    }
    try {
      await page.waitForURL(arrived, { timeout: attempt < 3 ? 8000 : 30000, waitUntil: 'commit' });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** The texts of the rows of the first table inside `section`. */
async function rowTexts(page: Page, section: string): Promise<string[]> {
  return page.locator(`section[aria-labelledby="${section}"] .ant-table-tbody tr.ant-table-row`).allInnerTexts();
}

describe.each(VIEWPORTS)('schools at $width px', (viewport: Viewport) => {
  const phone = viewport.name === 'phone';

  it('大学排名 lists 软科 and QS for the years really present, six rows with padded ranks and the source', async () => {
    const page = await openPage(browser, viewport, '/chadaxuerank');
    await page.locator('.zy-ranking-list li').first().waitFor();
    const rows = await page.locator('.zy-ranking-list li').allInnerTexts();
    expect(rows).toHaveLength(6);
    expect(rows[0]).toContain('01');
    expect(rows[0]).toContain('清华大学');
    const years = await page.getByRole('group', { name: '排名年份' }).innerText();
    expect(years).toContain('2026');
    expect(years).not.toContain('2024');
    expect(await page.locator('.zy-source-note').innerText()).toContain('软科中国大学排名 2026');
    await screenshot(page, 'ranking', viewport);

    await page.getByRole('group', { name: '排名类型' }).getByRole('button', { name: 'QS排名' }).click();
    await page.waitForFunction(() => document.querySelector('.zy-ranking-list li')?.textContent?.includes('北京大学'));
    expect(new URL(page.url()).searchParams.get('type')).toBe('QS');
    expect(await page.getByRole('group', { name: '排名年份' }).innerText()).toContain('2025');
    await page.getByText('下一页').click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('page') === '2');
    await screenshot(page, 'ranking-qs', viewport);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('library → detail: header, facts with the rate tooltips, rank cards and every tab on real data', async () => {
    // a student of 广东: the score-line tabs open on the student's province (spec §1)
    const page = await openPage(browser, viewport, '/chadaxue', { token: await studentToken('广东') });
    await page.getByLabel('院校名称').fill('中山大学');
    await page.getByLabel('院校名称').press('Enter');
    await page.waitForFunction(() => document.querySelector('.zy-results-total')?.textContent?.replace(/\s/g, '') === '共1条');
    await page.locator('.zy-school-grid li').first().click();
    await page.waitForURL((url) => url.pathname === `/chadaxueoverview/${SYSU}`);
    await page.locator('.zy-school-head-name').getByText('中山大学').waitFor();
    await page.locator('.zy-facts').waitFor();
    await page.locator('.zy-school-rank-card').first().waitFor();
    const head = await page.locator('.zy-school-head').innerText();
    expect(head).toContain('985');
    // 阳光高考 (2026): 官网, 招生网, 招生电话, 地址 and the school's page (招生章程); type source and 简称
    await page.getByTestId('school-contacts').getByText('阳光高考院校页').waitFor();
    const contacts = await page.getByTestId('school-contacts').innerText();
    expect(contacts).toMatch(/官网：\S*sysu\.edu\.cn/);
    expect(contacts).toMatch(/招生电话：\S*\d{6,}/);
    // each number a phone can dial
    expect(await page.getByTestId('school-contacts').locator('a[href^="tel:"]').first().getAttribute('href')).toMatch(/^tel:\d{7,}$/);
    expect(contacts).toContain('地址：');
    expect(contacts).toContain('2026年');
    expect(await page.getByTestId('school-contacts').getByRole('link', { name: /阳光高考院校页/ }).getAttribute('href')).toMatch(/^https:\/\/gaokao\.chsi\.com\.cn\/sch\//);
    expect(head).toContain('院校类型：软科中国大学排名（2026年）');
    expect(head).toContain('教育部');
    expect(head).toContain('软科中国大学排名');
    await page.locator('.zy-school-rank-chart canvas').waitFor();
    expect(await page.locator('[aria-label*="升学率 = 升学人数 / 毕业生人数"]').count()).toBe(1);
    expect(await page.locator('[aria-label*="保研率 = 推免人数 / 毕业生人数"]').count()).toBe(1);
    await page.getByText('院校简介').waitFor();
    expect(await page.locator('.zy-detail-panel').innerText()).toContain('暂无数据');
    await screenshot(page, 'school-overview', viewport);

    await openTab(page, '招生简章', 'chadaxuezhaosheng');
    await page.getByText('本站尚未收录这所学校的招生简章').waitFor();

    await openTab(page, '录取分数线', 'chadaxueluqu');
    const schoolSection = page.locator('section[aria-labelledby="zy-school-lines"]');
    await schoolSection.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    // the latest year (the official 2026 本科批 lines) is the default; 2024 is one click away
    expect(await schoolSection.getByRole('group', { name: '年份' }).locator('.is-active').innerText()).toBe('2026');
    await schoolSection.getByRole('group', { name: '年份' }).getByRole('button', { name: '2024' }).click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('y') === '2024');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('section[aria-labelledby="zy-school-lines"] .ant-table-tbody tr.ant-table-row')].every((r) => r.textContent?.startsWith('2024')),
    );
    const schoolRows = await rowTexts(page, 'zy-school-lines');
    expect(schoolRows.find((r) => r.includes("专业组219")) ?? schoolRows.join("|")).toMatch(/643[\s\S]*4019/);
    expect(await page.locator('section[aria-labelledby="zy-school-lines"] .zy-source-note').innerText()).toContain('fangge/gaokaoscore');
    // 广东 2026 has school lines but no major lines yet: the major section is asked for 2024
    const majors = page.locator('section[aria-labelledby="zy-major-lines"]');
    await majors.getByRole('group', { name: '年份' }).getByRole('button', { name: '2024' }).click();
    await page.locator('.zy-group-block').first().waitFor();
    expect(await page.locator('section[aria-labelledby="zy-major-lines"]').innerText()).toContain('官方公布的数据为准');
    await screenshot(page, 'school-scorelines', viewport);

    // the major score-line filters change the rows shown
    await majors.getByRole('group', { name: '科类' }).getByRole('button', { name: '物理类' }).click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('ms') === '物理类');
    await majors.locator('.zy-group-list[aria-busy="false"]').waitFor();
    const allGroups = await majors.locator('.zy-group-block').count();
    expect(allGroups).toBeGreaterThan(1);
    const physicsRows = await majors.locator('.ant-table-tbody tr.ant-table-row').allInnerTexts();
    await majors.getByRole('group', { name: '专业组' }).getByRole('button', { name: '专业组203' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.zy-group-block').length === 1);
    expect(await majors.locator('.zy-group-head').innerText()).toContain('203');
    await majors.getByRole('group', { name: '科类' }).getByRole('button', { name: '历史类' }).click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('mg') === null && new URL(location.href).searchParams.get('ms') === '历史类');
    await majors.locator('.zy-group-list[aria-busy="false"]').waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('.zy-group-head')].every((h) => h.textContent?.includes('历史类')));
    const historyRows = await majors.locator('.ant-table-tbody tr.ant-table-row').allInnerTexts();
    expect(historyRows).not.toEqual(physicsRows);
    expect(historyRows.join('\n')).toContain('历');
    await screenshot(page, 'school-scorelines-filtered', viewport);

    await openTab(page, '招生计划', 'chadaxuejihua');
    await page.locator('section[aria-labelledby="zy-plans"] .ant-table-tbody tr.ant-table-row').first().waitFor();
    expect((await rowTexts(page, 'zy-plans')).join('\n')).toContain('专业组合计');
    await screenshot(page, 'school-plans', viewport);

    await openTab(page, '专业院系', 'chadaxuezhuanye');
    await page.getByTestId('assessment-list').waitFor();
    expect(await page.getByRole('group', { name: '评估轮次' }).innerText()).toContain('第四轮');
    expect(await page.getByTestId('assessment-list').innerText()).toContain('A+');
    await page.getByTestId('special-majors').first().waitFor();
    const special = await page.getByTestId('special-majors').first().innerText();
    expect(special).toContain('国家级一流本科专业建设点');
    expect(special).not.toContain('年入选');
    await page.getByTestId('major-rankings').waitFor();
    expect(await page.locator('section[aria-labelledby="zy-dfc"]').innerText()).toContain('2022年');
    await page.getByRole('group', { name: '评估结果' }).getByText('A', { exact: true }).click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('grade') === 'A');
    await page.waitForFunction(() => !document.querySelector('[data-testid="assessment-list"]')?.textContent?.includes('A+'));
    expect(await page.getByTestId('assessment-list').innerText()).toContain('A');
    await screenshot(page, 'school-majors', viewport);

    await openTab(page, '提前批招生计划', 'preFraction');
    await page.locator('#zy-early-plan').waitFor();
    await openTab(page, '提前批分数线', 'preFractionScoreline');
    await page.locator('#zy-early-score').waitFor();
    expect(await page.getByText('请联系老师开通VIP').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('查大学: a pick folds the phone panel to a summary, page turns are history, the jumper refuses letters', async () => {
    const page = await openPage(browser, viewport, '/chadaxue', { token: await studentToken('广东') });
    await page.locator('.zy-school-grid li').first().waitFor();
    if (phone) await page.getByRole('button', { name: /筛选/ }).click();
    const box = page.getByRole('group', { name: '院校省份' }).locator('.ant-checkbox-wrapper').filter({ hasText: /^广东$/ });
    if (phone) expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    await box.click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('province') === '广东');
    if (phone) {
      await page.getByTestId('filter-summary').waitFor();
      expect(await page.getByTestId('filter-summary').innerText()).toContain('已选：广东');
      expect(await page.locator('#zy-school-filters').count()).toBe(0);
    }
    await page.getByText('下一页').click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('page') === '2');
    await page.goBack();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('page') === null);
    expect(new URL(page.url()).searchParams.get('province')).toBe('广东');
    await page.getByLabel('跳转页码').fill('5a6b0');
    await page.getByRole('button', { name: /^跳\s?转$/ }).click();
    await page.locator('.ant-message').getByText(/请输入页码数字/).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.getByLabel('跳转页码').fill('3');
    await page.getByLabel('跳转页码').press('Enter');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('page') === '3');
    await screenshot(page, 'library-filtered', viewport);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('school detail: a tab switch keeps the tab bar in view, the phone menu closes, the phone line table shows 最低分 first', async () => {
    const page = await openPage(browser, viewport, `/chadaxueluqu/${SYSU}?p=${encodeURIComponent('广东')}`);
    const schoolSection = page.locator('section[aria-labelledby="zy-school-lines"]');
    await schoolSection.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const heads = await schoolSection.locator('.ant-table-thead th').allInnerTexts();
    if (phone) expect(heads.slice(0, 4).map((h) => h.trim())).toEqual(['年份', '院校/方向', '最低分', '最低位次']);
    // scrolled down to the tables, a tab switch does not jump to the top of the page
    await page.evaluate(() => window.scrollTo(0, 900));
    await openTab(page, '招生计划', 'chadaxuejihua');
    await page.locator('#zy-plans').waitFor();
    const bar = await page.locator('.zy-detail-panel .ant-tabs-nav').first().boundingBox();
    expect(bar!.y).toBeGreaterThanOrEqual(0);
    expect(bar!.y).toBeLessThan(viewport.height);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // the phone's ··· menu closed after the pick
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.ant-tabs-dropdown')].every((d) => d.classList.contains('ant-tabs-dropdown-hidden') || (d as HTMLElement).offsetParent === null),
    );
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('early batch of a school with early lines, and the VIP prompt of /tiqianpi for a guest', async () => {
    const page = await openPage(browser, viewport, `/preFractionScoreline/4145010602?p=${encodeURIComponent('广西')}`);
    await page.locator('section[aria-labelledby="zy-early-score"] .ant-table-tbody tr.ant-table-row').first().waitFor();
    expect((await rowTexts(page, 'zy-early-score')).join('\n')).toContain('广西师范大学');
    await screenshot(page, 'school-early-scores', viewport);
    await page.goto(`${new URL(page.url()).origin}/tiqianpi`, { waitUntil: 'networkidle' });
    // a guarded page: the login dialog first; closed, the prompt behind it asks to log in again
    await page.locator('.zy-login-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.zy-login-dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '请联系老师开通VIP' }).click();
    await page.getByText('请先登录！').waitFor();
    await page.locator('.zy-login-dialog').waitFor();
    await page.context().close();
  });

  it('the drawer opens a ranking row as the school detail', async () => {
    const page = await openPage(browser, viewport, '/welcome');
    if (phone) await page.getByRole('button', { name: '打开导航菜单' }).click();
    else await page.getByRole('button', { name: /工具箱/ }).click();
    await page.getByRole('menuitem', { name: '大学排名' }).click();
    const drawer = page.locator('.zy-app-drawer');
    await drawer.locator('.zy-ranking-list li').first().waitFor();
    await drawer.locator('.zy-ranking-list li').first().click();
    await drawer.locator('.zy-school-head-name').getByText('清华大学').waitFor();
    await drawer.getByRole('tab', { name: '录取分数线' }).click();
    await drawer.locator('#zy-school-lines').waitFor();
    await screenshot(page, 'drawer-school-detail', viewport);
    await page.context().close();
  });
});
