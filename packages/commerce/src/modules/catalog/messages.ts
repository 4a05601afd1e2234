import type { Language } from '../../kernel/language.ts';

/**
 * Error wording of the catalogue (§7.1), in each shop language: the composition root puts it
 * into the API's wording (error-wording.ts).
 */
export const CATALOG_MESSAGES = {
  PRODUCT_NOT_FOUND: {
    en: 'We could not find the product “{sku}”.',
    fr: 'Le produit « {sku} » est introuvable.',
    ar: 'لم نتمكن من العثور على المنتج «{sku}».',
  },
} as const satisfies Record<string, Record<Language, string>>;
