import { and, eq, inArray } from 'drizzle-orm';
import {
  FORBIDDEN,
  isPlanner,
  mayAccessStudent,
  mayUseStudentChild,
  ORDER_STATUSES_GRANTING_ACCESS,
  PROFILE_MESSAGES,
  type UserInfoChild,
  type Viewer,
} from '@zhiyuan/domain';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { AppError } from './errors';

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

/**
 * A student's child section (spec §6: basicInfo, scoreInfo, evaluationInfo…)
 * for this viewer: the student, a planner through an order, an admin; and the
 * section must be open in the viewer's card. Throws the 403 otherwise.
 */
export async function assertStudentChild(db: Db, viewer: Viewer, studentUserId: string, child: UserInfoChild): Promise<void> {
  let verdict = mayUseStudentChild(viewer, studentUserId, child);
  // a planner opens a student's data only through an order (the shared ownership policy)
  if (verdict === 'forbidden' && viewer.kind === 'user' && isPlanner(viewer)) {
    verdict = mayUseStudentChild(viewer, studentUserId, child, await plannerHasOrder(db, viewer.userId, studentUserId));
  }
  if (verdict === 'forbidden') throw new AppError(403, FORBIDDEN);
  if (verdict === 'not-in-card') throw new AppError(403, PROFILE_MESSAGES.childNotOpen);
}
