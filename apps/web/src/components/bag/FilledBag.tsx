import type { PricedQuote } from '@/lib/data/bag';
import { ONE_SIZE, type LocaleConfig } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DigitalBagLine } from '@/components/giftcards/DigitalBagLine';
import type { ChangeNotice } from '@/lib/bag/changes';
import type { GiftCardOffer } from '@vitrine/config';
import type { DeliveryEstimate } from '@/lib/bag/delivery';
import { homeOf } from '@/lib/store';
import { BagLine } from './BagLine';
import { BagSummary } from './BagSummary';
import { ChangeNotices } from './ChangeNotices';

/** The bag with its lines beside (on phones: above) the summary, what changed said first. */
export async function FilledBag({
  bag,
  store,
  notices,
  delivery,
  giftCards,
  aside,
}: {
  bag: PricedQuote;
  store: LocaleConfig;
  notices: ChangeNotice[];
  delivery: DeliveryEstimate | null;
  /** The gift cards applied, in the order they pay (the summary names each; issue 29 item 11). */
  giftCards?: GiftCardOffer[];
  /** Under the summary: the gift-card field (issue 6). */
  aside?: ReactNode;
}) {
  const t = await getTranslations('bag');
  return (
    <>
      <h1 className="font-display text-3xl md:text-4xl">
        {t('title')}{' '}
        <span className="align-middle font-sans text-sm font-normal text-neutral-600" data-testid="bag-count">
          ({t('itemCount', { count: bag.itemCount })})
        </span>
      </h1>
      <ChangeNotices
        id="bag-changes"
        title={t('changes.title')}
        items={notices.map((notice) => t(`changes.${notice.key}`, notice.values))}
        testId="bag-changes"
      />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14">
        <section aria-labelledby="bag-items">
          <h2 id="bag-items" className="sr-only">
            {t('itemsHeading')}
          </h2>
          <ul className="divide-y divide-black/10 border-y border-black/10">
            {bag.lines.map((line) => (
              <BagLine
                key={line.sku}
                line={line}
                store={store}
                item={
                  line.size === ONE_SIZE
                    ? line.name
                    : t('itemWithSize', { name: line.name, size: line.sizeLabel })
                }
              />
            ))}
            {bag.digitalItems.map((item) => (
              <DigitalBagLine key={`digital-${item.id}`} item={item} store={store} />
            ))}
          </ul>
          <a
            href={homeOf(store)}
            className="mt-6 inline-block text-xs font-medium uppercase tracking-[0.16em] underline underline-offset-4 hover:text-neutral-600"
          >
            {t('summary.continueShopping')}
          </a>
        </section>
        <div className="flex flex-col gap-6">
          <BagSummary bag={bag} store={store} delivery={delivery} giftCards={giftCards ?? []} />
          {aside}
        </div>
      </div>
    </>
  );
}
