import type { OrderStatus } from './rules/options';

/**
 * 订单 (spec §1, §3, §4): a student served by a planner. The statuses and
 * their labels are ORDER_STATUS in rules/options.ts; here is which of them open
 * the student's data to the order's planner. The moves between statuses (the
 * state machine) belong here too.
 *
 * An order in these statuses lets its planner read and edit the student's
 * profile, scores, 测评 results and 志愿表 (mayAccessStudent's
 * plannerHasOrder). 待分配 has no planner; a refunded order closes the door; a
 * finished or paused one keeps it open so the planner can look back.
 */
export const ORDER_STATUSES_GRANTING_ACCESS: readonly OrderStatus[] = [2, 3, 4, 6];
