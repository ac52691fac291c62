/**
 * The staff side (spec §2 Staff menu, §3 Announcement message, planner types,
 * §6, §7 planner calls and realtime): request and reply schemas of 学员管理,
 * 我的学员, 规划师管理, 网站运营 and 核心数据, shared by server and pages.
 */
import { z } from 'zod';
import { pageSchema, pagingSchema, shortText } from './http';
import { FILTER_TYPES, OPERATORS, PLANNER_TYPES } from './rules/options';
import { phoneSchema, nameSchema } from './rules/validation';
import { orderSchema } from './orders';

export const STAFF_MESSAGES = {
  studentNotFound: '学生不存在',
  plannerNotFound: '规划师不存在',
  plannerCreated: '已添加规划师',
  plannerSaved: '保存成功',
  plannerDisabled: '已停用',
  plannerEnabled: '已启用',
  announcementNotFound: '公告不存在',
  published: '发布成功',
  unpublished: '已撤回',
  saved: '保存成功',
} as const;

// ---- 学员管理 (/departStudentList) ----

/** The filter field of the student search (spec §3 Filter types) and its comparison (Operators). */
export const studentListQuerySchema = pagingSchema(10).extend({
  filterType: z.enum(FILTER_TYPES, { error: '筛选类型只能是手机号或规划师姓名' }).optional(),
  operator: z.enum(OPERATORS, { error: '比较方式只能是 =、>=、>、<=、<' }).default('='),
  value: shortText(30).optional(),
});
export type StudentListQuery = z.infer<typeof studentListQuerySchema>;

export const staffStudentSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  tel: z.string(),
  province: z.string().nullable(),
  year: z.number().int().nullable(),
  createdAt: z.string(),
  /** the planner of the student's latest order, if any */
  plannerName: z.string().nullable(),
  orderStatus: z.number().int().nullable(),
  orderStatusLabel: z.string().nullable(),
});
export type StaffStudent = z.infer<typeof staffStudentSchema>;
export const staffStudentPageSchema = pageSchema(staffStudentSchema);

export const studentDetailSchema = z.object({
  student: staffStudentSchema,
  profile: z.record(z.string(), z.unknown()).nullable(),
  scores: z.array(z.record(z.string(), z.unknown())),
  orders: z.array(orderSchema),
  /** 测评 results, when the assessments' table exists (null: not available in this build) */
  assessments: z.array(z.record(z.string(), z.unknown())).nullable(),
  /** 志愿表 lists, when the lists' table exists (null: not available in this build) */
  preferenceLists: z.array(z.record(z.string(), z.unknown())).nullable(),
});
export type StudentDetail = z.infer<typeof studentDetailSchema>;

// ---- 规划师管理 (/masterList) ----

const plannerTypeSchema = z.coerce
  .number({ error: '规划师类型格式错误' })
  .int()
  .refine((t) => PLANNER_TYPES.some((p) => p.value === t), '规划师类型只能是主管、全职或兼职');
const labelList = (what: string) =>
  z.array(z.string().trim().min(1, `${what}不能为空`).max(20, `${what}不能超过20个字`)).max(10, `${what}最多10个`);

export const plannerInputSchema = z.object({
  plannerType: plannerTypeSchema,
  title: shortText(40).optional(),
  photoUrl: z
    .string()
    .trim()
    .max(500, '照片地址过长')
    .refine((u) => u === '' || /^(https:\/\/|\/)/.test(u), '照片地址须以 https:// 或 / 开头')
    .optional(),
  intro: shortText(500).optional(),
  specialties: labelList('擅长方向').default([]),
  groupLabels: labelList('分组').default([]),
});
export const plannerCreateSchema = plannerInputSchema.extend({ tel: phoneSchema, name: nameSchema });
export const plannerUpdateSchema = plannerInputSchema.extend({ userId: z.string().regex(/^\d{1,18}$/, '编号格式错误'), name: nameSchema.optional() });
export const plannerEnableSchema = z.object({ userId: z.string().regex(/^\d{1,18}$/, '编号格式错误'), enabled: z.boolean() });
export type PlannerCreate = z.infer<typeof plannerCreateSchema>;
export type PlannerUpdate = z.infer<typeof plannerUpdateSchema>;

export const plannerSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  tel: z.string(),
  plannerType: z.number().int(),
  plannerTypeLabel: z.string(),
  title: z.string().nullable(),
  photoUrl: z.string().nullable(),
  intro: z.string().nullable(),
  specialties: z.array(z.string()),
  groupLabels: z.array(z.string()),
  enabled: z.boolean(),
  /** orders in 待处理 / 服务中 */
  activeOrders: z.number().int(),
});
export type Planner = z.infer<typeof plannerSchema>;
export const plannerPageSchema = pageSchema(plannerSchema);
export const plannerListQuerySchema = pagingSchema(10).extend({
  plannerType: z.coerce.number().int().min(1).max(3).optional(),
  groupLabel: shortText(20).optional(),
});

/** What /mingshi and /guihuashi show of a planner: no phone number. */
export const publicPlannerSchema = plannerSchema.omit({ tel: true, enabled: true, activeOrders: true });
export type PublicPlanner = z.infer<typeof publicPlannerSchema>;

export const plannerSimpleInfoQuerySchema = z.object({ plannerTel: phoneSchema });
export const plannerSimpleInfoSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  tel: z.string(),
  plannerType: z.number().int(),
  plannerTypeLabel: z.string(),
  enabled: z.boolean(),
});

// ---- 网站运营 (/websiteOpeartion): announcements ----

/** 公告类型 (ours: spec §3 names the field, not its values). */
export const ANNOUNCEMENT_TYPES = [
  { label: '通知', value: 1 },
  { label: '活动', value: 2 },
  { label: '系统维护', value: 3 },
] as const;

/** A YYYY-MM-DD that names a real day (2026-13-45 and 2026-02-30 do not). */
function isCalendarDate(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

export const announcementInputSchema = z.object({
  type: z.coerce
    .number({ error: '公告类型格式错误' })
    .int()
    .refine((t) => ANNOUNCEMENT_TYPES.some((a) => a.value === t), '公告类型不存在'),
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
    .refine(isCalendarDate, '日期不存在，请检查月份和日'),
  message: z.string().trim().min(1, '公告内容不能为空').max(300, '公告内容不能超过300个字'),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

export const announcementSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  date: z.string(),
  message: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, '编号格式错误') });

/** What the socket delivers (spec §3 Announcement message, §7 Realtime). */
export interface AnnouncementMessage {
  type: number;
  date: string;
  message: string;
  id: string;
}


// ---- 核心数据 (/coreData) ----

export const dashboardSchema = z.object({
  students: z.number().int(),
  vips: z.number().int(),
  ordersByStatus: z.array(z.object({ status: z.number().int(), label: z.string(), count: z.number().int() })),
  /** null: the 志愿表 table is not in this build */
  listsSaved: z.number().int().nullable(),
  studentsByProvince: z.array(z.object({ province: z.string(), count: z.number().int() })),
  signUpsByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  ordersByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const STAFF_FIELD_LABELS: Record<string, string> = {
  filterType: '筛选类型',
  operator: '比较方式',
  value: '筛选值',
  plannerType: '规划师类型',
  title: '头衔',
  photoUrl: '照片地址',
  intro: '简介',
  specialties: '擅长方向',
  groupLabels: '分组',
  groupLabel: '分组',
  userId: '用户编号',
  enabled: '启用状态',
  plannerTel: '规划师手机号',
  type: '类型',
  date: '日期',
  message: '内容',
};
