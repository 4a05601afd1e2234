import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import type { Api } from '../api.ts';
import { STRONG_PASSWORD, uniqueEmail } from './accounts.ts';
import { apiCaller, cardToken, LONDON_ADDRESS, placeLondonOrder, SANDBOX_CARDS } from './checkout.ts';
import { findCarrier } from '../modules/order/carriers.ts';
import { percentOfMinor } from '../modules/quote/discount.ts';
import { createProduct } from './products.ts';
import { RAF_FRIEND_PERCENT } from '../modules/referral/rules.ts';
import { orderMoves } from '../modules/order/index.ts';
import { ORDER_MOVE_HOOKS } from '../order-hooks.ts';

// Test support only: a friend who registers through a referrer's code, orders with their
// first-order discount and whose order the operator moves on, through the real API and services.

export interface ReferralRow {
  id: string;
  referrer_id: string;
  status: string;
  void_reason?: string | null;
  promotion_code: string;
  order_id: string | null;
  currency: string;
  reward_minor: number;
}

export function referralFixtures(db: Database, api: Api) {
  const call = apiCaller(api);

  /** A new customer registering with `referralCode` (in `locale`'s store), signed in. */
  async function registerWith(
    referralCode: string | undefined,
    options: { email?: string; locale?: string } = {},
  ) {
    const email = options.email ?? uniqueEmail('friend');
    const headers: Record<string, string> = options.locale ? { locale: options.locale } : {};
    const res = await call(
      'POST',
      '/registration',
      {
        email,
        password: STRONG_PASSWORD,
        firstName: 'Mia',
        lastName: 'Cole',
        ...(referralCode ? { referralCode } : {}),
      },
      headers,
    );
    expect(res.status).toBe(202);
    const login = await call('POST', '/auth/login', { email, password: STRONG_PASSWORD }, headers);
    const pair = (await login.json()) as { accessToken: string; customerId: string };
    return { email, customerId: pair.customerId, bearer: { authorization: `Bearer ${pair.accessToken}` } };
  }

  async function referralOf(refereeId: string): Promise<ReferralRow | undefined> {
    const { rows } = await db.$client.query<ReferralRow>('select * from referrals where referee_id = $1', [
      refereeId,
    ]);
    return rows[0];
  }

  /**
   * The friend bags a dress at `priceMinor` (GBP, default 49.99), types their code (none: null)
   * and orders to London (standard delivery) with the approving card in their name.
   */
  async function orderWithCode(
    friend: { bearer: Record<string, string> },
    code: string | null,
    options: { priceMinor?: number } = {},
  ) {
    const priceMinor = options.priceMinor ?? 4999;
    const dress = await createProduct(db, { stock: 10, prices: { GBP: priceMinor } });
    const sku = dress.sizes['10']!.sku;
    await call('POST', '/quote', { product: { sku, qty: 1 } }, friend.bearer);
    if (code) {
      const applied = (await (await call('POST', '/quote/promotion', { code }, friend.bearer)).json()) as {
        errors: { code: string }[];
        discount: { amountMinor: number };
      };
      expect(applied.errors).toEqual([]);
      expect(applied.discount.amountMinor).toBe(percentOfMinor(priceMinor, RAF_FRIEND_PERCENT));
    }
    const res = await placeLondonOrder(
      call,
      {
        shippingAddress: { ...LONDON_ADDRESS, firstName: 'Mia', lastName: 'Cole' },
        payment: { cardToken: await cardToken(SANDBOX_CARDS.approve, 'Mia Cole') },
      },
      friend.bearer,
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { order: { number: string; id: string } }).order;
  }

  /** The operator picks and dispatches the order (its card is captured then). */
  async function dispatch(number: string) {
    const moves = orderMoves(db, ORDER_MOVE_HOOKS);
    await moves.transition(number, 'processing');
    const carrier = findCarrier('Royal Mail')!;
    await moves.transition(number, 'dispatched', {
      carrier: carrier.name,
      trackingNumber: carrier.generate(),
    });
  }

  /** Dispatched and delivered: answers the moment of delivery, when the return window starts. */
  async function deliver(number: string): Promise<Date> {
    await dispatch(number);
    return (await orderMoves(db, ORDER_MOVE_HOOKS).transition(number, 'delivered')).at;
  }

  return { call, registerWith, referralOf, orderWithCode, dispatch, deliver };
}
