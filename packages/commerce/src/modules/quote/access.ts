import type { LocaleConfig } from '@vitrine/config';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import type { Language } from '../../kernel/language.ts';
import { mergeInto } from './merge.ts';
import { moveToStore } from './refresh.ts';
import {
  ensureCustomerQuote,
  isSameStore,
  lockCustomerQuote,
  lockQuoteByTokenHash,
  type QuoteRow,
} from './rows.ts';
import { quotes } from './schema.ts';
import { hashQuoteToken, isWellFormedQuoteToken, newQuoteToken } from './tokens.ts';
import type { QuoteChange } from './types.ts';

/** Who is asking for a bag, and in which store (the `locale` header, §7.1). */
export interface Caller {
  store: LocaleConfig;
  /** The `Quote` header's token; undefined for none or the §7.5 placeholder. */
  token?: string | undefined;
  /** The signed-in customer, if any. */
  customerId?: string | undefined;
  /** The language of `reason` texts; the store's by default. */
  language?: Language;
  now?: Date;
}

export const quoteNotFound = () => new DomainError('QUOTE_NOT_FOUND');
const notYours = () => new DomainError('QUOTE_NOT_YOURS');
const merged = () => new DomainError('QUOTE_MERGED');

/**
 * The refusals after which the caller has no bag to work on (decision 0012, §4.2 steps 3 and 4):
 * gone, another's, merged into a customer's. The caller starts a new bag rather than failing.
 */
const LOST_BAG_CODES: ReadonlySet<string> = new Set(['QUOTE_NOT_FOUND', 'QUOTE_NOT_YOURS', 'QUOTE_MERGED']);
export const isLostBagCode = (code: string): boolean => LOST_BAG_CODES.has(code);

export interface ResolvedBag {
  quote: QuoteRow;
  /** What resolving did to the bag: a store switch, a guest bag merged in. */
  changes: QuoteChange[];
}

/**
 * The bag a request works on, locked for the rest of the transaction, by decision 0012's rules:
 *
 * - a token that names no quote: 404 (the client drops its markers and starts again, §4.2 step 3);
 *   a closed (ordered) bag counts as gone too, so the next add starts a new one;
 * - a guest using a customer's bag, a customer using another's, anyone but its new owner using a
 *   merged guest bag: 401 (§4.2 step 4);
 * - a signed-in customer's bag is found by the customer; a guest bag they send along is merged
 *   into it (made if need be), and their own bag from another store moves to this one when they
 *   have none here;
 * - a bag used in another store is moved to it (refresh.ts moveToStore).
 *
 * Undefined when the caller has no bag (no token, or a customer without one in this store).
 */
export async function resolveBag(
  tx: Transaction,
  caller: Caller,
  now: Date,
): Promise<ResolvedBag | undefined> {
  const { store, customerId } = caller;
  const tokenQuote = caller.token ? await quoteOfToken(tx, caller.token) : undefined;
  if (caller.token && !tokenQuote) throw quoteNotFound();

  if (!customerId) {
    if (!tokenQuote) return undefined;
    if (tokenQuote.customerId !== null) throw notYours();
    if (tokenQuote.status === 'merged') throw merged();
    if (tokenQuote.status !== 'active') throw quoteNotFound();
    return moveToStore(tx, tokenQuote, store, now);
  }

  if (tokenQuote) {
    if (tokenQuote.customerId !== null && tokenQuote.customerId !== customerId) throw notYours();
    if (tokenQuote.customerId === null && tokenQuote.status === 'merged') {
      // Harmless for the customer it joined (their token cookie may lag behind the merge).
      if ((await ownerOf(tx, tokenQuote.mergedInto)) !== customerId) throw merged();
    }
    if (tokenQuote.customerId === null && tokenQuote.status === 'active') {
      const mine = await ensureCustomerQuote(tx, customerId, store, hashQuoteToken(newQuoteToken()));
      const changes = await mergeInto(tx, tokenQuote, mine, store, now);
      return { quote: mine, changes };
    }
    if (
      tokenQuote.customerId === customerId &&
      tokenQuote.status === 'active' &&
      !isSameStore(tokenQuote.storeLocale, store)
    ) {
      const here = await lockCustomerQuote(tx, customerId, store);
      if (here) return { quote: here, changes: [] };
      return moveToStore(tx, tokenQuote, store, now);
    }
  }
  const mine = await lockCustomerQuote(tx, customerId, store);
  return mine ? moveToStore(tx, mine, store, now) : undefined;
}

/** resolveBag, with "no bag" as the 404 the §4.2 client recovers from. */
export async function requireBag(tx: Transaction, caller: Caller, now: Date): Promise<ResolvedBag> {
  const found = await resolveBag(tx, caller, now);
  if (!found) throw quoteNotFound();
  return found;
}

async function quoteOfToken(tx: Transaction, token: string): Promise<QuoteRow | undefined> {
  if (!isWellFormedQuoteToken(token)) return undefined;
  return lockQuoteByTokenHash(tx, hashQuoteToken(token));
}

async function ownerOf(tx: Transaction, quoteId: number | null): Promise<string | null> {
  if (quoteId === null) return null;
  const [row] = await tx.select({ customerId: quotes.customerId }).from(quotes).where(eq(quotes.id, quoteId));
  return row?.customerId ?? null;
}
