import type { Language } from '../../kernel/language.ts';

/** Error wording of the payment module, in each shop language; merged into ERROR_MESSAGES. */
export const PAYMENT_MESSAGES = {
  CARD_INVALID: {
    en: 'Please check your card details.',
    fr: 'Veuillez vérifier les informations de votre carte.',
    ar: 'يرجى التحقق من بيانات بطاقتك.',
  },
  CARD_NOT_FOUND: {
    en: 'We could not find that saved card.',
    fr: 'Cette carte enregistrée est introuvable.',
    ar: 'لم نتمكن من العثور على هذه البطاقة المحفوظة.',
  },
  CARD_ALREADY_SAVED: {
    en: 'This card is already saved to your account.',
    fr: 'Cette carte est déjà enregistrée dans votre compte.',
    ar: 'هذه البطاقة محفوظة بالفعل في حسابك.',
  },
  CARD_LIMIT_REACHED: {
    en: 'You can save up to {max} cards. Please remove one first.',
    fr: 'Vous pouvez enregistrer jusqu’à {max} cartes. Veuillez d’abord en supprimer une.',
    ar: 'يمكنك حفظ {max} بطاقات كحد أقصى. يرجى حذف بطاقة أولاً.',
  },
  PAYMENT_DECLINED: {
    en: 'Your card was declined. Please use another card or contact your bank.',
    fr: 'Votre carte a été refusée. Veuillez utiliser une autre carte ou contacter votre banque.',
    ar: 'تم رفض بطاقتك. يرجى استخدام بطاقة أخرى أو التواصل مع البنك.',
  },
  PAYMENT_INSUFFICIENT_FUNDS: {
    en: 'Your bank declined the payment: there are not enough funds. Please use another card.',
    fr: 'Votre banque a refusé le paiement faute de fonds suffisants. Veuillez utiliser une autre carte.',
    ar: 'رفض البنك الدفع لعدم كفاية الرصيد. يرجى استخدام بطاقة أخرى.',
  },
  PAYMENT_CARD_EXPIRED: {
    en: 'This card has expired. Please use another card.',
    fr: 'Cette carte a expiré. Veuillez utiliser une autre carte.',
    ar: 'انتهت صلاحية هذه البطاقة. يرجى استخدام بطاقة أخرى.',
  },
  PAYMENT_CARD_TOKEN_INVALID: {
    en: 'Your card details are no longer valid on this page. Please enter them again.',
    fr: 'Les informations de votre carte ne sont plus valables sur cette page. Veuillez les saisir à nouveau.',
    ar: 'لم تعد بيانات بطاقتك صالحة في هذه الصفحة. يرجى إدخالها مرة أخرى.',
  },
  PAYMENT_AUTHENTICATION_FAILED: {
    en: 'Your bank could not confirm the payment. Please try again or use another card.',
    fr: 'Votre banque n’a pas pu confirmer le paiement. Veuillez réessayer ou utiliser une autre carte.',
    ar: 'لم يتمكن البنك من تأكيد الدفع. يرجى المحاولة مرة أخرى أو استخدام بطاقة أخرى.',
  },
  PAYMENT_NOT_FOUND: {
    en: 'We could not find that payment.',
    fr: 'Ce paiement est introuvable.',
    ar: 'لم نتمكن من العثور على هذه الدفعة.',
  },
  PAYMENT_STATE_CONFLICT: {
    en: 'This payment can no longer be changed this way.',
    fr: 'Ce paiement ne peut plus être modifié de cette façon.',
    ar: 'لم يعد من الممكن تعديل هذه الدفعة بهذه الطريقة.',
  },
  PAYMENT_AMOUNT_EXCEEDED: {
    en: 'The amount is more than this payment allows.',
    fr: 'Le montant dépasse celui que ce paiement permet.',
    ar: 'المبلغ أكبر مما تسمح به هذه الدفعة.',
  },
  PAYMENT_UNAVAILABLE: {
    en: 'Card payments are unavailable at the moment. Please try again shortly.',
    fr: 'Le paiement par carte est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    ar: 'الدفع بالبطاقة غير متاح حاليًا. يرجى المحاولة مرة أخرى بعد قليل.',
  },
  WEBHOOK_SIGNATURE_INVALID: {
    en: 'The signature of this notification is missing, wrong or too old.',
    fr: 'La signature de cette notification est absente, incorrecte ou trop ancienne.',
    ar: 'توقيع هذا الإشعار مفقود أو غير صحيح أو قديم جدًا.',
  },
  PAYMENT_PROVIDER_UNKNOWN: {
    en: 'This store does not take payments through that provider.',
    fr: 'Cette boutique n’accepte pas de paiements par ce prestataire.',
    ar: 'لا يقبل هذا المتجر المدفوعات عبر مزوّد الخدمة هذا.',
  },
  CHALLENGE_NOT_FOUND: {
    en: 'This card check has expired. Please start the payment again.',
    fr: 'Cette vérification de carte a expiré. Veuillez recommencer le paiement.',
    ar: 'انتهت صلاحية التحقق من البطاقة. يرجى بدء عملية الدفع من جديد.',
  },
} as const satisfies Record<string, Record<Language, string>>;
