import type { StockRegion } from '@vitrine/config';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/executor.ts';

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
