import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * 账号: one per phone number. Phone login creates it; a member card is bound to
 * it. roleId is the main role (1 学生, 2 规划师, 3 管理员), roleTypes every role
 * held; province and year are the 高考省份 and 年份 of the complete-info form,
 * fixed once given.
 */
export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tel: text('tel').notNull().unique(),
  name: text('name'),
  roleId: integer('role_id').notNull().default(1),
  roleTypes: integer('role_types').array().notNull().default(sql`'{1}'::integer[]`),
  province: text('province'),
  year: integer('year'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

/**
 * Sessions: the sha256 of an opaque random token (the token itself is never
 * stored), with its expiry. A `card-bind` session logs nobody in: it is the
 * ticket of an unbound member card on its way through the bind-phone form.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** login / card-bind */
    purpose: text('purpose').notNull().default('login'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    cardId: bigint('card_id', { mode: 'number' }).references(() => memberCards.id, { onDelete: 'cascade' }),
    /** loginFrom and uid of the login request (spec §7) */
    loginFrom: integer('login_from'),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * 会员卡: a 9-digit number and a 6-digit password, stored as an argon2id hash.
 * Type 0 is a plain member card, 1/2/9/5 the VIP cards (spec §3). Repeated
 * wrong passwords lock the card for a while; that state lives here so that
 * every API process sees it.
 */
export const memberCards = pgTable(
  'member_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cardNumber: text('card_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: integer('type').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_cards_number_idx').on(t.cardNumber), index('member_cards_user_idx').on(t.userId)],
);

/** Settings an administrator changes at run time (e.g. whether the site gates by VIP). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
});
