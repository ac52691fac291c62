import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, openPage, pageErrors, screenshot, VIEWPORTS, type Viewport } from '../src/browser';
import { freshPhone, lastCode } from '../src/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const dialog = (page: Page) => page.locator('.zy-login-dialog');

/** The form messages shown in the dialog right now (a message on its way out still counts until it has gone). */
const formErrors = (page: Page): Promise<string[]> => dialog(page).locator('.ant-form-item-explain-error').allInnerTexts();

/** Waits until the dialog shows exactly these form messages. */
const expectErrors = (page: Page, messages: string[]) => expect.poll(() => formErrors(page), { timeout: 5000 }).toEqual(messages);
/** Waits until the dialog shows this form message among others. */
const expectError = (page: Page, message: string) => expect.poll(() => formErrors(page), { timeout: 5000 }).toContain(message);

describe.each(VIEWPORTS)('accounts at $width px', (viewport: Viewport) => {
  const phone = viewport.name === 'phone';

  it('a guest on a guarded page gets the login dialog; phone login, complete-info, the profile, logout', async () => {
    const page = await openPage(browser, viewport, '/userinfo/basicInfo');
    await dialog(page).getByText('手机快捷登录').waitFor();
    expect(await dialog(page).innerText()).toContain('会员卡登录');
    // behind the dialog the page says why it shows nothing
    expect(await page.locator('main').innerText()).toContain('请先登录');

    // the form's words (spec §5)
    await dialog(page).getByRole('button', { name: '登 录' }).click();
    await expectErrors(page, ['手机号不能为空', '请输入验证码', '请先阅读并同意后勾选']);
    await dialog(page).getByLabel('手机号').fill('1381234');
    await dialog(page).getByRole('button', { name: '获取验证码' }).click();
    await expectError(page, '请输入11位手机号');
    await dialog(page).getByLabel('手机号').fill('12812345678');
    await dialog(page).getByRole('button', { name: '获取验证码' }).click();
    await expectError(page, '手机号格式错误');
    await screenshot(page, 'login-dialog-errors', viewport);

    // the code: sent, 60-second countdown on the button, read from the console provider
    const tel = freshPhone();
    await dialog(page).getByLabel('手机号').fill(tel);
    await dialog(page).getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('您的验证码已发送至手机，5分钟内有效，请及时查收并完成验证！').waitFor();
    const countdown = dialog(page).locator('.zy-code-button');
    expect(await countdown.innerText()).toMatch(/^(60|59)秒后重新获取$/);
    expect(await countdown.isDisabled()).toBe(true);
    await dialog(page).getByLabel('验证码').fill(await lastCode(tel));
    await dialog(page).getByRole('checkbox').check();
    await screenshot(page, 'login-dialog-phone', viewport);
    await dialog(page).getByRole('button', { name: '登 录' }).click();

    // a new account goes on to 完善信息
    await dialog(page).getByText('高考省份和高考年份提交后不可修改，请仔细核对。').waitFor();
    await dialog(page).getByRole('button', { name: '提 交' }).click();
    await expectErrors(page, ['姓名不能为空！', '请选择高考省份', '请选择高考年份']);
    await dialog(page).getByLabel('姓名').fill('李华!');
    await expectError(page, '姓名格式错误，不允许出现特殊字符！');
    await dialog(page).getByLabel('姓名').fill('李华');
    await dialog(page).getByLabel('高考省份').click();
    await page.keyboard.type('西藏');
    expect(await page.locator('.ant-select-dropdown:visible .ant-select-item-option').count()).toBe(0);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('湖北');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '湖北' }).click();
    await dialog(page).getByLabel('高考年份').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^\d{4}年$/ }).first().click();
    await screenshot(page, 'login-complete-info', viewport);
    const reloaded = page.waitForEvent('load');
    await dialog(page).getByRole('button', { name: '提 交' }).click();
    await page.getByText('登录成功').waitFor();

    // reloaded: the profile of the new student, the header with the name
    await reloaded;
    await page.locator('.zy-userinfo-fixed').waitFor();
    expect(await page.locator('.zy-userinfo-fixed').innerText()).toContain('湖北');
    expect(await page.locator('.zy-userinfo-fixed').innerText()).toContain(tel);
    expect(await dialog(page).count()).toBe(0);
    if (!phone) expect(await page.locator('header').innerText()).toContain('李华');
    const tabs = await page.locator('.zy-userinfo-tabs .ant-tabs-tab').allInnerTexts();
    expect(tabs.map((t) => t.trim())).toEqual(['志愿信息', '基本信息', '测评信息']);
    await screenshot(page, 'userinfo-basic', viewport);

    // basicInfo saves: ethnic group, graduation year and its grade
    await page.getByLabel('民族').click();
    await page.keyboard.type('壮族');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '壮族' }).click();
    await page.getByRole('button', { name: '保 存' }).click();
    await page.getByText('保存成功').waitFor();

    // logout: confirm, the API, back to /welcome as a guest
    const token = await page.evaluate(() => localStorage.getItem('Authorization'));
    if (phone) {
      await page.getByRole('button', { name: '打开导航菜单' }).click();
      await page.locator('.zy-phone-nav').getByText('退出登录').click();
    } else {
      await page.getByRole('button', { name: '账号菜单' }).click();
      await page.getByText('退出登录').click();
    }
    await page.locator('.ant-modal-confirm-title').getByText('确认退出账号吗?').waitFor();
    await screenshot(page, 'logout-confirm', viewport);
    await page.getByRole('button', { name: '确 定' }).click();
    await page.waitForURL((url) => url.pathname === '/welcome');
    expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();
    const after = await fetch(`${BASE_URL}/api/user/info`, { headers: { authorization: token ?? '' } });
    expect(after.status).toBe(401);
    // the header offers login again (a guarded page still on its way out may show its own prompt too)
    const header = page.locator('header.zy-header');
    if (phone) await header.getByRole('button', { name: '登录' }).waitFor();
    else await header.getByRole('button', { name: /登录 \/ 注册/ }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('the member-card tab checks its fields with the spec’s words', async () => {
    const page = await openPage(browser, viewport, '/welcome');
    if (phone) await page.getByRole('button', { name: '登录' }).click();
    else await page.getByRole('button', { name: /登录 \/ 注册/ }).click();
    await dialog(page).getByText('会员卡登录').click();
    // the card form is the one shown before 登 录 is pressed (a click during the tab switch submitted the phone form)
    await dialog(page).getByLabel('会员卡号').waitFor();
    await dialog(page).getByRole('button', { name: '登 录' }).click();
    await expectErrors(page, ['请输入会员卡号', '请输入会员卡密码', '请先阅读并同意后勾选']);
    await dialog(page).getByLabel('会员卡号').fill('12345678');
    await dialog(page).getByLabel('会员卡密码').fill('12a456');
    await dialog(page).getByRole('button', { name: '登 录' }).click();
    await expectErrors(page, ['请输入9位会员卡号', '会员卡密码格式错误', '请先阅读并同意后勾选']);
    await screenshot(page, 'login-dialog-card', viewport);
    await page.context().close();
  });

  it('a guest on /chadaxue gets the dialog over the school library, which stays readable', async () => {
    const page = await openPage(browser, viewport, '/chadaxue');
    await dialog(page).getByText('手机快捷登录').waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.querySelector('.zy-results-total')?.textContent?.includes('共'));
    expect(await page.locator('.zy-school-grid li').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
