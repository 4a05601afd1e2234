import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { cardToken, placeLondonOrder, type ApiCall } from './checkout.ts';

// What the order tests read back after a cancel or a return: the stock of a size, the emails sent.

/** Units of a size in the gb warehouse region. */
export async function gbStockOf(db: Database, sku: string): Promise<number> {
  const { rows } = await db.$client.query<{ quantity: number }>(
    `select s.quantity from stock_levels s join product_variants v on v.id = s.variant_id
      where v.sku = $1 and s.region = 'gb'`,
    [sku],
  );
  return rows[0]?.quantity ?? 0;
}

/** How many emails of a template were queued for an address. */
export async function mailCount(db: Database, email: string, template: string): Promise<number> {
  const { rows } = await db.$client.query<{ n: number }>(
    'select count(*)::int as n from mail_outbox where to_address = $1 and template = $2',
    [email.toLowerCase(), template],
  );
  return rows[0]!.n;
}

/**
 * Places the order of the bag `headers` name (its Quote token, the customer's bearer), paid by a
 * one-off card and, when given, a gift card and store credit: its number.
 */
export async function payBag(
  call: ApiCall,
  headers: Record<string, string>,
  options: { giftCard?: { code: string; pin: string }; creditMinor?: number } = {},
): Promise<string> {
  if (options.giftCard) {
    const applied = await call('POST', '/quote/gift-card', options.giftCard, headers);
    expect(applied.status, await applied.text()).toBe(200);
  }
  const res = await placeLondonOrder(
    call,
    {
      payment: { cardToken: await cardToken() },
      ...(options.creditMinor ? { creditMinor: options.creditMinor } : {}),
    },
    headers,
  );
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return (JSON.parse(text) as { order: { number: string } }).order.number;
}
