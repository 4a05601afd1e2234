import type { Language } from '../../kernel/language.ts';

/** Error wording of the delivery subscription (issue 6 item 5, §9), merged into ERROR_MESSAGES. */
export const SUBSCRIPTION_MESSAGES = {
  SUBSCRIPTION_NOT_OFFERED: {
    en: 'The next-day delivery subscription is not offered in this store.',
    fr: 'L’abonnement à la livraison le lendemain n’est pas proposé dans cette boutique.',
    ar: 'اشتراك التوصيل في اليوم التالي غير متوفر في هذا المتجر.',
  },
  SUBSCRIPTION_NOT_FOUND: {
    en: 'You have no active delivery subscription to cancel.',
    fr: 'Vous n’avez aucun abonnement de livraison actif à résilier.',
    ar: 'ليس لديك اشتراك توصيل نشط لإلغائه.',
  },
  SUBSCRIPTION_ALREADY_ACTIVE: {
    en: 'You already have a next-day delivery subscription, valid until {date}.',
    fr: 'Vous avez déjà un abonnement à la livraison le lendemain, valable jusqu’au {date}.',
    ar: 'لديك بالفعل اشتراك في التوصيل في اليوم التالي، صالح حتى {date}.',
  },
  SUBSCRIPTION_IN_BAG: {
    en: 'The delivery subscription is already in your bag.',
    fr: 'L’abonnement de livraison est déjà dans votre panier.',
    ar: 'اشتراك التوصيل موجود بالفعل في حقيبتك.',
  },
  SUBSCRIPTION_BAG_FULL: {
    en: 'Your bag holds as many gift cards and subscriptions as it can. Please check out or remove one first.',
    fr: 'Votre panier contient le maximum de cartes cadeaux et d’abonnements. Veuillez commander ou en retirer un d’abord.',
    ar: 'تحتوي حقيبتك على الحد الأقصى من بطاقات الهدايا والاشتراكات. يرجى إتمام الطلب أو إزالة أحدها أولًا.',
  },
  SUBSCRIPTION_SIGN_IN_REQUIRED: {
    en: 'Please sign in to buy the delivery subscription: it belongs to your account.',
    fr: 'Veuillez vous connecter pour acheter l’abonnement de livraison : il est lié à votre compte.',
    ar: 'يرجى تسجيل الدخول لشراء اشتراك التوصيل: فهو مرتبط بحسابك.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type SubscriptionMessageCode = keyof typeof SUBSCRIPTION_MESSAGES;
