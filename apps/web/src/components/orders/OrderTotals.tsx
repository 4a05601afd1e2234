import { useTranslations } from 'next-intl';
import type { TotalsView } from '@/lib/orders/view';

/** Subtotal, what was taken off, delivery and the total, as the confirmation email lists them;
 * what paid it is the payment section's (TenderRows). */
export function OrderTotals({ totals }: { totals: TotalsView }) {
  const t = useTranslations('orders.detail');
  const tt = useTranslations('tax');
  const tax = totals.tax && totals.tax.name !== 'none' ? totals.tax : null;
  const taxLabel = tax ? tt(`names.${tax.name}`) : '';
  const rows: [string, string][] = [[t('subtotal'), totals.subtotal]];
  if (totals.discount)
    rows.push([
      totals.promotionCode ? t('discountCode', { code: totals.promotionCode }) : t('discount'),
      totals.discount,
    ]);
  rows.push([t('delivery'), totals.freeShipping ? t('free') : totals.shipping]);
  // Issue 31: US and Canadian tax is a charge of its own; VAT and GST are inside the prices.
  if (tax && !tax.pricesIncludeTax) rows.push([taxLabel, tax.amount]);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm" data-testid="order-totals">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-700">{label}</dt>
          <dd className="text-end text-stone-900">{value}</dd>
        </div>
      ))}
      <div className="col-span-2 mt-1 flex items-baseline justify-between gap-6 border-t border-stone-300 pt-3 text-base font-semibold text-stone-900">
        <dt>
          {t('total')}
          {tax && tax.pricesIncludeTax ? (
            <span className="block text-xs font-normal text-stone-600" data-testid="order-tax-included">
              {tax.zero
                ? tt('included', { name: taxLabel })
                : tt('includedAmount', { name: taxLabel, amount: tax.amount })}
            </span>
          ) : null}
        </dt>
        <dd className="text-end" data-testid="order-detail-total" data-total-minor={totals.totalMinor}>
          {totals.total}
        </dd>
      </div>
    </dl>
  );
}
