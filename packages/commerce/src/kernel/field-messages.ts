import type { Language } from './language.ts';

/**
 * What a form shows next to a field, per field error code, in each shop language. The codes are
 * the API's (`error.fields[].code`) and the web forms' own, so both say the same thing.
 */
export const FIELD_MESSAGES = {
  required: { en: 'This field is required.', fr: 'Ce champ est obligatoire.', ar: 'هذا الحقل مطلوب.' },
  too_long: { en: 'This is too long.', fr: 'Ce texte est trop long.', ar: 'هذا النص طويل جدًا.' },
  invalid: {
    en: 'Please check this value.',
    fr: 'Veuillez vérifier cette valeur.',
    ar: 'يرجى التحقق من هذه القيمة.',
  },
  email_invalid: {
    en: 'Please enter a valid email address.',
    fr: 'Veuillez saisir une adresse e-mail valide.',
    ar: 'يرجى إدخال بريد إلكتروني صالح.',
  },
  password_too_short: {
    en: 'Use at least 8 characters.',
    fr: 'Utilisez au moins 8 caractères.',
    ar: 'استخدم 8 أحرف على الأقل.',
  },
  password_too_long: {
    en: 'Use at most 256 characters.',
    fr: 'Utilisez au maximum 256 caractères.',
    ar: 'استخدم 256 حرفًا على الأكثر.',
  },
  password_too_common: {
    en: 'This password is too common and easy to guess. Please choose another.',
    fr: 'Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un autre.',
    ar: 'كلمة المرور هذه شائعة جدًا ويسهل تخمينها. يرجى اختيار كلمة أخرى.',
  },
  password_contains_email: {
    en: 'Your password must not be your email address.',
    fr: 'Votre mot de passe ne doit pas être votre adresse e-mail.',
    ar: 'يجب ألا تكون كلمة المرور هي بريدك الإلكتروني.',
  },
  passwords_differ: {
    en: 'The passwords do not match.',
    fr: 'Les mots de passe ne correspondent pas.',
    ar: 'كلمتا المرور غير متطابقتين.',
  },
  current_password_incorrect: {
    en: 'Your current password is not correct.',
    fr: 'Votre mot de passe actuel est incorrect.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  date_invalid: {
    en: 'Please enter a valid date.',
    fr: 'Veuillez saisir une date valide.',
    ar: 'يرجى إدخال تاريخ صالح.',
  },
  day_not_in_month: {
    en: 'That month does not have this day. Please choose another day.',
    fr: 'Ce mois ne compte pas ce jour. Veuillez choisir un autre jour.',
    ar: 'هذا الشهر لا يحتوي على هذا اليوم. يرجى اختيار يوم آخر.',
  },
  too_young: {
    en: 'You must be at least 16 to have an account.',
    fr: 'Vous devez avoir au moins 16 ans pour ouvrir un compte.',
    ar: 'يجب أن يكون عمرك 16 عامًا على الأقل لإنشاء حساب.',
  },
  code_invalid: {
    en: 'Enter the 6-digit code from the email.',
    fr: 'Saisissez le code à 6 chiffres reçu par e-mail.',
    ar: 'أدخل الرمز المكون من 6 أرقام الموجود في البريد الإلكتروني.',
  },
  postcode_invalid: {
    en: 'Please enter a valid postcode.',
    fr: 'Veuillez saisir un code postal valide.',
    ar: 'يرجى إدخال رمز بريدي صالح.',
  },
  region_required: {
    en: 'Please choose a state, province or region.',
    fr: 'Veuillez choisir un État, une province ou une région.',
    ar: 'يرجى اختيار الولاية أو المقاطعة أو الإمارة.',
  },
  region_invalid: {
    en: 'Please choose a state, province or region from the list.',
    fr: 'Veuillez choisir un État, une province ou une région dans la liste.',
    ar: 'يرجى اختيار الولاية أو المقاطعة أو الإمارة من القائمة.',
  },
  phone_invalid: {
    en: 'Please enter a valid phone number.',
    fr: 'Veuillez saisir un numéro de téléphone valide.',
    ar: 'يرجى إدخال رقم هاتف صالح.',
  },
  country_not_shipped: {
    en: 'We do not deliver to this country from this store.',
    fr: 'Nous ne livrons pas ce pays depuis cette boutique.',
    ar: 'لا نقوم بالتوصيل إلى هذا البلد من هذا المتجر.',
  },
  country_invalid: {
    en: 'Please choose a country from the list.',
    fr: 'Veuillez choisir un pays dans la liste.',
    ar: 'يرجى اختيار بلد من القائمة.',
  },
  invalid_characters: {
    en: 'Please remove unusual characters.',
    fr: 'Veuillez retirer les caractères inhabituels.',
    ar: 'يرجى إزالة الأحرف غير المعتادة.',
  },
  card_number_invalid: {
    en: 'Please enter a valid card number.',
    fr: 'Veuillez saisir un numéro de carte valide.',
    ar: 'يرجى إدخال رقم بطاقة صالح.',
  },
  card_brand_unsupported: {
    en: 'We accept Visa, Mastercard and American Express.',
    fr: 'Nous acceptons Visa, Mastercard et American Express.',
    ar: 'نقبل بطاقات فيزا وماستركارد وأمريكان إكسبريس.',
  },
  card_expired: {
    en: 'This card has expired.',
    fr: 'Cette carte a expiré.',
    ar: 'انتهت صلاحية هذه البطاقة.',
  },
  expiry_invalid: {
    en: 'Please enter the expiry date shown on the card.',
    fr: 'Veuillez saisir la date d’expiration indiquée sur la carte.',
    ar: 'يرجى إدخال تاريخ الانتهاء المطبوع على البطاقة.',
  },
  cvc_invalid: {
    en: 'Please enter the security code: 3 digits on the back, or 4 on the front of an American Express card.',
    fr: 'Veuillez saisir le cryptogramme : 3 chiffres au dos, ou 4 au recto d’une carte American Express.',
    ar: 'يرجى إدخال رمز الأمان: 3 أرقام على ظهر البطاقة، أو 4 أرقام على وجه بطاقة أمريكان إكسبريس.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type FieldErrorCode = keyof typeof FIELD_MESSAGES;

export function renderFieldMessage(code: string, language: Language): string {
  const entry = (FIELD_MESSAGES as Record<string, Record<Language, string>>)[code] ?? FIELD_MESSAGES.invalid;
  return entry[language] ?? entry.en;
}

/** The field-messages.ts code for a zod issue, so forms can say what is wrong next to the field. */
export function fieldCode(issue: {
  code: string;
  message: string;
  input?: unknown;
  format?: string;
  origin?: string;
}): string {
  if (issue.message in FIELD_MESSAGES) return issue.message;
  if (issue.input === undefined || (issue.code === 'too_small' && issue.input === '')) return 'required';
  if (issue.code === 'too_big') return 'too_long';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'email_invalid';
  if (issue.code === 'invalid_format' && issue.format === 'date') return 'date_invalid';
  if (issue.code === 'unrecognized_keys') return 'invalid';
  return 'invalid';
}
