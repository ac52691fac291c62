/**
 * Sessions (DESIGN.md, HTTP contract): a login hands the client an opaque
 * random token; the database keeps only its sha256 and an expiry, so a copy of
 * the table logs nobody in, and logout and expiry are real. The session-backed
 * ViewerResolver turns a token into the viewer of every request.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { CARD_BIND_TICKET_MINUTES, GUEST, type CardType } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { ViewerResolver } from '../../platform/auth';
import { currentCardType, viewerOf, type Account, type Queryable } from './accounts';
import type { SiteSettingsStore } from './settings';

export type SessionPurpose = 'login' | 'card-bind';

export interface SessionRecord {
  purpose: SessionPurpose;
  userId: number | null;
  cardId: number | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** A login session of the user; returns the token (shown to the client once). */
  async create(db: Queryable, userId: number, device: { loginFrom?: number; deviceId?: string | undefined } = {}): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    // the user's expired sessions go when a new one starts, so the table does not grow without bound
    await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date(now))));
    await db.insert(sessions).values({
      tokenHash: hashToken(token),
      purpose: 'login',
      userId,
      loginFrom: device.loginFrom ?? null,
      deviceId: device.deviceId ?? null,
      createdAt: new Date(now),
      expiresAt: new Date(now + this.ttlMs),
    });
    return token;
  }

  /** A short-lived ticket of an unbound member card, for the bind-phone form. */
  async createCardTicket(cardId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      purpose: 'card-bind',
      cardId,
      createdAt: new Date(now),
      expiresAt: new Date(now + CARD_BIND_TICKET_MINUTES * 60_000),
    });
    return token;
  }

  /**
   * The live session of a token with its account, in one query; null when
   * unknown or expired (an expired one is removed).
   */
  async find(token: string): Promise<(SessionRecord & { account: Account | null }) | null> {
    const tokenHash = hashToken(token);
    const [row] = await this.db
      .select({ session: sessions, user: users, cardType: currentCardType })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash));
    if (!row) return null;
    if (row.session.expiresAt.getTime() <= this.now()) {
      await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      return null;
    }
    const { purpose, userId, cardId } = row.session;
    const account = row.user ? { user: row.user, cardType: row.cardType as CardType | null } : null;
    return { purpose: purpose as SessionPurpose, userId, cardId, account };
  }

  async end(db: Queryable, token: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }
}

/**
 * The product's viewer resolver: the user of a live login session, with VIP as
 * the site's gating setting decides; a card-bind ticket logs nobody in (a
 * guest); an unknown or expired token is null, which the viewer plugin answers
 * with 401 凭证已过期，请重新登录.
 */
export function sessionViewers(store: Sessions, settings: SiteSettingsStore): ViewerResolver {
  return {
    async resolve(token) {
      const session = await store.find(token);
      if (!session) return null;
      if (session.purpose !== 'login') return GUEST;
      if (!session.account) return null;
      return viewerOf(session.account, (await settings.get()).vipGating);
    },
  };
}
