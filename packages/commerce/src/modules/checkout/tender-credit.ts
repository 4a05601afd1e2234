import type { LocaleConfig } from '@vitrine/config';
import type { Transaction } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import { formatMoney } from '../quote/index.ts';
import { creditBalanceOf, spendCredit, creditOffered } from '../credit/index.ts';

// Paying with store credit (issue 6 item 3, decision 0014), inside the place-order transaction.

export interface CreditTender {
  tx: Transaction;
  orderId: string;
  store: LocaleConfig;
  customerId: string | null;
  /** What the shopper asked to use (minor units of the store currency); absent or 0 for none. */
  requestedMinor: number | undefined;
  /** What is still to pay once gift cards have paid their part. */
  dueMinor: number;
}

/**
 * Spends min(requested, due) of the customer's balance in the store currency with one guarded
 * UPDATE (ledger.spendCredit): asking for more than the order costs is clamped to the order, but
 * asking for more than the balance holds is refused (409 CREDIT_ABOVE_BALANCE) rather than
 * silently charging the card more than the shopper was shown. Of racing checkouts on one balance
 * only as many succeed as it covers; the others roll back whole (stock, gift cards, order).
 */
export async function takeCredit(t: CreditTender): Promise<number> {
  const requested = t.requestedMinor ?? 0;
  if (requested === 0) return 0;
  if (!Number.isSafeInteger(requested) || requested < 0)
    throw new DomainError('VALIDATION_FAILED', { fields: 'creditMinor' }, { creditMinor: 'invalid' });
  if (!t.customerId) throw new DomainError('CREDIT_NEEDS_ACCOUNT');
  if (!creditOffered(t.store)) throw new DomainError('CREDIT_NOT_AVAILABLE');
  const amountMinor = Math.min(requested, Math.max(t.dueMinor, 0));
  if (amountMinor === 0) return 0;
  const left = await spendCredit(t.tx, {
    customerId: t.customerId,
    currency: t.store.currency,
    amountMinor,
    kind: 'order',
    reference: t.orderId,
  });
  if (left === null) {
    const balance = await creditBalanceOf(t.tx, t.customerId, t.store.currency);
    const money = (amount: number) =>
      formatMoney({ amountMinor: amount, currency: t.store.currency }, t.store);
    throw new DomainError('CREDIT_ABOVE_BALANCE', {
      balance: money(balance),
      requested: money(amountMinor),
    });
  }
  return amountMinor;
}
