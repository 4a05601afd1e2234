import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { lastMail, registerAndLogin } from '../../testing/accounts.ts';
import { apiCaller, cardToken, makeGiftCard, placeLondonOrder } from '../../testing/checkout.ts';
import { testDatabase } from '../../testing/database.ts';
import { gbStockOf, mailCount, payBag } from '../../testing/order-checks.ts';
import { ops } from '../../testing/ops.ts';
import { createProduct } from '../../testing/products.ts';
import { ORDER_MOVE_HOOKS, RETURN_HOOKS } from '../../order-hooks.ts';
import { creditBalanceOf } from '../credit/index.ts';
import { orderMoves } from './moves.ts';
import { orderReturnsService } from './returns.ts';

// Issue 34 items 6 and 7 (decision 0071): a shopper returns some units of a delivered order; the
// warehouse receives them; the stock and the money go back, card first, then gift-card and credit
// money as account balance; refunds never pass what was captured; races end in one outcome.

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());
const call = apiCaller(api);
const stockOf = (sku: string) => gbStockOf(db, sku);
const mailsOf = (email: string, template: string) => mailCount(db, email, template);
const moves = orderMoves(db, ORDER_MOVE_HOOKS);
const returns = orderReturnsService(db, RETURN_HOOKS);

type Customer = Awaited<ReturnType<typeof registerAndLogin>>;

/** The order's card payment as we recorded it and as the sandbox acquirer holds it. */
async function paymentOf(number: string) {
  const { rows } = await db.$client.query<{
    captured: number;
    refunded: number;
    status: string;
    acquirer_refunded: number;
  }>(
    `select p.captured_minor as captured, p.refunded_minor as refunded, p.status,
            a.refunded_minor as acquirer_refunded
       from orders o join payments p on p.id = o.payment_id
       join sandbox_authorisations a on a.reference = p.provider_reference where o.number = $1`,
    [number],
  );
  return rows[0];
}

/** What the order's lines were paid, each (gross of tax, after their share of the discount). */
async function linePaid(number: string): Promise<Map<string, number>> {
  const { rows } = await db.$client.query<{ sku: string; gross: number }>(
    `select l.sku, l.gross_minor as gross from order_lines l join orders o on o.id = l.order_id
      where o.number = $1 and l.kind = 'product'`,
    [number],
  );
  return new Map(rows.map((r) => [r.sku, r.gross]));
}

/**
 * A signed-in customer's delivered order of one size of each product in `quantities` (each product
 * with `stock` units), paid by card and, if told, a gift card and credit: its number and sizes.
 */
async function deliveredOrder(
  customer: Customer,
  quantities: number[],
  options: { stock?: number; giftCard?: { code: string; pin: string }; creditMinor?: number } = {},
) {
  const skus: string[] = [];
  for (let i = 0; i < quantities.length; i++) {
    const product = await createProduct(db, { stock: options.stock ?? 5 });
    skus.push(product.sizes['10']!.sku);
  }
  const bag = await call(
    'POST',
    '/quote',
    { product: { sku: skus[0], qty: quantities[0] } },
    customer.bearer,
  );
  const { token } = (await bag.json()) as { token: string };
  const headers = { ...customer.bearer, Quote: token, locale: 'en_GB' };
  for (let i = 1; i < skus.length; i++) {
    const added = await call('POST', '/quote/product', { sku: skus[i], qty: quantities[i] }, headers);
    expect(added.status, await added.text()).toBeLessThan(300);
  }
  const number = await payBag(call, headers, options);
  await moves.transition(number, 'processing');
  await moves.transition(number, 'dispatched', { carrier: 'Royal Mail', trackingNumber: 'RM473124829GB' });
  await moves.transition(number, 'delivered');
  return { number, skus };
}

const startReturn = (
  number: string,
  customer: Customer,
  lines: { sku: string; quantity: number }[],
  locale = 'en_GB',
) => call('POST', `/order/${number}/returns`, { lines, reason: 'too-small' }, { ...customer.bearer, locale });

interface ReturnBody {
  reference: string;
  status: string;
  lines: { sku: string; quantity: number; refundMinor: number }[];
  refund: { cardMinor: number; storeCreditMinor: number; totalMinor: number; type: string };
  returnAddress: string[];
}

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe('a shopper returns two of three lines; the warehouse receives them (POST order/{number}/returns, return:receive)', () => {
  it('gives a reference, puts the stock back, refunds the card their paid price, emails, and shows it on the order', async () => {
    const me = await registerAndLogin(api);
    const { number, skus } = await deliveredOrder(me, [2, 1, 1], { stock: 4 });
    const [a, b, c] = skus as [string, string, string];
    const before = { a: await stockOf(a), b: await stockOf(b), c: await stockOf(c) };
    expect(before).toEqual({ a: 2, b: 3, c: 3 });

    // §7.6 refund-type: what a return of everything would give back, the delivery charge aside.
    const paid = await linePaid(number);
    const everything = [...paid.values()].reduce((x, y) => x + y, 0);
    const outlook = await (
      await call('GET', `/order/refund-type?number=${number}`, undefined, me.bearer)
    ).json();
    expect(outlook).toMatchObject({ refundType: 'card', cardMinor: everything, returnable: true });

    const res = await startReturn(number, me, [
      { sku: a, quantity: 2 },
      { sku: b, quantity: 1 },
    ]);
    const text = await res.text();
    expect(res.status, text).toBe(201);
    const started = JSON.parse(text) as ReturnBody;
    expect(started).toMatchObject({ reference: `R-${number}-1`, status: 'requested' });
    expect(started.returnAddress[0]).toBe('Vitrine Returns');
    // Nothing moves before the warehouse has the parcel.
    expect(await stockOf(a)).toBe(2);
    expect((await paymentOf(number))!.refunded).toBe(0);
    const detail = (await (await call('GET', `/order/${number}`, undefined, me.bearer)).json()) as {
      returnable: { sku: string; quantity: number }[];
      returns: ReturnBody[];
    };
    expect(detail.returnable).toEqual([{ sku: c, quantity: 1 }]);
    expect(detail.returns.map((r) => r.status)).toEqual(['requested']);

    // The operator's command, as the warehouse runs it.
    const received = await ops('return:receive', started.reference);
    expect(received.code, received.stderr).toBe(0);
    expect(received.stdout).toContain(`${started.reference} (order ${number}): refunded`);

    // Units sold + units left = units before: the returned units are back, the kept one is not.
    expect(await stockOf(a)).toBe(before.a + 2);
    expect(await stockOf(b)).toBe(before.b + 1);
    expect(await stockOf(c)).toBe(before.c);
    const refunded = paid.get(a)! + paid.get(b)!;
    const card = (await paymentOf(number))!;
    expect(card).toMatchObject({ refunded, acquirer_refunded: refunded, status: 'captured' });
    expect(card.refunded).toBeLessThanOrEqual(card.captured);

    const after = (await (await call('GET', `/order/${number}`, undefined, me.bearer)).json()) as {
      status: string;
      returns: ReturnBody[];
    };
    expect(after.status).toBe('delivered');
    expect(after.returns[0]).toMatchObject({
      status: 'refunded',
      refund: { type: 'card', cardMinor: refunded, storeCreditMinor: 0, totalMinor: refunded },
    });
    const mail = await lastMail(db, me.email);
    expect(mail).toMatchObject({ template: 'order-return-refunded', locale: 'en-GB' });
    expect(mail!.text).toContain(`We have received your return ${started.reference}`);
    expect(mail!.text).toContain(`£${(refunded / 100).toFixed(2)} goes back to the card you paid with`);

    // The last unit: the order is returned, and the card has had back every line but not delivery.
    const last = (await (await startReturn(number, me, [{ sku: c, quantity: 1 }])).json()) as ReturnBody;
    expect(last.reference).toBe(`R-${number}-2`);
    const done = await returns.receive(last.reference);
    expect(done.orderReturned).toBe(true);
    const final = (await paymentOf(number))!;
    expect(final.refunded).toBe(everything);
    expect(final.refunded).toBeLessThanOrEqual(final.captured);
    const { rows } = await db.$client.query<{ status: string }>(
      'select status from orders where number = $1',
      [number],
    );
    expect(rows[0]!.status).toBe('returned');
    expect(await stockOf(c)).toBe(before.c + 1);
    const type = await (
      await call('GET', `/order/refund-type?number=${number}`, undefined, me.bearer)
    ).json();
    expect(type).toMatchObject({ refundType: 'none', totalMinor: 0, returnable: false });
  });

  it('pays the card first, then what gift cards and store credit paid as account balance, never above what was paid', async () => {
    const me = await registerAndLogin(api);
    const toCredit = await makeGiftCard(db, { amountMinor: 1000 });
    await call('POST', '/gift-card/activate', { code: toCredit.code, pin: toCredit.pin }, me.bearer);
    const giftCard = await makeGiftCard(db, { amountMinor: 1500 });
    const { number, skus } = await deliveredOrder(me, [1, 1], {
      giftCard: { code: giftCard.code, pin: giftCard.pin },
      creditMinor: 1000,
    });
    expect(await creditBalanceOf(db, me.customerId, 'GBP')).toBe(0);
    const { rows } = await db.$client.query<{
      total: number;
      gift: number;
      credit: number;
      shipping: number;
    }>(
      `select total_minor as total, gift_card_minor as gift, credit_minor as credit, shipping_minor as shipping
         from orders where number = $1`,
      [number],
    );
    const order = rows[0]!;
    const paid = await linePaid(number);
    const everything = [...paid.values()].reduce((x, y) => x + y, 0);

    const outlook = await (
      await call('GET', `/order/refund-type?number=${number}`, undefined, me.bearer)
    ).json();
    const cardBack = Math.min(everything, order.total);
    expect(outlook).toMatchObject({
      refundType: 'mixed',
      cardMinor: cardBack,
      storeCreditMinor: everything - cardBack,
      totalMinor: everything,
    });

    // One line first: all of it goes to the card, which paid more than it.
    const first = (await (
      await startReturn(number, me, [{ sku: skus[0]!, quantity: 1 }])
    ).json()) as ReturnBody;
    const one = await returns.receive(first.reference);
    expect(one.refund).toMatchObject({ cardMinor: paid.get(skus[0]!), storeCreditMinor: 0 });
    // The other: the card's rest, then the gift card's share, then credit's, as account balance.
    const second = (await (
      await startReturn(number, me, [{ sku: skus[1]!, quantity: 1 }])
    ).json()) as ReturnBody;
    const two = await returns.receive(second.reference);
    expect(one.refund.cardMinor + two.refund.cardMinor).toBe(cardBack);
    expect(two.refund.giftCardMinor).toBe(Math.min(order.gift, everything - cardBack));
    const storeCredit = two.refund.giftCardMinor + two.refund.creditMinor;
    expect(await creditBalanceOf(db, me.customerId, 'GBP')).toBe(storeCredit);
    // Refunds add up to the lines' price and never pass what each tender paid.
    expect(one.refund.totalMinor + two.refund.totalMinor).toBe(everything);
    const card = (await paymentOf(number))!;
    expect(card.refunded).toBe(cardBack);
    expect(card.refunded).toBeLessThanOrEqual(card.captured);
    expect(two.refund.giftCardMinor).toBeLessThanOrEqual(order.gift);
    expect(two.refund.creditMinor).toBeLessThanOrEqual(order.credit);
    const mail = await lastMail(db, me.email);
    expect(mail!.text).toContain('paid by gift card is added to your account balance');
  });
});

describe('bad input is refused with a clear, localised error and changes nothing', () => {
  it('more units than bought, or than remain returnable, is a 422; a size not in the order too', async () => {
    const me = await registerAndLogin(api);
    const { number, skus } = await deliveredOrder(me, [2, 1]);
    const tooMany = await startReturn(number, me, [{ sku: skus[0]!, quantity: 3 }], 'fr_FR');
    expect(tooMany.status).toBe(422);
    expect(await errorOf(tooMany)).toMatchObject({
      code: 'RETURN_QUANTITY_EXCEEDED',
      message: `Vous pouvez retourner au plus 2 exemplaire(s) de l’article ${skus[0]}.`,
    });
    expect((await startReturn(number, me, [{ sku: skus[0]!, quantity: 1 }])).status).toBe(201);
    const more = await startReturn(number, me, [
      { sku: skus[0]!, quantity: 1 },
      { sku: skus[0]!, quantity: 1 },
    ]);
    expect(more.status).toBe(422);
    expect((await errorOf(more)).message).toBe(`You can return at most 1 of item ${skus[0]}.`);
    const unknown = await startReturn(number, me, [{ sku: 'VT999999-10', quantity: 1 }]);
    expect(unknown.status).toBe(422);
    expect((await errorOf(unknown)).code).toBe('RETURN_LINE_UNKNOWN');
    const zero = await startReturn(number, me, [{ sku: skus[1]!, quantity: 0 }]);
    expect(zero.status).toBe(400);
    const { rows } = await db.$client.query<{ n: number }>(
      `select count(*)::int as n from order_returns r join orders o on o.id = r.order_id where o.number = $1`,
      [number],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('before delivery, or 28 days after it, a return is refused (409), in the shopper’s language', async () => {
    const me = await registerAndLogin(api);
    const { number, skus } = await deliveredOrder(me, [1]);
    await db.$client.query(
      `update order_events set at = now() - interval '28 days 1 minute'
        where status = 'delivered' and order_id = (select id from orders where number = $1)`,
      [number],
    );
    const late = await startReturn(number, me, [{ sku: skus[0]!, quantity: 1 }], 'ar_AE');
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatchObject({
      code: 'RETURN_CLOSED',
      message: expect.stringContaining('خلال 28 يوماً من التوصيل'),
    });
    const type = await (
      await call('GET', `/order/refund-type?number=${number}`, undefined, me.bearer)
    ).json();
    expect(type.returnable).toBe(false);

    // Not delivered yet: nothing to return (it may be cancelled instead).
    const product = await createProduct(db, { stock: 3 });
    const bag = await call(
      'POST',
      '/quote',
      { product: { sku: product.sizes['10']!.sku, qty: 1 } },
      me.bearer,
    );
    const { token } = (await bag.json()) as { token: string };
    const placed = await placeLondonOrder(
      call,
      { payment: { cardToken: await cardToken() } },
      { ...me.bearer, Quote: token, locale: 'en_GB' },
    );
    const fresh = ((await placed.json()) as { order: { number: string } }).order.number;
    const early = await startReturn(fresh, me, [{ sku: product.sizes['10']!.sku, quantity: 1 }]);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe('RETURN_CLOSED');
  });

  it('another customer’s order is a 404 and a guest is a 401', async () => {
    const owner = await registerAndLogin(api);
    const stranger = await registerAndLogin(api);
    const { number, skus } = await deliveredOrder(owner, [1]);
    const res = await startReturn(number, stranger, [{ sku: skus[0]!, quantity: 1 }]);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('ORDER_NOT_FOUND');
    const anonymous = await call('POST', `/order/${number}/returns`, {
      lines: [{ sku: skus[0]!, quantity: 1 }],
      reason: 'faulty',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('races', () => {
  it('two returns racing for the last unit: one wins, the other is refused', async () => {
    const me = await registerAndLogin(api);
    for (let round = 0; round < 4; round++) {
      const { number, skus } = await deliveredOrder(me, [1]);
      const [one, two] = await Promise.all([
        startReturn(number, me, [{ sku: skus[0]!, quantity: 1 }]),
        startReturn(number, me, [{ sku: skus[0]!, quantity: 1 }]),
      ]);
      expect([one.status, two.status].sort(), (await one.text()) + (await two.text())).toEqual([201, 422]);
      const { rows } = await db.$client.query<{ units: number }>(
        `select coalesce(sum(rl.quantity), 0)::int as units from order_return_lines rl
           join order_returns r on r.id = rl.return_id join orders o on o.id = r.order_id where o.number = $1`,
        [number],
      );
      expect(rows[0]!.units).toBe(1);
    }
  });

  it('two receipts of one return refund it once', async () => {
    const me = await registerAndLogin(api);
    for (let round = 0; round < 3; round++) {
      const { number, skus } = await deliveredOrder(me, [1, 1], { stock: 6 });
      const started = (await (
        await startReturn(number, me, [{ sku: skus[0]!, quantity: 1 }])
      ).json()) as ReturnBody;
      const stockBefore = await stockOf(skus[0]!);
      const [first, second] = await Promise.allSettled([
        returns.receive(started.reference),
        returns.receive(started.reference),
      ]);
      expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
      const refused = (first.status === 'rejected' ? first : second) as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ code: 'RETURN_ALREADY_RECEIVED' });
      const paid = await linePaid(number);
      const card = (await paymentOf(number))!;
      expect(card.refunded).toBe(paid.get(skus[0]!));
      expect(card.acquirer_refunded).toBe(card.refunded);
      expect(await stockOf(skus[0]!)).toBe(stockBefore + 1);
      expect(await mailsOf(me.email, 'order-return-refunded')).toBe(round + 1);
    }
    // The command says so and exits 1.
    const again = await ops('return:receive', `R-VT000000-1`);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('No return has the reference');
  });
});
