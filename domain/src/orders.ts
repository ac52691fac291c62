import { z } from 'zod';
import { pageSchema, pagingSchema, shortText } from './http';
import { ORDER_STATUS, type OrderStatus } from './rules/options';
import { isAdmin, isPlanner, type Viewer } from './access';

/**
 * 订单 (spec §1, §3, §4): a student served by a planner. The statuses and
 * their labels are ORDER_STATUS in rules/options.ts; here is which of them open
 * the student's data to the order's planner, and the moves between them.
 *
 * An order in these statuses lets its planner read and edit the student's
 * profile, scores, 测评 results and 志愿表 (mayAccessStudent's
 * plannerHasOrder). 待分配 has no planner; a refunded order closes the door; a
 * finished or paused one keeps it open so the planner can look back.
 */
export const ORDER_STATUSES_GRANTING_ACCESS: readonly OrderStatus[] = [2, 3, 4, 6];

export const orderStatusLabel = (s: number): string => ORDER_STATUS.find((o) => o.value === s)?.label ?? String(s);

// ---- the state machine (spec §4 says "Transitions: not shown"; these are ours) ----

/**
 * The moves of an order:
 *
 * | action   | from        | to                        | who                                   |
 * |----------|-------------|---------------------------|---------------------------------------|
 * | assign   | 1 待分配     | 2 待处理                   | admin or 主管                          |
 * | assign   | 2 待处理     | 2 待处理 (another planner) | admin or 主管                          |
 * | start    | 2 待处理     | 3 服务中                   | the order's planner, admin or 主管      |
 * | complete | 3 服务中     | 4 已完成                   | the order's planner, admin or 主管      |
 * | pause    | 2, 3        | 6 已暂停                   | the order's planner, admin or 主管      |
 * | resume   | 6 已暂停     | the status it was paused in (2 or 3) | the order's planner, admin or 主管 |
 * | refund   | 1, 2, 3, 6  | 7 已退费                   | admin only                             |
 *
 * 4 已完成 and 7 已退费 are final: nothing moves out of them. A move the
 * table does not list is refused with ORDER_MESSAGES.badMove.
 */
export const ORDER_ACTIONS = ['assign', 'start', 'complete', 'pause', 'resume', 'refund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  assign: '分配规划师',
  start: '开始服务',
  complete: '完成服务',
  pause: '暂停',
  resume: '恢复',
  refund: '退费',
};

export const ORDER_MOVES: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus | 'pausedFrom' }> = {
  assign: { from: [1, 2], to: 2 },
  start: { from: [2], to: 3 },
  complete: { from: [3], to: 4 },
  pause: { from: [2, 3], to: 6 },
  resume: { from: [6], to: 'pausedFrom' },
  refund: { from: [1, 2, 3, 6], to: 7 },
};

export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = [4, 7];

export const ORDER_MESSAGES = {
  notFound: '订单不存在',
  badMove: '当前状态不能进行此操作',
  notYours: '这不是您负责的订单',
  assignRole: '只有管理员或主管可以分配订单',
  refundRole: '只有管理员可以退费',
  plannerMissing: '规划师不存在或已停用',
  alreadyAsked: '您已有一个待分配或服务中的订单，请等待老师联系',
  asked: '预约成功，我们会尽快为您分配规划师',
  moved: '操作成功',
} as const;

export type OrderMove = { ok: true; to: OrderStatus } | { ok: false; message: string };

/**
 * Where an order in `from` goes under `action`; `pausedFrom` is the status a
 * paused order was paused in (resume goes back there).
 */
export function nextOrderStatus(from: OrderStatus, action: OrderAction, pausedFrom: OrderStatus | null = null): OrderMove {
  const move = ORDER_MOVES[action];
  if (!move.from.includes(from)) return { ok: false, message: ORDER_MESSAGES.badMove };
  if (move.to !== 'pausedFrom') return { ok: true, to: move.to };
  if (pausedFrom === 2 || pausedFrom === 3) return { ok: true, to: pausedFrom };
  // a paused order whose earlier status was not recorded resumes in service
  return { ok: true, to: 3 };
}

/** Who may make a move: the order's planner for the service moves, admin or 主管 for every move but refund, admin for refund. */
export function mayMoveOrder(
  v: Viewer,
  action: OrderAction,
  order: { plannerUserId: string | null },
  viewerIsChief: boolean,
): 'ok' | typeof ORDER_MESSAGES.notYours | typeof ORDER_MESSAGES.assignRole | typeof ORDER_MESSAGES.refundRole {
  if (action === 'refund') return isAdmin(v) ? 'ok' : ORDER_MESSAGES.refundRole;
  if (isAdmin(v) || (isPlanner(v) && viewerIsChief)) return 'ok';
  if (action === 'assign') return ORDER_MESSAGES.assignRole;
  if (v.kind === 'user' && isPlanner(v) && order.plannerUserId === v.userId) return 'ok';
  return ORDER_MESSAGES.notYours;
}

// ---- schemas of the order calls ----

const idString = z
  .union([z.string(), z.number()], { error: '编号不能为空' })
  .transform(String)
  .pipe(z.string().regex(/^\d{1,18}$/, '编号格式错误'));

export const orderIdParamsSchema = z.object({ id: idString });

export const orderAskSchema = z.object({
  /** the planner the student picked on /mingshi or /guihuashi (a wish; an admin or 主管 assigns) */
  plannerUserId: idString.optional(),
  note: shortText(200).optional(),
});

export const orderAssignSchema = z.object({ plannerUserId: idString });
export const orderMoveSchema = z.object({ action: z.enum(ORDER_ACTIONS, { error: '操作不存在' }) });

export const orderSchema = z.object({
  id: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  studentUserId: z.string(),
  studentName: z.string().nullable(),
  studentTel: z.string().nullable(),
  studentProvince: z.string().nullable(),
  plannerUserId: z.string().nullable(),
  plannerName: z.string().nullable(),
  requestedPlannerUserId: z.string().nullable(),
  requestedPlannerName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderPageSchema = pageSchema(orderSchema);

export const orderListQuerySchema = pagingSchema(10).extend({
  status: z.coerce
    .number({ error: '订单状态格式错误' })
    .int()
    .refine((s) => s >= 1 && s <= 4, '订单状态只能是1到4')
    .optional(),
});

/** GET /api/planner/poll?since= : new orders since a moment (ISO time or milliseconds). */
export const pollQuerySchema = z.object({
  since: z
    .string({ error: '请提供起始时间' })
    .trim()
    .transform((s) => (/^\d+$/.test(s) ? new Date(Number(s)) : new Date(s)))
    .refine((d) => !Number.isNaN(d.getTime()), '起始时间格式错误'),
});
export const pollResultSchema = z.object({ now: z.string(), count: z.number().int(), orders: z.array(orderSchema) });
export type PollResult = z.infer<typeof pollResultSchema>;

export const ORDER_FIELD_LABELS: Record<string, string> = {
  plannerUserId: '规划师',
  note: '备注',
  action: '操作',
  status: '订单状态',
  since: '起始时间',
};
