'use client';

import { useFormatter, useTranslations } from 'next-intl';

interface Money {
  amountMinor: number;
  currency: string;
}

/**
 * Issue 6 item 3: "use my account balance" at checkout, for a signed-in customer with a balance
 * in the store's currency. Shows what the balance pays of the current total (it follows the
 * delivery method) and what is left for the card. The balance as shown travels with the form;
 * place-order spends at most what the order costs and refuses more than the balance holds now.
 */
export function CreditChoice({
  balanceMinor,
  total,
  checked,
  onChange,
}: {
  balanceMinor: number;
  /** What is left to pay after gift cards (credit is taken after them). */
  total: Money;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useTranslations('credit.checkout');
  const format = useFormatter();
  const use = checked;
  const money = (amountMinor: number) =>
    format.number(amountMinor / 100, { style: 'currency', currency: total.currency });
  const pays = Math.min(balanceMinor, total.amountMinor);
  const left = total.amountMinor - pays;
  return (
    <fieldset className="mb-6 border border-stone-300 bg-[var(--stone)] p-4" data-testid="credit-choice">
      <legend className="px-1 text-sm font-semibold text-stone-900">{t('legend')}</legend>
      <input type="hidden" name="creditMinor" value={balanceMinor} />
      <label className="flex items-start gap-3 text-base text-stone-900">
        <input
          type="checkbox"
          name="useCredit"
          checked={use}
          onChange={(e) => onChange(e.currentTarget.checked)}
          className="mt-1 size-5 accent-[var(--ink)]"
          data-testid="use-credit"
        />
        <span>{t('use', { balance: money(balanceMinor) })}</span>
      </label>
      {use ? (
        <div
          className="mt-3 space-y-1 ps-8 text-sm text-stone-800"
          aria-live="polite"
          data-testid="credit-split"
        >
          <p data-testid="credit-pays" data-minor={pays}>
            {t('pays', { amount: money(pays) })}
          </p>
          <p data-testid="credit-left" data-minor={left}>
            {left === 0 ? t('covered') : t('left', { amount: money(left) })}
          </p>
          <p className="text-stone-600">{t('remaining', { amount: money(balanceMinor - pays) })}</p>
        </div>
      ) : null}
    </fieldset>
  );
}
