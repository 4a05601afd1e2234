import type { Language } from '../../kernel/language.ts';

/**
 * Error wording of the content API and its previews (§7.6, §9), in each shop language: the composition root puts it
 * into the API's wording (error-wording.ts).
 */
export const CONTENT_MESSAGES = {
  CONTENT_NOT_FOUND: {
    en: 'We could not find the content “{key}” for this store.',
    fr: 'Le contenu « {key} » est introuvable pour cette boutique.',
    ar: 'لم نتمكن من العثور على المحتوى «{key}» لهذا المتجر.',
  },
  CONTENT_NOT_AVAILABLE: {
    en: 'The page “{key}” is not offered in the store {locale}.',
    fr: 'La page « {key} » n’est pas proposée dans la boutique {locale}.',
    ar: 'الصفحة «{key}» غير متوفرة في متجر {locale}.',
  },
  PREVIEW_STORE_UNKNOWN: {
    en: 'Unknown preview store “{store}”. Use a region such as UK, US_CENTRAL or AU.',
    fr: 'Boutique d’aperçu inconnue « {store} ». Utilisez une région comme FR, UK ou US_CENTRAL.',
    ar: 'متجر المعاينة «{store}» غير معروف. استخدم منطقة مثل AE أو UK أو US_CENTRAL.',
  },
} as const satisfies Record<string, Record<Language, string>>;
