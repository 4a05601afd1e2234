import { LOCALES, type LocaleConfig } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import { homeOf } from '@/lib/store';
import { Icon } from './Icon';

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

/**
 * Store and currency switcher with each store's flag (§3.2 currencyMenuFlagImage). A native
 * <details> disclosure: works before JavaScript loads and by keyboard.
 */
export async function StoreSwitcher({
  store,
  align = 'end',
  opens = 'down',
}: {
  store: LocaleConfig;
  align?: 'start' | 'end';
  /** Upwards at the foot of the page, so the list is not cut off below the fold. */
  opens?: 'down' | 'up';
}) {
  const t = await getTranslations('shell');
  const here = storeName(store, store.localeISOCode);
  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full px-2 py-1 text-xs tracking-wide hover:bg-black/5 [&::-webkit-details-marker]:hidden">
        <img
          src={store.currencyMenuFlagImage}
          alt=""
          width={18}
          height={12}
          className="h-3 w-[18px] rounded-[2px] object-cover"
        />
        <span>
          {t('storeSwitcher', { country: here, currency: `${store.currencySymbol} ${store.currency}` })}
        </span>
        <Icon name="chevron" className="size-3 transition-transform group-open:rotate-180" />
      </summary>
      <div
        className={`absolute z-50 w-72 ${opens === 'up' ? 'bottom-full mb-2' : 'top-full mt-2'} rounded-md border border-black/10 bg-white p-2 shadow-xl ${align === 'end' ? 'end-0' : 'start-0'}`}
      >
        <p className="px-3 py-2 text-[11px] font-medium uppercase tracking-[0.18em] text-neutral-500">
          {t('chooseStore')}
        </p>
        <ul className="max-h-[60vh] overflow-y-auto">
          {LOCALES.map((l) => {
            const current = l.localeISOCode === store.localeISOCode;
            return (
              <li key={l.localeISOCode}>
                <a
                  href={homeOf(l)}
                  hrefLang={l.localeISOCode}
                  lang={l.localeISOCode}
                  aria-current={current ? 'true' : undefined}
                  className="flex items-center gap-3 rounded px-3 py-2 text-sm hover:bg-neutral-100 aria-[current]:bg-neutral-100 aria-[current]:font-medium"
                >
                  <img
                    src={l.currencyMenuFlagImage}
                    alt=""
                    width={24}
                    height={16}
                    className="h-4 w-6 rounded-[2px] object-cover shadow-sm"
                  />
                  <span className="flex-1">{storeName(l, l.localeISOCode)}</span>
                  <span className="text-xs text-neutral-500" dir="ltr">
                    {l.currencySymbol} {l.currency}
                  </span>
                  {current && <span className="sr-only">({t('currentStore')})</span>}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}
