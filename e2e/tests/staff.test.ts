/**
 * The staff side at both widths: an administrator publishes an announcement
 * and a student's open page shows it without a reload (realtime socket); a
 * planner moves an order 2 → 3 → 4 on 我的学员.
 */
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
