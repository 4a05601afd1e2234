import type { PricedQuote } from '@/lib/data/bag';
import {
  moneySummary,
  pricesIncludeTax,
  taxName,
  type DeliveryDay,
  type GiftCardOffer,
  type LocaleConfig,
} from '@vitrine/config';
import { getFormatter, getTranslations } from 'next-intl/server';
import { applyPromotion, removePromotion } from '@/app/[store]/(shell)/checkout/cart/actions';
import type { DeliveryEstimate } from '@/lib/bag/delivery';
import { moneyFormatter } from '@/lib/bag/money';
import { href } from '@/lib/store';
import { TenderRows } from '@/components/money/TenderRows';
import { tenderViews } from '@/lib/money-tenders';
import { PendingButton } from './PendingButton';
import { PromotionForm } from './PromotionForm';

/**
 * The bag's totals: subtotal, discount, the store's standard delivery as an estimate (checkout
 * prices the method chosen there, for the address given), the estimated total, the way to
 * checkout, and the promotion code. Gift cards applied are taken off the estimated total, each
 * named, by the summary every money view uses (issue 29 item 11), leaving what the card pays.
 */
export async function BagSummary({
  bag,
  store,
  delivery,
  giftCards = [],
}: {
  bag: PricedQuote;
  store: LocaleConfig;
  delivery: DeliveryEstimate | null;
  giftCards?: GiftCardOffer[];
}) {
  const t = await getTranslations('bag');
  const tt = await getTranslations('tax');
  // Issue 31 item 4: tax is in the prices ("incl. VAT"), or added at checkout from the address.
  const tax = taxName(store);
  const taxLabel = tt(`names.${tax}`);
  const format = await getFormatter();
  const money = moneyFormatter(format);
  // Delivery days are calendar dates in the store's zone already: formatted as dates, at noon UTC.
  const day = (d: DeliveryDay) =>
    format.dateTime(new Date(`${d.date}T12:00:00Z`), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  const promotion = bag.promotion;
  const discounted = bag.discount.amountMinor > 0;
  const summary = moneySummary({
    subtotalMinor: bag.subtotal.amountMinor,
    discountMinor: bag.discount.amountMinor,
    shippingMinor: delivery?.priceMinor ?? null,
    giftCards,
  });
  const currency = bag.total.currency;
  const estimatedTotal = { amountMinor: summary.totalMinor, currency };
  const row = 'flex items-baseline justify-between gap-4';

  return (
    <aside
      aria-labelledby="bag-summary"
      className="h-fit border border-black/10 bg-white p-5 sm:p-7 lg:sticky lg:top-6"
      data-testid="bag-summary"
    >
      <h2 id="bag-summary" className="font-display text-xl md:text-2xl">
        {t('summary.title')}
      </h2>
      <dl className="mt-6 space-y-3 text-sm">
        <div className={row}>
          <dt>
            {t('summary.subtotal')}{' '}
            <span className="text-neutral-500">({t('itemCount', { count: bag.itemCount })})</span>
          </dt>
          <dd data-testid="bag-subtotal">{money(bag.subtotal)}</dd>
        </div>
        {discounted && promotion ? (
          <div className={row}>
            <dt>{t('summary.discount', { code: promotion.code })}</dt>
            <dd className="text-[var(--sale)]" data-testid="bag-discount">
              {money(bag.discount, -1)}
            </dd>
          </div>
        ) : null}
        <div className={row}>
          <dt>
            {t('summary.delivery')}
            {delivery ? (
              <span className="mt-0.5 block text-xs text-neutral-500">
                {delivery.from.date === delivery.to.date
                  ? t('summary.deliveryDay', { date: day(delivery.from) })
                  : t('summary.deliveryWindow', { from: day(delivery.from), to: day(delivery.to) })}
              </span>
            ) : null}
          </dt>
          <dd className="shrink-0" data-testid="bag-delivery">
            {!delivery
              ? t('summary.deliveryAtCheckout')
              : delivery.free
                ? t('summary.deliveryFree')
                : money({ amountMinor: delivery.priceMinor, currency: delivery.currency })}
          </dd>
        </div>
        {tax !== 'none' && !pricesIncludeTax(store) ? (
          <div className={row}>
            <dt>{taxLabel}</dt>
            <dd className="shrink-0" data-testid="bag-tax">
              {tt('atCheckout')}
            </dd>
          </div>
        ) : null}
        <div className={`${row} border-t border-black/10 pt-4 text-base font-semibold`}>
          <dt>
            {t('summary.total')}
            {tax !== 'none' && pricesIncludeTax(store) ? (
              <span className="block text-xs font-normal text-neutral-600" data-testid="bag-tax-included">
                {tt('included', { name: taxLabel })}
              </span>
            ) : null}
          </dt>
          <dd data-testid="bag-total" data-total-minor={estimatedTotal.amountMinor}>
            {money(estimatedTotal)}
          </dd>
        </div>
        <TenderRows
          tenders={tenderViews(summary, (amountMinor) => money({ amountMinor, currency }))}
          paid={false}
          rowClassName={row}
        />
      </dl>
      {delivery && delivery.missingForFreeMinor > 0 ? (
        <p className="mt-4 bg-[var(--stone)] px-3 py-2 text-xs leading-relaxed">
          {t('summary.freeDeliveryNudge', {
            amount: money({ amountMinor: delivery.missingForFreeMinor, currency: delivery.currency }),
          })}
        </p>
      ) : null}
      <a
        href={href(store, '/checkout')}
        className="mt-6 flex h-12 w-full items-center justify-center bg-[var(--ink)] text-xs font-semibold uppercase tracking-[0.18em] text-white transition-colors hover:bg-black"
        data-testid="checkout-link"
      >
        {t('summary.checkout')}
      </a>
      <p className="mt-3 text-center text-xs text-neutral-600">{t('summary.returns')}</p>

      <div className="mt-6 border-t border-black/10 pt-5">
        {promotion ? (
          <div className="text-sm" data-testid="promotion-applied">
            <div className="flex items-center justify-between gap-3">
              <p>
                {promotion.applied
                  ? t('promotion.applied', { code: promotion.code })
                  : t('promotion.notApplied', { code: promotion.code })}
              </p>
              <form action={removePromotion}>
                <input type="hidden" name="store" value={store.localeISOCode} />
                <PendingButton
                  pendingLabel={t('line.removing')}
                  aria-label={t('promotion.removeCode', { code: promotion.code })}
                  className="text-xs font-medium uppercase tracking-[0.14em] underline underline-offset-4"
                >
                  {t('promotion.remove')}
                </PendingButton>
              </form>
            </div>
            {!promotion.applied && promotion.problem ? (
              <p className="mt-2 text-[var(--sale)]">{promotion.problem.reason}</p>
            ) : null}
          </div>
        ) : (
          <PromotionForm action={applyPromotion} store={store.localeISOCode} />
        )}
      </div>
    </aside>
  );
}
