import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { env } from '../../env.ts';
import { createApi } from '../../api.ts';
import { fromAddress, jsonRequest, lastMail, registerAndLogin, uniqueEmail } from '../../testing/accounts.ts';
import { apiCaller, guestBag, makeGiftCard } from '../../testing/checkout.ts';
import { testDatabase } from '../../testing/database.ts';
import { createProduct } from '../../testing/products.ts';

// Issue 35 item 4: a card's PIN is guessed at most GIFT_CARD_PIN_MISSES times, from however many
// addresses, before the card refuses every PIN for GIFT_CARD_PIN_LOCK_MINUTES; its recipient
// hears about it once.

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
const call = apiCaller(api);
afterAll(() => db.$client.end());

const MISSES = env().GIFT_CARD_PIN_MISSES;
const LOCK_MINUTES = env().GIFT_CARD_PIN_LOCK_MINUTES;

type ErrorBody = { error: { code: string; message: string } };

async function lockedMails(to: string): Promise<number> {
  const { rows } = await db.$client.query<{ n: number }>(
    "select count(*)::int as n from mail_outbox where template = 'gift-card-locked' and to_address = $1",
    [to],
  );
  return rows[0]!.n;
}

const wrongPinOf = (pin: string) => (pin === '000000' ? '111111' : '000000');

/** Moves the card's last counted miss back past the cool-down, as if that time had gone by. */
const coolDown = (cardId: string) =>
  db.$client.query(
    'update gift_cards set pin_missed_at = now() - make_interval(mins => $2 + 1) where id = $1',
    [cardId, LOCK_MINUTES],
  );

describe('a gift card PIN guessed from many addresses (issue 35 item 4)', () => {
  it('30 concurrent wrong PINs from 30 addresses: at most the limit are judged, then the card is locked', async () => {
    const owner = uniqueEmail('gift-owner');
    const card = await makeGiftCard(db, { recipientEmail: owner });
    const dress = await createProduct(db);
    const bag = await guestBag(call, dress.sizes['10']!.sku);
    const wrongPin = wrongPinOf(card.pin);
    const apply = (pin: string) =>
      jsonRequest(
        api,
        'POST',
        '/api/v1/quote/gift-card',
        { code: card.code, pin },
        { ...fromAddress(), Quote: bag },
      );

    const answers = await Promise.all(Array.from({ length: 30 }, () => apply(wrongPin)));
    const codes = await Promise.all(answers.map(async (res) => ((await res.json()) as ErrorBody).error.code));
    expect(codes.filter((c) => c === 'GIFT_CARD_INVALID')).toHaveLength(MISSES);
    expect(codes.filter((c) => c === 'GIFT_CARD_LOCKED')).toHaveLength(30 - MISSES);
    for (const res of answers) expect([400, 429]).toContain(res.status);

    // The right PIN is refused too, with the same answer, on every path that takes a PIN.
    const right = await apply(card.pin);
    expect(right.status).toBe(429);
    const body = (await right.json()) as ErrorBody;
    expect(body.error.code).toBe('GIFT_CARD_LOCKED');
    expect(body.error.message).toMatch(/locked/i);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    const me = await registerAndLogin(api);
    const activated = await call(
      'POST',
      '/gift-card/activate',
      { code: card.code, pin: card.pin },
      me.bearer,
    );
    expect(activated.status).toBe(429);
    expect(((await activated.json()) as ErrorBody).error.code).toBe('GIFT_CARD_LOCKED');

    // Its recipient is told once, in the card's store language.
    expect(await lockedMails(owner)).toBe(1);
    const mail = await lastMail(db, owner);
    expect(mail).toMatchObject({ template: 'gift-card-locked', locale: 'en-GB' });
    expect(mail!.text).toContain(card.code.slice(-4));

    // After the cool-down the right PIN works again and the count starts afresh.
    await coolDown(card.id);
    const applied = await apply(card.pin);
    expect(applied.status).toBe(200);
    const { rows } = await db.$client.query('select pin_misses from gift_cards where id = $1', [card.id]);
    expect(rows[0].pin_misses).toBe(0);
    expect(await lockedMails(owner)).toBe(1);
  });

  it('the transfer of a locked card is refused before its PIN is judged', async () => {
    const card = await makeGiftCard(db, { recipientEmail: uniqueEmail('gift-owner') });
    const other = await makeGiftCard(db);
    const me = await registerAndLogin(api);
    for (let i = 0; i < MISSES; i++) {
      const res = await call(
        'POST',
        '/gift-card/transfer',
        { code: card.code, pin: wrongPinOf(card.pin), toCode: other.code },
        {
          ...me.bearer,
          ...fromAddress(),
        },
      );
      expect(res.status).toBe(400);
    }
    const locked = await call(
      'POST',
      '/gift-card/transfer',
      { code: card.code, pin: card.pin, toCode: other.code },
      me.bearer,
    );
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as ErrorBody).error.code).toBe('GIFT_CARD_LOCKED');
  });
});
