import { contentRoute } from '@/components/content/content-route';

// Rendered on first visit, then cached and refreshed in the background (decision 0003).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** §2.1 /size-guide (fr-FR: /guide-des-tailles), from size-guide-page (§7.9). */
const route = contentRoute({
  endpoint: 'size-guide-page',
  path: '/size-guide',
  eyebrow: 'sizeGuide',
  fallbackTitle: 'sizeGuide',
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
