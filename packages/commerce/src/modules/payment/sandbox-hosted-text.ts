import type { CardFieldError } from './card.ts';

// What the sandbox acquirer's own pages say (its card fields and its bank's challenge screen), in
// the languages of the stores that frame them. A hosted-fields provider localises its fields
// itself (Stripe Elements' `locale`, Adyen's `locale`): the store only says which language.

export type HostedLanguage = 'en' | 'fr' | 'ar';

export const hostedLanguage = (value: string | undefined): HostedLanguage =>
  value === 'fr' || value === 'ar' ? value : 'en';

interface HostedText {
  number: string;
  expiry: string;
  month: string;
  year: string;
  cvc: string;
  name: string;
  fieldsTitle: string;
  errors: Record<CardFieldError, string>;
  bank: string;
  challengeTitle: string;
  challengeIntro: string;
  challengeCode: string;
  challengeSandbox: string;
  confirm: string;
  wrongCode: string;
  authenticated: string;
  failed: string;
  returnToShop: string;
  unknownChallenge: string;
}

export const HOSTED_TEXT: Record<HostedLanguage, HostedText> = {
  en: {
    number: 'Card number',
    expiry: 'Expiry date',
    month: 'Month',
    year: 'Year',
    cvc: 'Security code',
    name: 'Name on card',
    fieldsTitle: 'Card details, entered with the payment provider',
    errors: {
      required: 'Enter this detail.',
      too_long: 'This is too long.',
      invalid_characters: 'Use letters, spaces, hyphens and apostrophes only.',
      card_number_invalid: 'Enter a valid card number.',
      card_brand_unsupported: 'We accept Visa, Mastercard and American Express.',
      card_expired: 'This card has expired.',
      expiry_invalid: 'Choose a valid expiry date.',
      cvc_invalid: 'Enter the security code: 3 digits, or 4 for American Express.',
    },
    bank: 'Vitrine Sandbox Bank',
    challengeTitle: 'Confirm it’s you',
    challengeIntro: 'Your bank asks you to confirm this payment with the code it sent you.',
    challengeCode: 'Code',
    challengeSandbox: 'Test bank: the code is',
    confirm: 'Confirm',
    wrongCode: 'That code is not right. Tries left: {n}.',
    authenticated: 'Confirmed. Return to the shop to finish your order.',
    failed: 'The bank could not confirm the payment. Return to the shop and choose another card.',
    returnToShop: 'Continue in the shop',
    unknownChallenge: 'This confirmation has ended. Return to the shop and pay again.',
  },
  fr: {
    number: 'Numéro de carte',
    expiry: 'Date d’expiration',
    month: 'Mois',
    year: 'Année',
    cvc: 'Cryptogramme',
    name: 'Nom sur la carte',
    fieldsTitle: 'Données de carte, saisies chez le prestataire de paiement',
    errors: {
      required: 'Renseignez ce champ.',
      too_long: 'Ce texte est trop long.',
      invalid_characters: 'Utilisez uniquement des lettres, espaces, traits d’union et apostrophes.',
      card_number_invalid: 'Saisissez un numéro de carte valide.',
      card_brand_unsupported: 'Nous acceptons Visa, Mastercard et American Express.',
      card_expired: 'Cette carte a expiré.',
      expiry_invalid: 'Choisissez une date d’expiration valide.',
      cvc_invalid: 'Saisissez le cryptogramme : 3 chiffres, ou 4 pour American Express.',
    },
    bank: 'Vitrine Sandbox Bank',
    challengeTitle: 'Confirmez votre identité',
    challengeIntro: 'Votre banque vous demande de confirmer ce paiement avec le code qu’elle vous a envoyé.',
    challengeCode: 'Code',
    challengeSandbox: 'Banque de test : le code est',
    confirm: 'Confirmer',
    wrongCode: 'Ce code est incorrect. Essais restants : {n}.',
    authenticated: 'Confirmé. Revenez à la boutique pour terminer votre commande.',
    failed:
      'La banque n’a pas pu confirmer le paiement. Revenez à la boutique et choisissez une autre carte.',
    returnToShop: 'Continuer dans la boutique',
    unknownChallenge: 'Cette confirmation a pris fin. Revenez à la boutique et payez à nouveau.',
  },
  ar: {
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء',
    month: 'الشهر',
    year: 'السنة',
    cvc: 'رمز الأمان',
    name: 'الاسم على البطاقة',
    fieldsTitle: 'بيانات البطاقة، تُدخل لدى مزوّد الدفع',
    errors: {
      required: 'أدخل هذه المعلومة.',
      too_long: 'هذا النص طويل جدًا.',
      invalid_characters: 'استخدم الحروف والمسافات والشرطات والفواصل العليا فقط.',
      card_number_invalid: 'أدخل رقم بطاقة صالحًا.',
      card_brand_unsupported: 'نقبل فيزا وماستركارد وأمريكان إكسبريس.',
      card_expired: 'انتهت صلاحية هذه البطاقة.',
      expiry_invalid: 'اختر تاريخ انتهاء صالحًا.',
      cvc_invalid: 'أدخل رمز الأمان: 3 أرقام، أو 4 لأمريكان إكسبريس.',
    },
    bank: 'Vitrine Sandbox Bank',
    challengeTitle: 'أكّد هويتك',
    challengeIntro: 'يطلب منك مصرفك تأكيد هذه الدفعة بالرمز الذي أرسله إليك.',
    challengeCode: 'الرمز',
    challengeSandbox: 'مصرف تجريبي: الرمز هو',
    confirm: 'تأكيد',
    wrongCode: 'الرمز غير صحيح. المحاولات المتبقية: {n}.',
    authenticated: 'تم التأكيد. عد إلى المتجر لإتمام طلبك.',
    failed: 'تعذّر على المصرف تأكيد الدفعة. عد إلى المتجر واختر بطاقة أخرى.',
    returnToShop: 'المتابعة في المتجر',
    unknownChallenge: 'انتهت عملية التأكيد هذه. عد إلى المتجر وادفع مرة أخرى.',
  },
};
