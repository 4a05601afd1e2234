import { deploymentBrand } from '@vitrine/config';
import {
  listingIndexState as indexState,
  listingService,
  searchDocumentsState as documentsState,
} from '@vitrine/commerce/catalog/listing';
import { marketplaceService } from '@vitrine/commerce/catalog/marketplace';
import { pageService } from '@vitrine/commerce/catalog/pages';
import { productService } from '@vitrine/commerce/catalog/product';
import { recommendationService } from '@vitrine/commerce/catalog/recommendations';
import { saleService } from '@vitrine/commerce/catalog/sale';
import { catalogService } from '@vitrine/commerce/catalog';
import { getDb } from '@vitrine/commerce/db';
import { sitemapService as sitemap } from '@vitrine/commerce/catalog/sitemap';
import { drawProductImageOnRequest as drawImage } from '@vitrine/commerce/product-images';
import { searchService } from '@vitrine/commerce/search';
import { withDb } from './database';

/**
 * Server-only data access for pages: the catalogue services, in process (no HTTP hop): home
 * widgets and menu, page resolution, product detail, listings, search, recommendations.
 * Every catalogue, listing and search import of the web app is in this file (decision 0059).
 */
export const catalogue = () => {
  const db = getDb();
  return {
    home: catalogService(db),
    pages: pageService(db),
    products: productService(db),
    listing: listingService(db),
    search: searchService(db),
    recommendations: recommendationService(db),
    marketplace: marketplaceService(db, deploymentBrand()),
    sale: saleService(db),
  };
};

export type { EffectivePrice, HomeWidget, MenuCategory, ProductCard } from '@vitrine/commerce/catalog';
export { FACET_PARAMS, type Facet, type ListingResult } from '@vitrine/commerce/catalog/listing';
export type { ResolvedPage } from '@vitrine/commerce/catalog/pages';
export { LOW_STOCK_THRESHOLD, type ProductDetail } from '@vitrine/commerce/catalog/product';
export { SALE_PATH } from '@vitrine/commerce/catalog/sale';
export { SITEMAP_PRODUCTS_PER_FILE } from '@vitrine/commerce/catalog/sitemap';
export { normalizeQuery } from '@vitrine/commerce/search';

/** The sitemap's products of a store (§7.8). */
export const sitemapService = withDb(sitemap);

/** /elb-health-check: whether the in-memory listing index and the search documents are ready. */
export const listingIndexState = withDb(indexState);
export const searchDocumentsState = withDb(documentsState);

/** Visual search: the photo's dominant colour, as a palette name. */
export { dominantColour } from '@vitrine/commerce/catalog/palette';

/** /media: a demo product image drawn the first time it is asked for (decision 0059: catalogue's). */
export const drawProductImageOnRequest = withDb(drawImage);
