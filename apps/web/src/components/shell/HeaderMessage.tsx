import { deliverySubscriptionSold, storeDelivery, type LocaleConfig } from '@vitrine/config';
import { getFormatter, getTranslations } from 'next-intl/server';
import { href } from '@/lib/store';

/**
 * The strip above the header (decision 0045): the delivery subscription where the store sells it
 * (§2.2, en-GB), with a link to it; anywhere else the store's own offer, free standard delivery
 * from its threshold (decision 0012) in its currency and language. Never an offer a shopper of
 * the store cannot take.
 */
export async function HeaderMessage({ store }: { store: LocaleConfig }) {
  const t = await getTranslations('shell');
  const strip =
    'bg-[var(--ink)] px-4 py-2 text-center text-[10px] uppercase tracking-[0.14em] text-white md:text-[11px] md:tracking-[0.2em]';
  if (deliverySubscriptionSold(store)) {
    return (
      <p className={strip} data-testid="header-message">
        <a
          href={href(store, '/customer/account/subscription')}
          className="underline-offset-4 hover:underline"
        >
          {t('promo')}
        </a>
      </p>
    );
  }
  const format = await getFormatter();
  const { currency, freeStandardFromMinor } = storeDelivery(store.localeISOCode);
  // A round threshold reads as "$75", not "$75.00".
  const amount = format.number(freeStandardFromMinor / 100, {
    style: 'currency',
    currency,
    minimumFractionDigits: freeStandardFromMinor % 100 === 0 ? 0 : 2,
  });
  return (
    <p className={strip} data-testid="header-message">
      {t('freeDelivery', { amount })}
    </p>
  );
}
