import { contentRoute } from '@/components/content/content-route';

// Rendered on first visit, then cached and refreshed in the background (decision 0003).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** §2.1 /terms (fr-FR: /conditions-generales), from the content service's terms-page (§7.9). */
const route = contentRoute({
  endpoint: 'terms-page',
  path: '/terms',
  eyebrow: 'legal',
  fallbackTitle: 'terms',
  showUpdated: true,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
