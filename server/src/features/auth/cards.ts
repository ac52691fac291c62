/**
 * 会员卡 (spec §3 VIP card types, §4 card login): a 9-digit number and a
 * 6-digit password kept as an argon2id hash. Five wrong passwords in a row
 * lock the card for 30 minutes; the count and the lock are columns of the
 * card, so every API process enforces them together.
 */
import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  CARD_LOCK_MINUTES,
  CARD_MAX_FAILURES,
  CARD_NUMBER_LENGTH,
  CARD_PASSWORD_LENGTH,
  type CardType,
  type IssuedCard,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { memberCards } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { Queryable } from './accounts';

export type CardRow = typeof memberCards.$inferSelect;

/** Hash of a password no card has: an unknown card number costs as much time as a wrong password. */
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hash('not-a-card-password'));

const randomDigits = (length: number, firstNonZero = false) =>
  Array.from({ length }, (_, i) => String(i === 0 && firstNonZero ? randomInt(1, 10) : randomInt(0, 10))).join('');

export class MemberCards {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /**
   * The card of a number and password, or a refusal: 400 for an unknown number
   * or a wrong password (the same words, so numbers cannot be probed), 429
   * while the card is locked. A wrong password counts towards the lock; the
   * right one clears the count.
   */
  async check(cardNumber: string, cardKey: string): Promise<CardRow> {
    const [card] = await this.db.select().from(memberCards).where(eq(memberCards.cardNumber, cardNumber));
    if (!card) {
      await verify(await decoy(), cardKey);
      throw new AppError(400, AUTH_MESSAGES.cardWrong);
    }
    const now = this.now();
    if (card.lockedUntil && card.lockedUntil.getTime() > now) {
      throw new AppError(429, AUTH_MESSAGES.cardLocked(Math.ceil((card.lockedUntil.getTime() - now) / 60_000)));
    }
    if (await verify(card.passwordHash, cardKey)) {
      if (card.failedAttempts > 0 || card.lockedUntil) {
        await this.db.update(memberCards).set({ failedAttempts: 0, lockedUntil: null }).where(eq(memberCards.id, card.id));
      }
      return card;
    }
    // counted in the database, so that concurrent tries on several processes add up
    const [counted] = await this.db
      .update(memberCards)
      .set({ failedAttempts: sql`${memberCards.failedAttempts} + 1` })
      .where(eq(memberCards.id, card.id))
      .returning({ failedAttempts: memberCards.failedAttempts });
    if ((counted?.failedAttempts ?? 0) >= CARD_MAX_FAILURES) {
      await this.db
        .update(memberCards)
        .set({ failedAttempts: 0, lockedUntil: new Date(now + CARD_LOCK_MINUTES * 60_000) })
        .where(eq(memberCards.id, card.id));
      throw new AppError(429, AUTH_MESSAGES.cardLocked(CARD_LOCK_MINUTES));
    }
    throw new AppError(400, AUTH_MESSAGES.cardWrong);
  }

  async byId(db: Queryable, cardId: number): Promise<CardRow | null> {
    const [card] = await db.select().from(memberCards).where(eq(memberCards.id, cardId));
    return card ?? null;
  }

  /**
   * Binds a card to an account. Binding it again to the same account changes
   * nothing; a card bound to another account is refused with 409.
   */
  async bind(db: Queryable, card: CardRow, userId: number): Promise<void> {
    if (card.userId === userId) return;
    if (card.userId !== null) throw new AppError(409, AUTH_MESSAGES.cardBoundElsewhere);
    const bound = await db
      .update(memberCards)
      .set({ userId, boundAt: new Date(this.now()) })
      .where(and(eq(memberCards.id, card.id), isNull(memberCards.userId)))
      .returning({ id: memberCards.id });
    // another request bound it between the read and this write
    if (bound.length === 0) throw new AppError(409, AUTH_MESSAGES.cardBoundElsewhere);
  }

  /**
   * Issues `count` new cards of a type with random numbers and passwords. The
   * passwords are returned this once; only their hashes are kept.
   */
  async issue(type: CardType, count: number): Promise<IssuedCard[]> {
    const issued: IssuedCard[] = [];
    while (issued.length < count) {
      const cardNumber = randomDigits(CARD_NUMBER_LENGTH, true);
      const cardKey = randomDigits(CARD_PASSWORD_LENGTH);
      const inserted = await this.db
        .insert(memberCards)
        .values({ cardNumber, passwordHash: await hash(cardKey), type })
        .onConflictDoNothing({ target: memberCards.cardNumber })
        .returning({ id: memberCards.id });
      // a number already taken is simply drawn again
      if (inserted.length) issued.push({ cardNumber, cardKey, type });
    }
    return issued;
  }
}
