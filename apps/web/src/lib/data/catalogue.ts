import { deploymentBrand } from '@vitrine/config';
import { pageService, productService, sitemapService as sitemap } from '@vitrine/commerce/catalog';
import { catalogService } from '@vitrine/commerce/catalogue';
import { getDb } from '@vitrine/commerce/db';
import {
  listingIndexState as indexState,
  listingService,
  saleService,
  searchDocumentsState as documentsState,
  searchService,
} from '@vitrine/commerce/listing';
import { marketplaceService, recommendationService } from '@vitrine/commerce/merchandising';
import { drawProductImageOnRequest as drawImage } from '@vitrine/commerce/product-images';
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

export type { EffectivePrice, HomeWidget, MenuCategory, ProductCard } from '@vitrine/commerce/catalogue';
export { FACET_PARAMS, type Facet, type ListingResult } from '@vitrine/commerce/listing';
export type { ResolvedPage } from '@vitrine/commerce/catalog';
export { LOW_STOCK_THRESHOLD, type ProductDetail } from '@vitrine/commerce/catalog';
export { SALE_PATH } from '@vitrine/commerce/listing';
export { SITEMAP_PRODUCTS_PER_FILE } from '@vitrine/commerce/catalog';
export { normalizeQuery } from '@vitrine/commerce/listing';

/** The sitemap's products of a store (§7.8). */
export const sitemapService = withDb(sitemap);

/** /elb-health-check: whether the in-memory listing index and the search documents are ready. */
export const listingIndexState = withDb(indexState);
export const searchDocumentsState = withDb(documentsState);

/** Visual search: the photo's dominant colour, as a palette name. */
export { dominantColour } from '@vitrine/commerce/catalog';

/** /media: a demo product image drawn the first time it is asked for (decision 0059: catalogue's). */
export const drawProductImageOnRequest = withDb(drawImage);
