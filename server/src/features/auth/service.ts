/**
 * The login flows of spec §4: phone + SMS code; member card + password, with
 * the bind-phone detour for a card no phone is bound to; binding a card to the
 * logged-in account; logout. Each flow that writes several rows runs in one
 * transaction.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  SESSION_EXPIRED,
  type CardBind,
  type CardLoginResult,
  type LoginResult,
  type UserInfo,
  type UserViewer,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { SmsProvider } from '../../platform/sms';
import type { TtlStore } from '../../platform/ttl-store';
import { accountById, accountByTel, touchLogin, userInfoOf, type Account } from './accounts';
import { MemberCards } from './cards';
import { SmsCodes, type SmsLimits } from './codes';
import { Sessions, sessionViewers } from './sessions';
import { SiteSettingsStore } from './settings';

export interface AuthOptions {
  db: Db;
  store: TtlStore;
  sms: SmsProvider;
  smsLimits: SmsLimits;
  sessionTtlMs: number;
  now: () => number;
  log: FastifyBaseLogger;
}

interface Device {
  loginFrom: number;
  uid?: string | undefined;
}

export class Auth {
  readonly settings: SiteSettingsStore;
  readonly sessions: Sessions;
  readonly codes: SmsCodes;
  readonly cards: MemberCards;
  private readonly db: Db;

  constructor(options: AuthOptions) {
    this.db = options.db;
    this.settings = new SiteSettingsStore(options.db, options.now);
    this.sessions = new Sessions(options.db, options.sessionTtlMs, options.now);
    this.codes = new SmsCodes(options.store, options.sms, options.smsLimits, options.now, options.log);
    this.cards = new MemberCards(options.db, options.now);
  }

  /** The product's resolver of tokens to viewers (sessions in the database). */
  get viewers() {
    return sessionViewers(this.sessions, this.settings);
  }

  private async loginResult(account: Account, token: string, signUp: boolean): Promise<LoginResult> {
    const { vipGating } = await this.settings.get();
    return { ...userInfoOf(account, vipGating, signUp), Authorization: token, needBindTel: false };
  }

  /** 手机快捷登录: the code is checked, the account found or created, a session started. */
  async phoneLogin(tel: string, code: string, device: Device): Promise<LoginResult> {
    await this.codes.verify(tel, code);
    const { account, created, token } = await this.db.transaction(async (tx) => {
      const found = await accountByTel(tx, tel);
      await touchLogin(tx, found.account.user.id);
      const token = await this.sessions.create(tx, found.account.user.id, { loginFrom: device.loginFrom, deviceId: device.uid });
      return { ...found, token };
    });
    return this.loginResult(account, token, created);
  }

  /**
   * 会员卡登录: a bound card logs its account in; an unbound one gets a ticket
   * for the bind-phone form (/api/membership/tel/bind), after which the client
   * tries the card login again.
   */
  async cardLogin(cardNumber: string, cardKey: string, device: Device): Promise<CardLoginResult> {
    const card = await this.cards.check(cardNumber, cardKey);
    if (card.userId === null) {
      return { needBindTel: true, Authorization: await this.sessions.createCardTicket(card.id) };
    }
    const userId = card.userId;
    const { account, token } = await this.db.transaction(async (tx) => {
      await touchLogin(tx, userId);
      const token = await this.sessions.create(tx, userId, { loginFrom: device.loginFrom, deviceId: device.uid });
      return { account: (await accountById(tx, userId))!, token };
    });
    return this.loginResult(account, token, false);
  }

  /**
   * 绑定手机号 of an unbound card: the ticket names the card, the SMS code
   * proves the phone; the card is bound to that phone's account (created if
   * new) and the ticket is used up.
   */
  async bindTel(ticket: string | null, tel: string, code: string): Promise<void> {
    const session = ticket ? await this.sessions.find(ticket) : null;
    if (!session || session.purpose !== 'card-bind' || session.cardId === null) {
      throw new AppError(401, AUTH_MESSAGES.bindTicketMissing);
    }
    const cardId = session.cardId;
    await this.codes.verify(tel, code);
    await this.db.transaction(async (tx) => {
      const card = await this.cards.byId(tx, cardId);
      if (!card) throw new AppError(401, AUTH_MESSAGES.bindTicketMissing);
      const { account } = await accountByTel(tx, tel);
      await this.cards.bind(tx, card, account.user.id);
      await this.sessions.end(tx, ticket!);
    });
  }

  /** 绑定会员卡 to the logged-in account; returns the account's user info with the card's type. */
  async bindCard(viewer: UserViewer, input: Required<CardBind>): Promise<UserInfo> {
    const card = await this.cards.check(input.cardNumber, input.cardKey);
    await this.cards.bind(this.db, card, Number(viewer.userId));
    return this.userInfo(viewer);
  }

  async userInfo(viewer: UserViewer): Promise<UserInfo> {
    const account = await accountById(this.db, Number(viewer.userId));
    // the account was removed while its session lived
    if (!account) throw new AppError(401, SESSION_EXPIRED);
    return userInfoOf(account, (await this.settings.get()).vipGating);
  }

  /** Ends the session of the token; the phone must be the account's own. */
  async logout(token: string | null, viewer: UserViewer | null, phone: string): Promise<void> {
    if (!token || !viewer) return;
    const account = await accountById(this.db, Number(viewer.userId));
    if (account && account.user.tel !== phone) throw new AppError(400, AUTH_MESSAGES.logoutPhoneMismatch);
    await this.sessions.end(this.db, token);
  }
}
