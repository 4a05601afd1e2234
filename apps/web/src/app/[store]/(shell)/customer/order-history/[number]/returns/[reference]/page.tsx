import { ApiError } from '@/lib/data/errors';
import { orderService } from '@/lib/data/orders';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PrintButton } from '@/components/orders/PrintButton';
import { ReturnLines } from '@/components/orders/ReturnLines';
import { requireSession } from '@/lib/account/session';
import { isOrderNumber, normaliseOrderNumber } from '@/lib/orders/query';
import { href, storeFromParams } from '@/lib/store';
import { paramText } from '@/lib/route-param';

type Props = { params: Promise<{ store: string; number: string; reference: string }> };

const REFERENCE = /^R-VT\d{6,12}-\d{1,4}$/;

async function idsFrom(params: Props['params']): Promise<{ number: string; reference: string }> {
  const raw = await params;
  const number = normaliseOrderNumber(paramText(raw.number));
  const reference = paramText(raw.reference).trim().toUpperCase();
  if (!isOrderNumber(number) || !REFERENCE.test(reference)) notFound();
  return { number, reference };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders.returns' });
  return {
    title: t('labelTitle', { reference: (await idsFrom(params)).reference }),
    robots: { index: false },
  };
}

/**
 * The printable return label (issue 34 item 6): the reference in large type, the order number, the
 * warehouse's address and the lines in the parcel. The owner's only: anyone else's is a 404.
 */
export default async function ReturnLabelPage({ params }: Props) {
  const store = await storeFromParams(params);
  const { number, reference } = await idsFrom(params);
  const { principal } = await requireSession(store);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders' });
  const detail = await orderService()
    .detail(number, { customerId: principal.customerId })
    .catch((err: unknown) => {
      if (err instanceof ApiError && err.code === 'ORDER_NOT_FOUND') notFound();
      throw err;
    });
  const ret = detail.returns.find((r) => r.reference === reference);
  if (!ret) notFound();

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 print:py-0">
      <p className="print:hidden">
        <a
          href={href(store, `/customer/order-history/${encodeURIComponent(number)}`)}
          className="text-sm font-semibold underline underline-offset-4 hover:text-stone-600"
        >
          {t('returns.back')}
        </a>
      </p>
      <h1 className="font-display text-2xl text-stone-900">{t('returns.labelTitle', { reference })}</h1>
      <section
        aria-label={t('returns.labelTitle', { reference })}
        className="flex flex-col gap-6 border-2 border-dashed border-stone-900 p-6"
        data-testid="return-label"
      >
        <p
          className="text-4xl font-bold tracking-wider text-stone-900 sm:text-5xl"
          data-testid="return-reference"
        >
          <bdi dir="ltr">{reference}</bdi>
        </p>
        <p className="text-lg text-stone-900">{t('returns.labelOrder', { number })}</p>
        <div>
          <h2 className="mb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {t('returns.labelAddress')}
          </h2>
          <address className="text-lg leading-relaxed text-stone-900 not-italic" data-testid="return-address">
            {ret.returnAddress.map((line, i) => (
              <span key={i} className="block">
                <bdi>{line}</bdi>
              </span>
            ))}
          </address>
        </div>
        <div>
          <h2 className="mb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {t('returns.labelItems')}
          </h2>
          <ReturnLines lines={ret.lines} className="text-sm text-stone-900" />
        </div>
      </section>
      <p className="text-sm text-stone-700 print:hidden">{t('returns.labelHint')}</p>
      <div>
        <PrintButton label={t('returns.print')} />
      </div>
    </div>
  );
}
