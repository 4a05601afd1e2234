import { formatDatePattern, withSubpathPrefix, type LocaleCode } from '@vitrine/config';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api.ts';
import { fromAddress, jsonRequest, lastMail, registerAndLogin, uniqueEmail } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { taxedOrderInput } from '../../testing/order-tax.ts';
import { ORDER_LIMITS } from './limits.ts';
import { orderService, type CreateOrderInput } from './service.ts';
import { IllegalTransitionError } from './states.ts';
import { orderMoves } from './moves.ts';
import { ORDER_MOVE_HOOKS } from '../../order-hooks.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
const SHOP = 'https://shop.example';
const orders = orderService(db, { link: (locale, path) => SHOP + withSubpathPrefix(path, locale) });
const moves = orderMoves(db, ORDER_MOVE_HOOKS, {
  link: (locale, path) => SHOP + withSubpathPrefix(path, locale),
});
afterAll(() => db.$client.end());
afterEach(() => vi.unstubAllEnvs());

const v1 = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, method, `/api/v1${path}`, body, headers);
const v2 = (path: string, headers: Record<string, string> = {}) =>
  jsonRequest(api, 'GET', `/api/v2${path}`, undefined, headers);
const guest = () => fromAddress();

const ADDRESS = {
  firstName: 'Ava',
  lastName: 'Stone',
  line1: '1 High Street',
  line2: null,
  city: 'London',
  region: null,
  postcode: 'SW1A 1AA',
  countryCode: 'GB',
  phone: '+44 20 7946 0000',
};

const CURRENCY: Partial<Record<LocaleCode, CreateOrderInput['currency']>> = {
  'en-GB': 'GBP',
  'en-US': 'USD',
  'fr-FR': 'EUR',
  'ar-AE': 'AED',
};

/** As checkout sends it, taxed (20% inside the prices: testing/order-tax.ts). */
function orderInput(overrides: Partial<Omit<CreateOrderInput, 'lines' | 'tax'>> = {}): CreateOrderInput {
  const storeLocale = overrides.storeLocale ?? 'en-GB';
  const lines = [
    {
      sku: 'VT000012-10',
      productSku: 'VT000012',
      urlKey: 'satin-slip-dress',
      name: 'Satin Slip Dress',
      size: '10',
      colour: 'Black',
      imagePath: '/media/products/VT000012/1.webp',
      unitPriceMinor: 2500,
      quantity: 2,
    },
    {
      sku: 'VT000031-12',
      productSku: 'VT000031',
      urlKey: 'wide-leg-trousers',
      name: 'Wide Leg Trousers',
      size: '12',
      colour: 'Camel',
      imagePath: null,
      unitPriceMinor: 2000,
      quantity: 1,
    },
  ];
  const subtotal = lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
  const giftCardMinor = overrides.giftCardMinor ?? 0;
  const creditMinor = overrides.creditMinor ?? 0;
  return taxedOrderInput({
    customerId: null,
    email: uniqueEmail('order'),
    storeLocale,
    currency: CURRENCY[storeLocale] ?? 'GBP',
    brand: 'vitrine',
    lines,
    subtotalMinor: subtotal,
    discountMinor: 0,
    shippingMinor: 399,
    giftCardMinor,
    creditMinor,
    totalMinor: subtotal + 399 - giftCardMinor - creditMinor,
    promotionCode: null,
    shippingMethod: 'standard',
    deliveryFrom: '2026-11-24',
    deliveryTo: '2026-11-26',
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    quoteId: null,
    paymentId: null,
    ...overrides,
  });
}

/** As the checkout will: inside its own transaction. */
async function placeOrder(overrides: Parameters<typeof orderInput>[0] = {}) {
  const input = orderInput(overrides);
  const created = await db.transaction((tx) => orders.createOrder(tx, input));
  return { ...created, email: input.email.toLowerCase(), input };
}

async function mailsTo(email: string, template: string) {
  const { rows } = await db.$client.query<{ template: string; locale: string; meta: Record<string, string> }>(
    'select template, locale, meta from mail_outbox where to_address = $1 and template = $2',
    [email.toLowerCase(), template],
  );
  return rows;
}

async function eventsOf(number: string) {
  const { rows } = await db.$client.query<{ status: string; carrier: string | null }>(
    `select e.status, e.carrier from order_events e join orders o on o.id = e.order_id
      where o.number = $1 order by e.id`,
    [number],
  );
  return rows;
}

/** Opens the pool's connections first, so racing moves really run at once rather than one by one
 * as each waits for a new connection. */
const warmPool = () =>
  Promise.all(Array.from({ length: 5 }, () => db.$client.query('select pg_sleep(0.05)')));

async function moveTo(number: string, path: ('processing' | 'dispatched' | 'delivered')[]) {
  for (const to of path)
    await moves.transition(
      number,
      to,
      to === 'dispatched' ? { carrier: 'Royal Mail', trackingNumber: 'RM473124829GB' } : {},
    );
}

describe('createOrder inside the checkout’s transaction', () => {
  it('writes the order, its lines, the placed event and the confirmation email', async () => {
    const { id, number, email, placedAt } = await placeOrder();
    expect(number).toMatch(/^VT\d{6,}$/);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(placedAt).toBeInstanceOf(Date);
    const { rows } = await db.$client.query(
      'select status, subtotal_minor, total_minor, email from orders where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ status: 'placed', subtotal_minor: 7000, total_minor: 7399, email });
    const lines = await db.$client.query(
      'select line_total_minor from order_lines where order_id = $1 order by id',
      [id],
    );
    expect(lines.rows.map((r) => r.line_total_minor)).toEqual([5000, 2000]);
    expect(await eventsOf(number)).toEqual([{ status: 'placed', carrier: null }]);
    const mail = await lastMail(db, email);
    expect(mail?.template).toBe('order-confirmation');
    expect(mail?.locale).toBe('en-GB');
    expect(mail?.subject).toBe(`Your Vitrine order ${number} is confirmed`);
    expect(mail?.text).toContain('Satin Slip Dress: Black, size 10, quantity 2, £50.00');
    // A guest cannot open the signed-in tracking page: their link is the public look-up.
    expect(mail?.text).toContain(`${SHOP}/order-status?order=${number}`);
  });

  it('numbers orders from one sequence, never twice', async () => {
    const made = await Promise.all(Array.from({ length: 8 }, () => placeOrder()));
    const numbers = made.map((o) => Number(o.number.slice(2)));
    expect(new Set(numbers).size).toBe(8);
  });

  it('queues the email in the store’s language, with the checkout’s store link', async () => {
    const { number, email } = await placeOrder({
      storeLocale: 'fr-FR',
      storeLink: (path) => `https://fr.shop.example${path}`,
    });
    const mail = await lastMail(db, email);
    expect(mail?.locale).toBe('fr-FR');
    expect(mail?.subject).toBe(`Votre commande Vitrine ${number} est confirmée`);
    expect(mail?.text).toContain(`https://fr.shop.example/order-status?order=${number}`);
  });

  it('leaves nothing behind when the checkout’s transaction rolls back', async () => {
    const input = orderInput();
    let number = '';
    await expect(
      db.transaction(async (tx) => {
        number = (await orders.createOrder(tx, input)).number;
        throw new Error('payment could not be captured');
      }),
    ).rejects.toThrow('payment');
    const { rows } = await db.$client.query('select 1 from orders where number = $1', [number]);
    expect(rows).toHaveLength(0);
    expect(await mailsTo(input.email, 'order-confirmation')).toHaveLength(0);
  });

  it('refuses amounts that do not add up, before writing anything', async () => {
    const input = orderInput();
    await expect(
      db.transaction((tx) => orders.createOrder(tx, { ...input, totalMinor: input.totalMinor - 1 })),
    ).rejects.toThrow(/total .* does not add up/);
    await expect(
      db.transaction((tx) => orders.createOrder(tx, { ...input, currency: 'USD' })),
    ).rejects.toThrow(/currency USD/);
    await expect(db.transaction((tx) => orders.createOrder(tx, { ...input, lines: [] }))).rejects.toThrow(
      /at least one line/,
    );
  });
});

describe('§7.3 order history and detail', () => {
  it('pages the customer’s own orders, newest first, and needs a login', async () => {
    const ava = await registerAndLogin(api);
    const other = await registerAndLogin(api);
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push(await placeOrder({ customerId: ava.customerId, email: ava.email }));
    await placeOrder({ customerId: other.customerId, email: other.email });
    await placeOrder({ customerId: ava.customerId, email: ava.email, brand: 'boohooman' });

    expect((await v1('GET', '/order-history')).status).toBe(401);
    const first = await v1('GET', '/order-history?pageSize=2', undefined, ava.bearer);
    expect(first.status).toBe(200);
    const page1 = await first.json();
    expect(page1).toMatchObject({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(page1.orders.map((o: { number: string }) => o.number)).toEqual([mine[2]!.number, mine[1]!.number]);
    const page2 = await (await v1('GET', '/order-history?pageSize=2&page=2', undefined, ava.bearer)).json();
    expect(page2.orders.map((o: { number: string }) => o.number)).toEqual([mine[0]!.number]);
    expect(page2.orders[0]).toMatchObject({
      status: 'placed',
      itemCount: 3,
      totalMinor: 7399,
      currency: 'GBP',
      delivery: { from: '2026-11-24', fromDate: '24/11/2026', toDate: '26/11/2026' },
      shipment: null,
    });
    expect(page2.orders[0].lines).toHaveLength(2);
    expect(page2.orders[0]).not.toHaveProperty('shippingAddress');
    expect((await v1('GET', '/order-history?pageSize=500', undefined, ava.bearer)).status).toBe(400);
  });

  it('shows an order to its owner only; another customer’s is a 404 like a missing one', async () => {
    const ava = await registerAndLogin(api);
    const eve = await registerAndLogin(api);
    const { number } = await placeOrder({ customerId: ava.customerId, email: ava.email });
    // A customer's email links to the signed-in tracking page.
    expect((await lastMail(db, ava.email))?.text).toContain(`${SHOP}/customer/track-order?order=${number}`);
    const own = await v1('GET', `/order/${number.toLowerCase()}`, undefined, ava.bearer);
    expect(own.status).toBe(200);
    const detail = await own.json();
    expect(detail).toMatchObject({ number, email: ava.email, shippingAddress: { city: 'London' } });
    expect(detail.events).toHaveLength(1);

    const theirs = await v1('GET', `/order/${number}`, undefined, eve.bearer);
    const missing = await v1('GET', '/order/VT999999999', undefined, eve.bearer);
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    const [a, b] = [(await theirs.json()).error, (await missing.json()).error];
    expect(a.code).toBe('ORDER_NOT_FOUND');
    expect(a.message).toBe(b.message);
    expect((await v1('GET', `/order/${number}`)).status).toBe(401);
  });

  it('§7.3 group prefix: a brand other than the default one has its history under its group', async () => {
    const ava = await registerAndLogin(api);
    const vitrineOrder = await placeOrder({ customerId: ava.customerId, email: ava.email });
    const bhmOrder = await placeOrder({ customerId: ava.customerId, email: ava.email, brand: 'boohooman' });

    // The default brand: unprefixed only.
    expect((await v1('GET', '/boohooman/order-history', undefined, ava.bearer)).status).toBe(404);
    const plain = await (await v1('GET', '/order-history', undefined, ava.bearer)).json();
    expect(plain.orders.map((o: { number: string }) => o.number)).toEqual([vitrineOrder.number]);

    vi.stubEnv('BRAND', 'boohooman');
    const grouped = await v1('GET', '/boohooman/order-history', undefined, ava.bearer);
    expect(grouped.status).toBe(200);
    expect((await grouped.json()).orders.map((o: { number: string }) => o.number)).toEqual([bhmOrder.number]);
    expect((await v1('GET', '/order-history', undefined, ava.bearer)).status).toBe(404);
    expect((await v1('GET', '/vitrine/order-history', undefined, ava.bearer)).status).toBe(404);
    expect((await v1('GET', '/boohooman/order-history')).status).toBe(401);
  });
});

describe('§7.6 tracking v1 and v2', () => {
  it('a guest needs the number and the email; the timeline is in the store’s format and zone', async () => {
    const { number, email } = await placeOrder({ storeLocale: 'en-US' });
    await moveTo(number, ['processing', 'dispatched']);

    const res = await v1(
      'GET',
      `/tracking?number=${number}&email=${encodeURIComponent(email.toUpperCase())}`,
      undefined,
      guest(),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      number,
      status: 'dispatched',
      carrier: 'Royal Mail',
      trackingNumber: 'RM473124829GB',
    });
    expect(body.trackingUrl).toBe(
      'https://www.royalmail.com/track-your-item#/tracking-results/RM473124829GB',
    );
    expect(body.events.map((e: { status: string }) => e.status)).toEqual([
      'placed',
      'processing',
      'dispatched',
    ]);
    for (const event of body.events) {
      const at = new Date(event.at);
      expect(event.date).toBe(formatDatePattern(at, 'MM/DD/YYYY', 'America/New_York'));
      expect(event.time).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(body.placedDate).toBe(
      formatDatePattern(new Date(body.placedAt), 'MM/DD/YYYY', 'America/New_York'),
    );

    const noEmail = await v1('GET', `/tracking?number=${number}`, undefined, guest());
    expect(noEmail.status).toBe(400);
    expect((await noEmail.json()).error.code).toBe('ORDER_EMAIL_REQUIRED');
    const wrong = await v1('GET', `/tracking?number=${number}&email=someone@example.com`, undefined, guest());
    expect(wrong.status).toBe(404);
    expect((await v1('GET', '/tracking?number=banana&email=a@b.example', undefined, guest())).status).toBe(
      400,
    );
  });

  it('the signed-in owner needs only the number; another customer gets a 404', async () => {
    const ava = await registerAndLogin(api);
    const eve = await registerAndLogin(api);
    const { number } = await placeOrder({
      customerId: ava.customerId,
      email: ava.email,
      storeLocale: 'en-GB',
    });
    const own = await v1('GET', `/tracking?number=${number}`, undefined, ava.bearer);
    expect(own.status).toBe(200);
    expect((await own.json()).events[0].date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect((await v1('GET', `/tracking?number=${number}`, undefined, eve.bearer)).status).toBe(404);
    // Not theirs, but they know its email: as a guest would.
    const withEmail = await v1(
      'GET',
      `/tracking?number=${number}&email=${encodeURIComponent(ava.email)}`,
      undefined,
      eve.bearer,
    );
    expect(withEmail.status).toBe(200);
  });

  it('v2 answers the steps done and to come, the window, the parcel and the items', async () => {
    const ava = await registerAndLogin(api);
    const { number, email } = await placeOrder({
      customerId: ava.customerId,
      email: ava.email,
      storeLocale: 'fr-FR',
    });
    await moveTo(number, ['processing', 'dispatched']);
    const res = await v2(`/tracking?number=${number}&email=${encodeURIComponent(email)}`, guest());
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      number,
      status: 'dispatched',
      store: { locale: 'fr-FR', timeZone: 'Europe/Paris', dateFormat: 'DD/MM/YYYY' },
      delivery: { method: 'standard', fromDate: '24/11/2026', toDate: '26/11/2026' },
      shipment: { carrier: 'Royal Mail', trackingNumber: 'RM473124829GB' },
      ended: null,
      items: { count: 3 },
      currency: 'EUR',
      totalMinor: 7399,
    });
    expect(body.steps.map((s: { status: string; state: string }) => `${s.status}:${s.state}`)).toEqual([
      'placed:done',
      'processing:done',
      'dispatched:current',
      'delivered:upcoming',
    ]);
    expect(body.steps[2].date).toBe(
      formatDatePattern(new Date(body.steps[2].at), 'DD/MM/YYYY', 'Europe/Paris'),
    );
    const owner = await v2(`/tracking?number=${number}`, ava.bearer);
    expect(owner.status).toBe(200);
    expect((await v2(`/tracking?number=${number}`, guest())).status).toBe(400);
  });
});

describe('§7.6 order/search for guests', () => {
  it('answers the summary and the timeline when email and number match', async () => {
    const { number, email } = await placeOrder();
    await moveTo(number, ['processing']);
    const res = await v1(
      'POST',
      '/order/search',
      { email: ` ${email.toUpperCase()} `, number: number.toLowerCase() },
      guest(),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.order).toMatchObject({ number, status: 'processing', itemCount: 3 });
    expect(body.order).not.toHaveProperty('email');
    expect(body.order).not.toHaveProperty('shippingAddress');
    expect(body.timeline.map((e: { status: string }) => e.status)).toEqual(['placed', 'processing']);
  });

  it('gives one 404 whether the number exists or not: no enumeration', async () => {
    const { number } = await placeOrder();
    const wrongEmail = await v1('POST', '/order/search', { email: 'not.me@example.com', number }, guest());
    const noSuchOrder = await v1(
      'POST',
      '/order/search',
      { email: 'not.me@example.com', number: 'VT999999998' },
      guest(),
    );
    expect(wrongEmail.status).toBe(404);
    expect(noSuchOrder.status).toBe(404);
    const [a, b] = [(await wrongEmail.json()).error, (await noSuchOrder.json()).error];
    expect(a.code).toBe('ORDER_NOT_FOUND');
    expect(b.code).toBe('ORDER_NOT_FOUND');
    expect(a.message).toBe(b.message);
    expect((await v1('POST', '/order/search', { email: 'x@example.com' }, guest())).status).toBe(400);
    expect(
      (await v1('POST', '/order/search', { email: 'x@example.com', number, totalMinor: 1 }, guest())).status,
    ).toBe(400);
  });

  it('stops a script walking order numbers from one address', async () => {
    const headers = guest();
    const { points } = ORDER_LIMITS.orderLookupPerAddress;
    for (let i = 0; i < points; i++) {
      const res = await v1(
        'POST',
        '/order/search',
        { email: 'walker@example.com', number: `VT${800000 + i}` },
        headers,
      );
      expect(res.status).toBe(404);
    }
    const blocked = await v1(
      'POST',
      '/order/search',
      { email: 'walker@example.com', number: 'VT800999' },
      headers,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await blocked.json()).error.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('stops guessing the email of one order number from many addresses', async () => {
    const ava = await registerAndLogin(api);
    const { number, email } = await placeOrder({ customerId: ava.customerId, email: ava.email });
    const { points } = ORDER_LIMITS.orderLookupPerNumber;
    for (let i = 0; i < points; i++) {
      const res = await v1('POST', '/order/search', { email: `guess${i}@example.com`, number }, guest());
      expect(res.status).toBe(404);
    }
    // Even the right email waits now: the limit is the number's, not the guesser's.
    expect((await v1('POST', '/order/search', { email, number }, guest())).status).toBe(429);
    // The owner, signed in, is not held up by strangers' guesses.
    expect((await v1('GET', `/tracking?number=${number}`, undefined, ava.bearer)).status).toBe(200);
  });
});

describe('§7.6 order/refund-type', () => {
  const refund = (number: string, email: string) =>
    v1('GET', `/order/refund-type?number=${number}&email=${encodeURIComponent(email)}`, undefined, guest());

  // What a return of the whole order would give back (decision 0071): the lines' 70.00, not the
  // 3.99 delivery charge; card first, then what gift cards and credit paid, as store credit.
  it('card, store credit or mixed, with the amounts', async () => {
    const card = await placeOrder();
    expect(await (await refund(card.number, card.email)).json()).toMatchObject({
      refundType: 'card',
      cardMinor: 7000,
      storeCreditMinor: 0,
      totalMinor: 7000,
      returnable: false,
      returnWindowDays: 28,
      returnableUntil: null,
    });
    const mixed = await placeOrder({ giftCardMinor: 2000, creditMinor: 399 });
    expect(await (await refund(mixed.number, mixed.email)).json()).toMatchObject({
      refundType: 'mixed',
      cardMinor: 5000,
      storeCreditMinor: 2000,
      giftCardMinor: 2000,
      creditMinor: 0,
      totalMinor: 7000,
    });
    const credit = await placeOrder({ creditMinor: 7399 });
    expect(await (await refund(credit.number, credit.email)).json()).toMatchObject({
      refundType: 'store-credit',
      cardMinor: 0,
      storeCreditMinor: 7000,
    });
    expect((await refund(card.number, 'other@example.com')).status).toBe(404);
  });

  it('is returnable for 28 days after delivery, and says until when in the store’s format', async () => {
    const ava = await registerAndLogin(api);
    const { number } = await placeOrder({
      customerId: ava.customerId,
      email: ava.email,
      storeLocale: 'en-US',
    });
    await moveTo(number, ['processing', 'dispatched', 'delivered']);
    const res = await v1('GET', `/order/refund-type?number=${number}`, undefined, ava.bearer);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.returnable).toBe(true);
    const until = new Date(body.returnableUntil);
    expect(until.getTime() - new Date(body.deliveredAt).getTime()).toBe(28 * 86_400_000);
    expect(body.returnableUntilDate).toBe(formatDatePattern(until, 'MM/DD/YYYY', 'America/New_York'));

    // Delivered 29 days ago: the window has closed.
    await db.$client.query(
      `update order_events set at = now() - interval '29 days'
        where status = 'delivered' and order_id = (select id from orders where number = $1)`,
      [number],
    );
    const late = await (await v1('GET', `/order/refund-type?number=${number}`, undefined, ava.bearer)).json();
    expect(late.returnable).toBe(false);
  });
});

describe('the state machine on real orders', () => {
  it('walks placed → processing → dispatched → delivered → returned, one event per move', async () => {
    const { number, email } = await placeOrder({ storeLocale: 'fr-FR' });
    await moves.transition(number, 'processing');
    const dispatched = await moves.transition(number, 'dispatched', {
      carrier: 'la poste',
      trackingNumber: '6a 12345678901',
    });
    expect(dispatched).toMatchObject({
      from: 'processing',
      to: 'dispatched',
      carrier: 'La Poste',
      trackingNumber: '6A12345678901',
      trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    });
    expect(dispatched.mailId).toEqual(expect.any(Number));
    const mail = await lastMail(db, email);
    expect(mail).toMatchObject({ template: 'order-dispatched', locale: 'fr-FR' });
    expect(mail?.subject).toBe(`Votre commande Vitrine ${number} est en route`);
    expect(mail?.meta).toMatchObject({ carrier: 'La Poste', trackingNumber: '6A12345678901' });
    expect(mail?.text).toContain(`${SHOP}/fr/order-status?order=${number}`);

    await moves.transition(number, 'delivered');
    await moves.transition(number, 'returned', { note: 'Too small' });
    expect((await eventsOf(number)).map((e) => e.status)).toEqual([
      'placed',
      'processing',
      'dispatched',
      'delivered',
      'returned',
    ]);
    const shown = await orders.show(number);
    expect(shown.status).toBe('returned');
    expect(shown.events.at(-1)?.note).toBe('Too small');
  });

  it('cancels from placed and from processing, never after dispatch', async () => {
    const a = await placeOrder();
    await moves.transition(a.number, 'cancelled');
    const b = await placeOrder();
    await moveTo(b.number, ['processing']);
    await moves.transition(b.number, 'cancelled');
    const c = await placeOrder();
    await moveTo(c.number, ['processing', 'dispatched']);
    await expect(moves.transition(c.number, 'cancelled')).rejects.toBeInstanceOf(IllegalTransitionError);
    expect((await eventsOf(c.number)).map((e) => e.status)).toEqual(['placed', 'processing', 'dispatched']);
  });

  it.each([
    [[], 'dispatched'],
    [[], 'delivered'],
    [[], 'returned'],
    [['processing'], 'processing'],
    [['processing'], 'delivered'],
    [['processing', 'dispatched'], 'processing'],
    [['processing', 'dispatched', 'delivered'], 'cancelled'],
  ] as const)('after %j refuses %s and writes nothing', async (path, to) => {
    const { number } = await placeOrder();
    await moveTo(number, [...path]);
    const before = await eventsOf(number);
    await expect(
      moves.transition(number, to, { carrier: 'Royal Mail', trackingNumber: 'RM473124829GB' }),
    ).rejects.toMatchObject({ status: 409, code: 'ORDER_STATUS_CONFLICT' });
    expect(await eventsOf(number)).toEqual(before);
  });

  it('refuses a final state and an unknown order', async () => {
    const { number } = await placeOrder();
    await moves.transition(number, 'cancelled');
    await expect(moves.transition(number, 'processing')).rejects.toThrow(/cancelled is final/);
    await expect(moves.transition('VT999999997', 'processing')).rejects.toMatchObject({
      code: 'ORDER_NOT_FOUND',
    });
  });

  it('a dispatch needs a known carrier and a tracking number of its shape', async () => {
    const { number, email } = await placeOrder();
    await moveTo(number, ['processing']);
    await expect(moves.transition(number, 'dispatched')).rejects.toMatchObject({
      code: 'ORDER_CARRIER_UNKNOWN',
    });
    await expect(
      moves.transition(number, 'dispatched', { carrier: 'Pigeon Post', trackingNumber: 'X1' }),
    ).rejects.toMatchObject({ code: 'ORDER_CARRIER_UNKNOWN' });
    await expect(
      moves.transition(number, 'dispatched', { carrier: 'Royal Mail', trackingNumber: '12345' }),
    ).rejects.toMatchObject({ code: 'ORDER_TRACKING_INVALID' });
    await expect(moves.transition(number, 'dispatched', { carrier: 'Royal Mail' })).rejects.toMatchObject({
      code: 'ORDER_TRACKING_INVALID',
    });
    expect((await eventsOf(number)).map((e) => e.status)).toEqual(['placed', 'processing']);
    expect(await mailsTo(email, 'order-dispatched')).toHaveLength(0);
  });

  it('two racing dispatches of one order give one event and one email', async () => {
    const { number, email } = await placeOrder();
    await moveTo(number, ['processing']);
    await warmPool();
    const results = await Promise.allSettled([
      moves.transition(number, 'dispatched', { carrier: 'Royal Mail', trackingNumber: 'RM473124829GB' }),
      moves.transition(number, 'dispatched', { carrier: 'DPD', trackingNumber: '15501234567890' }),
      moves.transition(number, 'dispatched', { carrier: 'Evri', trackingNumber: 'H01ABC1234567890' }),
      moves.transition(number, 'dispatched', { carrier: 'DHL', trackingNumber: '1234567890' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(IllegalTransitionError);
    const events = (await eventsOf(number)).filter((e) => e.status === 'dispatched');
    expect(events).toHaveLength(1);
    expect(await mailsTo(email, 'order-dispatched')).toHaveLength(1);
    const { rows } = await db.$client.query('select carrier from orders where number = $1', [number]);
    expect(rows[0].carrier).toBe(events[0]!.carrier);
  });

  it('a dispatch racing a cancellation: exactly one of them happens', async () => {
    const { number } = await placeOrder();
    await moveTo(number, ['processing']);
    await warmPool();
    const results = await Promise.allSettled([
      moves.transition(number, 'dispatched', { carrier: 'Royal Mail', trackingNumber: 'RM473124829GB' }),
      moves.transition(number, 'cancelled'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const statuses = (await eventsOf(number)).map((e) => e.status);
    expect(statuses.slice(0, 2)).toEqual(['placed', 'processing']);
    expect(statuses).toHaveLength(3);
    const { rows } = await db.$client.query('select status from orders where number = $1', [number]);
    expect(rows[0].status).toBe(statuses[2]);
  });
});
