import pino from 'pino';
import { findLocale } from '@vitrine/config';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { registerAndLogin } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { creditBalanceOf, creditHistory } from '../credit/ledger.ts';
import { paymentServiceFor } from '../payment/index.ts';
import { referralFixtures } from '../../testing/referrals.ts';
import { rewardDueAt } from './rules.ts';
import { referralCodeOf, referralPage } from './service.ts';
import { settleReferral, settleReferrals } from './settle.ts';
import { orderMoves } from '../order/index.ts';
import { ORDER_MOVE_HOOKS } from '../../order-hooks.ts';

// Issue 35 item 12: refer a friend paid £10 for a friend's £3.39 first order (£7.38 with delivery).
// A reward is due only for an order whose goods reach the store's minimum, once its return window
// (and the hold for returns still in the post) has closed without a return or a refund, and at
// most the yearly cap per referrer, however many settles run at once (decision 0037).

const db = testDatabase();
/** A second pool: another app instance, or the operator's command, settling at the same time. */
const other = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(async () => {
  await db.$client.end();
  await other.$client.end();
});

const { registerWith, referralOf, orderWithCode, dispatch, deliver } = referralFixtures(db, api);
const DAY = 86_400_000;
const MINUTE = 60_000;

/** A referrer and a friend who joined through their code. */
async function referrerAndFriend() {
  const ava = await registerAndLogin(api);
  const mia = await registerWith(await referralCodeOf(db, ava.customerId));
  const code = (await referralOf(mia.customerId))!.promotion_code;
  return { ava, mia, code };
}

describe('issue 35 item 12: a referral pays only for an order that earns it', () => {
  it('a 3.39 GBP first order (7.38 with delivery) pays nothing, however long after delivery', async () => {
    const { ava, mia, code } = await referrerAndFriend();
    const order = await orderWithCode(mia, code, { priceMinor: 339 });
    const deliveredAt = await deliver(order.number);

    await settleReferrals(db, { now: new Date(deliveredAt.getTime() + 365 * DAY) });
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(0);
    expect(await referralOf(mia.customerId)).toMatchObject({ status: 'void', void_reason: 'below_minimum' });
    // The referrer's page says why, with the store's minimum.
    const page = await referralPage(db, ava.customerId, findLocale('en-GB')!);
    expect(page.referrals[0]).toMatchObject({
      status: 'void',
      voidReason: 'below_minimum',
      minimumMinor: 4000,
      orderCurrency: 'GBP',
    });
    expect(page.minimumSpendMinor).toBe(4000);
  });

  it('pays an order of exactly the minimum, only once its return window and the hold have closed after delivery', async () => {
    const { ava, mia, code } = await referrerAndFriend();
    const placedAt = Date.now();
    // 47.06 less the friend's 15 % (7.06) is 40.00 of goods: the en-GB minimum.
    const order = await orderWithCode(mia, code, { priceMinor: 4706 });
    const deliveredAt = await deliver(order.number);

    // The old rule paid 15 days after the order was placed, returns window still open.
    await settleReferrals(db, { now: new Date(placedAt + 15 * DAY) });
    await settleReferrals(db, { now: new Date(rewardDueAt(deliveredAt).getTime() - MINUTE) });
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(0);
    expect(await referralOf(mia.customerId)).toMatchObject({ status: 'ordered' });

    await settleReferrals(db, { now: new Date(rewardDueAt(deliveredAt).getTime() + MINUTE) });
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(1000);
    expect(await referralOf(mia.customerId)).toMatchObject({ status: 'rewarded' });
  });

  it('never pays for an order returned or refunded before then; a return after the reward keeps it', async () => {
    const ava = await registerAndLogin(api);
    const avasCode = await referralCodeOf(db, ava.customerId);
    const friend = async () => {
      const mia = await registerWith(avasCode);
      const order = await orderWithCode(mia, (await referralOf(mia.customerId))!.promotion_code);
      return { mia, order, deliveredAt: await deliver(order.number) };
    };
    const returned = await friend();
    const refunded = await friend();
    const kept = await friend();

    await orderMoves(db, ORDER_MOVE_HOOKS).transition(returned.order.number, 'returned');
    const { rows } = await db.$client.query<{ payment_id: string }>(
      'select payment_id from orders where id = $1',
      [refunded.order.id],
    );
    // A partial refund (a goodwill gesture, one item sent back) is a refund all the same.
    await paymentServiceFor(db).refundPayment(rows[0]!.payment_id, 500);

    const later = new Date(rewardDueAt(kept.deliveredAt).getTime() + DAY);
    await settleReferrals(db, { now: later });
    expect(await referralOf(returned.mia.customerId)).toMatchObject({
      status: 'void',
      void_reason: 'returned',
    });
    expect(await referralOf(refunded.mia.customerId)).toMatchObject({
      status: 'void',
      void_reason: 'refunded',
    });
    expect(await referralOf(kept.mia.customerId)).toMatchObject({ status: 'rewarded' });
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(1000);

    // Sent back after the window and the hold: an exception the operator grants; the reward stands.
    await orderMoves(db, ORDER_MOVE_HOOKS).transition(kept.order.number, 'returned');
    await settleReferrals(db, { now: new Date(later.getTime() + DAY) });
    expect(await referralOf(kept.mia.customerId)).toMatchObject({ status: 'rewarded' });
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(1000);
  });

  it('caps a referrer’s rewards a year, however many friends’ orders settle at once in two connections', async () => {
    const ava = await registerAndLogin(api);
    const avasCode = await referralCodeOf(db, ava.customerId);
    const friendWithDeliveredOrder = async () => {
      const mia = await registerWith(avasCode);
      const row = (await referralOf(mia.customerId))!;
      const order = await orderWithCode(mia, row.promotion_code);
      return { customerId: mia.customerId, referralId: row.id, deliveredAt: await deliver(order.number) };
    };
    const friends = [];
    for (let i = 0; i < 4; i++) friends.push(await friendWithDeliveredOrder());
    const now = new Date(rewardDueAt(friends.at(-1)!.deliveredAt).getTime() + DAY);
    const terms = { now, rewardsPerYear: 2 };

    // Every friend's reward settled at once, each from both connections, beside two whole runs,
    // on connections already open so that they start together.
    await Promise.all(
      [db, other].flatMap((pool) =>
        Array.from({ length: 5 }, () => pool.$client.query('select pg_sleep(0.05)')),
      ),
    );
    await Promise.all([
      ...friends.flatMap((f) => [
        settleReferral(db, f.referralId, terms),
        settleReferral(other, f.referralId, terms),
      ]),
      settleReferrals(db, terms),
      settleReferrals(other, terms),
    ]);

    const rows = await Promise.all(friends.map(async (f) => (await referralOf(f.customerId))!));
    expect(rows.filter((r) => r.status === 'rewarded')).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'void' && r.void_reason === 'yearly_cap')).toHaveLength(2);
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(2000);
    expect((await creditHistory(db, ava.customerId)).map((e) => [e.kind, e.amountMinor])).toEqual([
      ['referral', 1000],
      ['referral', 1000],
    ]);

    // The cap counts the last twelve months: a year on, another friend's order pays.
    const fifth = await friendWithDeliveredOrder();
    await settleReferral(db, fifth.referralId, {
      now: new Date(now.getTime() + 366 * DAY),
      rewardsPerYear: 2,
    });
    expect(await referralOf(fifth.customerId)).toMatchObject({ status: 'rewarded' });
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(3000);
  });

  it('pays one order once when two connections settle it at the same moment', async () => {
    const { ava, mia, code } = await referrerAndFriend();
    const order = await orderWithCode(mia, code);
    const now = new Date(rewardDueAt(await deliver(order.number)).getTime() + DAY);
    const id = (await referralOf(mia.customerId))!.id;
    await Promise.all<unknown>([
      settleReferrals(db, { now }),
      settleReferrals(other, { now }),
      ...Array.from({ length: 6 }, (_, i) => settleReferral(i % 2 ? other : db, id, { now })),
    ]);
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(1000);
    expect((await creditHistory(db, ava.customerId)).map((e) => e.kind)).toEqual(['referral']);
  });

  it('waits for delivery: a dispatched order never delivered is not due', async () => {
    const { ava, mia, code } = await referrerAndFriend();
    const order = await orderWithCode(mia, code);
    await dispatch(order.number);
    await settleReferrals(db, { now: new Date(Date.now() + 120 * DAY) });
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(0);
    expect(await referralOf(mia.customerId)).toMatchObject({ status: 'ordered' });
  });
});
