/**
 * Customer-facing API error wording in each shop language (§8 leaves it "not shown"; the bar is a
 * clear, localised message). `{name}` placeholders are filled from the error's params.
 */
import { CHECKOUT_MESSAGES } from '../modules/checkout/messages.ts';
import { PLACE_ORDER_MESSAGES } from '../modules/checkout/place-order-messages.ts';
import { ORDER_MESSAGES } from '../modules/order/messages.ts';
import { PAYMENT_MESSAGES } from '../modules/payment/messages.ts';
import { QUOTE_MESSAGES } from '../modules/quote/messages.ts';
import { WISHLIST_MESSAGES } from '../modules/wishlist/messages.ts';
import { GIFT_CARD_MESSAGES } from '../modules/giftcard/messages.ts';
import { SUBSCRIPTION_MESSAGES } from '../modules/subscription/messages.ts';
import { CREDIT_MESSAGES } from '../modules/credit/messages.ts';
import { REFERRAL_MESSAGES } from '../modules/referral/messages.ts';
import { LOCALE_REQUIRED_MESSAGE } from '@vitrine/config';
import type { Language } from '../kernel/language.ts';
import { wordFrom } from '../kernel/wording.ts';

export type { Language } from '../kernel/language.ts';

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
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'This request’s body must be sent as {accepted}.',
    fr: 'Le corps de cette requête doit être envoyé au format {accepted}.',
    ar: 'يجب إرسال محتوى هذا الطلب بتنسيق {accepted}.',
  },
  INVALID_CREDENTIALS: {
    en: 'That email address and password do not match an account.',
    fr: 'Cette adresse e-mail et ce mot de passe ne correspondent à aucun compte.',
    ar: 'البريد الإلكتروني وكلمة المرور لا يتطابقان مع أي حساب.',
  },
  SESSION_EXPIRED: {
    en: 'Your session has ended. Please sign in again.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  },
  TOO_MANY_ATTEMPTS: {
    en: 'Too many attempts. Please try again in {minutes} minutes.',
    fr: 'Trop de tentatives. Veuillez réessayer dans {minutes} minutes.',
    ar: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
  },
  PASSWORD_REJECTED: {
    en: 'Please choose another password.',
    fr: 'Veuillez choisir un autre mot de passe.',
    ar: 'يرجى اختيار كلمة مرور أخرى.',
  },
  CURRENT_PASSWORD_INCORRECT: {
    en: 'Your current password is not correct.',
    fr: 'Votre mot de passe actuel est incorrect.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  RESET_LINK_INVALID: {
    en: 'This password reset link has expired or has already been used. Please ask for a new one.',
    fr: 'Ce lien de réinitialisation a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
    ar: 'انتهت صلاحية رابط إعادة التعيين هذا أو تم استخدامه بالفعل. يرجى طلب رابط جديد.',
  },
  SIGN_IN_LINK_INVALID: {
    en: 'This sign-in link has expired or has already been used. Please ask for a new one.',
    fr: 'Ce lien de connexion a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
    ar: 'انتهت صلاحية رابط تسجيل الدخول هذا أو تم استخدامه بالفعل. يرجى طلب رابط جديد.',
  },
  XSRF_MISMATCH: {
    en: 'This request could not be verified. Please reload the page and try again.',
    fr: 'Cette requête n’a pas pu être vérifiée. Veuillez recharger la page et réessayer.',
    ar: 'تعذر التحقق من هذا الطلب. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  },
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
  LOCALE_REQUIRED: {
    // §5 / §8 give this wording exactly, with no full stop: the one constant of packages/config.
    en: LOCALE_REQUIRED_MESSAGE,
    fr: 'La langue de la boutique est requise.',
    ar: 'لغة المتجر مطلوبة.',
  },
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
  SERVICE_BUSY: {
    en: 'We are very busy right now. Please try again in a moment.',
    fr: 'Nous sommes très sollicités en ce moment. Veuillez réessayer dans un instant.',
    ar: 'نشهد ضغطًا كبيرًا الآن. يرجى المحاولة مرة أخرى بعد لحظات.',
  },
  INTERNAL_ERROR: {
    en: 'Something went wrong on our side. Please try again in a moment.',
    fr: 'Une erreur s’est produite de notre côté. Veuillez réessayer dans un instant.',
    ar: 'حدث خطأ من جانبنا. يرجى المحاولة مرة أخرى بعد قليل.',
  },
  // Each commerce module of issue 4 keeps its wording beside its code.
  ...QUOTE_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...CHECKOUT_MESSAGES,
  ...PLACE_ORDER_MESSAGES,
  ...ORDER_MESSAGES,
  ...WISHLIST_MESSAGES,
  ...GIFT_CARD_MESSAGES,
  ...SUBSCRIPTION_MESSAGES,
  ...CREDIT_MESSAGES,
  ...REFERRAL_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function renderMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, string> = {},
): string {
  return wordFrom(ERROR_MESSAGES, code, language, params);
}
