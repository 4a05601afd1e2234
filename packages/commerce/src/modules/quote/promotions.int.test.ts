import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { jsonRequest } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { createProduct, insertPromotion } from '../../testing/products.ts';
import { DEMO_PROMOTIONS, seedPromotions } from './seed.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, method, `/api/v1${path}`, body, headers);

/** A bag of `qty` dresses at £49.99 (EUR 59.99). */
async function bag(qty: number, locale = 'en_GB') {
  const dress = await createProduct(db);
  const created = await (
    await call('POST', '/quote', { product: { sku: dress.sizes['8']!.sku, qty } }, { locale })
  ).json();
  return { Quote: created.token as string, locale };
}

const apply = async (quote: Record<string, string>, code: string) =>
  (await call('POST', '/quote/promotion', { code }, quote)).json();

describe('promotion codes in the bag', () => {
  it('a percentage rounds half up in minor units and is checked again at each read', async () => {
    // 3 x 4999 = 14997; 15% = 2249.55 -> 2250.
    const code = await insertPromotion(db, { percentOff: 15 });
    const quote = await bag(3);
    const applied = await apply(quote, ` ${code.toLowerCase()} `);
    expect(applied.errors).toEqual([]);
    expect(applied.promotion).toEqual({
      code,
      applied: true,
      discount: { amountMinor: 2250, currency: 'GBP' },
      problem: null,
    });
    expect(applied.total).toEqual({ amountMinor: 14997 - 2250, currency: 'GBP' });

    await db.$client.query(`update promotions set ends_at = now() - interval '1 minute' where code = $1`, [
      code,
    ]);
    const later = await (await call('GET', '/quote', undefined, quote)).json();
    expect(later.promotion).toMatchObject({ code, applied: false, problem: { code: 'PROMOTION_EXPIRED' } });
    expect(later.discount.amountMinor).toBe(0);
    expect(later.total).toEqual(later.subtotal);

    const removed = await (await call('DELETE', '/quote/promotion', undefined, quote)).json();
    expect(removed.promotion).toBeNull();
  });

  it('refuses unknown, not started, expired, used up, wrong currency and below minimum, in the shopper’s language', async () => {
    const quote = await bag(1);
    const day = 86_400_000;
    const cases: [string, string][] = [
      ['NOSUCHCODE', 'PROMOTION_UNKNOWN'],
      [
        await insertPromotion(db, { percentOff: 10, startsAt: new Date(Date.now() + day) }),
        'PROMOTION_NOT_STARTED',
      ],
      [
        await insertPromotion(db, { percentOff: 10, endsAt: new Date(Date.now() - day) }),
        'PROMOTION_EXPIRED',
      ],
      [await insertPromotion(db, { percentOff: 10, maxUses: 5, uses: 5 }), 'PROMOTION_USED_UP'],
      [await insertPromotion(db, { amountOffMinor: 500, currency: 'EUR' }), 'PROMOTION_WRONG_CURRENCY'],
      [
        await insertPromotion(db, { amountOffMinor: 500, currency: 'GBP', minimumMinor: 7500 }),
        'PROMOTION_BELOW_MINIMUM',
      ],
    ];
    for (const [code, expected] of cases) {
      const answer = await apply(quote, code);
      expect(answer.errors[0]?.code, code).toBe(expected);
      expect(answer.promotion).toBeNull();
    }
    const minimum = cases.at(-1)![0];
    expect((await apply(quote, minimum)).errors[0].reason).toBe(
      `The code “${minimum}” needs a spend of at least £75.00.`,
    );
    const fr = await apply({ ...quote, locale: 'fr_FR' }, 'NOSUCHCODE');
    expect(fr.errors[0].reason).toBe('Le code « NOSUCHCODE » n’est pas valide.');
  });

  it('a fixed amount never takes the bag below zero; a store switch to another currency suspends it', async () => {
    const code = await insertPromotion(db, { amountOffMinor: 10_000, currency: 'GBP' });
    const quote = await bag(1);
    const applied = await apply(quote, code);
    expect(applied.discount).toEqual({ amountMinor: 4999, currency: 'GBP' });
    expect(applied.total.amountMinor).toBe(0);
    const fr = await (await call('GET', '/quote', undefined, { ...quote, locale: 'fr_FR' })).json();
    expect(fr.promotion).toMatchObject({ applied: false, problem: { code: 'PROMOTION_WRONG_CURRENCY' } });
    expect(fr.total).toEqual({ amountMinor: 5999, currency: 'EUR' });
  });

  it('the demo codes seed once and WELCOME10 works in every store', async () => {
    await seedPromotions(db.$client as never);
    expect(await seedPromotions(db.$client as never)).toBe(0);
    const { rows } = await db.$client.query<{ n: number }>(
      `select count(*)::int as n from promotions where code = any($1)`,
      [DEMO_PROMOTIONS.map((p) => p.code)],
    );
    expect(rows[0]!.n).toBe(DEMO_PROMOTIONS.length);
    for (const locale of ['en_GB', 'fr_FR', 'en_US']) {
      const answer = await apply(await bag(1, locale), 'WELCOME10');
      expect(answer.errors, locale).toEqual([]);
      expect(answer.promotion.applied).toBe(true);
    }
  });
});
