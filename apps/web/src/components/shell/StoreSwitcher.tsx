import { LOCALES, type LocaleConfig } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { homeOf } from '@/lib/store';
import { StoreMenu, type StoreChoices, type StoreMenuPlacement } from './StoreMenu';

const names = new Map<string, string>();

/**
 * Names a store in the shopper's language, e.g. "United Kingdom" or "الإمارات العربية المتحدة (العربية)".
 * Kept once made: every page draws a dozen names in three switchers, and each costs two
 * Intl.DisplayNames (issue 3, uncached renders).
 */
export function storeName(store: LocaleConfig, inLanguage: string): string {
  const key = `${store.localeISOCode}\n${inLanguage}`;
  let name = names.get(key);
  if (name === undefined) {
    name = nameOf(store, inLanguage);
    names.set(key, name);
  }
  return name;
}

function nameOf(store: LocaleConfig, inLanguage: string): string {
  const regions = new Intl.DisplayNames([inLanguage], { type: 'region' });
  const languages = new Intl.DisplayNames([inLanguage], { type: 'language' });
  const country = regions.of(store.countryCode) ?? store.countryCode;
  // Two stores share a country (en-AE, ar-AE): say the language to tell them apart.
  const shared = LOCALES.filter((l) => l.countryCode === store.countryCode).length > 1;
  return shared ? `${country} (${languages.of(store.language)})` : country;
}

/** The stores to switch to, from `store`, in its words; one object per request (see StoreMenu). */
const storeChoices = cache(async (store: LocaleConfig): Promise<StoreChoices> => {
  const t = await getTranslations('shell');
  const stores = LOCALES.map((l) => ({
    code: l.localeISOCode,
    href: homeOf(l),
    flag: l.currencyMenuFlagImage,
    name: storeName(l, l.localeISOCode),
    currency: `${l.currencySymbol} ${l.currency}`,
    currencyCode: l.currency,
    current: l.localeISOCode === store.localeISOCode,
  }));
  // The button names the shopper's store as its entry in the list does.
  const here = stores.find((s) => s.current)!;
  return {
    summary: t('storeSwitcher', { country: here.name, currency: here.currency }),
    flag: here.flag,
    heading: t('chooseStore'),
    currentLabel: t('currentStore'),
    stores,
  };
});

/** Store and currency switcher with each store's flag (§3.2 currencyMenuFlagImage); see StoreMenu. */
export async function StoreSwitcher({ store, ...placement }: StoreMenuPlacement & { store: LocaleConfig }) {
  return <StoreMenu choices={await storeChoices(store)} {...placement} />;
}
