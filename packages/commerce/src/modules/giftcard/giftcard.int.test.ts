import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import {
  fromAddress,
  jsonRequest,
  lastMail,
  registerAndLogin,
  uniqueAddress,
  uniqueEmail,
} from '../../testing/accounts.ts';
import {
  apiCaller,
  cardToken,
  guestBag,
  LONDON_ADDRESS,
  makeGiftCard,
  placeLondonOrder,
} from '../../testing/checkout.ts';
import { testDatabase } from '../../testing/database.ts';
import { creditBalanceOf } from '../credit/ledger.ts';
import { createProduct } from '../../testing/products.ts';
import { formatGiftCardCode, newGiftCardCode } from './codes.ts';
import { localDate } from './delivery.ts';
import { markDeliveredCards } from './issue.ts';
import { GIFT_CARD_LIMITS } from './limits.ts';
import { orderMoves } from '../order/index.ts';
import { ORDER_MOVE_HOOKS } from '../../order-hooks.ts';

// Gift cards (issue 6 item 2; §7.3 gift-card/activate and /transfer, §7.5 quote/gift-card): buying
// one through checkout, activating it once, transferring, paying with it, races and refusals.

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
const mover = orderMoves(db, ORDER_MOVE_HOOKS);
afterAll(() => db.$client.end());

const call = apiCaller(api);

async function balanceOf(cardId: string): Promise<{ balance: number; status: string }> {
  const { rows } = await db.$client.query<{ balance_minor: number; status: string }>(
    'select balance_minor, status from gift_cards where id = $1',
    [cardId],
  );
  return { balance: rows[0]!.balance_minor, status: rows[0]!.status };
}

const today = () => localDate(new Date(), 'Europe/London');
const inDays = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const buyBody = (recipientEmail: string, extra: Record<string, unknown> = {}) => ({
  amountMinor: 5000,
  recipientName: 'Mia',
  recipientEmail,
  senderName: 'Ava',
  message: 'Happy birthday!',
  deliverOn: today(),
  ...extra,
});

describe('buying a gift card (§2.2 en-GB, en-IE, en-US)', () => {
  it('goes in the bag, checks out without delivery, issues a card and emails code and PIN today', async () => {
    const recipient = uniqueEmail('recipient');
    const added = await call('POST', '/quote/gift-card-item', buyBody(recipient));
    expect(added.status).toBe(200);
    const { token } = (await added.json()) as { token: string };
    const bag = (await (await call('GET', '/quote', undefined, { Quote: token })).json()) as {
      digitalItems: { kind: string; amount: { amountMinor: number }; details: Record<string, unknown> }[];
      total: { amountMinor: number };
    };
    expect(bag.digitalItems[0]).toMatchObject({ kind: 'gift_card', amount: { amountMinor: 5000 } });
    expect(bag.digitalItems[0]!.details).toMatchObject({ recipientEmail: recipient, deliverOn: today() });
    const placed = await call(
      'POST',
      '/checkout/place-order',
      {
        email: uniqueEmail('buyer'),
        billingAddress: LONDON_ADDRESS,
        payment: { cardToken: await cardToken() },
      },
      { Quote: token },
    );
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string } };
    const { rows } = await db.$client.query(
      'select status, balance_minor, currency, code_last4, delivered_at from gift_cards where order_id = $1',
      [order.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', balance_minor: 5000, currency: 'GBP' });
    const mail = await lastMail(db, recipient);
    expect(mail?.template).toBe('gift-card');
    expect(mail?.meta.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const code = mail?.meta.code ?? '';
    expect(code.endsWith(rows[0].code_last4)).toBe(true);
    expect(mail?.meta.pin).toMatch(/^\d{6}$/);
    expect(mail?.meta.activateUrl).toMatch(/\/giftcards\/activate$/);
    expect(mail?.text).toContain('Happy birthday!');
    // The code is nowhere in the card's row.
    const raw = JSON.stringify(
      (await db.$client.query('select * from gift_cards where order_id = $1', [order.id])).rows,
    );
    expect(raw).not.toContain(code.replace(/-/g, ''));
  });

  it('a later delivery date: the card is scheduled, its email waits for midnight in the store zone', async () => {
    const recipient = uniqueEmail('later');
    const added = await call('POST', '/quote/gift-card-item', buyBody(recipient, { deliverOn: inDays(3) }));
    const { token } = (await added.json()) as { token: string };
    const placed = await call(
      'POST',
      '/checkout/place-order',
      {
        email: uniqueEmail('buyer'),
        billingAddress: LONDON_ADDRESS,
        payment: { cardToken: await cardToken() },
      },
      { Quote: token },
    );
    const { order } = (await placed.json()) as { order: { id: string; number: string } };
    const { rows } = await db.$client.query(
      `select g.status, g.deliver_at, m.next_attempt_at, m.status as mail_status
       from gift_cards g join mail_outbox m on m.to_address = g.recipient_email where g.order_id = $1`,
      [order.id],
    );
    expect(rows[0]).toMatchObject({ status: 'scheduled', mail_status: 'queued' });
    expect(new Date(rows[0].next_attempt_at).getTime()).toBe(new Date(rows[0].deliver_at).getTime());
    // Midnight in London of that day.
    expect(localDate(new Date(rows[0].deliver_at), 'Europe/London')).toBe(inDays(3));
    expect(localDate(new Date(new Date(rows[0].deliver_at).getTime() - 1), 'Europe/London')).toBe(inDays(2));
    // Cancelling the order before delivery cancels the card and its email.
    await mover.transition(order.number, 'cancelled');
    const after = await db.$client.query(
      `select g.status, (select count(*)::int from mail_outbox m where m.to_address = g.recipient_email) as mails
       from gift_cards g where g.order_id = $1`,
      [order.id],
    );
    expect(after.rows[0]).toEqual({ status: 'cancelled', mails: 0 });
  });

  it('cancelling the order after delivery leaves the delivered card usable (its code is out)', async () => {
    const recipient = uniqueEmail('delivered');
    const added = await call('POST', '/quote/gift-card-item', buyBody(recipient));
    const { token } = (await added.json()) as { token: string };
    const placed = await call(
      'POST',
      '/checkout/place-order',
      {
        email: uniqueEmail('buyer'),
        billingAddress: LONDON_ADDRESS,
        payment: { cardToken: await cardToken() },
      },
      { Quote: token },
    );
    const { order } = (await placed.json()) as { order: { id: string; number: string } };
    await mover.transition(order.number, 'cancelled');
    const { rows } = await db.$client.query(
      'select status, balance_minor from gift_cards where order_id = $1',
      [order.id],
    );
    expect(rows[0]).toEqual({ status: 'active', balance_minor: 5000 });
    expect((await lastMail(db, recipient))?.template).toBe('gift-card');
  });

  it('refuses a past date, a date more than a year ahead, an odd amount, and other stores', async () => {
    const past = await call(
      'POST',
      '/quote/gift-card-item',
      buyBody(uniqueEmail('x'), { deliverOn: inDays(-1) }),
    );
    expect(past.status).toBe(400);
    expect(((await past.json()) as { error: { code: string } }).error.code).toBe('GIFT_CARD_DATE_PAST');
    const far = await call(
      'POST',
      '/quote/gift-card-item',
      buyBody(uniqueEmail('x'), { deliverOn: inDays(400) }),
    );
    expect(((await far.json()) as { error: { code: string } }).error.code).toBe('GIFT_CARD_DATE_TOO_FAR');
    const notDate = await call(
      'POST',
      '/quote/gift-card-item',
      buyBody(uniqueEmail('x'), { deliverOn: '2026-02-30' }),
    );
    expect(notDate.status).toBe(400);
    for (const amountMinor of [499, 50100, 1050, -100]) {
      const res = await call('POST', '/quote/gift-card-item', buyBody(uniqueEmail('x'), { amountMinor }));
      expect(res.status).toBe(400);
    }
    const long = await call(
      'POST',
      '/quote/gift-card-item',
      buyBody(uniqueEmail('x'), { message: 'x'.repeat(251) }),
    );
    expect(long.status).toBe(400);
    const fr = await call('POST', '/quote/gift-card-item', buyBody(uniqueEmail('x')), { locale: 'fr-FR' });
    expect(fr.status).toBe(404);
    const us = await call('POST', '/quote/gift-card-item', buyBody(uniqueEmail('x')), { locale: 'en-US' });
    expect(us.status).toBe(200);
  });
});

describe('gift-card/activate (§7.3)', () => {
  it('moves the whole balance into the account balance once; a second time finds it empty', async () => {
    const card = await makeGiftCard(db, { amountMinor: 2500 });
    const me = await registerAndLogin(api);
    const res = await call('POST', '/gift-card/activate', { code: card.code, pin: card.pin }, me.bearer);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      amount: { amountMinor: 2500, currency: 'GBP' },
      balance: { amountMinor: 2500, currency: 'GBP' },
    });
    expect(await balanceOf(card.id)).toEqual({ balance: 0, status: 'active' });
    const again = await call('POST', '/gift-card/activate', { code: card.code, pin: card.pin }, me.bearer);
    expect(again.status).toBe(409);
    expect(await creditBalanceOf(db, me.customerId, 'GBP')).toBe(2500);
  });

  it('20 concurrent activations of one card credit it exactly once', async () => {
    const card = await makeGiftCard(db, { amountMinor: 4000 });
    const people = await Promise.all(Array.from({ length: 4 }, () => registerAndLogin(api)));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/gift-card/activate', { code: card.code, pin: card.pin }, people[i % 4]!.bearer),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    const credits = await Promise.all(people.map((p) => creditBalanceOf(db, p.customerId, 'GBP')));
    expect(credits.reduce((a, b) => a + b, 0)).toBe(4000);
    const { rows } = await db.$client.query(
      "select count(*)::int as n from gift_card_moves where gift_card_id = $1 and kind = 'activated'",
      [card.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('a wrong PIN and an unknown code give one answer; the card is untouched', async () => {
    const card = await makeGiftCard(db);
    const me = await registerAndLogin(api);
    const wrongPin = await call(
      'POST',
      '/gift-card/activate',
      { code: card.code, pin: '999999' === card.pin ? '999998' : '999999' },
      me.bearer,
    );
    const unknown = await call(
      'POST',
      '/gift-card/activate',
      { code: formatGiftCardCode(newGiftCardCode()), pin: card.pin },
      me.bearer,
    );
    const malformed = await call('POST', '/gift-card/activate', { code: 'nope', pin: 'x' }, me.bearer);
    const bodies = await Promise.all([wrongPin, unknown, malformed].map((r) => r.json()));
    for (const [i, res] of [wrongPin, unknown, malformed].entries()) {
      expect(res.status).toBe(400);
      expect((bodies[i] as { error: { code: string } }).error.code).toBe('GIFT_CARD_INVALID');
    }
    expect(new Set(bodies.map((b) => (b as { error: { message: string } }).error.message)).size).toBe(1);
    expect((await balanceOf(card.id)).balance).toBe(5000);
  });

  it('is not offered outside en-GB, en-IE and en-US (§2.2), even for a card of the currency', async () => {
    const me = await registerAndLogin(api);
    const euros = await makeGiftCard(db, { currency: 'EUR' });
    const res = await call(
      'POST',
      '/gift-card/activate',
      { code: euros.code, pin: euros.pin },
      {
        ...me.bearer,
        locale: 'en-EU',
      },
    );
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('GIFT_CARDS_NOT_OFFERED');
    const inIreland = await call(
      'POST',
      '/gift-card/activate',
      { code: euros.code, pin: euros.pin },
      {
        ...me.bearer,
        locale: 'en-IE',
      },
    );
    expect(inIreland.status).toBe(200);
  });

  it('needs sign-in', async () => {
    const card = await makeGiftCard(db);
    const res = await call('POST', '/gift-card/activate', { code: card.code, pin: card.pin });
    expect(res.status).toBe(401);
  });

  it(`is rate-limited per customer (${GIFT_CARD_LIMITS.giftCardGuessPerCustomer.points} wrong tries an hour)`, async () => {
    const card = await makeGiftCard(db);
    const me = await registerAndLogin(api);
    // Codes of no card: a card's own PIN count (pin-guard.ts) would lock it first.
    for (let i = 0; i < GIFT_CARD_LIMITS.giftCardGuessPerCustomer.points; i++) {
      const guess = { code: formatGiftCardCode(newGiftCardCode()), pin: card.pin };
      const res = await call('POST', '/gift-card/activate', guess, me.bearer);
      expect(res.status).toBe(400);
    }
    // Even the right PIN is refused now: guessing stops here.
    const blocked = await call('POST', '/gift-card/activate', { code: card.code, pin: card.pin }, me.bearer);
    expect(blocked.status).toBe(429);
    expect((await balanceOf(card.id)).balance).toBe(5000);
  });

  it(`is rate-limited per address (${GIFT_CARD_LIMITS.giftCardGuessPerAddress.points} wrong tries an hour)`, async () => {
    const card = await makeGiftCard(db);
    const address = uniqueAddress();
    const dress = await createProduct(db);
    const token = await guestBag(call, dress.sizes['10']!.sku);
    const apply = (code: string) =>
      jsonRequest(
        api,
        'POST',
        '/api/v1/quote/gift-card',
        { code, pin: card.pin },
        {
          ...fromAddress(address),
          Quote: token,
        },
      );
    for (let i = 0; i < GIFT_CARD_LIMITS.giftCardGuessPerAddress.points; i++)
      expect((await apply(formatGiftCardCode(newGiftCardCode()))).status).toBe(400);
    expect((await apply(card.code)).status).toBe(429);
  });

  it('refuses a card in another currency than the store’s, and one not delivered yet', async () => {
    const me = await registerAndLogin(api);
    const dollars = await makeGiftCard(db, { currency: 'USD' });
    const res = await call(
      'POST',
      '/gift-card/activate',
      { code: dollars.code, pin: dollars.pin },
      me.bearer,
    );
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('GIFT_CARD_WRONG_CURRENCY');
    expect(body.error.message).toContain('USD');
    const inUs = await call(
      'POST',
      '/gift-card/activate',
      { code: dollars.code, pin: dollars.pin },
      { ...me.bearer, locale: 'en-US' },
    );
    expect(inUs.status).toBe(200);

    const later = await makeGiftCard(db, {
      status: 'scheduled',
      deliverAt: new Date(Date.now() + 3 * 86_400_000),
    });
    const early = await call('POST', '/gift-card/activate', { code: later.code, pin: later.pin }, me.bearer);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('GIFT_CARD_NOT_YET_ACTIVE');
    expect((await balanceOf(later.id)).balance).toBe(5000);
  });

  it('a scheduled card is usable once its delivery instant has passed; the job records it delivered', async () => {
    const me = await registerAndLogin(api);
    const due = await makeGiftCard(db, { status: 'scheduled', deliverAt: new Date(Date.now() - 1000) });
    expect(await markDeliveredCards(db)).toBeGreaterThanOrEqual(1);
    expect((await balanceOf(due.id)).status).toBe('active');
    const res = await call('POST', '/gift-card/activate', { code: due.code, pin: due.pin }, me.bearer);
    expect(res.status).toBe(200);
  });
});

describe('gift-card/transfer (§7.3)', () => {
  it('moves one card’s whole balance onto another of the same currency', async () => {
    const me = await registerAndLogin(api);
    const from = await makeGiftCard(db, { amountMinor: 3000 });
    const to = await makeGiftCard(db, { amountMinor: 2000 });
    const res = await call(
      'POST',
      '/gift-card/transfer',
      { code: from.code, pin: from.pin, toCode: to.code },
      me.bearer,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      amount: { amountMinor: 3000 },
      toBalance: { amountMinor: 5000 },
    });
    expect((await balanceOf(from.id)).balance).toBe(0);
    expect((await balanceOf(to.id)).balance).toBe(5000);
    const same = await call(
      'POST',
      '/gift-card/transfer',
      { code: to.code, pin: to.pin, toCode: to.code },
      me.bearer,
    );
    expect(same.status).toBe(400);
    const dollars = await makeGiftCard(db, { currency: 'USD' });
    const other = await call(
      'POST',
      '/gift-card/transfer',
      { code: to.code, pin: to.pin, toCode: dollars.code },
      me.bearer,
    );
    expect(other.status).toBe(409);
    const unknown = await call(
      'POST',
      '/gift-card/transfer',
      { code: to.code, pin: to.pin, toCode: formatGiftCardCode(newGiftCardCode()) },
      me.bearer,
    );
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('GIFT_CARD_INVALID');
    expect((await balanceOf(to.id)).balance).toBe(5000);
  });
});

describe('paying with gift cards (§7.5 quote/gift-card)', () => {
  it('cards pay first, in the order applied; the bank card pays the rest; cancelling gives it back', async () => {
    const dress = await createProduct(db, { prices: { GBP: 8000 } });
    const token = await guestBag(call, dress.sizes['10']!.sku);
    const a = await makeGiftCard(db, { amountMinor: 2000 });
    const b = await makeGiftCard(db, { amountMinor: 5000 });
    await call('POST', '/quote/gift-card', { code: a.code, pin: a.pin }, { Quote: token });
    const listed = await call('POST', '/quote/gift-card', { code: b.code, pin: b.pin }, { Quote: token });
    expect(await listed.json()).toMatchObject({
      cards: [
        { id: a.id, pays: { amountMinor: 2000 } },
        { id: b.id, pays: { amountMinor: 5000 } },
      ],
      pays: { amountMinor: 7000 },
    });
    // Applying twice is no error and no second entry.
    const twice = (await (
      await call('POST', '/quote/gift-card', { code: a.code, pin: a.pin }, { Quote: token })
    ).json()) as { cards: unknown[] };
    expect(twice.cards).toHaveLength(2);
    const placed = await placeLondonOrder(
      call,
      { email: uniqueEmail('pay'), payment: { cardToken: await cardToken() } },
      { Quote: token },
    );
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as {
      order: { id: string; number: string; total: { amountMinor: number } };
    };
    const { rows } = await db.$client.query(
      'select gift_card_minor, total_minor, shipping_minor from orders where id = $1',
      [order.id],
    );
    expect(rows[0].gift_card_minor).toBe(7000);
    expect(rows[0].total_minor).toBe(8000 + rows[0].shipping_minor - 7000);
    expect((await balanceOf(a.id)).balance).toBe(0);
    expect((await balanceOf(b.id)).balance).toBe(0);

    await mover.transition(order.number, 'cancelled');
    expect((await balanceOf(a.id)).balance).toBe(2000);
    expect((await balanceOf(b.id)).balance).toBe(5000);
    const moves = await db.$client.query(
      "select gift_card_id, amount_minor from gift_card_moves where reference = $1 and kind = 'order_cancelled' order by amount_minor",
      [order.id],
    );
    expect(moves.rows).toEqual([
      { gift_card_id: a.id, amount_minor: 2000 },
      { gift_card_id: b.id, amount_minor: 5000 },
    ]);
  });

  it('a card covering the whole order needs no bank card; only part of it is taken', async () => {
    const dress = await createProduct(db, { prices: { GBP: 3000 } });
    const token = await guestBag(call, dress.sizes['10']!.sku);
    const card = await makeGiftCard(db, { amountMinor: 25000 });
    await call('POST', '/quote/gift-card', { code: card.code, pin: card.pin }, { Quote: token });
    const placed = await placeLondonOrder(call, { email: uniqueEmail('free') }, { Quote: token });
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string; total: { amountMinor: number } } };
    expect(order.total.amountMinor).toBe(0);
    const { rows } = await db.$client.query('select gift_card_minor, payment_id from orders where id = $1', [
      order.id,
    ]);
    expect(rows[0].payment_id).toBeNull();
    expect((await balanceOf(card.id)).balance).toBe(25000 - rows[0].gift_card_minor);
  });

  it('without a bank card when the cards do not cover it: 400 and nothing taken', async () => {
    const dress = await createProduct(db, { prices: { GBP: 9000 } });
    const token = await guestBag(call, dress.sizes['10']!.sku);
    const card = await makeGiftCard(db, { amountMinor: 1000 });
    await call('POST', '/quote/gift-card', { code: card.code, pin: card.pin }, { Quote: token });
    const placed = await placeLondonOrder(call, { email: uniqueEmail('short') }, { Quote: token });
    expect(placed.status).toBe(400);
    expect((await balanceOf(card.id)).balance).toBe(1000);
  });

  it('20 concurrent place-orders each with the same card on its own bag debit it once', async () => {
    const dress = await createProduct(db, { prices: { GBP: 5000 }, stock: 50 });
    const card = await makeGiftCard(db, { amountMinor: 5000 });
    const tokens = await Promise.all(
      Array.from({ length: 20 }, () => guestBag(call, dress.sizes['10']!.sku)),
    );
    for (const token of tokens) {
      const res = await call(
        'POST',
        '/quote/gift-card',
        { code: card.code, pin: card.pin },
        { Quote: token },
      );
      expect(res.status).toBe(200);
    }
    const cardTokens = await Promise.all(tokens.map(() => cardToken()));
    const answers = await Promise.all(
      tokens.map((token, i) =>
        placeLondonOrder(
          call,
          { email: uniqueEmail('race'), payment: { cardToken: cardTokens[i] } },
          { Quote: token },
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect((await balanceOf(card.id)).balance).toBe(0);
    const { rows } = await db.$client.query(
      "select count(*)::int as n, sum(amount_minor)::int as total from gift_card_moves where gift_card_id = $1 and kind = 'order'",
      [card.id],
    );
    expect(rows[0]).toEqual({ n: 1, total: -5000 });
    const refusals = await Promise.all(answers.filter((r) => r.status === 409).map((r) => r.json()));
    for (const body of refusals)
      expect((body as { error: { code: string } }).error.code).toBe('GIFT_CARD_BALANCE_CHANGED');
  });

  it('refuses a card of another currency on the bag, an empty card, and one not yet delivered', async () => {
    const dress = await createProduct(db);
    const token = await guestBag(call, dress.sizes['10']!.sku);
    const dollars = await makeGiftCard(db, { currency: 'USD' });
    const res = await call(
      'POST',
      '/quote/gift-card',
      { code: dollars.code, pin: dollars.pin },
      { Quote: token },
    );
    expect(res.status).toBe(409);
    const empty = await makeGiftCard(db, { amountMinor: 1000 });
    await db.$client.query('update gift_cards set balance_minor = 0 where id = $1', [empty.id]);
    const emptyRes = await call(
      'POST',
      '/quote/gift-card',
      { code: empty.code, pin: empty.pin },
      { Quote: token },
    );
    expect(((await emptyRes.json()) as { error: { code: string } }).error.code).toBe('GIFT_CARD_EMPTY');
    const later = await makeGiftCard(db, {
      status: 'scheduled',
      deliverAt: new Date(Date.now() + 86_400_000),
    });
    const laterRes = await call(
      'POST',
      '/quote/gift-card',
      { code: later.code, pin: later.pin },
      { Quote: token },
    );
    expect(((await laterRes.json()) as { error: { code: string } }).error.code).toBe(
      'GIFT_CARD_NOT_YET_ACTIVE',
    );
  });

  it('removing a card takes it off the bag', async () => {
    const dress = await createProduct(db);
    const token = await guestBag(call, dress.sizes['10']!.sku);
    const card = await makeGiftCard(db);
    await call('POST', '/quote/gift-card', { code: card.code, pin: card.pin }, { Quote: token });
    const res = await call('DELETE', `/quote/gift-card?id=${card.id}`, undefined, { Quote: token });
    expect(await res.json()).toMatchObject({ cards: [], pays: { amountMinor: 0 } });
    const bad = await call('DELETE', '/quote/gift-card?id=nope', undefined, { Quote: token });
    expect(bad.status).toBe(400);
  });
});
