import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  cardBindSchema,
  cardIssueSchema,
  cardLoginResultSchema,
  cardLoginSchema,
  isUser,
  issuedCardSchema,
  loginResultSchema,
  logoutParamsSchema,
  phoneLoginSchema,
  siteSettingsSchema,
  siteSettingsUpdateSchema,
  smsCodeParamsSchema,
  telBindSchema,
  userInfoSchema,
  type UserViewer,
} from '@zhiyuan/domain';
import { requireRole, requireUser, tokenOf } from '../../platform/auth';
import { ok, replyOf } from '../../platform/envelope';

/** Auth and user calls of spec §7, plus the site settings and card issue of the administrator. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app;
  const tags = ['账号'];

  app.get(
    '/sms/code/:phone',
    {
      schema: {
        tags,
        summary: '发送短信验证码（同一手机号60秒一次，每日有上限）',
        params: smsCodeParamsSchema,
        response: replyOf(z.null()),
      },
    },
    async (request) => {
      await auth.codes.send(request.params.phone, request.ip);
      return ok(null, AUTH_MESSAGES.codeSent);
    },
  );

  app.post(
    '/tel/code/login',
    { schema: { tags, summary: '手机号验证码登录（新手机号即注册）', body: phoneLoginSchema, response: replyOf(loginResultSchema) } },
    async (request, reply) => {
      const { tel, code, loginFrom, uid } = request.body;
      const result = await auth.phoneLogin(tel, code, { loginFrom, uid });
      reply.header('authorization', result.Authorization);
      return ok(result, AUTH_MESSAGES.loginSuccess);
    },
  );

  app.post(
    '/card/key/login',
    {
      schema: {
        tags,
        summary: '会员卡号密码登录（未绑定手机号的卡先去绑定）',
        body: cardLoginSchema,
        response: replyOf(cardLoginResultSchema),
      },
    },
    async (request, reply) => {
      const { cardNumber, cardKey, loginFrom, uid } = request.body;
      const result = await auth.cardLogin(cardNumber, cardKey, { loginFrom, uid });
      if (result.needBindTel) return ok(result, AUTH_MESSAGES.cardNeedsTel);
      reply.header('authorization', result.Authorization);
      return ok(result, AUTH_MESSAGES.loginSuccess);
    },
  );

  app.post(
    '/membership/tel/bind',
    {
      schema: {
        tags,
        summary: '会员卡绑定手机号（Authorization 为会员卡登录给出的绑定凭证）',
        body: telBindSchema,
        response: replyOf(z.null()),
      },
    },
    async (request) => {
      await auth.bindTel(tokenOf(request.headers.authorization), request.body.tel, request.body.code);
      return ok(null, '绑定成功，请重新登录');
    },
  );

  app.post(
    '/membership/card/bind',
    {
      onRequest: requireUser,
      schema: { tags, summary: '为当前账号绑定会员卡', body: cardBindSchema, response: replyOf(userInfoSchema) },
    },
    async (request) => ok(await auth.bindCard(request.viewer as UserViewer, request.body), '绑定成功'),
  );

  app.get(
    '/user/tel/logout/:phone',
    { schema: { tags, summary: '退出登录', params: logoutParamsSchema, response: replyOf(z.null()) } },
    async (request) => {
      const viewer = isUser(request.viewer) ? request.viewer : null;
      await auth.logout(tokenOf(request.headers.authorization), viewer, request.params.phone);
      return ok(null, AUTH_MESSAGES.logoutSuccess);
    },
  );

  app.get(
    '/user/info',
    { onRequest: requireUser, schema: { tags, summary: '当前登录用户信息', response: replyOf(userInfoSchema) } },
    async (request) => ok(await auth.userInfo(request.viewer as UserViewer)),
  );

  app.get(
    '/site/settings',
    { schema: { tags: ['网站运营'], summary: '网站设置（是否按VIP限制数据）', response: replyOf(siteSettingsSchema) } },
    async () => ok(await auth.settings.get()),
  );

  app.post(
    '/site/settings',
    {
      onRequest: requireRole(3),
      schema: { tags: ['网站运营'], summary: '修改网站设置（管理员）', body: siteSettingsUpdateSchema, response: replyOf(siteSettingsSchema) },
    },
    async (request) => ok(await auth.settings.update(request.body, Number((request.viewer as UserViewer).userId)), '保存成功'),
  );

  app.post(
    '/membership/cards',
    {
      onRequest: requireRole(3),
      schema: {
        tags: ['网站运营'],
        summary: '发放会员卡（管理员；密码只在此时显示一次）',
        body: cardIssueSchema,
        response: replyOf(z.array(issuedCardSchema)),
      },
    },
    async (request) => ok(await auth.cards.issue(request.body.type, request.body.count), '发放成功'),
  );
};
