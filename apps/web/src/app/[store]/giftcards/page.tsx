import { getTranslations } from 'next-intl/server';
import { ContentCallout } from '@/components/content/ContentPageView';
import { contentRoute } from '@/components/content/content-route';
import { href } from '@/lib/store';

// Rendered on first visit, then cached and refreshed in the background (decision 0003).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/**
 * §2.1 /giftcards landing content, from gift-card-page (§7.9). §2.2: en-GB, en-IE and en-US
 * only; other stores get the 404 page.
 */
const route = contentRoute({
  endpoint: 'gift-card-page',
  path: '/giftcards',
  page: 'giftcards',
  eyebrow: 'giftcards',
  fallbackTitle: 'giftcards',
  aside: async (store) => {
    const t = await getTranslations({ locale: store.localeISOCode, namespace: 'content' });
    return (
      <ContentCallout
        title={t('fallbackTitle.giftcards')}
        actions={[{ href: href(store, '/new-in.html'), label: t('shopNow'), primary: true }]}
      />
    );
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
