import type { LocaleConfig } from '@vitrine/config';
import { env, API_VERSION } from '@/lib/data/runtime';
import { ErrorListener } from '@/components/reporting/ErrorListener';
import { gtmContainerId } from '@/lib/consent/tag-manager';
import { href } from '@/lib/store';
import { ConsentManager } from './ConsentManager';

/**
 * §2.3/§4.4/§8: the cookie-consent banner with its tag-manager loader, and the browser's error
 * listener; mounted once by the store layout, right after the skip link (tab order). Only configuration is read
 * here (no cookies, no headers), so pages stay cacheable: the shopper's choice is read in the browser.
 */
export function Privacy({ store }: { store: LocaleConfig }) {
  const config = env();
  const containerId = gtmContainerId(config.APP_ENV, config.NEXT_PUBLIC_GTM_ID);
  return (
    <>
      <ConsentManager
        storeCode={store.gtmStoreCode}
        required={store.consentRequired}
        containerId={containerId}
        privacyHref={href(store, '/privacy-policy')}
      />
      <ErrorListener
        dsn={config.NEXT_PUBLIC_SENTRY_DSN ?? null}
        environment={config.APP_ENV}
        release={API_VERSION}
      />
    </>
  );
}
