import { ApiError } from '@/lib/data/errors';
import { isOrderNumber, normaliseOrderNumber, orderService, type OrderDetail } from '@/lib/data/orders';
import { taxName, type LocaleConfig } from '@vitrine/config';
import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { BagCountSync } from '@/components/bag/BagCountSync';
import { SummaryLines } from '@/components/checkout/SummaryLines';
import { TenderRows } from '@/components/money/TenderRows';
import { addressLines } from '@/lib/account/address-view';
import { loginHref } from '@/lib/account/paths';
import { currentSession } from '@/lib/account/session';
import { receiptEmail } from '@/lib/checkout/receipt';
import { tenderViews } from '@/lib/money-tenders';
import { receiptView } from '@/lib/orders/view';
import { TaxReceipt } from '@/components/orders/TaxReceipt';
import { homeOf, href, storeFromParams } from '@/lib/store';

// One shopper's order: rendered for each visit, never cached (decision 0003).
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Generated product images are 4:5 (the seed's IMAGE_ASPECT); the order keeps only the path. */
const ORDER_IMAGE = { width: 800, height: 1000 };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'checkout.success' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const hidden = (err: unknown) => {
  if (err instanceof ApiError && err.code === 'ORDER_NOT_FOUND') return undefined;
  throw err;
};

/**
 * The order as this visitor may see it: its signed-in owner, or the browser that placed it (the
 * signed receipt the checkout action gave it). Anyone else learns nothing, not even whether the
 * number exists (issue 4 item 3).
 */
async function visibleOrder(number: string): Promise<{ order: OrderDetail; owner: boolean } | undefined> {
  const orders = orderService();
  const session = await currentSession();
  if (session) {
    const order = await orders.detail(number, { customerId: session.principal.customerId }).catch(hidden);
    if (order) return { order, owner: true };
  }
  const email = await receiptEmail(number);
  if (!email) return undefined;
  const order = await orders.detail(number, { email }).catch(hidden);
  return order ? { order, owner: false } : undefined;
}

/** /checkout/success?order= : the confirmation of an order just placed. */
export default async function CheckoutSuccess({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  setRequestLocale(store.localeISOCode);
  const raw = (await searchParams).order;
  const number = normaliseOrderNumber(typeof raw === 'string' ? raw.slice(0, 40) : '');
  const found = isOrderNumber(number) ? await visibleOrder(number) : undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 pt-10 pb-20 md:px-6 md:pt-16 md:pb-28">
      {found ? <Confirmation store={store} {...found} /> : <NotShown store={store} />}
      {/* The bag this order came from is closed: the header's count says so at once. */}
      {found ? <BagCountSync count={0} /> : null}
    </div>
  );
}

async function Confirmation({
  store,
  order,
  owner,
}: {
  store: LocaleConfig;
  order: OrderDetail;
  owner: boolean;
}) {
  const t = await getTranslations('checkout.success');
  const td = await getTranslations('checkout.delivery');
  const tt = await getTranslations('tax');
  // Issue 31: the order's tax (added in the US and Canada, inside the prices elsewhere) and receipt.
  const name = taxName(store);
  const tax = name === 'none' ? null : order.money.tax;
  const taxLabel = tt(`names.${name}`);
  const receipt = receiptView(order);
  const format = await getFormatter();
  const money = (amountMinor: number) =>
    format.number(amountMinor / 100, { style: 'currency', currency: order.currency });
  const day = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  const window =
    order.delivery.from === order.delivery.to
      ? day(order.delivery.from)
      : t('between', { from: day(order.delivery.from), to: day(order.delivery.to) });
  const method = ['standard', 'next_day', 'express'].includes(order.delivery.method)
    ? td(`methods.${order.delivery.method}`)
    : order.delivery.method;
  // Signed in: the account's tracking page; a guest: the order look-up by email and number. The
  // number travels as `order`, the §2.3 parameter the proxy keeps.
  const track = href(
    store,
    `${owner ? '/customer/track-order' : '/order-status'}?order=${encodeURIComponent(order.number)}`,
  );
  const row = 'flex items-baseline justify-between gap-4';

  return (
    <article aria-labelledby="success-title" data-testid="order-confirmation">
      <header className="mx-auto max-w-2xl text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-[var(--stone)]">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
        </span>
        <p className="mt-6 text-xs font-medium uppercase tracking-[0.18em] text-stone-600">{t('eyebrow')}</p>
        <h1 id="success-title" className="mt-3 font-display text-3xl text-stone-900 md:text-5xl">
          {t('title')}
        </h1>
        <p className="mt-5 text-base leading-relaxed text-stone-700">
          {t.rich('emailSent', {
            email: order.email,
            strong: (chunks) => (
              <strong className="font-medium text-stone-900" dir="ltr">
                {chunks}
              </strong>
            ),
          })}
        </p>
        <dl className="mx-auto mt-8 grid max-w-lg grid-cols-2 border-y border-black/10 text-start">
          <div className="py-4 pe-4">
            <dt className="text-xs uppercase tracking-[0.14em] text-stone-600">{t('number')}</dt>
            <dd className="mt-1 font-medium text-stone-900" data-testid="order-number" dir="ltr">
              {order.number}
            </dd>
          </div>
          <div className="border-s border-black/10 py-4 ps-4">
            <dt className="text-xs uppercase tracking-[0.14em] text-stone-600">{t('delivery')}</dt>
            <dd className="mt-1 font-medium text-stone-900" data-testid="delivery-window">
              {window}
            </dd>
          </div>
        </dl>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a
            href={track}
            className="flex h-12 w-full items-center justify-center bg-[var(--ink)] px-8 text-xs font-semibold uppercase tracking-[0.18em] text-white transition-colors hover:bg-black sm:w-auto"
            data-testid="track-order"
          >
            {t('track')}
          </a>
          <a
            href={homeOf(store)}
            className="flex h-12 w-full items-center justify-center border border-stone-900 px-8 text-xs font-semibold uppercase tracking-[0.18em] text-stone-900 transition-colors hover:bg-stone-100 sm:w-auto"
          >
            {t('continue')}
          </a>
        </div>
      </header>

      <div className="mt-14 grid gap-10 md:mt-20 md:grid-cols-[minmax(0,1fr)_20rem] md:gap-14">
        <section aria-labelledby="success-items">
          <h2 id="success-items" className="font-display text-xl md:text-2xl">
            {t('items', { count: order.itemCount })}
          </h2>
          <div className="mt-5 border-t border-black/10 pt-5">
            <SummaryLines
              compact={false}
              lines={order.lines.map((l) => ({
                sku: l.sku,
                name: l.name,
                size: l.size,
                colour: l.colour,
                quantity: l.quantity,
                lineTotal: { amountMinor: l.lineTotalMinor, currency: order.currency },
                image: l.imagePath ? { path: l.imagePath, ...ORDER_IMAGE } : null,
              }))}
            />
          </div>
        </section>
        <div className="flex flex-col gap-8">
          <section aria-labelledby="success-totals" className="border border-black/10 bg-white p-5 sm:p-6">
            <h2 id="success-totals" className="font-display text-xl">
              {t('totals')}
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div className={row}>
                <dt>{t('subtotal')}</dt>
                <dd>{money(order.money.subtotalMinor)}</dd>
              </div>
              {order.money.discountMinor > 0 ? (
                <div className={row}>
                  <dt>
                    {order.promotionCode ? t('discountCode', { code: order.promotionCode }) : t('discount')}
                  </dt>
                  <dd className="text-[var(--sale)]">{money(-order.money.discountMinor)}</dd>
                </div>
              ) : null}
              <div className={row}>
                <dt>
                  {t('deliveryCost')}
                  <span className="block text-xs text-stone-600">{method}</span>
                </dt>
                <dd>{!order.money.shippingMinor ? td('free') : money(order.money.shippingMinor)}</dd>
              </div>
              {tax && !tax.pricesIncludeTax ? (
                <div className={row}>
                  <dt>{taxLabel}</dt>
                  <dd data-testid="order-tax">{money(tax.taxMinor)}</dd>
                </div>
              ) : null}
              <div className={`${row} border-t border-black/10 pt-3 text-base font-semibold`}>
                <dt>
                  {t('total')}
                  {tax && tax.pricesIncludeTax ? (
                    <span
                      className="block text-xs font-normal text-stone-600"
                      data-testid="order-tax-included"
                    >
                      {tax.taxMinor > 0
                        ? tt('includedAmount', { name: taxLabel, amount: money(tax.taxMinor) })
                        : tt('included', { name: taxLabel })}
                    </span>
                  ) : null}
                </dt>
                <dd data-testid="order-total" data-total-minor={order.money.totalMinor}>
                  {money(order.money.totalMinor)}
                </dd>
              </div>
              {/* Issue 29 item 11: what paid the total, each gift card and the balance by name. */}
              <TenderRows tenders={tenderViews(order.money, money)} paid rowClassName={row} />
            </dl>
          </section>
          <section aria-labelledby="success-address">
            <h2
              id="success-address"
              className="text-xs font-medium uppercase tracking-[0.14em] text-stone-600"
            >
              {t('deliverTo')}
            </h2>
            <address className="mt-2 text-sm leading-relaxed text-stone-800 not-italic">
              {addressLines(shownAddress(order), store.language).map((line, i) => (
                <span key={i} className="block">
                  {line}
                </span>
              ))}
            </address>
          </section>
        </div>
      </div>
      {receipt ? (
        <div className="mt-10">
          <TaxReceipt receipt={receipt} />
        </div>
      ) : null}
    </article>
  );
}

const shownAddress = ({ shippingAddress: a }: OrderDetail) => ({
  ...a,
  line2: a.line2 ?? null,
  region: a.region ?? null,
  postcode: a.postcode ?? null,
});

/** Someone else's order, an old link, or a number that does not exist: one answer for all. */
async function NotShown({ store }: { store: LocaleConfig }) {
  const t = await getTranslations('checkout.success');
  return (
    <section className="mx-auto max-w-xl text-center" data-testid="order-not-shown">
      <h1 className="font-display text-3xl text-stone-900 md:text-4xl">{t('notShownTitle')}</h1>
      <p className="mt-4 text-base leading-relaxed text-stone-700">{t('notShownText')}</p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <a
          href={loginHref(store, href(store, '/customer/order-history'))}
          className="flex h-12 w-full items-center justify-center bg-[var(--ink)] px-8 text-xs font-semibold uppercase tracking-[0.18em] text-white hover:bg-black sm:w-auto"
        >
          {t('signIn')}
        </a>
        <a
          href={href(store, '/order-status')}
          className="flex h-12 w-full items-center justify-center border border-stone-900 px-8 text-xs font-semibold uppercase tracking-[0.18em] text-stone-900 hover:bg-stone-100 sm:w-auto"
        >
          {t('lookUp')}
        </a>
      </div>
    </section>
  );
}
