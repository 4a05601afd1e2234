import type { Language } from '../../kernel/language.ts';

/**
 * Error wording of the customer account: details, addresses, newsletter and staff discount (§4, §7.4), in each shop language: the composition root puts it
 * into the API's wording (error-wording.ts).
 */
export const CUSTOMER_MESSAGES = {
  CODE_INVALID: {
    en: 'That code is not correct or has expired. Please ask for a new one.',
    fr: 'Ce code est incorrect ou a expiré. Veuillez en demander un nouveau.',
    ar: 'هذا الرمز غير صحيح أو انتهت صلاحيته. يرجى طلب رمز جديد.',
  },
  ADDRESS_INVALID: {
    en: 'Please check the address.',
    fr: 'Veuillez vérifier l’adresse.',
    ar: 'يرجى التحقق من العنوان.',
  },
  ADDRESS_NOT_FOUND: {
    en: 'We could not find that address in your address book.',
    fr: 'Cette adresse est introuvable dans votre carnet d’adresses.',
    ar: 'لم نعثر على هذا العنوان في دفتر عناوينك.',
  },
  DETAILS_INVALID: {
    en: 'Please check your details.',
    fr: 'Veuillez vérifier vos informations.',
    ar: 'يرجى التحقق من بياناتك.',
  },
  EMAIL_UNAVAILABLE: {
    en: 'This email address cannot be used for your account.',
    fr: 'Cette adresse e-mail ne peut pas être utilisée pour votre compte.',
    ar: 'لا يمكن استخدام هذا البريد الإلكتروني لحسابك.',
  },
  LINK_INVALID: {
    en: 'This link is not valid or has expired.',
    fr: 'Ce lien n’est pas valide ou a expiré.',
    ar: 'هذا الرابط غير صالح أو انتهت صلاحيته.',
  },
  STAFF_EMAIL_INVALID: {
    en: 'Please use your work email address.',
    fr: 'Veuillez utiliser votre adresse e-mail professionnelle.',
    ar: 'يرجى استخدام بريدك الإلكتروني الخاص بالعمل.',
  },
} as const satisfies Record<string, Record<Language, string>>;
