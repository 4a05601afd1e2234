import type { Language } from '../../kernel/language.ts';

/** Error wording of the checkout module, in each shop language; merged into ERROR_MESSAGES. */
export const CHECKOUT_MESSAGES = {
  DELIVERY_METHOD_UNAVAILABLE: {
    en: 'This delivery option is not available for your address at the moment. Please choose another.',
    fr: 'Ce mode de livraison n’est pas disponible pour votre adresse pour le moment. Veuillez en choisir un autre.',
    ar: 'خيار التوصيل هذا غير متاح لعنوانك حاليًا. يرجى اختيار خيار آخر.',
  },
  LOOKUP_ADDRESS_NOT_FOUND: {
    en: 'We could not find that address. Please choose it again or type it in.',
    fr: 'Cette adresse est introuvable. Veuillez la choisir à nouveau ou la saisir.',
    ar: 'لم نتمكن من العثور على هذا العنوان. يرجى اختياره مرة أخرى أو كتابته.',
  },
  ADDRESS_LOOKUP_UNAVAILABLE: {
    en: 'Address search is unavailable at the moment. Please type your address.',
    fr: 'La recherche d’adresse est momentanément indisponible. Veuillez saisir votre adresse.',
    ar: 'البحث عن العنوان غير متاح حاليًا. يرجى كتابة عنوانك.',
  },
} as const satisfies Record<string, Record<Language, string>>;
