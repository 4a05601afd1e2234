import type { LocaleConfig } from '@vitrine/config';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/executor.ts';
import type { Language } from '../../kernel/language.ts';
import type { Money } from '../catalog/index.ts';
import { sameStoreLocales, type QuoteRow } from './rows.ts';
import { quoteDigitalItems, quotes, type DigitalItemKind, type GiftCardDetails } from './schema.ts';
import type { QuoteChange } from './types.ts';

// Digital items in the bag (issue 6, decision 0014): digital gift cards and the delivery
// subscription. They are quote_digital_items, not quote_lines: no size, no stock, no parcel.
// Their amount counts in the bag's subtotal and total, not in what a promotion discounts (a
// promotion is off the merchandise: a 10% code must not make a £100 gift card cost £90).
//
// The API for other modules (the subscription and gift cards):
//   addDigitalItem(tx, quote, { kind, sku, amountMinor, details })  -> the item id, or a refusal
//   removeDigitalItem(tx, quoteId, itemId)                          -> whether it was there
//   digitalItemsOf(ex, quoteId)                                     -> the stored rows
//   customerBagHolds(ex, customerId, store, kind)                   -> whether their open bag has one
// The caller holds the quote row's lock (requireBag / lockQuoteById), as for product lines.

export type DigitalItemRow = typeof quoteDigitalItems.$inferSelect;

/** Most digital items one bag holds (gift cards and the subscription together). */
export const MAX_DIGITAL_ITEMS = 10;

export interface DigitalItemInput {
  kind: DigitalItemKind;
  /** GIFTCARD for a gift card; the subscription's plan code for a subscription. */
  sku: string;
  amountMinor: number;
  details: GiftCardDetails | Record<string, unknown> | null;
}

/** A digital item as the bag page, checkout and the API show it. */
export interface PricedDigitalItem {
  id: number;
  kind: DigitalItemKind;
  sku: string;
  /** In the store's language ("Gift card"). */
  name: string;
  amount: Money;
  /** What the buyer told us: a gift card's recipient, message and delivery date. */
  details: Record<string, unknown> | null;
}

/** The SKU of a digital gift card line (quote and order). */
export const GIFT_CARD_SKU = 'GIFTCARD';

/** The localised name of a digital item, as the bag and the order line carry it. */
export const DIGITAL_ITEM_NAMES: Record<DigitalItemKind, Record<Language, string>> = {
  gift_card: { en: 'Digital gift card', fr: 'Carte cadeau numérique', ar: 'بطاقة هدايا رقمية' },
  subscription: { en: 'Delivery subscription', fr: 'Abonnement livraison', ar: 'اشتراك التوصيل' },
};

export const digitalItemName = (kind: DigitalItemKind, language: Language): string =>
  DIGITAL_ITEM_NAMES[kind][language];

/** A gift card's details, typed; null for another kind. */
export function giftCardDetailsOf(item: { kind: DigitalItemKind; details: unknown }): GiftCardDetails | null {
  return item.kind === 'gift_card' && item.details ? (item.details as GiftCardDetails) : null;
}

export async function digitalItemsOf(ex: Executor, quoteId: number): Promise<DigitalItemRow[]> {
  return ex
    .select()
    .from(quoteDigitalItems)
    .where(eq(quoteDigitalItems.quoteId, quoteId))
    .orderBy(asc(quoteDigitalItems.id));
}

export type DigitalItemRefusal = 'DIGITAL_ITEMS_FULL' | 'SUBSCRIPTION_ALREADY_IN_BAG';

/**
 * Adds a digital item to a bag whose row the caller has locked. Refused (nothing written) when the
 * bag holds MAX_DIGITAL_ITEMS already, or a second subscription (one per bag, a partial unique
 * index backs it). Answers the new item's id.
 */
export async function addDigitalItem(
  tx: Transaction,
  quoteId: number,
  item: DigitalItemInput,
): Promise<{ id: number } | { refusal: DigitalItemRefusal }> {
  if (!Number.isSafeInteger(item.amountMinor) || item.amountMinor <= 0)
    throw new RangeError(`A digital item costs a positive whole amount, not ${item.amountMinor}`);
  const existing = await digitalItemsOf(tx, quoteId);
  if (existing.length >= MAX_DIGITAL_ITEMS) return { refusal: 'DIGITAL_ITEMS_FULL' };
  if (item.kind === 'subscription' && existing.some((i) => i.kind === 'subscription'))
    return { refusal: 'SUBSCRIPTION_ALREADY_IN_BAG' };
  const [row] = await tx
    .insert(quoteDigitalItems)
    .values({
      quoteId,
      kind: item.kind,
      sku: item.sku,
      amountMinor: item.amountMinor,
      details: item.details as GiftCardDetails | null,
    })
    .returning({ id: quoteDigitalItems.id });
  await tx.execute(sql`update quotes set updated_at = now() where id = ${quoteId}`);
  return { id: row!.id };
}

/** Removes one digital item of a bag; an item that is not there (or another bag's) is no error. */
export async function removeDigitalItem(tx: Transaction, quoteId: number, itemId: number): Promise<boolean> {
  const gone = await tx
    .delete(quoteDigitalItems)
    .where(and(eq(quoteDigitalItems.quoteId, quoteId), eq(quoteDigitalItems.id, itemId)))
    .returning({ id: quoteDigitalItems.id });
  return gone.length > 0;
}

/** Prices stored digital items in the bag's currency (their amount is their price). */
export function priceDigitalItems(
  rows: readonly DigitalItemRow[],
  currency: string,
  language: Language,
): PricedDigitalItem[] {
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    sku: row.sku,
    name: digitalItemName(row.kind, language),
    amount: { amountMinor: row.amountMinor, currency },
    details: (row.details as Record<string, unknown> | null) ?? null,
  }));
}

/**
 * A bag moved to another store (another currency, or a store where gift cards are not sold,
 * §2.2): its digital items were priced in the old currency, so they leave it and the bag page says
 * so. Faces of one store keep them (moveToStore returns early for those).
 */
export async function dropDigitalItems(tx: Transaction, quoteId: number): Promise<QuoteChange[]> {
  const gone = await tx
    .delete(quoteDigitalItems)
    .where(eq(quoteDigitalItems.quoteId, quoteId))
    .returning({ sku: quoteDigitalItems.sku });
  return gone.map((g) => ({ type: 'removed_unavailable' as const, sku: g.sku, quantity: 1 }));
}

/**
 * quote/merge: the guest bag's digital items join the customer's bag when both are in one
 * currency (otherwise they leave, as on a store switch), up to MAX_DIGITAL_ITEMS and one
 * subscription.
 */
export async function mergeDigitalItems(
  tx: Transaction,
  guest: QuoteRow,
  target: QuoteRow,
  sameCurrency: boolean,
): Promise<QuoteChange[]> {
  const guestItems = await digitalItemsOf(tx, guest.id);
  if (guestItems.length === 0) return [];
  if (!sameCurrency) return dropDigitalItems(tx, guest.id);
  const targetItems = await digitalItemsOf(tx, target.id);
  let count = targetItems.length;
  let hasSubscription = targetItems.some((i) => i.kind === 'subscription');
  const changes: QuoteChange[] = [];
  for (const item of guestItems) {
    if (count >= MAX_DIGITAL_ITEMS || (item.kind === 'subscription' && hasSubscription)) {
      await tx.delete(quoteDigitalItems).where(eq(quoteDigitalItems.id, item.id));
      changes.push({ type: 'removed_bag_full', sku: item.sku, quantity: 1 });
      continue;
    }
    await tx.update(quoteDigitalItems).set({ quoteId: target.id }).where(eq(quoteDigitalItems.id, item.id));
    count += 1;
    if (item.kind === 'subscription') hasSubscription = true;
  }
  return changes;
}

/**
 * Whether the customer's open bag in this store (any of its faces, §2.2) holds an item of this
 * kind: the subscription page says "in your bag". One statement, as a bag and its items are read
 * together.
 */
export async function customerBagHolds(
  ex: Executor,
  customerId: string,
  store: LocaleConfig,
  kind: DigitalItemKind,
): Promise<boolean> {
  const [row] = await ex
    .select({ id: quoteDigitalItems.id })
    .from(quoteDigitalItems)
    .innerJoin(quotes, eq(quotes.id, quoteDigitalItems.quoteId))
    .where(
      and(
        eq(quotes.customerId, customerId),
        eq(quotes.status, 'active'),
        inArray(quotes.storeLocale, sameStoreLocales(store)),
        eq(quoteDigitalItems.kind, kind),
      ),
    )
    .limit(1);
  return row !== undefined;
}
