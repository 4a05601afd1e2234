import { contentRoute } from '@/components/content/content-route';

// Rendered on first visit, then cached and refreshed in the background (decision 0003).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** §2.1 /privacy-policy (fr-FR: /politique-de-confidentialite), from privacy-policy-page (§7.9). */
const route = contentRoute({
  endpoint: 'privacy-policy-page',
  path: '/privacy-policy',
  eyebrow: 'legal',
  fallbackTitle: 'privacy',
  showUpdated: true,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
