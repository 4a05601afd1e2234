import { getLocale } from '@vitrine/config';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { testDatabase } from '../../testing/database.ts';
import { TEST_SEED_NOW } from '../../testing/global-setup.ts';
import { catalogService } from '../../catalogue.ts';
import { recordView } from './signals.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const viewsOf = async (sku: string) =>
  (
    await db.$client.query<{ n: number }>(
      `select coalesce(sum(v.views), 0)::int as n from product_views v join products p on p.id = v.product_id where p.sku = $1`,
      [sku],
    )
  ).rows[0]!.n;

describe('issue 3 §6: trending follows what shoppers look at', () => {
  it('counts every one of 20 concurrent views of a page, by style or by size SKU', async () => {
    const { rows } = await db.$client.query<{ sku: string; size: string }>(
      `select p.sku, v.sku as size from products p join product_variants v on v.product_id = p.id order by p.id desc limit 1`,
    );
    const { sku, size } = rows[0]!;
    const before = await viewsOf(sku);
    await Promise.all(Array.from({ length: 20 }, (_, i) => recordView(db, i % 2 ? sku : size)));
    expect(await viewsOf(sku)).toBe(before + 20);
    expect(await recordView(db, 'NO-SUCH-SKU')).toBe(false);
  });

  it('the trending widget puts the most viewed in-stock styles first; bad beacons are 400', async () => {
    const store = getLocale('en-GB');
    const now = new Date(TEST_SEED_NOW.getTime() + 86_400_000);
    const before = await catalogService(db).homeWidget('trending', store, 6, now);
    // Pick in-stock styles that are not trending yet and give them this week's views.
    const { rows } = await db.$client.query<{ sku: string }>(
      `select distinct on (p.style_group) p.sku from products p
       join product_variants v on v.product_id = p.id
       join stock_levels s on s.variant_id = v.id and s.region = 'gb' and s.quantity > 0
       join product_prices pr on pr.product_id = p.id and pr.currency = 'GBP'
       where p.date_enabled <= $1 and p.sku <> all($2)
       order by p.style_group, p.popularity asc limit 3`,
      [now, before.map((c) => c.sku)],
    );
    const picks = rows.map((r) => r.sku);
    for (const [i, sku] of picks.entries()) {
      for (let n = 0; n < 30 - i * 5; n++) await recordView(db, sku, now);
    }
    const after = await catalogService(db).homeWidget('trending', store, 6, now);
    expect(after.slice(0, 3).map((c) => c.sku)).toEqual(picks);
    expect(after).toHaveLength(6);
    const bad = await api.request('/api/v1/event/view', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku: "x' or 1=1 --" }),
    });
    expect(bad.status).toBe(400);
    const ok = await api.request('/api/v1/event/view', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku: picks[0] }),
    });
    expect(ok.status).toBe(204);
  });
});

describe('issue 3 §6: bestsellers follow what shoppers buy', () => {
  async function order(sku: string, units: number, placedAt: Date, status = 'placed') {
    const address = JSON.stringify({
      firstName: 'Ava',
      lastName: 'Stone',
      line1: '1 High St',
      city: 'Leeds',
      postcode: 'LS1 1AA',
      countryCode: 'GB',
      phone: '07700900000',
    });
    const { rows } = await db.$client.query<{ id: string }>(
      `insert into orders (number, brand, email, store_locale, currency, status, subtotal_minor, shipping_minor,
         total_minor, shipping_method, delivery_from, delivery_to, shipping_address, billing_address, placed_at)
       values ('VT' || nextval('order_number_seq'), 'vitrine', 'b@example.com', 'en-GB', 'GBP', $1, $2, 0, $2,
         'standard', '2026-01-01', '2026-01-03', $3, $3, $4) returning id`,
      [status, units * 1000, address, placedAt],
    );
    await db.$client.query(
      `insert into order_lines (order_id, sku, product_sku, url_key, name, size, colour, unit_price_minor, quantity, line_total_minor)
       values ($1, $2 || '-10', $2, 'x', 'x', '10', 'red', 1000, $3, $4)`,
      [rows[0]!.id, sku, units, units * 1000],
    );
  }

  it('ranks by units sold in the last 30 days; cancelled and older orders do not count', async () => {
    const store = getLocale('en-GB');
    const now = new Date(TEST_SEED_NOW.getTime() + 2 * 86_400_000);
    const before = await catalogService(db).homeWidget('bestsellers', store, 6, now);
    const { rows } = await db.$client.query<{ sku: string }>(
      `select distinct on (p.style_group) p.sku from products p
       join product_variants v on v.product_id = p.id
       join stock_levels s on s.variant_id = v.id and s.region = 'gb' and s.quantity > 0
       join product_prices pr on pr.product_id = p.id and pr.currency = 'GBP'
       where p.date_enabled <= $1 and p.sku <> all($2)
       order by p.style_group, p.popularity asc limit 4`,
      [now, before.map((c) => c.sku)],
    );
    const [top, second, cancelled, old] = rows.map((r) => r.sku);
    const yesterday = new Date(now.getTime() - 86_400_000);
    await order(top!, 500, yesterday);
    await order(second!, 200, yesterday);
    await order(second!, 100, yesterday, 'delivered');
    await order(cancelled!, 900, yesterday, 'cancelled');
    await order(old!, 900, new Date(now.getTime() - 40 * 86_400_000));
    const after = await catalogService(db).homeWidget('bestsellers', store, 6, now);
    expect(after.slice(0, 2).map((c) => c.sku)).toEqual([top, second]);
    expect(after.map((c) => c.sku)).not.toContain(cancelled);
    expect(after.map((c) => c.sku)).not.toContain(old);
    expect(after).toHaveLength(6);
  });
});
