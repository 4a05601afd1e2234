import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ReceiptLineView, ReceiptView } from '@/lib/orders/view';
import { MethodName } from './MethodName';
import { PrintButton } from './PrintButton';

type Component =
  'VAT' | 'GST' | 'HST' | 'PST' | 'QST' | 'Sales tax' | 'Local sales tax' | 'Outside the scope of tax';

/**
 * Issue 31 item 4: the tax receipt of an order (a VAT invoice's particulars: the seller and its
 * registration, the date, each line with its rate, net, tax and gross, and the tax by rate). The
 * page's print styles (globals.css, #tax-receipt) print it alone.
 */
export function TaxReceipt({ receipt }: { receipt: ReceiptView }) {
  const t = useTranslations('tax');
  const name = t(`names.${receipt.taxName}`);
  const componentName = (c: string) =>
    t.has(`components.${c as Component}`) ? t(`components.${c as Component}`) : c;
  // "20%", "20 %" in French: the rate message without a name. Two taxes are named: "GST 5% + PST 7%".
  const rateOf = (l: ReceiptLineView) =>
    l.components.length > 1
      ? l.components.map((c) => t('rate', { name: componentName(c.name), rate: c.rate })).join(' + ')
      : t('rate', { name: '', rate: l.rate }).trim();
  const cell = 'py-2 pe-3 align-top';
  const number = 'py-2 ps-3 text-end align-top';
  const row = (l: ReceiptLineView, label: ReactNode, key: string) => (
    <tr key={key} className="border-t border-stone-200">
      <td className={cell}>
        {label}
        {l.detail ? <span className="block text-xs text-stone-600">{l.detail}</span> : null}
      </td>
      <td className={number}>{l.quantity}</td>
      <td className={number}>{rateOf(l)}</td>
      <td className={number}>{l.net}</td>
      <td className={number}>{l.tax}</td>
      <td className={number}>{l.gross}</td>
    </tr>
  );

  return (
    <section
      id="tax-receipt"
      aria-labelledby="tax-receipt-title"
      className="border border-stone-300 bg-white p-5 sm:p-6"
      data-testid="tax-receipt"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="tax-receipt-title" className="font-display text-xl">
            {t('receipt.title', { name })}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{t('receipt.number', { number: receipt.number })}</p>
          <p className="text-sm text-stone-700">{t('receipt.date', { date: receipt.date })}</p>
        </div>
        <PrintButton label={t('receipt.print')} />
      </div>
      <dl className="mt-4 text-sm text-stone-900">
        <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
          {t('receipt.seller')}
        </dt>
        {/* A Latin name and address keep their own direction inside an Arabic page. */}
        <dd>
          <bdi>{receipt.seller.name}</bdi>
        </dd>
        <dd className="text-stone-700">
          <bdi>{receipt.seller.address}</bdi>
        </dd>
        {receipt.seller.taxNumber ? (
          <dd data-testid="receipt-tax-number">
            {t.rich('receipt.taxNumber', {
              name,
              number: receipt.seller.taxNumber,
              n: (chunks) => <bdi>{chunks}</bdi>,
            })}
          </dd>
        ) : null}
      </dl>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className="mt-4 overflow-x-auto" role="region" aria-label={t('receipt.linesLabel')} tabIndex={0}>
        <table className="w-full min-w-[32rem] text-sm">
          <thead className="text-xs text-stone-600">
            <tr>
              <th scope="col" className="py-2 pe-3 text-start font-semibold">
                {t('receipt.item')}
              </th>
              <th scope="col" className="py-2 ps-3 text-end font-semibold">
                {t('receipt.quantity')}
              </th>
              <th scope="col" className="py-2 ps-3 text-end font-semibold">
                {t('receipt.rate')}
              </th>
              <th scope="col" className="py-2 ps-3 text-end font-semibold">
                {t('receipt.net')}
              </th>
              <th scope="col" className="py-2 ps-3 text-end font-semibold">
                {t('receipt.tax', { name })}
              </th>
              <th scope="col" className="py-2 ps-3 text-end font-semibold">
                {t('receipt.gross')}
              </th>
            </tr>
          </thead>
          <tbody data-testid="receipt-lines">
            {receipt.lines.map((l, i) => row(l, l.name, `line-${i}`))}
            {receipt.delivery
              ? row(
                  receipt.delivery,
                  <>
                    {t('receipt.delivery')} (<MethodName code={receipt.delivery.method} />)
                  </>,
                  'delivery',
                )
              : null}
          </tbody>
        </table>
      </div>
      {receipt.discounted ? <p className="mt-2 text-xs text-stone-600">{t('receipt.discountNote')}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {t('receipt.summary', { name })}
          </h3>
          {receipt.noTax ? (
            <p className="mt-2 text-sm">{t('receipt.noTax', { name })}</p>
          ) : (
            <table className="mt-2 w-full text-sm" data-testid="receipt-by-rate">
              <thead className="sr-only">
                <tr>
                  <th scope="col">{t('receipt.rate')}</th>
                  <th scope="col">{t('receipt.net')}</th>
                  <th scope="col">{t('receipt.tax', { name })}</th>
                </tr>
              </thead>
              <tbody>
                {receipt.byRate.map((r) => (
                  <tr key={`${r.name}-${r.rate}`}>
                    <th scope="row" className="py-1 pe-3 text-start font-normal">
                      {t('rate', { name: componentName(r.name), rate: r.rate })}
                    </th>
                    <td className="py-1 ps-3 text-end">{r.net}</td>
                    <td className="py-1 ps-3 text-end">{r.tax}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" data-testid="receipt-totals">
          <dt>{t('receipt.totalNet', { name })}</dt>
          <dd className="text-end">{receipt.totals.net}</dd>
          <dt>{t('receipt.totalTax', { name })}</dt>
          <dd className="text-end">{receipt.totals.tax}</dd>
          <dt className="font-semibold">{t('receipt.totalGross', { name })}</dt>
          <dd className="text-end font-semibold">{receipt.totals.gross}</dd>
        </dl>
      </div>
    </section>
  );
}
