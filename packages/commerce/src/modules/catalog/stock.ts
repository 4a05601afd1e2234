import type { StockRegion } from '@vitrine/config';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import type { RestockLink, StockRestockedHook } from './events.ts';
import { productVariants, stockLevels } from './schema.ts';

export interface StockTake {
  variantId: number;
  sku: string;
  quantity: number;
}

export interface StockShortfall {
  sku: string;
  /** What the region still holds of it (0 when sold out). */
  available: number;
}

/**
 * Takes units of sizes out of a warehouse region's stock inside the caller's transaction (issue
 * 4: stock decremented atomically, never below zero). Each row is updated only while it holds
 * enough (`quantity >= n`), so of any number of racing orders exactly as many succeed as there
 * are units; rows are taken in variant order so two bags with the same sizes cannot deadlock.
 * Answers the first size that falls short, or undefined when every size was taken; on a
 * shortfall the caller rolls back, which puts back what was already taken.
 */
export async function takeStock(
  tx: Transaction,
  region: StockRegion,
  items: StockTake[],
): Promise<StockShortfall | undefined> {
  const ordered = [...items].sort((a, b) => a.variantId - b.variantId);
  for (const item of ordered) {
    const taken = await tx.execute<{ quantity: number }>(sql`
      update stock_levels set quantity = quantity - ${item.quantity}
      where variant_id = ${item.variantId} and region = ${region} and quantity >= ${item.quantity}
      returning quantity`);
    if (taken.rows.length === 0) {
      const left = await tx.execute<{ quantity: number }>(sql`
        select quantity from stock_levels where variant_id = ${item.variantId} and region = ${region}`);
      return { sku: item.sku, available: Number(left.rows[0]?.quantity ?? 0) };
    }
  }
  return undefined;
}

/** Units of a size in a warehouse region (0 when the region has no row for it). */
export async function stockInRegion(ex: Executor, variantId: number, region: string): Promise<number> {
  const [stock] = await ex
    .select({ quantity: stockLevels.quantity })
    .from(stockLevels)
    .where(sql`${stockLevels.variantId} = ${variantId} and ${stockLevels.region} = ${region}`);
  return stock?.quantity ?? 0;
}

export interface Restocked {
  sku: string;
  region: StockRegion;
  from: number;
  to: number;
  /** Back-in-stock emails queued (issue 6: the size went from 0 to more in the region). */
  notified: number;
}

/**
 * Sets a size's stock in a warehouse region (a delivery counted in, a stock take: the operator's
 * `stock:set`). When it goes from 0 to more, `restockedHooks` run in this transaction (the
 * customers waiting for that size in a store of the region get their back-in-stock email,
 * src/stock-hooks.ts): a stock change that rolls back emails no one. The stock row is locked first, so of two racing restocks only the one that
 * really finds 0 is a return; the alerts' own claim makes the email once-only in any case.
 */
export async function restock(
  db: Database,
  restockedHooks: readonly StockRestockedHook[],
  sku: string,
  region: StockRegion,
  quantity: number,
  options: { link?: RestockLink } = {},
): Promise<Restocked> {
  if (!Number.isSafeInteger(quantity) || quantity < 0)
    throw new DomainError('VALIDATION_FAILED', { fields: 'quantity' });
  return db.transaction(async (tx) => {
    const variant = await tx.execute<{ id: number }>(sql`select id from product_variants where sku = ${sku}`);
    const variantId = variant.rows[0]?.id;
    if (variantId === undefined) throw new DomainError('PRODUCT_NOT_FOUND', { sku });
    await tx.execute(sql`
      insert into stock_levels (variant_id, region, quantity) values (${variantId}, ${region}, 0)
      on conflict (variant_id, region) do nothing`);
    const locked = await tx.execute<{ quantity: number }>(sql`
      select quantity from stock_levels where variant_id = ${variantId} and region = ${region} for update`);
    const from = Number(locked.rows[0]?.quantity ?? 0);
    await tx.execute(sql`
      update stock_levels set quantity = ${quantity} where variant_id = ${variantId} and region = ${region}`);
    let notified = 0;
    if (from <= 0 && quantity > 0)
      for (const hook of restockedHooks) notified += await hook(tx, { variantId, region }, options.link);
    return { sku, region, from, to: quantity, notified };
  });
}

/** Units of a size going back on the shelf (a cancelled order's lines, a return received). */
export interface StockPutBack {
  sku: string;
  quantity: number;
}

/**
 * Adds units back to a warehouse region's stock inside the caller's transaction (issue 34: a
 * cancelled order or a received return puts back what it took). The counterpart of `takeStock`:
 * rows are taken in variant order, so it cannot deadlock with an order taking the same sizes, and
 * each is incremented in place, so it adds to what concurrent orders left rather than overwriting
 * it. A size that goes from none to some runs `restockedHooks` as `restock` does (the wishlist's
 * back-in-stock alert). A size the catalogue no longer has is skipped: nothing to put back onto.
 * Answers what each size now holds.
 */
export async function putBackStock(
  tx: Transaction,
  restockedHooks: readonly StockRestockedHook[],
  region: StockRegion,
  items: readonly StockPutBack[],
  options: { link?: RestockLink } = {},
): Promise<Restocked[]> {
  const wanted = new Map<string, number>();
  for (const item of items) {
    if (!Number.isSafeInteger(item.quantity) || item.quantity <= 0)
      throw new DomainError('VALIDATION_FAILED', { fields: 'quantity' });
    wanted.set(item.sku, (wanted.get(item.sku) ?? 0) + item.quantity);
  }
  if (wanted.size === 0) return [];
  const variants = await tx
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(inArray(productVariants.sku, [...wanted.keys()]))
    .orderBy(asc(productVariants.id));
  const restocked: Restocked[] = [];
  for (const variant of variants) {
    const quantity = wanted.get(variant.sku)!;
    const { rows } = await tx.execute<{ quantity: number }>(sql`
      insert into stock_levels as s (variant_id, region, quantity) values (${variant.id}, ${region}, ${quantity})
      on conflict (variant_id, region) do update set quantity = s.quantity + excluded.quantity
      returning quantity`);
    const to = Number(rows[0]!.quantity);
    const from = to - quantity;
    let notified = 0;
    if (from <= 0 && to > 0)
      for (const hook of restockedHooks)
        notified += await hook(tx, { variantId: variant.id, region }, options.link);
    restocked.push({ sku: variant.sku, region, from, to, notified });
  }
  return restocked;
}
