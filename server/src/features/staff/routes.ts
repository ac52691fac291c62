import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FORBIDDEN,
  ORDER_MESSAGES,
  STAFF_MESSAGES,
  announcementIdParamsSchema,
  announcementInputSchema,
  announcementSchema,
  dashboardSchema,
  orderAskSchema,
  orderAssignSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderMoveSchema,
  orderPageSchema,
  orderSchema,
  plannerCreateSchema,
  plannerEnableSchema,
  plannerListQuerySchema,
  plannerPageSchema,
  plannerSchema,
  plannerSimpleInfoQuerySchema,
  plannerSimpleInfoSchema,
  plannerUpdateSchema,
  pollQuerySchema,
  pollResultSchema,
  publicPlannerSchema,
  staffStudentPageSchema,
  studentDetailSchema,
  studentIdParamsSchema,
  studentListQuerySchema,
  type UserViewer,
} from '@zhiyuan/domain';
import { requireRole, requireUser } from '../../platform/auth';
import { ok, replyOf } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { studentAccess } from '../../platform/ownership';
import { StaffStore } from './service';
import { readUpload, rejectImport } from '../../platform/table-import';
import { JOB_MARKET_IMPORT_KINDS, JOB_MARKET_IMPORT_KIND_NAMES, jobMarketColumns } from '@zhiyuan/domain';
import { IMPORT_COLUMNS, IMPORT_KIND_NAMES, IMPORT_KINDS, importContext, importTable, type ImportKind } from './import';

const importQuerySchema = z.object({
  kind: z.enum(IMPORT_KIND_NAMES as [ImportKind, ...ImportKind[]], { error: '导入类型不支持' }),
  /** Optional: the file's first bytes tell XLSX from CSV */
  format: z.enum(['csv', 'xlsx'], { error: '文件格式只能是 CSV 或 XLSX' }).optional(),
});

/** What the import page offers: every kind, where it is uploaded, and its header (docs/data-import.md). */
const importKindsSchema = z.array(
  z.object({
    kind: z.string(),
    title: z.string(),
    /** The upload address (POST, the file's bytes as the body) */
    url: z.string(),
    columns: z.array(z.object({ name: z.string(), key: z.string(), required: z.boolean() })),
  }),
);

const IMPORT_KIND_LIST: z.infer<typeof importKindsSchema> = [
  ...IMPORT_KIND_NAMES.map((kind) => ({
    kind,
    title: IMPORT_KINDS[kind],
    url: `/api/core-data/import?kind=${kind}`,
    columns: IMPORT_COLUMNS[kind].map((c) => ({ name: c.names[0]!, key: c.key, required: c.required !== false })),
  })),
  ...JOB_MARKET_IMPORT_KIND_NAMES.map((kind) => ({
    kind: `job_market_${kind}`,
    title: `招聘市场：${JOB_MARKET_IMPORT_KINDS[kind].title}`,
    url: `/api/professions/import/${kind}`,
    columns: jobMarketColumns(kind),
  })),
];

const me = (v: unknown) => v as UserViewer;

/**
 * The staff side (spec §2 Staff menu, §6, §7 planner calls): orders, 学员管理,
 * 我的学员, 规划师管理, announcements and the dashboard. Guards follow the
 * staff menu (domain STAFF_MENU): 学员管理 for planners and admins, 我的学员
 * for every user, the rest for admins; a student's data goes through the
 * shared ownership policy (studentAccess).
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new StaffStore(app.db);
  const staff = requireRole(2, 3);
  const admin = requireRole(3);
  const tags = ['规划师与订单'];
  const ops = ['网站运营'];

  // ---- orders ----

  app.post(
    '/orders/ask',
    { onRequest: requireUser, schema: { tags, summary: '预约规划师：生成待分配订单', body: orderAskSchema, response: replyOf(orderSchema) } },
    async (request) => ok(await store.ask(me(request.viewer), request.body), ORDER_MESSAGES.asked),
  );

  app.get(
    '/orders/mine',
    { onRequest: requireUser, schema: { tags, summary: '我预约的订单（学生）', response: replyOf(z.array(orderSchema)) } },
    async (request) => ok(await store.ordersOfStudent(me(request.viewer).userId)),
  );

  app.get(
    '/planner/orders',
    { onRequest: staff, schema: { tags, summary: '订单列表（管理员、主管看全部；规划师看自己的，不含待分配）', querystring: orderListQuerySchema, response: replyOf(orderPageSchema) } },
    async (request) => ok(await store.listOrders(me(request.viewer), request.query)),
  );

  app.post(
    '/planner/orders/:id/assign',
    { onRequest: staff, schema: { tags, summary: '分配订单给规划师（管理员、主管）', params: orderIdParamsSchema, body: orderAssignSchema, response: replyOf(orderSchema) } },
    async (request) =>
      ok(await store.move(me(request.viewer), Number(request.params.id), 'assign', request.body.plannerUserId), ORDER_MESSAGES.moved),
  );

  app.post(
    '/planner/orders/:id/move',
    { onRequest: staff, schema: { tags, summary: '订单状态变更：开始、完成、暂停、恢复、退费', params: orderIdParamsSchema, body: orderMoveSchema, response: replyOf(orderSchema) } },
    async (request) => {
      if (request.body.action === 'assign') throw new AppError(400, '分配请使用分配接口');
      return ok(await store.move(me(request.viewer), Number(request.params.id), request.body.action), ORDER_MESSAGES.moved);
    },
  );

  app.get(
    '/planner/poll',
    { onRequest: staff, schema: { tags, summary: '新订单轮询（员工页面每30秒）', querystring: pollQuerySchema, response: replyOf(pollResultSchema) } },
    async (request) => {
      const now = new Date();
      const found = await store.poll(me(request.viewer), request.query.since);
      return ok({ now: now.toISOString(), count: found.length, orders: found });
    },
  );

  // ---- students ----

  app.get(
    '/planner/students',
    { onRequest: staff, schema: { tags, summary: '学员管理：按手机号或规划师姓名筛选', querystring: studentListQuerySchema, response: replyOf(staffStudentPageSchema) } },
    async (request) => ok(await store.listStudents(me(request.viewer), request.query)),
  );

  app.get(
    '/planner/my-students',
    { onRequest: requireUser, schema: { tags, summary: '我的学员：通过订单服务的学生', querystring: studentListQuerySchema, response: replyOf(staffStudentPageSchema) } },
    async (request) => ok(await store.listStudents(me(request.viewer), request.query, true)),
  );

  app.get(
    '/planner/students/:id',
    { onRequest: staff, schema: { tags, summary: '学员详情：资料、成绩、测评、志愿表与订单', params: studentIdParamsSchema, response: replyOf(studentDetailSchema) } },
    async (request) => {
      if (!(await studentAccess(app.db, request.viewer, request.params.id))) throw new AppError(403, FORBIDDEN);
      return ok(await store.studentDetail(request.params.id));
    },
  );

  // ---- planners ----

  app.get(
    '/planners/public',
    { schema: { tags, summary: '名师团与规划师（公开资料）', response: replyOf(z.array(publicPlannerSchema)) } },
    async () => ok(await store.publicPlanners()),
  );

  app.get(
    '/planner/query/simple-info',
    { onRequest: staff, schema: { tags, summary: '按手机号查规划师', querystring: plannerSimpleInfoQuerySchema, response: replyOf(plannerSimpleInfoSchema) } },
    async (request) => ok(await store.simpleInfo(request.query.plannerTel)),
  );

  app.get(
    '/planner/list',
    { onRequest: admin, schema: { tags, summary: '规划师管理：列表', querystring: plannerListQuerySchema, response: replyOf(plannerPageSchema) } },
    async (request) => ok(await store.listPlanners(request.query)),
  );

  app.post(
    '/planner/create',
    { onRequest: admin, schema: { tags, summary: '规划师管理：按手机号添加', body: plannerCreateSchema, response: replyOf(plannerSchema) } },
    async (request) => ok(await store.createPlanner(request.body), STAFF_MESSAGES.plannerCreated),
  );

  app.post(
    '/planner/update',
    { onRequest: admin, schema: { tags, summary: '规划师管理：修改', body: plannerUpdateSchema, response: replyOf(plannerSchema) } },
    async (request) => ok(await store.updatePlanner(request.body), STAFF_MESSAGES.plannerSaved),
  );

  app.post(
    '/planner/enable',
    { onRequest: admin, schema: { tags, summary: '规划师管理：停用或启用', body: plannerEnableSchema, response: replyOf(plannerSchema) } },
    async (request) =>
      ok(
        await store.setPlannerEnabled(request.body.userId, request.body.enabled),
        request.body.enabled ? STAFF_MESSAGES.plannerEnabled : STAFF_MESSAGES.plannerDisabled,
      ),
  );

  // ---- announcements ----

  app.get(
    '/announcements',
    { schema: { tags: ops, summary: '已发布的公告（最新5条）', response: replyOf(z.array(announcementSchema)) } },
    async () => ok(await store.announcements(true, 5)),
  );

  app.get(
    '/announcements/all',
    { onRequest: admin, schema: { tags: ops, summary: '全部公告（管理员）', response: replyOf(z.array(announcementSchema)) } },
    async () => ok(await store.announcements(false)),
  );

  app.post(
    '/announcements',
    { onRequest: admin, schema: { tags: ops, summary: '新建公告（未发布）', body: announcementInputSchema, response: replyOf(announcementSchema) } },
    async (request) => ok(await store.createAnnouncement(request.body, Number(me(request.viewer).userId)), STAFF_MESSAGES.saved),
  );

  app.post(
    '/announcements/:id/publish',
    { onRequest: admin, schema: { tags: ops, summary: '发布公告：实时推送到所有打开的页面', params: announcementIdParamsSchema, response: replyOf(announcementSchema) } },
    async (request) => {
      const a = await store.setPublished(Number(request.params.id), true);
      await app.realtime.publish({ id: a.id, type: a.type, date: a.date, message: a.message });
      return ok(a, STAFF_MESSAGES.published);
    },
  );

  app.post(
    '/announcements/:id/unpublish',
    { onRequest: admin, schema: { tags: ops, summary: '撤回公告', params: announcementIdParamsSchema, response: replyOf(announcementSchema) } },
    async (request) => ok(await store.setPublished(Number(request.params.id), false), STAFF_MESSAGES.unpublished),
  );

  // ---- 核心数据 ----

  // uploads arrive as the file's bytes (the page shows the upload's progress)
  app.addContentTypeParser(['application/octet-stream', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], { parseAs: 'buffer', bodyLimit: 30 * 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/core-data/import',
    {
      onRequest: admin,
      bodyLimit: 30 * 1024 * 1024,
      schema: { tags: ['核心数据'], summary: '导入数据文件（CSV/XLSX）：逐行校验，全部正确才整体生效', querystring: importQuerySchema },
    },
    async (request, reply) => {
      const read = await readUpload(request.body);
      const kind = request.query.kind;
      const result = await importTable(app.db, kind, read, await importContext(app.db, await app.readModels.provinces.list()));
      if ('errors' in result) return rejectImport(reply, result.errors);
      // the next answer of every API process reads the new rows (and the staff-upload source they cite)
      await app.readModels.invalidate([kind, 'sources']);
      return ok(result.report, `导入成功：${result.report.rows}行`);
    },
  );

  app.get(
    '/core-data/import-kinds',
    { onRequest: admin, schema: { tags: ['核心数据'], summary: '可导入的数据种类、上传地址与表头', response: replyOf(importKindsSchema) } },
    async () => ok(IMPORT_KIND_LIST),
  );

  app.get(
    '/core-data/dashboard',
    { onRequest: admin, schema: { tags: ['核心数据'], summary: '核心数据：学生、VIP、订单、志愿表，按省份与日期', response: replyOf(dashboardSchema) } },
    async () => ok(await store.dashboard()),
  );
};
