/**
 * Accounts: one per phone number, created by the first phone login (or by
 * binding a member card to a new phone). What a login returns and what the
 * viewer of a request is are both read from here.
 */
import { eq, sql } from 'drizzle-orm';
import {
  cardIsVip,
  needsPositionInfo,
  userInfoChildrenOf,
  type CardType,
  type RoleId,
  type UserInfo,
  type UserViewer,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** An account with the type of its member card (the most recently bound one), if any. */
export interface Account {
  user: UserRow;
  cardType: CardType | null;
}

/** A handle that runs queries: the database or a transaction. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The type of the account's most recently bound member card, in the same query as the account. */
// written out in SQL: drizzle leaves column names unqualified in a one-table select, which the subquery would misread
export const currentCardType = sql<number | null>`(
  select mc.type from member_cards mc
  where mc.user_id = "users"."id"
  order by mc.bound_at desc nulls last, mc.id desc
  limit 1)`;

export async function accountById(db: Queryable, userId: number): Promise<Account | null> {
  const [row] = await db.select({ user: users, cardType: currentCardType }).from(users).where(eq(users.id, userId));
  return row ? { user: row.user, cardType: row.cardType as CardType | null } : null;
}

/** The account of a phone number, created when there is none; `created` tells which. */
export async function accountByTel(db: Queryable, tel: string): Promise<{ account: Account; created: boolean }> {
  const inserted = await db.insert(users).values({ tel }).onConflictDoNothing({ target: users.tel }).returning();
  const [row] = inserted.length ? inserted : await db.select().from(users).where(eq(users.tel, tel));
  const account = await accountById(db, row!.id);
  return { account: account!, created: inserted.length > 0 };
}

export async function touchLogin(db: Queryable, userId: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, userId));
}

/** The viewer of a request made with a session of this account. */
export function viewerOf({ user, cardType }: Account, vipGating: boolean): UserViewer {
  return {
    kind: 'user',
    userId: String(user.id),
    roleId: user.roleId as RoleId,
    roleTypes: user.roleTypes as RoleId[],
    vip: cardIsVip(cardType, vipGating),
    cardType,
    province: user.province,
    year: user.year,
  };
}

/** User info (spec §3) of an account as the viewer sees it. */
export function userInfoOf(account: Account, vipGating: boolean, signUp = false): UserInfo {
  const viewer = viewerOf(account, vipGating);
  const { user } = account;
  return {
    userId: String(user.id),
    studentId: String(user.id),
    tel: user.tel,
    name: user.name,
    province: user.province,
    year: user.year,
    roleId: viewer.roleId,
    roleTypes: viewer.roleTypes,
    auth: viewer.vip,
    cardType: account.cardType,
    signUp,
    needConfirmPositionInfo: needsPositionInfo(viewer),
    userInfoChildren: userInfoChildrenOf(viewer),
  };
}
