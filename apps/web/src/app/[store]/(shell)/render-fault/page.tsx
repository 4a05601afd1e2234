import { notFound } from 'next/navigation';
import { devToolsEnabled } from '@/lib/dev-tools';

// Rendered per request: a build must never try to draw it.
export const dynamic = 'force-dynamic';

/**
 * A page that fails to render, on purpose, in development and test only (404 in staging and
 * production, like /dev): it is how the end-to-end tests see §2.3's error boundary and §8's
 * "render error: reported, shown in the banner" in the running store, in any store.
 */
export default function RenderFault(): never {
  if (!devToolsEnabled()) notFound();
  throw new Error('render fault (development and test only)');
}
