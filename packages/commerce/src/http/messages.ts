/**
 * The wording of what the HTTP kit and the database kit refuse themselves (a request it cannot
 * read, a missing sign-in, a rate limit, a fault of ours), in each shop language (§8 leaves it "not
 * shown"; the bar is a clear, localised message). Each module keeps the wording of its own codes
 * beside them (its messages.ts); the composition root puts them together (error-wording.ts).
 */
import { LOCALE_REQUIRED_MESSAGE } from '@vitrine/config';
import type { Language } from '../kernel/language.ts';

export const KIT_MESSAGES = {
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
  TOO_MANY_ATTEMPTS: {
    en: 'Too many attempts. Please try again in {minutes} minutes.',
    fr: 'Trop de tentatives. Veuillez réessayer dans {minutes} minutes.',
    ar: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
  },
  XSRF_MISMATCH: {
    en: 'This request could not be verified. Please reload the page and try again.',
    fr: 'Cette requête n’a pas pu être vérifiée. Veuillez recharger la page et réessayer.',
    ar: 'تعذر التحقق من هذا الطلب. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  },
  LOCALE_REQUIRED: {
    // §5 / §8 give this wording exactly, with no full stop: the one constant of packages/config.
    en: LOCALE_REQUIRED_MESSAGE,
    fr: 'La langue de la boutique est requise.',
    ar: 'لغة المتجر مطلوبة.',
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
} as const satisfies Record<string, Record<Language, string>>;
