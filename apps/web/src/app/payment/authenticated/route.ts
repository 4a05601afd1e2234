import { DEFAULT_LOCALE, getLocale } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import { returnPage } from '@/lib/payment/return-page';
import { href } from '@/lib/store';

export const dynamic = 'force-dynamic';

/**
 * Stripe's return_url after the bank's 3-D Secure screen (issue 34, decision 0079): tells the
 * checkout's challenge dialog, which frames it, that the bank has answered
 * (lib/payment/return-page.ts). It changes nothing itself: the checkout then confirms the intent,
 * as after the sandbox's screen. Outside the stores (the proxy passes it through, lib/routing.ts):
 * Stripe's query (payment_intent, redirect_status) is not in the §2.3 allow-list, and the
 * address is one per deployment, so it speaks the default store's language; the shopper sees
 * the checkout's own dialog, in the store's language, around it.
 */
export async function GET() {
  const store = getLocale(DEFAULT_LOCALE);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'checkout.challenge' });
  return new Response(
    returnPage({
      lang: store.localeISOCode,
      dir: store.language === 'ar' ? 'rtl' : 'ltr',
      title: t('returned'),
      back: t('returnedLink'),
      checkout: href(store, '/checkout'),
    }),
    {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex',
        // Its policy and framing (by the store's own pages only) are set by the web server in
        // place of the not-a-page ones (server/main.ts, lib/payment/return-page.ts).
      },
    },
  );
}
