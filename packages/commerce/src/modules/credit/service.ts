import { isPageAvailable, type LocaleConfig } from '@vitrine/config';
import type { Executor } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import type { Language } from '../../kernel/language.ts';
import { creditKindLabel } from './labels.ts';
import { creditBalancesOf, creditHistory } from './ledger.ts';
import type { CreditKind } from './schema.ts';

// What a customer sees of their store credit (issue 6 item 3, §7.3 `credit`, /customer/credit).

/** §2.2: whether a store offers an account balance (its page, GET credit, paying with it). */
export const creditOffered = (store: Pick<LocaleConfig, 'localeISOCode'>): boolean =>
  isPageAvailable('accountBalance', store.localeISOCode);

export function assertCreditOffered(store: Pick<LocaleConfig, 'localeISOCode'>): void {
  if (!creditOffered(store)) throw new DomainError('CREDIT_NOT_AVAILABLE');
}

export interface Money {
  amountMinor: number;
  currency: string;
}

export interface CreditMovementView {
  id: number;
  amount: Money;
  kind: CreditKind;
  /** What it was, in the caller's language. */
  label: string;
  /** The order it paid for or gave back (kind order / order_cancelled), else null. */
  orderNumber: string | null;
  note: string | null;
  createdAt: string;
}

export interface CreditAccount {
  /** The store's currency: `balance` and `history` are in it unless `currency` was asked. */
  currency: string;
  balance: Money;
  /** Every currency with money in it, the store's first. */
  balances: Money[];
  history: CreditMovementView[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: number | null;
}

export const CREDIT_PAGE_SIZE = 20;

/**
 * The numbers of the customer's orders among the given ids (order/numbers.ts orderNumbersOf).
 * Orders sit above the credit that pays them, so the caller hands the reader in.
 */
export type OrderNumbers = (
  ex: Executor,
  customerId: string,
  orderIds: readonly string[],
) => Promise<Map<string, string>>;

export async function creditAccount(
  db: Executor,
  customerId: string,
  store: Pick<LocaleConfig, 'currency' | 'localeISOCode'>,
  language: Language,
  orderNumbers: OrderNumbers,
  options: { currency?: string | undefined; before?: number | undefined; limit?: number | undefined } = {},
): Promise<CreditAccount> {
  const currency = options.currency ?? store.currency;
  const limit = options.limit ?? CREDIT_PAGE_SIZE;
  const all = await creditBalancesOf(db, customerId);
  const balances = [
    ...all.filter((b) => b.currency === store.currency),
    ...all.filter((b) => b.currency !== store.currency),
  ].map((b) => ({ amountMinor: b.balanceMinor, currency: b.currency }));
  const balanceMinor = all.find((b) => b.currency === currency)?.balanceMinor ?? 0;
  // One more than a page tells whether an older page exists.
  const entries = await creditHistory(db, customerId, { currency, before: options.before, limit: limit + 1 });
  const page = entries.slice(0, limit);
  const orderIds = page
    .filter((e) => (e.kind === 'order' || e.kind === 'order_cancelled') && e.reference)
    .map((e) => e.reference!)
    .filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const numbers = await orderNumbers(db, customerId, orderIds);
  return {
    currency,
    balance: { amountMinor: balanceMinor, currency },
    balances,
    history: page.map((e) => ({
      id: e.id,
      amount: { amountMinor: e.amountMinor, currency: e.currency.trim() },
      kind: e.kind,
      label: creditKindLabel(e.kind, language),
      orderNumber: e.reference ? (numbers.get(e.reference) ?? null) : null,
      note: e.kind === 'refund' || e.kind === 'adjustment' ? e.note : null,
      createdAt: e.createdAt.toISOString(),
    })),
    nextBefore: entries.length > limit ? page[page.length - 1]!.id : null,
  };
}
