import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { lastMail, registerAndLogin } from '../../testing/accounts.ts';
import { apiCaller, makeGiftCard } from '../../testing/checkout.ts';
import { testDatabase } from '../../testing/database.ts';
import { gbStockOf, mailCount, payBag } from '../../testing/order-checks.ts';
import { createProduct } from '../../testing/products.ts';
import { ORDER_MOVE_HOOKS } from '../../order-hooks.ts';
import { creditBalanceOf } from '../credit/index.ts';
import {
  SIGNATURE_HEADER,
  paymentProviderFor,
  paymentWebhookSecret,
  signatureHeader,
} from '../payment/index.ts';
import { env } from '../../env.ts';
import { orderMoves } from './moves.ts';
import { SHOPPER_CANCEL_MINUTES } from './states.ts';

// Issue 34 item 5: an order cancelled before it is prepared, by its shopper (within the window)
// or by the shop, gives everything back: the card's hold, gift-card and store-credit amounts, the
// stock; and one email says so.

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());
const call = apiCaller(api);
const stockOf = (sku: string) => gbStockOf(db, sku);
const mailsOf = (email: string, template: string) => mailCount(db, email, template);
const moves = orderMoves(db, ORDER_MOVE_HOOKS);

type Customer = Awaited<ReturnType<typeof registerAndLogin>>;

async function paymentOf(number: string) {
  const { rows } = await db.$client.query<{ status: string; state: string }>(
    `select p.status, a.state from orders o join payments p on p.id = o.payment_id
       join sandbox_authorisations a on a.reference = p.provider_reference where o.number = $1`,
    [number],
  );
  return rows[0];
}

/** A signed-in customer's order of `quantity` of one size (stock `stock`), paid by card, a gift card and credit. */
async function orderOf(
  customer: Customer,
  options: {
    stock?: number;
    quantity?: number;
    giftCard?: { code: string; pin: string };
    creditMinor?: number;
  } = {},
) {
  const dress = await createProduct(db, { stock: options.stock ?? 5 });
  const sku = dress.sizes['10']!.sku;
  const bag = await call('POST', '/quote', { product: { sku, qty: options.quantity ?? 1 } }, customer.bearer);
  const { token } = (await bag.json()) as { token: string };
  const headers = { ...customer.bearer, Quote: token, locale: 'en_GB' };
  const number = await payBag(call, headers, options);
  return { number, sku };
}

const cancel = (number: string, customer: Customer, locale = 'en_GB') =>
  call('POST', `/order/${number}/cancel`, undefined, { ...customer.bearer, locale });

describe('the shopper cancels their order (POST order/{number}/cancel)', () => {
  it('puts the stock back, releases the card, answers the cancelled order and sends one email', async () => {
    const me = await registerAndLogin(api);
    // The last two of a size: the order sells it out, the cancel brings it back.
    const { number, sku } = await orderOf(me, { stock: 2, quantity: 2 });
    expect(await stockOf(sku)).toBe(0);
    const before = await call('GET', `/order/${number}`, undefined, me.bearer);
    const { cancellableUntil } = (await before.json()) as { cancellableUntil: string | null };
    expect(new Date(cancellableUntil!).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);

    const res = await cancel(number, me);
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ number, status: 'cancelled', cancellableUntil: null });
    // Units sold + units left = units before.
    expect(await stockOf(sku)).toBe(2);
    expect(await paymentOf(number)).toEqual({ status: 'voided', state: 'voided' });
    const mail = await lastMail(db, me.email);
    expect(mail).toMatchObject({ template: 'order-cancelled', locale: 'en-GB' });
    expect(mail!.text).toContain(`As you asked, we have cancelled your order ${number}`);
    expect(mail!.text).toMatch(/The £\d+\.\d\d held on your card is released/);

    // A second cancel changes nothing and says why, in the shopper's language.
    const again = await cancel(number, me, 'fr_FR');
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'ORDER_CANCEL_CLOSED',
      message: expect.stringContaining('ne peut plus être annulée'),
    });
    expect(await stockOf(sku)).toBe(2);
    expect(await mailsOf(me.email, 'order-cancelled')).toBe(1);
  });

  it('gives back the gift card and the store credit it was paid with, and says so', async () => {
    const me = await registerAndLogin(api);
    // £10 of store credit, from a gift card activated into the balance.
    const toCredit = await makeGiftCard(db, { amountMinor: 1000 });
    await call('POST', '/gift-card/activate', { code: toCredit.code, pin: toCredit.pin }, me.bearer);
    const giftCard = await makeGiftCard(db, { amountMinor: 1500 });
    const { number } = await orderOf(me, {
      giftCard: { code: giftCard.code, pin: giftCard.pin },
      creditMinor: 1000,
    });
    const res = await cancel(number, me);
    expect(res.status, await res.text()).toBe(200);
    const { rows } = await db.$client.query<{ balance_minor: number }>(
      'select balance_minor from gift_cards where id = $1',
      [giftCard.id],
    );
    expect(rows[0]!.balance_minor).toBe(1500);
    expect(await creditBalanceOf(db, me.customerId, 'GBP')).toBe(1000);
    const mail = await lastMail(db, me.email);
    expect(mail!.text).toContain('£15.00 is back on your gift card');
    expect(mail!.text).toContain('£10.00 is back in your account balance');
  });

  it('is refused once the hour has passed or the order is being prepared; nothing changes', async () => {
    const me = await registerAndLogin(api);
    const late = await orderOf(me, { stock: 3 });
    const afterHour = new Date(Date.now() + (SHOPPER_CANCEL_MINUTES + 1) * 60_000);
    await expect(moves.cancelByShopper(late.number, me.customerId, afterHour)).rejects.toMatchObject({
      code: 'ORDER_CANCEL_CLOSED',
    });

    const prepared = await orderOf(me, { stock: 3 });
    await moves.transition(prepared.number, 'processing');
    const res = await cancel(prepared.number, me, 'ar_AE');
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('قيد التجهيز');
    for (const order of [late, prepared]) {
      expect(await stockOf(order.sku)).toBe(2);
      expect((await paymentOf(order.number))?.status).toBe('authorised');
    }
    expect(await mailsOf(me.email, 'order-cancelled')).toBe(0);
  });

  it('another customer’s order is a 404 and a guest is a 401, both changing nothing', async () => {
    const owner = await registerAndLogin(api);
    const stranger = await registerAndLogin(api);
    const { number, sku } = await orderOf(owner, { stock: 4 });
    const res = await cancel(number, stranger);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('ORDER_NOT_FOUND');
    expect((await call('POST', `/order/${number}/cancel`)).status).toBe(401);
    expect(await stockOf(sku)).toBe(3);
    expect((await paymentOf(number))?.status).toBe('authorised');
  });

  it('a cancel racing the warehouse taking the order ends in exactly one of them', async () => {
    const me = await registerAndLogin(api);
    for (let round = 0; round < 5; round++) {
      const { number, sku } = await orderOf(me, { stock: 1 });
      const [cancelled, processing] = await Promise.allSettled([
        moves.cancelByShopper(number, me.customerId),
        moves.transition(number, 'processing'),
      ]);
      expect([cancelled.status, processing.status].sort()).toEqual(['fulfilled', 'rejected']);
      const { rows } = await db.$client.query<{ status: string }>(
        'select status from orders where number = $1',
        [number],
      );
      const won = cancelled.status === 'fulfilled' ? 'cancelled' : 'processing';
      expect(rows[0]!.status).toBe(won);
      expect(await stockOf(sku)).toBe(won === 'cancelled' ? 1 : 0);
      expect((await paymentOf(number))?.status).toBe(won === 'cancelled' ? 'voided' : 'authorised');
    }
  });
});

describe('the shop cancels an order (order:cancel)', () => {
  it('puts the stock back and releases the card too; the email does not say the shopper asked', async () => {
    const me = await registerAndLogin(api);
    const { number, sku } = await orderOf(me, { stock: 3, quantity: 2 });
    await moves.transition(number, 'processing');
    await moves.transition(number, 'cancelled');
    expect(await stockOf(sku)).toBe(3);
    expect(await paymentOf(number)).toEqual({ status: 'voided', state: 'voided' });
    const mail = await lastMail(db, me.email);
    expect(mail).toMatchObject({ template: 'order-cancelled' });
    expect(mail!.text).toContain(`We have cancelled your order ${number}`);
  });
});

describe('the provider releases the card on its own (a payment.voided webhook, issue 34 item 4)', () => {
  /** The payment's reference and figures, as the provider's event names them. */
  async function voidedEvent(number: string) {
    const { rows } = await db.$client.query<{ reference: string; amount: number; currency: string }>(
      `select p.provider_reference as reference, p.amount_minor as amount, p.currency from orders o
         join payments p on p.id = o.payment_id where o.number = $1`,
      [number],
    );
    const payment = rows[0]!;
    // Voided in the provider's console (or the hold lapsed): the provider then says so.
    await paymentProviderFor(db).void(payment.reference);
    return JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      type: 'payment.voided',
      created: Math.floor(Date.now() / 1000),
      data: {
        reference: payment.reference,
        amountMinor: payment.amount,
        currency: payment.currency,
        capturedMinor: 0,
        refundedMinor: 0,
        idempotencyKey: null,
      },
    });
  }

  const deliver = (body: string) =>
    api.request('/api/v1/payment/webhook/sandbox', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signatureHeader(
          paymentWebhookSecret(env())!,
          Math.floor(Date.now() / 1000),
          body,
        ),
      },
      body,
    });

  it('cancels an order not yet dispatched: stock and gift card back, one email; the event again does nothing', async () => {
    const me = await registerAndLogin(api);
    const giftCard = await makeGiftCard(db, { amountMinor: 1000 });
    const { number, sku } = await orderOf(me, {
      stock: 3,
      quantity: 2,
      giftCard: { code: giftCard.code, pin: giftCard.pin },
    });
    await moves.transition(number, 'processing');
    const event = await voidedEvent(number);

    const res = await deliver(event);
    expect(res.status, await res.text()).toBe(200);
    const order = await call('GET', `/order/${number}`, undefined, me.bearer);
    expect(((await order.json()) as { status: string }).status).toBe('cancelled');
    // Units sold + units left = units before.
    expect(await stockOf(sku)).toBe(3);
    expect(await paymentOf(number)).toEqual({ status: 'voided', state: 'voided' });
    const { rows } = await db.$client.query<{ balance_minor: number }>(
      'select balance_minor from gift_cards where id = $1',
      [giftCard.id],
    );
    expect(rows[0]!.balance_minor).toBe(1000);
    const mail = await lastMail(db, me.email);
    expect(mail).toMatchObject({ template: 'order-cancelled' });
    expect(mail!.text).toContain(`We have cancelled your order ${number}`);

    // The provider sends it again: stored once, nothing given back twice, no second email.
    const again = await deliver(event);
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await stockOf(sku)).toBe(3);
    expect(await mailsOf(me.email, 'order-cancelled')).toBe(1);
  });

  it('leaves a dispatched order as it is', async () => {
    const me = await registerAndLogin(api);
    const { number, sku } = await orderOf(me, { stock: 3 });
    const event = await voidedEvent(number);
    // The warehouse ships first (the capture would have been refused; here it raced the void).
    await db.$client.query(`update orders set status = 'dispatched' where number = $1`, [number]);
    expect((await deliver(event)).status).toBe(200);
    const order = await call('GET', `/order/${number}`, undefined, me.bearer);
    expect(((await order.json()) as { status: string }).status).toBe('dispatched');
    expect(await stockOf(sku)).toBe(2);
    expect(await mailsOf(me.email, 'order-cancelled')).toBe(0);
  });
});
