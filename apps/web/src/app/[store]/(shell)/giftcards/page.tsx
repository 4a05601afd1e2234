import {
  GIFT_CARD_AMOUNT_CHOICES,
  GIFT_CARD_MAX_MINOR,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_MINOR,
  GIFT_CARD_NAME_MAX,
  latestDeliveryDate,
  localDate,
} from '@/lib/data/giftcards';
import type { LocaleConfig } from '@vitrine/config';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ContentCallout, ContentPageView } from '@/components/content/ContentPageView';
import { contentRoute, storeOfPage } from '@/components/content/content-route';
import { BuyGiftCardForm } from '@/components/giftcards/BuyGiftCardForm';
import { contentPage } from '@/lib/content/pages';
import { href } from '@/lib/store';
import { buyGiftCard } from './actions';

// Rendered on first visit, then cached and refreshed in the background (decision 0003). The buy
// form's dates are checked again by the server action, so a cached "today" is only a default.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

// The two things a shopper comes here to do: send a card (the form below) or activate one.
const aside = async (store: LocaleConfig) => {
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'giftcards.aside' });
  return (
    <ContentCallout
      title={t('title')}
      text={t('text')}
      actions={[
        { href: '#buy-gift-card', label: t('send'), primary: true },
        { href: href(store, '/giftcards/activate'), label: t('activate') },
      ]}
    />
  );
};

/**
 * §2.1 /giftcards landing content, from gift-card-page (§7.9), and the buy form (issue 6 item 2).
 * §2.2: en-GB, en-IE and en-US only; other stores get the 404 page.
 */
const route = contentRoute({
  endpoint: 'gift-card-page',
  path: '/giftcards',
  page: 'giftcards',
  eyebrow: 'giftcards',
  fallbackTitle: 'giftcards',
  aside,
});
export const generateMetadata = route.generateMetadata;

export default async function GiftCardsPage({ params }: { params: Promise<{ store: string }> }) {
  const store = await storeOfPage(params, 'giftcards');
  setRequestLocale(store.localeISOCode);
  const t = await getTranslations('content');
  const page = await contentPage(store, 'gift-card-page');
  if (!page) notFound();
  const now = new Date();
  const money = new Intl.NumberFormat(store.localeISOCode, {
    style: 'currency',
    currency: store.currency,
    maximumFractionDigits: 0,
  });
  const latest = latestDeliveryDate(now, store.timezone);
  const messages = await getMessages();
  return (
    <ContentPageView
      store={store}
      page={page}
      eyebrow={t('eyebrow.giftcards')}
      trail={[{ name: page.title }]}
      showUpdated={false}
      aside={await aside(store)}
    >
      <NextIntlClientProvider messages={{ giftcards: { buy: (messages.giftcards as { buy: unknown }).buy } }}>
        <BuyGiftCardForm
          action={buyGiftCard}
          store={store.localeISOCode}
          choices={GIFT_CARD_AMOUNT_CHOICES.map((value) => ({ value, label: money.format(value) }))}
          limits={{
            min: money.format(GIFT_CARD_MIN_MINOR / 100),
            max: money.format(GIFT_CARD_MAX_MINOR / 100),
            messageMax: GIFT_CARD_MESSAGE_MAX,
            nameMax: GIFT_CARD_NAME_MAX,
          }}
          today={localDate(now, store.timezone)}
          latest={latest}
          latestLabel={new Intl.DateTimeFormat(store.localeISOCode, {
            dateStyle: 'long',
            timeZone: 'UTC',
          }).format(new Date(`${latest}T12:00:00Z`))}
          bagHref={href(store, '/checkout/cart')}
        />
      </NextIntlClientProvider>
    </ContentPageView>
  );
}
