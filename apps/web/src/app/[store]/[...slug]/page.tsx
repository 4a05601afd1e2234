import { notFound } from 'next/navigation';
import { reportingOutcome } from '@/lib/page-outcome';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/**
 * §2.1 catch-all (`/[...slug]`): until page resolution lands (categories, products, content pages)
 * every path here is unknown and answers with the store's 404 page and status. §2.3: the shell
 * loads nothing here; that 404 page (`../not-found.tsx`) loads menu, footer and banner itself.
 */
export default function CatchAll() {
  return reportingOutcome(async () => notFound());
}
