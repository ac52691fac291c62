/**
 * SMS verification codes (spec §8, §9): 6 digits, valid 5 minutes, stored as a
 * salted hash, void after 5 wrong tries; one send per phone per 60 seconds and
 * a daily cap per phone and per client IP. Codes and limits live in the TTL
 * store: Redis when configured, so every API process applies the same limits.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_VALID_MINUTES,
  SMS_COUNTDOWN_SECONDS,
  chinaCalendarDate,
} from '@zhiyuan/domain';
import { AppError } from '../../platform/errors';
import type { SmsProvider } from '../../platform/sms';
import type { TtlStore } from '../../platform/ttl-store';

const CODE_TTL_MS = SMS_CODE_VALID_MINUTES * 60_000;
const COOLDOWN_MS = SMS_COUNTDOWN_SECONDS * 1000;
/** Daily counters outlive their day a little, whatever the clock skew between processes. */
const DAY_COUNTER_TTL_MS = 26 * 60 * 60_000;

export interface SmsLimits {
  perPhonePerDay: number;
  perIpPerDay: number;
}

interface StoredCode {
  salt: string;
  hash: string;
  issuedAt: number;
}

const digest = (salt: string, phone: string, code: string) =>
  createHash('sha256').update(`${salt}:${phone}:${code}`).digest('hex');

const keys = {
  code: (phone: string) => `sms:code:${phone}`,
  tries: (phone: string) => `sms:tries:${phone}`,
  cooldown: (phone: string) => `sms:cooldown:${phone}`,
  phoneDay: (day: string, phone: string) => `sms:day:${day}:phone:${phone}`,
  ipDay: (day: string, ip: string) => `sms:day:${day}:ip:${ip}`,
};

export class SmsCodes {
  constructor(
    private readonly store: TtlStore,
    private readonly provider: SmsProvider,
    private readonly limits: SmsLimits,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sends a new code to `phone`, or refuses with 429 and the limit it hit. */
  async send(phone: string, ip: string): Promise<void> {
    const now = this.now();
    await this.claimCooldown(phone, now);
    const { year, month, day } = chinaCalendarDate(new Date(now));
    const today = `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
    const phoneKey = keys.phoneDay(today, phone);
    const ipKey = keys.ipDay(today, ip);
    if ((await this.store.increment(phoneKey, DAY_COUNTER_TTL_MS)) > this.limits.perPhonePerDay) {
      await this.store.decrement(phoneKey);
      throw new AppError(429, AUTH_MESSAGES.codeDailyPhone);
    }
    if ((await this.store.increment(ipKey, DAY_COUNTER_TTL_MS)) > this.limits.perIpPerDay) {
      await this.store.decrement(ipKey);
      await this.store.decrement(phoneKey);
      throw new AppError(429, AUTH_MESSAGES.codeDailyIp);
    }

    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    const salt = randomBytes(16).toString('hex');
    const stored: StoredCode = { salt, hash: digest(salt, phone, code), issuedAt: now };
    await this.store.set(keys.code(phone), JSON.stringify(stored), CODE_TTL_MS);
    await this.store.delete(keys.tries(phone));
    try {
      await this.provider.sendCode({ phone, code, validMinutes: SMS_CODE_VALID_MINUTES });
    } catch (err) {
      // nothing reached the phone: the student may ask again at once, and the send does not count
      this.log.error({ err, provider: this.provider.name }, 'sms code not sent');
      await this.store.delete(keys.code(phone), keys.cooldown(phone));
      await this.store.decrement(phoneKey);
      await this.store.decrement(ipKey);
      throw new AppError(502, AUTH_MESSAGES.codeSendFailed);
    }
  }

  /** One send per phone per 60 s, across processes: the first to set the key wins. */
  private async claimCooldown(phone: string, now: number): Promise<void> {
    const key = keys.cooldown(phone);
    if (await this.store.setIfAbsent(key, String(now), COOLDOWN_MS)) return;
    const sentAt = Number(await this.store.get(key));
    const left = Math.ceil((sentAt + COOLDOWN_MS - now) / 1000);
    if (Number.isFinite(sentAt) && left > 0) throw new AppError(429, AUTH_MESSAGES.codeCooldown(left));
    // the key outlived its minute on a clock that moved on (tests move it): start a new one
    await this.store.set(key, String(now), COOLDOWN_MS);
  }

  /**
   * Checks a code; the right one is used up. A wrong one counts a try, and the
   * fifth wrong try voids the code. Refuses with 400 and the reason.
   */
  async verify(phone: string, code: string): Promise<void> {
    const raw = await this.store.get(keys.code(phone));
    const stored = raw ? (JSON.parse(raw) as StoredCode) : null;
    if (!stored || this.now() - stored.issuedAt > CODE_TTL_MS) {
      if (stored) await this.store.delete(keys.code(phone), keys.tries(phone));
      throw new AppError(400, AUTH_MESSAGES.codeExpired);
    }
    const given = Buffer.from(digest(stored.salt, phone, code), 'hex');
    if (timingSafeEqual(given, Buffer.from(stored.hash, 'hex'))) {
      await this.store.delete(keys.code(phone), keys.tries(phone));
      return;
    }
    const tries = await this.store.increment(keys.tries(phone), CODE_TTL_MS);
    if (tries >= SMS_CODE_MAX_TRIES) {
      await this.store.delete(keys.code(phone), keys.tries(phone));
      throw new AppError(400, AUTH_MESSAGES.codeTooManyTries);
    }
    throw new AppError(400, AUTH_MESSAGES.codeWrong);
  }
}
