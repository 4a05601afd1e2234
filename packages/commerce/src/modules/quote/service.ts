import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { requireBag, resolveBag, type Caller } from './access.ts';
import { pricedBag } from './bag.ts';
import { removeDigitalItem } from './digital.ts';
import { fastAddToLine } from './fast-add.ts';
import { addToLine, removeLine, setLineQuantity, type ProductInput } from './lines.ts';
import { offersForSkus } from '../catalog/index.ts';
import { applyPromotion, removePromotion } from './promotions.ts';
import { quantityRefusal, toQuoteError, type Refusal } from './refusals.ts';
import { refreshLines } from './refresh.ts';
import { ensureCustomerQuote, insertGuestQuote, lockQuoteById, touchQuote, type QuoteRow } from './rows.ts';
import { hashQuoteToken, newQuoteToken } from './tokens.ts';
import type { PricedQuote, QuoteChange, QuoteError } from './types.ts';

/** §3.7 generalData: where the bag was started, kept for the merchandisers. */
export interface GeneralData {
  deviceType?: string | undefined;
  siteViewMode?: 'desktop' | 'mobile' | undefined;
}

/** §3.7 create answer. `token` and `quoteId` are null when the product was refused and no bag exists. */
export interface CreateAnswer {
  token: string | null;
  quoteId: number | null;
  errors: QuoteError[];
}

/** §7.5 quote/product answer. */
export interface AddAnswer {
  quoteId: number;
  errors: QuoteError[];
}

/** Every other bag call answers the priced bag, what changed on the way, and any refusal. */
export interface BagAnswer {
  bag: PricedQuote;
  changes: QuoteChange[];
  errors: QuoteError[];
}

/** The bag (module `quote`, §3.7, §4.2, §7.5, decision 0012). */
export function quoteService(db: Database) {
  const errorsOf = (caller: Caller, refusal: Refusal | null): QuoteError[] =>
    refusal ? [toQuoteError(refusal, caller.language ?? caller.store.language)] : [];

  /** One transaction per call; the bag's row lock (rows.ts) orders calls on one bag. */
  const inTransaction = <T>(caller: Caller, work: (tx: Transaction, now: Date) => Promise<T>) =>
    db.transaction((tx) => work(tx, caller.now ?? new Date()));

  async function answer(
    tx: Transaction,
    caller: Caller,
    quote: QuoteRow,
    now: Date,
    changes: QuoteChange[],
    refusal: Refusal | null = null,
  ): Promise<BagAnswer> {
    // Read again: the call may have changed the row (promotion, store).
    const fresh = (await lockQuoteById(tx, quote.id)) ?? quote;
    return { bag: await pricedBag(tx, fresh, caller.store, now), changes, errors: errorsOf(caller, refusal) };
  }

  return {
    /**
     * POST quote (§3.7): a bag holding the product. A guest gets a new bag and its token; a
     * signed-in customer gets their bag in the store (made if need be) with a fresh token, since
     * only its hash is stored. A refused product creates nothing (§5: the answer is a failure).
     */
    create(caller: Caller, product: ProductInput, general: GeneralData = {}): Promise<CreateAnswer> {
      return inTransaction(caller, async (tx, now) => {
        const { store } = caller;
        const existing = caller.customerId ? await resolveBag(tx, caller, now) : undefined;
        const offer = (await offersForSkus(tx, [product.sku], store, now)).get(product.sku);
        const early = quantityRefusal(product.sku, offer, product.qty);
        if (early)
          return { token: null, quoteId: existing?.quote.id ?? null, errors: errorsOf(caller, early) };

        const token = newQuoteToken();
        const tokenHash = hashQuoteToken(token);
        const details = {
          deviceType: general.deviceType ?? null,
          siteViewMode: general.siteViewMode ?? null,
        };
        let quote = existing?.quote;
        if (!quote && caller.customerId)
          quote = await ensureCustomerQuote(tx, caller.customerId, store, tokenHash);
        if (!quote) quote = await insertGuestQuote(tx, store, tokenHash, details);
        const refusal = await addToLine(tx, quote!, store, product, now);
        if (refusal) return { token: null, quoteId: quote!.id, errors: errorsOf(caller, refusal) };
        await touchQuote(tx, quote!.id, { tokenHash, ...details });
        return { token, quoteId: quote!.id, errors: [] };
      });
    },

    /** POST quote/product (§7.5): adds to the caller's bag; 404 without one, 401 for another's. */
    async addProduct(caller: Caller, product: ProductInput): Promise<AddAnswer> {
      const added = await fastAddToLine(db, caller, product, caller.now ?? new Date());
      if (added !== undefined) return { quoteId: added, errors: [] };
      return inTransaction(caller, async (tx, now) => {
        const { quote } = await requireBag(tx, caller, now);
        const refusal = await addToLine(tx, quote, caller.store, product, now);
        return { quoteId: quote.id, errors: errorsOf(caller, refusal) };
      });
    },

    get(caller: Caller): Promise<BagAnswer> {
      return inTransaction(caller, async (tx, now) => {
        const { quote, changes } = await requireBag(tx, caller, now);
        return answer(tx, caller, quote, now, changes);
      });
    },

    setQuantity(caller: Caller, product: ProductInput): Promise<BagAnswer> {
      return inTransaction(caller, async (tx, now) => {
        const { quote, changes } = await requireBag(tx, caller, now);
        const refusal = await setLineQuantity(tx, quote, caller.store, product, now);
        return answer(tx, caller, quote, now, changes, refusal);
      });
    },

    removeLine(caller: Caller, sku: string): Promise<BagAnswer> {
      return inTransaction(caller, async (tx, now) => {
        const { quote, changes } = await requireBag(tx, caller, now);
        await removeLine(tx, quote, sku);
        return answer(tx, caller, quote, now, changes);
      });
    },

    /** Takes a digital item (gift card, subscription) out of the bag; one already gone is no error. */
    removeDigitalItem(caller: Caller, itemId: number): Promise<BagAnswer> {
      return inTransaction(caller, async (tx, now) => {
        const { quote, changes } = await requireBag(tx, caller, now);
        await removeDigitalItem(tx, quote.id, itemId);
        await touchQuote(tx, quote.id);
        return answer(tx, caller, quote, now, changes);
      });
    },

    refresh(caller: Caller): Promise<BagAnswer> {
      return inTransaction(caller, async (tx, now) => {
        const { quote, changes } = await requireBag(tx, caller, now);
        const refreshed = await refreshLines(tx, quote, caller.store, now);
        return answer(tx, caller, quote, now, [...changes, ...refreshed]);
      });
    },

    /**
     * POST quote/merge (§7.5) at login: the guest bag named by the token joins the customer's
     * bag (resolveBag does the merge), answered with a fresh token for the customer's bag so the
     * client's §4.2 markers point at it from now on.
     */
    merge(caller: Caller & { customerId: string }): Promise<BagAnswer & { token: string }> {
      return inTransaction(caller, async (tx, now) => {
        const { quote, changes } = await requireBag(tx, caller, now);
        const token = newQuoteToken();
        await touchQuote(tx, quote.id, { tokenHash: hashQuoteToken(token) });
        return { token, ...(await answer(tx, caller, quote, now, changes)) };
      });
    },

    applyPromotion(caller: Caller, code: string): Promise<BagAnswer> {
      return inTransaction(caller, async (tx, now) => {
        const { quote, changes } = await requireBag(tx, caller, now);
        const refusal = await applyPromotion(tx, quote, caller.store, code, now);
        return answer(tx, caller, quote, now, changes, refusal);
      });
    },

    removePromotion(caller: Caller): Promise<BagAnswer> {
      return inTransaction(caller, async (tx, now) => {
        const { quote, changes } = await requireBag(tx, caller, now);
        await removePromotion(tx, quote);
        return answer(tx, caller, quote, now, changes);
      });
    },
  };
}

export type QuoteService = ReturnType<typeof quoteService>;
