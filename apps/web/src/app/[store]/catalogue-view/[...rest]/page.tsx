/**
 * Catalogue pages with a query (a filtered, sorted or later page of a listing; a product page with
 * any parameter): the same page as `catalogue/[...rest]`, rendered per request instead of kept in
 * Next's page cache on disk, where every combination would stay for ever (decision 0016). The
 * page cache in front (decision 0015) keeps them a short while in bounded memory.
 */
export const dynamic = 'force-dynamic';
export { default, generateMetadata } from '../../catalogue/[...rest]/page';
