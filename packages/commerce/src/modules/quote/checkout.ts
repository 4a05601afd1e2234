import { findLocale, type LocaleConfig } from '@vitrine/config';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import { quoteNotFound, requireBag, type Caller } from './access.ts';
import { pricedBag } from './bag.ts';
import { lockQuoteById, sameStoreLocales } from './rows.ts';
import { promotions, quotes } from './schema.ts';
import type { PricedQuote } from './types.ts';

// What the checkout module calls inside its place-order transaction (decision 0012: lock the
// quote, re-price on the server, ..., close the quote).

/**
 * The id of the caller's bag by decision 0012's rules (404 without one, 401 for another's; a
 * guest bag a signed-in customer sends is merged first), locked for the transaction.
 */
export async function quoteIdForCaller(tx: Transaction, caller: Caller): Promise<number> {
  const { quote } = await requireBag(tx, caller, caller.now ?? new Date());
  return quote.id;
}

/**
 * The bag read FOR UPDATE and priced on the server in its own store: from here to the end of the
 * transaction no other request can change its lines, and its promotion row is locked too, so two
 * orders cannot both take a code's last use. 404 when there is no such quote. The answer may say
 * what checkout must refuse: `status` other than 'active', `unavailable` lines, lines with
 * `outOfStock` or `quantityAboveStock`, a `promotion` that is not `applied`.
 */
export async function lockQuoteForCheckout(
  tx: Transaction,
  quoteId: number,
  options: { now?: Date } = {},
): Promise<PricedQuote> {
  const quote = await lockQuoteById(tx, quoteId);
  const store = quote ? findLocale(quote.storeLocale) : undefined;
  if (!quote || !store) throw quoteNotFound();
  return pricedBag(tx, quote, store, options.now ?? new Date(), { lockPromotion: true });
}

/**
 * Closes the bag once its order is written (status 'ordered': the client's next add gets 404 and
 * starts a new bag, §4.2 step 3). `redeemPromotion` is the code the order's discount used
 * (`priced.promotion.applied ? priced.promotion.code : undefined`); its use is counted here, and
 * a code whose uses ran out meanwhile is a 409 that rolls the order back.
 */
export async function closeQuote(
  tx: Transaction,
  quoteId: number,
  options: { redeemPromotion?: string | undefined } = {},
): Promise<void> {
  const closed = await tx
    .update(quotes)
    .set({ status: 'ordered', updatedAt: sql`now()` })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'active')))
    .returning({ id: quotes.id });
  if (closed.length === 0) throw new DomainError('CONFLICT');
  if (!options.redeemPromotion) return;
  const used = await tx
    .update(promotions)
    .set({ uses: sql`${promotions.uses} + 1` })
    .where(
      and(
        eq(promotions.code, options.redeemPromotion),
        or(isNull(promotions.maxUses), lt(promotions.uses, promotions.maxUses)),
      ),
    )
    .returning({ code: promotions.code });
  if (used.length === 0) throw new DomainError('PROMOTION_USED_UP', { code: options.redeemPromotion });
}

/**
 * The customer's open bag in a store, without locking or creating one: checkout's idempotency
 * check asks whether a retried key still names the bag it was first used with.
 */
export async function activeCustomerQuoteId(
  tx: Transaction,
  customerId: string,
  store: LocaleConfig,
): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        eq(quotes.customerId, customerId),
        eq(quotes.status, 'active'),
        inArray(quotes.storeLocale, sameStoreLocales(store)),
      ),
    )
    .limit(1);
  return row?.id;
}
