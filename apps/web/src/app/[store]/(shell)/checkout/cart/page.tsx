import {
  CART_WIDGET_CATEGORY,
  ONE_SIZE,
  formatSize,
  HOMEPAGE_WIDGET_SIZE,
  WIDGET_CATEGORIES,
  type SizeKind,
} from '@vitrine/config';
import { type ProductCard, catalogue } from '@/lib/data/catalogue';
import type { QuoteChange } from '@/lib/data/bag';
import { sellsGiftCards, giftCards } from '@/lib/data/giftcards';
import type { LocaleConfig } from '@vitrine/config';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { BagCountSync } from '@/components/bag/BagCountSync';
import { BagWidgets } from '@/components/bag/BagWidgets';
import { EmptyBag } from '@/components/bag/EmptyBag';
import { FilledBag } from '@/components/bag/FilledBag';
import { BagGiftCards } from '@/components/giftcards/BagGiftCards';
import { changeNotices, removedSkus, styleSkuOf } from '@/lib/bag/changes';
import { deliveryEstimate } from '@/lib/bag/delivery';
import { moneyFormatter } from '@/lib/bag/money';
import { bagCaller, bagService, sessionNeedsRenewal, withBag } from '@/lib/bag/server';
import { href, storeFromParams } from '@/lib/store';

// The bag is one shopper's: read from their cookies on every view, never cached (decision 0003).
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ store: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'bag' });
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/**
 * §2.1 /checkout/cart (issue 4 item 2): the bag from the quote module in process, re-checked on
 * every view (quote/refresh), so a new price or a size running short is said at the top before
 * the shopper reaches checkout. The lines' controls are server actions (actions.ts).
 */
export default async function BagPage({ params }: Params) {
  const store = await storeFromParams(params);
  setRequestLocale(store.localeISOCode);
  const caller = await bagCaller(store);
  // A customer whose 15-minute access token ran out would see a guest's (empty) bag: renew first.
  if (await sessionNeedsRenewal(caller)) {
    redirect(`/api/session/refresh?next=${encodeURIComponent(href(store, '/checkout/cart'))}`);
  }
  const [read, widgets] = await Promise.all([
    withBag(caller, (c) => bagService().refresh(c)),
    // §8: a failing widget leaves the page standing.
    catalogue()
      .recommendations.category(store, WIDGET_CATEGORIES[CART_WIDGET_CATEGORY] ?? [], HOMEPAGE_WIDGET_SIZE)
      .catch((): ProductCard[] => []),
  ]);
  // Issue 6: a bag of digital items only (a gift card) is a bag too.
  const answer =
    read.kind === 'bag' && (read.answer.bag.lines.length > 0 || read.answer.bag.digitalItems.length > 0)
      ? read.answer
      : null;
  const messages = await getMessages();
  // §2.2: gift cards are sold and used in en-GB, en-IE and en-US (issue 6 item 2).
  const delivery =
    answer && answer.bag.lines.length > 0
      ? deliveryEstimate(
          store,
          answer.bag.total.amountMinor - answer.bag.digitalTotal.amountMinor,
          new Date(),
        )
      : null;
  // What each card pays is planned against the estimated total with delivery, as the summary shows it.
  const applied =
    answer && sellsGiftCards(store)
      ? await giftCards().appliedToBag(caller, {
          dueMinor: answer.bag.total.amountMinor + (delivery?.priceMinor ?? 0),
        })
      : null;

  return (
    // The bag's client pieces (stepper, promotion field) get the bag's wording; other pages never carry it.
    <NextIntlClientProvider
      messages={{
        bag: messages.bag,
        wishlist: { bag: messages.wishlist?.bag },
        giftcards: { bag: (messages.giftcards as { bag?: unknown } | undefined)?.bag },
      }}
    >
      <div className="mx-auto max-w-7xl px-4 pt-8 md:px-6 md:pt-12">
        {answer ? (
          <FilledBag
            bag={answer.bag}
            store={store}
            notices={await notices(store, answer.changes, answer.bag.lines)}
            delivery={delivery}
            giftCards={applied?.map((c) => ({ last4: c.codeLast4, balanceMinor: c.balanceMinor }))}
            aside={applied ? <BagGiftCards store={store} cards={applied} /> : null}
          />
        ) : (
          <EmptyBag
            store={store}
            signedIn={Boolean(caller.customerId)}
            problem={read.kind === 'none' ? read.problem : undefined}
          />
        )}
      </div>
      <BagCountSync count={answer?.bag.itemCount ?? 0} />
      <BagWidgets store={store} products={widgets} />
    </NextIntlClientProvider>
  );
}

/** What refresh changed, naming each size; a size that left the bag is named from the catalogue. */
async function notices(
  store: LocaleConfig,
  changes: QuoteChange[],
  lines: { sku: string; name: string; size: string; sizeLabel: string }[],
) {
  if (changes.length === 0) return [];
  const t = await getTranslations('bag');
  const money = moneyFormatter(await getFormatter());
  const named = (name: string, size: string, label: string) =>
    size === ONE_SIZE ? name : t('itemWithSize', { name, size: label });
  const names = new Map(lines.map((l) => [l.sku, named(l.name, l.size, l.sizeLabel)]));
  const products = catalogue().products;
  await Promise.all(
    removedSkus(changes).map(async (sku) => {
      const product = await products.bySku(styleSkuOf(sku), store).catch(() => undefined);
      const size = product?.sizes.find((s) => s.sku === sku)?.size;
      if (product && size) {
        names.set(
          sku,
          named(product.name, size, formatSize(size, product.sizeKind as SizeKind, store.sizeFormat)),
        );
      } else if (product) names.set(sku, product.name);
    }),
  );
  return changeNotices(changes, {
    item: (sku) => names.get(sku) ?? t('anItem'),
    money,
    currency: store.currency,
  });
}
