import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserViewer } from '@zhiyuan/domain';
import { openTestDatabase } from '../../test/app';
import type { Database } from '../db/client';
import { orders, users } from '../db/schema';
import { plannerHasOrder, studentAccess } from './ownership';

const viewer = (userId: number, roleId: 1 | 2 | 3): UserViewer => ({
  kind: 'user',
  userId: String(userId),
  roleId,
  roleTypes: [roleId],
  vip: false,
  cardType: null,
  province: null,
  year: null,
});

describe('ownership: a planner opens a student only through an order', () => {
  let database: Database;
  let student: number;
  let other: number;
  let planner: number;
  let refundedPlanner: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    const made = await database.db
      .insert(users)
      .values([
        { tel: '13900000101', roleId: 1 },
        { tel: '13900000102', roleId: 1 },
        { tel: '13900000103', roleId: 2, roleTypes: [2] },
        { tel: '13900000104', roleId: 2, roleTypes: [2] },
      ])
      .returning({ id: users.id });
    [student, other, planner, refundedPlanner] = made.map((r) => r.id) as [number, number, number, number];
    await database.db.insert(orders).values([
      { studentUserId: student, plannerUserId: planner, status: 3 },
      { studentUserId: student, plannerUserId: refundedPlanner, status: 7 },
    ]);
  });
  afterAll(() => database?.close());

  it('an order in service opens the student to its planner, and only that student', async () => {
    expect(await plannerHasOrder(database.db, String(planner), String(student))).toBe(true);
    expect(await plannerHasOrder(database.db, String(planner), String(other))).toBe(false);
    expect(await studentAccess(database.db, viewer(planner, 2), String(student))).toBe(true);
    expect(await studentAccess(database.db, viewer(planner, 2), String(other))).toBe(false);
  });

  it('a refunded order closes the door; ids that are not numbers answer no', async () => {
    expect(await studentAccess(database.db, viewer(refundedPlanner, 2), String(student))).toBe(false);
    expect(await plannerHasOrder(database.db, 'x', String(student))).toBe(false);
  });

  it('the student and an admin need no order; another student never gets in', async () => {
    expect(await studentAccess(database.db, viewer(student, 1), String(student))).toBe(true);
    expect(await studentAccess(database.db, viewer(other, 1), String(student))).toBe(false);
    expect(await studentAccess(database.db, viewer(9_999_999, 3), String(student))).toBe(true);
  });
});
