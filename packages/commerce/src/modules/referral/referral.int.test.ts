import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { findLocale } from '@vitrine/config';
import { createApi } from '../../api.ts';
import { lastMail, registerAndLogin } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { creditBalanceOf, creditHistory } from '../credit/ledger.ts';
import { createProduct } from '../../testing/products.ts';
import { referralFixtures } from '../../testing/referrals.ts';
import { RAF_FRIEND_PERCENT, rewardDueAt } from './rules.ts';
import { recordReferral, referralCodeOf, referralPage } from './service.ts';
import { settleReferrals } from './settle.ts';
import { orderMoves } from '../order/index.ts';
import { ORDER_MOVE_HOOKS } from '../../order-hooks.ts';

// Issue 6 item 4 (§2.1 /customer/account/raf, §2.2 en-GB, en-US, en-AU): a referral pays out
// exactly once, only after the friend's first order is paid and kept (the terms of a reward:
// reward-terms.int.test.ts).

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const { call, registerWith, referralOf, orderWithCode, dispatch } = referralFixtures(db, api);
const DAY = 86_400_000;

describe('issue 6 §4 registering through a share link', () => {
  it('records the referral and gives the friend a one-use discount bound to their account, and says so', async () => {
    const ava = await registerAndLogin(api);
    const code = await referralCodeOf(db, ava.customerId);
    expect(code).toMatch(/^AVA-[A-Z2-9]{5}$/);
    expect(await referralCodeOf(db, ava.customerId)).toBe(code);
    const mia = await registerWith(code.toLowerCase());
    const referral = await referralOf(mia.customerId);
    expect(referral).toMatchObject({
      referrer_id: ava.customerId,
      status: 'registered',
      currency: 'GBP',
      reward_minor: 1000,
    });
    const { rows } = await db.$client.query(
      'select percent_off, max_uses, customer_id, ends_at, starts_at from promotions where code = $1',
      [referral!.promotion_code],
    );
    expect(rows[0]).toMatchObject({
      percent_off: RAF_FRIEND_PERCENT,
      max_uses: 1,
      customer_id: mia.customerId,
    });
    expect(rows[0].ends_at.getTime() - rows[0].starts_at.getTime()).toBe(30 * DAY);
    const mail = await lastMail(db, mia.email);
    expect(mail?.template).toBe('referral-welcome');
    expect(mail?.meta.code).toBe(referral!.promotion_code);
  });

  it('refuses self-referral (the referrer’s own mailbox) and ignores unknown codes; registration stands', async () => {
    const ava = await registerAndLogin(api);
    const code = await referralCodeOf(db, ava.customerId);
    const [user, domain] = ava.email.split('@');
    const again = await registerWith(code, { email: `${user}+second@${domain}` });
    expect(await referralOf(again.customerId)).toBeUndefined();
    const unknown = await registerWith('NOBODY-ZZZZZ');
    expect(unknown.customerId).toBeTruthy();
    expect(await referralOf(unknown.customerId)).toBeUndefined();
    expect((await lastMail(db, unknown.email))?.template).toBe('welcome');
  });

  it('refers a friend once: a second code for the same friend is refused', async () => {
    const ava = await registerAndLogin(api);
    const zoe = await registerAndLogin(api);
    const mia = await registerWith(await referralCodeOf(db, ava.customerId));
    const GB = findLocale('en-GB')!;
    const second = await db.transaction((tx) =>
      recordReferral(tx, {
        code: '',
        referee: { id: mia.customerId, email: mia.email, firstName: 'Mia' },
        store: GB,
      }),
    );
    expect(second.status).toBe('unknown_code');
    const repeat = await db.transaction(async (tx) =>
      recordReferral(tx, {
        code: await referralCodeOf(tx, zoe.customerId),
        referee: { id: mia.customerId, email: mia.email, firstName: 'Mia' },
        store: GB,
      }),
    );
    expect(repeat.status).toBe('already_referred');
    expect((await referralOf(mia.customerId))!.referrer_id).toBe(ava.customerId);
    // Self: a customer's own code for their own account.
    const self = await db.transaction(async (tx) =>
      recordReferral(tx, {
        code: await referralCodeOf(tx, zoe.customerId),
        referee: { id: zoe.customerId, email: zoe.email, firstName: 'Ava' },
        store: GB,
      }),
    );
    expect(self.status).toBe('self');
  });

  it('is not offered outside §2.2’s stores: the code is ignored in fr-FR', async () => {
    const ava = await registerAndLogin(api);
    const mia = await registerWith(await referralCodeOf(db, ava.customerId), { locale: 'fr_FR' });
    expect(await referralOf(mia.customerId)).toBeUndefined();
  });
});

describe('issue 6 §4 the friend’s promotion', () => {
  it('is usable only by its customer, and only once', async () => {
    const ava = await registerAndLogin(api);
    const mia = await registerWith(await referralCodeOf(db, ava.customerId));
    const code = (await referralOf(mia.customerId))!.promotion_code;
    const dress = await createProduct(db, { stock: 10 });
    const sku = dress.sizes['10']!.sku;

    // Someone else's bag, signed in or not.
    const eve = await registerAndLogin(api);
    await call('POST', '/quote', { product: { sku, qty: 1 } }, eve.bearer);
    const eves = (await (await call('POST', '/quote/promotion', { code }, eve.bearer)).json()) as {
      errors: { code: string; reason: string }[];
    };
    expect(eves.errors[0]!.code).toBe('PROMOTION_NOT_YOURS');
    expect(eves.errors[0]!.reason).toContain('another account');
    const guest = (await (await call('POST', '/quote', { product: { sku, qty: 1 } })).json()) as {
      token: string;
    };
    const guests = (await (
      await call('POST', '/quote/promotion', { code }, { Quote: guest.token })
    ).json()) as {
      errors: { code: string }[];
    };
    expect(guests.errors[0]!.code).toBe('PROMOTION_NOT_YOURS');

    // Mia's own: once.
    await orderWithCode(mia, code);
    await call('POST', '/quote', { product: { sku, qty: 1 } }, mia.bearer);
    const twice = (await (await call('POST', '/quote/promotion', { code }, mia.bearer)).json()) as {
      errors: { code: string }[];
    };
    expect(twice.errors[0]!.code).toBe('PROMOTION_USED_UP');
  });
});

describe('issue 6 §4 the reward: exactly once, only after payment', () => {
  it('settles nothing before payment, once after it and the hold window, however many settles race', async () => {
    const ava = await registerAndLogin(api);
    const mia = await registerWith(await referralCodeOf(db, ava.customerId));
    const order = await orderWithCode(mia, (await referralOf(mia.customerId))!.promotion_code);
    expect(await referralOf(mia.customerId)).toMatchObject({ status: 'ordered', order_id: order.id });
    const longAfter = new Date(Date.now() + 365 * DAY);

    // Not paid yet (authorised, not captured): nothing, even long after.
    await settleReferrals(db, { now: longAfter });
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(0);

    await dispatch(order.number);
    const { rows } = await db.$client.query(
      'select p.status, p.captured_minor, o.total_minor from orders o join payments p on p.id = o.payment_id where o.id = $1',
      [order.id],
    );
    expect(rows[0]).toMatchObject({ status: 'captured' });
    expect(rows[0].captured_minor).toBe(rows[0].total_minor);

    // Paid, but not delivered, then inside the return window: nothing yet.
    await settleReferrals(db, { now: longAfter });
    const deliveredAt = (await orderMoves(db, ORDER_MOVE_HOOKS).transition(order.number, 'delivered')).at;
    const later = new Date(rewardDueAt(deliveredAt).getTime() + DAY);
    await settleReferrals(db, { now: new Date(deliveredAt.getTime() + 27 * DAY) });
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(0);

    // Ten settles at once (ten app instances, an operator): one reward.
    const runs = await Promise.all(Array.from({ length: 10 }, () => settleReferrals(db, { now: later })));
    const mine = runs.flatMap((r) => r.rewarded).filter((r) => r.referrerId === ava.customerId);
    expect(mine).toHaveLength(1);
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(1000);
    expect((await creditHistory(db, ava.customerId)).map((e) => [e.kind, e.amountMinor])).toEqual([
      ['referral', 1000],
    ]);
    expect(await referralOf(mia.customerId)).toMatchObject({ status: 'rewarded' });
    await settleReferrals(db, { now: new Date(later.getTime() + 30 * DAY) });
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(1000);
    const mail = await lastMail(db, ava.email);
    expect(mail?.template).toBe('referral-rewarded');
    expect(mail?.meta.amount).toBe('£10.00');

    // The referrer's page shows it, with the friend's address masked.
    const page = await referralPage(db, ava.customerId, findLocale('en-GB')!);
    expect(page.referrals).toHaveLength(1);
    expect(page.referrals[0]).toMatchObject({ status: 'rewarded', friendName: 'Mia' });
    expect(page.referrals[0]!.friendEmail).not.toBe(mia.email);
    expect(page.referrals[0]!.friendEmail).toMatch(/^f•••@/);
    expect(page.shareUrl).toContain(`/customer/account/raf/${page.code}`);
  });

  it('never rewards a cancelled order: the referral is void', async () => {
    const ava = await registerAndLogin(api);
    const mia = await registerWith(await referralCodeOf(db, ava.customerId));
    const order = await orderWithCode(mia, (await referralOf(mia.customerId))!.promotion_code);
    await orderMoves(db, ORDER_MOVE_HOOKS).transition(order.number, 'cancelled');
    expect(await referralOf(mia.customerId)).toMatchObject({ status: 'void', void_reason: 'cancelled' });
    await settleReferrals(db, { now: new Date(Date.now() + 60 * DAY) });
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(0);
  });

  it('an order without the referral discount does not count', async () => {
    const ava = await registerAndLogin(api);
    const mia = await registerWith(await referralCodeOf(db, ava.customerId));
    await orderWithCode(mia, null);
    expect(await referralOf(mia.customerId)).toMatchObject({ status: 'registered', order_id: null });
  });
});
