// The catalogue (module `catalog`): categories, products, their prices, images and stock. What
// other modules and the API's composition use of it; the read side built on it is `listing`.
export { catalogService, type CatalogService, type MenuCategory } from './service.ts';
export {
  effectivePrice,
  isSpecialActive,
  type EffectivePrice,
  type Money,
  type PriceRow,
} from './pricing.ts';
export { catalogueKey, mostSpecificCategoryFirst, pageService, type ResolvedPage } from './pages.ts';
export { LOW_STOCK_THRESHOLD, productService, type ProductDetail, type ProductSize } from './product.ts';
export { deltaE, dominantColour, toLab, type Lab, type Rgb } from './palette.ts';
export { indexImagePalettes } from './palette-index.ts';
export { SITEMAP_PRODUCTS_PER_FILE, sitemapService } from './sitemap.ts';
export { categoryIdAt, productInCategory, productIdsOfSkus } from './lookups.ts';
export { taxClassOfSizeKind } from './tax-class.ts';
export { offersForSkus, type Offer, type OfferStore } from './offers.ts';
export {
  putBackStock,
  restock,
  stockInRegion,
  takeStock,
  type Restocked,
  type StockPutBack,
  type StockShortfall,
  type StockTake,
} from './stock.ts';
export { sizeOfSku, sizeSkusOf, sizesOfStyles, styleOfSku, styleSkusOf, type StyleOfSku } from './skus.ts';
export type { RestockLink, StockRestocked, StockRestockedHook } from './events.ts';
// What a style or size SKU may look like: every route that takes one validates with it.
export { SKU_PATTERN } from './schema.ts';
