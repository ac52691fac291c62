/**
 * The staff side at both widths: an administrator publishes an announcement
 * and a student's open page shows it without a reload (realtime socket); a
 * planner moves an order 2 → 3 → 4 on 我的学员; a 核心数据 import of a bad
 * file shows its line errors and changes nothing, a good rank table changes
 * the 位次 answer at once.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage, pageErrors, screenshot, VIEWPORTS, type Viewport } from '../src/browser';
import { adminToken, callApi, plannerAccount, studentToken } from '../src/accounts';

let browser: Browser;
let admin: string;
beforeAll(async () => {
  browser = await launch();
  admin = await adminToken();
});
afterAll(() => browser?.close());

describe.each(VIEWPORTS)('staff at $width px', (viewport: Viewport) => {
  it('an announcement published on 网站运营 appears on an open student page without reload', async () => {
    const student = await openPage(browser, viewport, '/welcome', { token: await studentToken() });
    // the socket is open once the page has settled; the bar shows the product line or an earlier announcement
    await student.locator('.zy-announcement').waitFor();
    const ops = await openPage(browser, viewport, '/websiteOpeartion', { token: admin });
    await ops.getByRole('tab', { name: '公告' }).waitFor();
    const text = `志愿填报系统公告 ${viewport.width}-${Date.now()}`;
    await ops.getByLabel('公告内容（纯文本）').fill(text);
    await screenshot(ops, 'staff-website-operation', viewport);
    await ops.getByRole('button', { name: '发 布' }).click();
    await ops.getByText('发布成功').first().waitFor();
    await expect.poll(() => student.locator('.zy-announcement').innerText(), { timeout: 10_000 }).toContain(text);
    await screenshot(student, 'staff-announcement-live', viewport);
    // no reload happened: the navigation entry is still the first one
    expect(await student.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(pageErrors(student)).toEqual([]);
    expect(pageErrors(ops)).toEqual([]);
  });

  it('a planner moves an order 2 → 3 → 4 on 我的学员', async () => {
    const planner = await plannerAccount(admin, `规划师${viewport.width}`);
    const student = await studentToken();
    const order = await callApi<{ id: string }>('POST', '/api/orders/ask', { plannerUserId: planner.userId }, student);
    await callApi('POST', `/api/planner/orders/${order.id}/assign`, { plannerUserId: planner.userId }, admin);
    const page = await openPage(browser, viewport, '/myStudentList', { token: planner.token });
    const ordersPanel = page.getByRole('region', { name: '我的订单' });
    const row = ordersPanel.locator('tr', { hasText: order.id }).first();
    await row.getByText('待处理').waitFor();
    await screenshot(page, 'staff-my-students', viewport);
    await row.getByRole('button', { name: '开始服务' }).click();
    await row.getByText('服务中').waitFor();
    await row.getByRole('button', { name: '完成服务' }).click();
    await row.getByText('已完成').waitFor();
    const after = await callApi<{ records: { id: string; status: number }[] }>('GET', '/api/planner/orders?status=4', undefined, planner.token);
    expect(after.records.find((o) => o.id === order.id)?.status).toBe(4);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe.each(VIEWPORTS)('核心数据 import at $width px', (viewport: Viewport) => {
  it('a bad file shows its line errors and changes nothing; a good rank table changes the 位次 answer at once', async () => {
    // 湖北's oldest rank table: no other browser test reads it
    const select = await callApi<{ yearSubjectBatchMap: Record<string, Record<string, string[]>> }>(
      'GET',
      `/api/batch-lines/batch-line-select?province=${encodeURIComponent('湖北')}`,
      undefined,
      admin,
    );
    const year = Math.min(...Object.keys(select.yearSubjectBatchMap).map(Number));
    const track = Object.keys(select.yearSubjectBatchMap[String(year)]!)[0]!;
    const answer = () =>
      callApi<{ segment: { highestRank: number; lowestRank: number } | null }>(
        'POST',
        '/api/batch-lines/batch-line-segment',
        { province: '湖北', year, subject: track, score: 600 },
        admin,
      );
    const before = await answer();

    const dir = mkdtempSync(join(tmpdir(), 'zy-import-'));
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, ['省份,年份,科类,分数,人数,累计人数', `湖北,${year},${track},601,5,5`, `湖北,${year},${track},abc,5,10`, `火星,${year},${track},599,5,15`].join('\n'));
    const page = await openPage(browser, viewport, '/coreData', { token: admin });
    const panel = page.getByRole('region', { name: '数据导入' });
    await panel.locator('input[type=file]').setInputFiles(bad);
    await panel.getByRole('button', { name: '开始导入' }).click();
    await panel.getByText('数据未做任何修改').waitFor();
    const lines = await panel.locator('.zy-import-errors tbody tr td:first-child').allInnerTexts();
    expect(lines).toEqual(['3', '4']);
    expect(await panel.locator('.zy-import-errors').innerText()).toContain('分数应为0到750之间的整数');
    expect(await panel.locator('.zy-import-errors').innerText()).toContain('省份“火星”不存在');
    await screenshot(page, 'staff-import-errors', viewport);
    expect(await answer()).toEqual(before);

    const good = join(dir, 'good.csv');
    // numbers other than the table's now (an earlier run or width may have imported some already)
    let c = 3 + Math.floor(Math.random() * 6);
    if (before.segment?.lowestRank === 3 * c) c += 1;
    writeFileSync(good, ['省份,年份,科类,分数,人数,累计人数', ...[602, 601, 600].map((s, i) => `湖北,${year},${track},${s},${c},${(i + 1) * c}`)].join('\n'));
    await panel.locator('input[type=file]').setInputFiles(good);
    await panel.getByRole('button', { name: '开始导入' }).click();
    await panel.getByText('导入成功：3行').waitFor();
    await screenshot(page, 'staff-import-done', viewport);
    const after = await answer();
    expect(after.segment).toMatchObject({ highestRank: 2 * c + 1, lowestRank: 3 * c });
    expect(after).not.toEqual(before);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe.each(VIEWPORTS)('核心数据 import of other kinds at $width px', (viewport: Viewport) => {
  it('every kind is offered; a bad 批次线 file lists its line errors and the batch lines stay as they were', async () => {
    const year = 2024;
    const lines = () => callApi<{ lines: unknown[] }>('POST', '/api/batch-lines/by-province-and-year', { province: '湖北', year }, admin);
    const before = await lines();
    const dir = mkdtempSync(join(tmpdir(), 'zy-import-'));
    const bad = join(dir, 'batch.csv');
    writeFileSync(
      bad,
      ['\uFEFF省份,年份,科类,批次,分数线', `湖北,${year},物理类,本科批,432`, `湖北,${year},综合,本科批,430`, `湖北,${year},历史类,本科批,`, `湖北,${year},物理类,"本科批,多余",999`].join('\r\n'),
    );
    const page = await openPage(browser, viewport, '/coreData', { token: admin });
    const panel = page.getByRole('region', { name: '数据导入' });
    await panel.getByLabel('导入类型').click();
    const offered = await page.locator('.ant-select-item-option').allInnerTexts();
    expect(offered).toEqual(expect.arrayContaining(['一分一段表', '批次线', '院校分数线', '专业分数线', '招生计划', '招聘市场：月度招聘与薪资']));
    await page.locator('.ant-select-item-option[title="批次线"]').click();
    await panel.getByText('批次线的表头').waitFor();
    await panel.locator('input[type=file]').setInputFiles(bad);
    await panel.getByRole('button', { name: '开始导入' }).click();
    await panel.getByText('数据未做任何修改').waitFor();
    await panel.getByRole('progressbar').waitFor();
    const rows = await panel.locator('.zy-import-errors tbody tr').allInnerTexts();
    expect(rows.map((r) => r.split(/\s+/)[0])).toEqual(['3', '4', '5']);
    const text = await panel.locator('.zy-import-errors').innerText();
    expect(text).toContain(`科类“综合”不符合湖北${year}年的选科模式`);
    expect(text).toContain('分数线和专业分数线至少填一项');
    expect(text).toContain('分数线应为0到750之间的数');
    await screenshot(page, 'staff-import-batch-errors', viewport);
    expect(await lines()).toEqual(before);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe.each(VIEWPORTS)('规划师 pages at $width px', (viewport: Viewport) => {
  it('/guihuashi lists the planners from staff data; a student asks for one and the order waits in 待分配', async () => {
    const name = `预约老师${viewport.width}x${Date.now() % 1_000_000}`;
    await plannerAccount(admin, name);
    const token = await studentToken();
    const page = await openPage(browser, viewport, '/guihuashi', { token });
    const card = page.locator('.zy-planner-card', { hasText: name });
    await card.waitFor();
    expect(await card.innerText()).toContain('新高考选科');
    await card.getByRole('button', { name: '预约TA' }).click();
    await page.getByText('预约成功，我们会尽快为您分配规划师').waitFor();
    await page.getByRole('status').filter({ hasText: '待分配' }).waitFor();
    await screenshot(page, 'staff-guihuashi', viewport);
    const mine = await callApi<{ status: number }[]>('GET', '/api/orders/mine', undefined, token);
    expect(mine.map((o) => o.status)).toEqual([1]);
    expect(pageErrors(page)).toEqual([]);
  });
});
