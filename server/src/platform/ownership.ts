import { and, eq, inArray } from 'drizzle-orm';
import { isPlanner, mayAccessStudent, ORDER_STATUSES_GRANTING_ACCESS, type Viewer } from '@zhiyuan/domain';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

/**
 * What the store says for the shared ownership policy (domain mayAccessStudent):
 * whether this planner has an order with this student in a status that opens
 * the student's data. Every feature that serves a student's own data (profile,
 * scores, 测评, 志愿表) asks through studentAccess below.
 */
export async function plannerHasOrder(db: Db, plannerUserId: string, studentUserId: string): Promise<boolean> {
  const planner = Number(plannerUserId);
  const student = Number(studentUserId);
  if (!Number.isSafeInteger(planner) || !Number.isSafeInteger(student)) return false;
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.plannerUserId, planner),
        eq(orders.studentUserId, student),
        inArray(orders.status, [...ORDER_STATUSES_GRANTING_ACCESS]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The shared ownership policy with the order lookup done only when it can matter (a planner who is not the student). */
export async function studentAccess(db: Db, viewer: Viewer, studentUserId: string): Promise<boolean> {
  if (mayAccessStudent(viewer, studentUserId, false)) return true;
  if (viewer.kind !== 'user' || !isPlanner(viewer)) return false;
  return mayAccessStudent(viewer, studentUserId, await plannerHasOrder(db, viewer.userId, studentUserId));
}
