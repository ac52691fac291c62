import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, type OrderStatus } from './rules/options';
import { ORDER_ACTIONS, ORDER_MESSAGES, mayMoveOrder, nextOrderStatus, type OrderAction } from './orders';
import type { UserViewer } from './access';

/** Every allowed move, written out by hand (the table of orders.ts); everything else is refused. */
const ALLOWED: [OrderStatus, OrderAction, OrderStatus][] = [
  [1, 'assign', 2],
  [2, 'assign', 2],
  [2, 'start', 3],
  [3, 'complete', 4],
  [2, 'pause', 6],
  [3, 'pause', 6],
  [6, 'resume', 3],
  [1, 'refund', 7],
  [2, 'refund', 7],
  [3, 'refund', 7],
  [6, 'refund', 7],
];

const STATUSES = ORDER_STATUS.map((s) => s.value);

describe('order state machine', () => {
  for (const from of STATUSES) {
    for (const action of ORDER_ACTIONS) {
      const allowed = ALLOWED.find(([f, a]) => f === from && a === action);
      it(`${from} ${action} → ${allowed ? allowed[2] : 'refused'}`, () => {
        const move = nextOrderStatus(from, action);
        if (allowed) expect(move).toEqual({ ok: true, to: allowed[2] });
        else expect(move).toEqual({ ok: false, message: ORDER_MESSAGES.badMove });
      });
    }
  }

  it('resume goes back to the status the order was paused in', () => {
    expect(nextOrderStatus(6, 'resume', 2)).toEqual({ ok: true, to: 2 });
    expect(nextOrderStatus(6, 'resume', 3)).toEqual({ ok: true, to: 3 });
  });

  it('4 已完成 and 7 已退费 are final', () => {
    for (const action of ORDER_ACTIONS) {
      expect(nextOrderStatus(4, action).ok).toBe(false);
      expect(nextOrderStatus(7, action).ok).toBe(false);
    }
  });
});

const viewer = (userId: string, roleId: 1 | 2 | 3): UserViewer => ({
  kind: 'user',
  userId,
  roleId,
  roleTypes: [roleId],
  vip: false,
  cardType: null,
  province: null,
  year: null,
});

describe('who may move an order', () => {
  const order = { plannerUserId: '7' };
  it('the order planner makes the service moves but neither assigns nor refunds', () => {
    const p = viewer('7', 2);
    for (const a of ['start', 'complete', 'pause', 'resume'] as const) expect(mayMoveOrder(p, a, order, false)).toBe('ok');
    expect(mayMoveOrder(p, 'assign', order, false)).toBe(ORDER_MESSAGES.assignRole);
    expect(mayMoveOrder(p, 'refund', order, false)).toBe(ORDER_MESSAGES.refundRole);
  });
  it('another planner may not touch the order; a 主管 may, except refund', () => {
    expect(mayMoveOrder(viewer('8', 2), 'start', order, false)).toBe(ORDER_MESSAGES.notYours);
    expect(mayMoveOrder(viewer('8', 2), 'assign', order, true)).toBe('ok');
    expect(mayMoveOrder(viewer('8', 2), 'refund', order, true)).toBe(ORDER_MESSAGES.refundRole);
  });
  it('an admin makes every move; a student none', () => {
    for (const a of ORDER_ACTIONS) expect(mayMoveOrder(viewer('1', 3), a, order, false)).toBe('ok');
    for (const a of ORDER_ACTIONS) expect(mayMoveOrder(viewer('7', 1), a, order, false)).not.toBe('ok');
  });
});
