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
 * §2.1 /royalty (fr-FR: /ledito/vip), from royalty-page (§7.9). §2.2: en-GB, en-EU, en-IE and
 * fr-FR only; other stores get the 404 page.
 */
const route = contentRoute({
  endpoint: 'royalty-page',
  path: '/royalty',
  page: 'royalty',
  eyebrow: 'vip',
  fallbackTitle: 'royalty',
  aside: async (store) => {
    const t = await getTranslations({ locale: store.localeISOCode, namespace: 'content' });
    return (
      <ContentCallout
        title={t('fallbackTitle.royalty')}
        actions={[
          { href: href(store, '/customer/account/create'), label: t('vipJoin'), primary: true },
          { href: href(store, '/customer/account/login'), label: t('vipSignIn') },
        ]}
      />
    );
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
