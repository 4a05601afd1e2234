import { notFound } from 'next/navigation';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/**
 * §2.1 catch-all (`/[...slug]`): until page resolution lands (categories, products, content pages)
 * every path here is unknown and answers with the store's 404 page and status.
 */
export default function CatchAll(): never {
  notFound();
}
