import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Privacy } from '@/components/consent/Privacy';
import { AndroidViewport } from '@/components/shell/AndroidViewport';
import { KeyboardMode } from '@/components/shell/KeyboardMode';
import { SessionWatch } from '@/components/shell/SessionWatch';
import { PreviewBar } from '@/components/content/PreviewBar';
import { previewShell } from '@/lib/content/preview-server';
import { siteOrigin, storeFromParams } from '@/lib/store';

// Pages render on first visit and are then served from the cache (ISR), refreshed in the background.
export const dynamicParams = true;
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/**
 * Only the namespaces client components use travel to the browser: every message inlined in every
 * page's payload is weight on every cached response. `store` (code and home link) is how the error
 * boundary outside `(shell)`, which has no header, still offers the way home.
 */
const CLIENT_NAMESPACES = ['shell', 'product', 'search', 'error', 'consent', 'store'] as const;
function clientMessages(messages: Record<string, unknown>) {
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
}

/** Off screen until focused: the first stops of every page for a keyboard (WCAG 2.4.1). */
const SKIP_LINK =
  'sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[100] focus:bg-white focus:px-4 focus:py-2';

// §2.3: maximum scale 5 (dropped on Android by AndroidViewport).
export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  maximumScale: 5,
  themeColor: '#fbf9f6',
};

export async function generateMetadata({
  params,
}: {
  params: Promise<{ store: string }>;
}): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'meta' });
  return {
    title: { default: t('title'), template: `%s | Vitrine` },
    description: t('description'),
    // Canonical and hreflang links are absolute, on the configured origin (issue 35 item 1).
    metadataBase: new URL(siteOrigin()),
    icons: { icon: '/favicon.svg' },
  };
}

export default async function StoreLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ store: string }>;
}) {
  const store = await storeFromParams(params);
  setRequestLocale(store.localeISOCode);
  const t = await getTranslations('shell');
  // §2.3: this layout loads no menu, footer or banner. The `(shell)` layout does for the routes
  // it wraps; home, catch-all and search results load them in their own data functions
  // (decision 0011). The preview bar is asked here so every page shows it; null when cached.
  const preview = await previewShell(store);
  return (
    <html lang={store.localeISOCode} dir={store.direction}>
      <head>
        <AndroidViewport />
        <KeyboardMode />
      </head>
      {/* The keyboard-mode marker may be on the body before React hydrates it (KeyboardMode). */}
      <body className="min-h-screen" suppressHydrationWarning>
        <a href="#main" className={SKIP_LINK}>
          {t('skipToContent')}
        </a>
        {/* Shown only on a page with results (a listing): past the header and the filters. */}
        <a href="#results" className={`skip-to-results ${SKIP_LINK}`}>
          {t('skipToResults')}
        </a>
        <SessionWatch locale={store.localeISOCode} />
        <NextIntlClientProvider messages={clientMessages(await getMessages())}>
          {/* §4.4 consent right after the skip link in the tab order (it is drawn at the bottom of
              the screen): keyboard users reach its buttons at once, without it taking focus. */}
          <Privacy store={store} />
          {children}
          {preview ? <PreviewBar store={store} info={preview.info} /> : null}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
