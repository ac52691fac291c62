import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * 规划师资料 (spec §1, §3): the staff side of an account whose role includes
 * 规划师. plannerType 1 主管, 2 全职, 3 兼职; a disabled planner gets no new
 * orders and is not listed on /mingshi or /guihuashi.
 */
export const planners = pgTable('planners', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plannerType: integer('planner_type').notNull().default(2),
  title: text('title'),
  photoUrl: text('photo_url'),
  intro: text('intro'),
  specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
  groupLabels: text('group_labels').array().notNull().default(sql`'{}'::text[]`),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * 订单: a student served by a planner (spec §1, §4). Status 1 待分配 has no
 * planner yet; the moves between statuses are the state machine of
 * domain/src/orders.ts. Which statuses let the planner open the student's data
 * is ORDER_STATUSES_GRANTING_ACCESS there.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    studentUserId: bigint('student_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plannerUserId: bigint('planner_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    status: integer('status').notNull().default(1),
    /** what the student asked for when ordering (free text, plain) */
    note: text('note'),
    /** the planner the student picked on /mingshi or /guihuashi: a wish the assigning 主管 or admin reads */
    requestedPlannerUserId: bigint('requested_planner_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** the status a paused order was paused in (resume goes back there; domain nextOrderStatus) */
    pausedFrom: integer('paused_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_planner_student_idx').on(t.plannerUserId, t.studentUserId),
    index('orders_student_idx').on(t.studentUserId),
    index('orders_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * 公告 (spec §3 Announcement message: type, date, message): written on
 * /websiteOpeartion, delivered over the realtime socket when published.
 * Plain text only.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: integer('type').notNull(),
    date: text('date').notNull(),
    message: text('message').notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_published_idx').on(t.published, t.publishedAt)],
);
