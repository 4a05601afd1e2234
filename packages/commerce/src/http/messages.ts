/**
 * Customer-facing API error wording in each shop language (§8 leaves it "not shown"; the bar is a
 * clear, localised message). `{name}` placeholders are filled from the error's params.
 */
export type Language = 'en' | 'fr' | 'ar';

export const ERROR_MESSAGES = {
  VALIDATION_FAILED: {
    en: 'The request is not valid: {fields}.',
    fr: 'La requête n’est pas valide : {fields}.',
    ar: 'الطلب غير صالح: {fields}.',
  },
  INVALID_LOCALE: {
    en: 'Unknown store locale “{locale}”. Use a value such as en_GB.',
    fr: 'Langue de boutique inconnue « {locale} ». Utilisez une valeur comme fr_FR.',
    ar: 'لغة المتجر «{locale}» غير معروفة. استخدم قيمة مثل ar_AE.',
  },
  ROUTE_NOT_FOUND: {
    en: 'There is nothing at this address.',
    fr: 'Il n’y a rien à cette adresse.',
    ar: 'لا يوجد شيء على هذا العنوان.',
  },
  PRODUCT_NOT_FOUND: {
    en: 'We could not find the product “{sku}”.',
    fr: 'Le produit « {sku} » est introuvable.',
    ar: 'لم نتمكن من العثور على المنتج «{sku}».',
  },
  UNAUTHORIZED: {
    en: 'Please sign in to continue.',
    fr: 'Veuillez vous connecter pour continuer.',
    ar: 'يرجى تسجيل الدخول للمتابعة.',
  },
  FORBIDDEN: {
    en: 'You are not allowed to do this.',
    fr: 'Vous n’êtes pas autorisé à effectuer cette action.',
    ar: 'غير مسموح لك بالقيام بذلك.',
  },
  CONFLICT: {
    en: 'This change conflicts with another one. Please try again.',
    fr: 'Cette modification est en conflit avec une autre. Veuillez réessayer.',
    ar: 'يتعارض هذا التغيير مع تغيير آخر. يرجى المحاولة مرة أخرى.',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'The request is too large.',
    fr: 'La requête est trop volumineuse.',
    ar: 'الطلب كبير جدًا.',
  },
  INTERNAL_ERROR: {
    en: 'Something went wrong on our side. Please try again in a moment.',
    fr: 'Une erreur s’est produite de notre côté. Veuillez réessayer dans un instant.',
    ar: 'حدث خطأ من جانبنا. يرجى المحاولة مرة أخرى بعد قليل.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function renderMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, string> = {},
): string {
  const template: string = ERROR_MESSAGES[code][language] ?? ERROR_MESSAGES[code].en;
  return template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');
}
