import 'server-only';
import { deploymentBrand } from '@vitrine/config';
import { listingService } from '@vitrine/commerce/catalog/listing';
import { marketplaceService } from '@vitrine/commerce/catalog/marketplace';
import { pageService } from '@vitrine/commerce/catalog/pages';
import { productService } from '@vitrine/commerce/catalog/product';
import { recommendationService } from '@vitrine/commerce/catalog/recommendations';
import { saleService } from '@vitrine/commerce/catalog/sale';
import { catalogService } from '@vitrine/commerce/catalog';
import { getDb } from '@vitrine/commerce/db';
import { searchService } from '@vitrine/commerce/search';

/**
 * Server-only data access for pages: the catalogue services, in process (no HTTP hop): home
 * widgets and menu, page resolution, product detail, listings, search, recommendations.
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
