import { describe, expect, it } from 'vitest';
import {
  isSortOption,
  LISTING_ATTRIBUTES,
  LISTING_PAGE_SIZE,
  MAX_LISTING_HITS,
  MAX_LISTING_PAGE,
  SORT_OPTIONS,
} from './listing-attributes.ts';
import { LOCALES } from './locales.ts';

describe('§3.3 listing attribute names', () => {
  it('has every name of the spec once', () => {
    const spec = [
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
      'sticker_path',
      'style',
      'style_en',
      'sub_category',
      'total_stock_gb',
      'total_stock_us',
      'upsell_products',
    ];
    for (const name of spec) expect(LISTING_ATTRIBUTES).toContain(name);
    expect(new Set(LISTING_ATTRIBUTES).size).toBe(LISTING_ATTRIBUTES.length);
    expect(LISTING_ATTRIBUTES).toHaveLength(spec.length + 5);
  });

  it('special_price comes with its from/to dates and the set_b variants', () => {
    expect(LISTING_ATTRIBUTES).toEqual(
      expect.arrayContaining([
        'special_price',
        'special_from_date',
        'special_to_date',
        'special_price_set_b',
        'special_from_date_set_b',
        'special_to_date_set_b',
      ]),
    );
  });

  it('each store’s stock region names a stock attribute', () => {
    for (const l of LOCALES) expect(LISTING_ATTRIBUTES).toContain(`total_stock_${l.stockRegion}`);
  });
});

describe('§3.3 sort options', () => {
  it('default, numberofdays (new in), price_asc, price_desc', () => {
    expect(SORT_OPTIONS).toEqual(['default', 'numberofdays', 'price_asc', 'price_desc']);
    expect(isSortOption('price_asc')).toBe(true);
    expect(isSortOption('price')).toBe(false);
  });
});

describe('§9 listing constants', () => {
  it('page size 48; last page 209, the ceiling of 10000 / 48 = 208.33', () => {
    expect(LISTING_PAGE_SIZE).toBe(48);
    expect(MAX_LISTING_HITS / LISTING_PAGE_SIZE).toBeCloseTo(208.33, 2);
    expect(MAX_LISTING_PAGE).toBe(Math.ceil(MAX_LISTING_HITS / LISTING_PAGE_SIZE));
    expect(MAX_LISTING_PAGE).toBe(209);
  });
});
