// §3.3 listing attribute names, in the spec's order. "special_price (with from/to date, and
// set_b variants)" expands to the price, its from and to dates, and the same three for set_b.
export const LISTING_ATTRIBUTES: readonly string[] = Object.freeze([
  'accessory_size',
  'application_time',
  'available_stock',
  'belt_size',
  'bra_size',
  'category_en',
  'clothes_size',
  'colour_en',
  'date_enabled',
  'design',
  'fastening',
  'fit',
  'heel_height',
  'in_stock',
  'is_multi_colour',
  'key_ingredients',
  'length_new',
  'main_range',
  'model',
  'neck_shape',
  'occasion_wear',
  'product_category',
  'product_name_en',
  'secret',
  'shoesize',
  'skin_concern',
  'skin_type',
  'sleeves',
  'slider_price',
  'special_price',
  'special_from_date',
  'special_to_date',
  'special_price_set_b',
  'special_from_date_set_b',
  'special_to_date_set_b',
  'sticker_path',
  'style',
  'style_en',
  'sub_category',
  'total_stock_gb',
  'total_stock_us',
  'upsell_products',
]);

// §3.3 sort options: default, numberofdays (new in), price ascending, price descending.
export const SORT_OPTIONS = ['default', 'numberofdays', 'price_asc', 'price_desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export function isSortOption(value: string): value is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value);
}

// §9: default listing page size 48. "Another listing constant is 209 (ceiling of 208.33)":
// 208.33 = 10000 / 48, i.e. the last page reachable when a search engine returns at most 10,000
// hits; we read 209 as the highest listing page number a shopper may request.
export const LISTING_PAGE_SIZE = 48;
export const MAX_LISTING_HITS = 10_000;
export const MAX_LISTING_PAGE = 209;
