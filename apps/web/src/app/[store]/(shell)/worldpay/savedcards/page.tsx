import { cardFieldsConfig, MAX_SAVED_CARDS, paymentServiceFor } from '@/lib/data/payment';
import { env } from '@/lib/data/runtime';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountFrame, AccountSection } from '@/components/account/AccountFrame';
import { AddCardForm } from '@/components/cards/AddCardForm';
import { SavedCardList, type CardRow } from '@/components/cards/SavedCardList';
import { requireSession } from '@/lib/account/session';
import { CARD_BRAND_NAMES, expiryLabel } from '@/lib/orders/cards';
import { storeFromParams } from '@/lib/store';
import { xsrfFormValue } from '@/lib/anti-forgery';

type Params = { params: Promise<{ store: string }> };

const PATH = '/worldpay/savedcards';

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders.cards' });
  return { title: t('title'), robots: { index: false } };
}

/** §2.1 /worldpay/savedcards: the customer's saved cards (§7.3 card), removing and adding one. */
export default async function SavedCards({ params }: Params) {
  const store = await storeFromParams(params);
  const { principal } = await requireSession(store);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders.cards' });
  const cards: CardRow[] = (await paymentServiceFor().listCards(principal.customerId)).map((card) => ({
    id: card.id,
    brand: card.brand,
    brandName: CARD_BRAND_NAMES[card.brand],
    last4: card.last4,
    expiry: expiryLabel(card.expMonth, card.expYear),
    expired: card.expired,
    holderName: card.holderName,
  }));
  const xsrf = await xsrfFormValue();

  return (
    <AccountFrame store={store} current={PATH} title={t('title')} intro={t('intro')}>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <AccountSection id="cards-list" title={t('listHeading')}>
          <SavedCardList cards={cards} store={store.localeISOCode} xsrf={xsrf} />
        </AccountSection>
        <AccountSection id="cards-add" title={t('addHeading')}>
          <AddCardForm
            store={store.localeISOCode}
            max={MAX_SAVED_CARDS}
            cardFields={cardFieldsConfig(env())}
            language={store.language}
            xsrf={xsrf}
          />
        </AccountSection>
      </div>
    </AccountFrame>
  );
}
