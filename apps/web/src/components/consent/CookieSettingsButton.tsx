'use client';

import { useTranslations } from 'next-intl';
import { openConsentSettings } from '@/lib/consent/events';

/**
 * §4.4 (issue 29): every store's footer offers the consent choices again, so a shopper can give,
 * change or withdraw consent as easily as the banner took it. The choices take focus when they
 * open and hand it back here once the shopper has chosen or pressed Escape (ConsentManager).
 */
export function CookieSettingsButton() {
  const t = useTranslations('consent');
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={openConsentSettings}
      className="underline-offset-4 hover:text-black hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900"
    >
      {t('settingsLink')}
    </button>
  );
}
