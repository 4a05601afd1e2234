import type { Language } from '../../kernel/language.ts';

/** Error wording of the gift-card module (issue 6 item 2), merged into ERROR_MESSAGES. */
export const GIFT_CARD_MESSAGES = {
  GIFT_CARDS_NOT_OFFERED: {
    en: 'Gift cards are not sold in this store.',
    fr: 'Les cartes cadeaux ne sont pas vendues dans cette boutique.',
    ar: 'بطاقات الهدايا غير متوفرة في هذا المتجر.',
  },
  /** One answer for a wrong code and a wrong PIN: it never says which part was wrong. */
  GIFT_CARD_INVALID: {
    en: 'This gift card code and PIN do not match a gift card. Please check them and try again.',
    fr: 'Ce code et ce PIN ne correspondent à aucune carte cadeau. Veuillez les vérifier et réessayer.',
    ar: 'رمز بطاقة الهدايا والرقم السري لا يطابقان أي بطاقة. يرجى التحقق منهما والمحاولة مرة أخرى.',
  },
  /** Issue 35 item 4: any PIN for a card locked by wrong ones; it never says whether this one was right. */
  GIFT_CARD_LOCKED: {
    en: 'Too many wrong PINs were entered for this gift card, so it is locked until {until}. Its recipient has been told by email.',
    fr: 'Trop de PIN erronés ont été saisis pour cette carte cadeau : elle est bloquée jusqu’au {until}. Son destinataire a été prévenu par e-mail.',
    ar: 'أُدخل رقم سري خاطئ مرات كثيرة لبطاقة الهدايا هذه، لذا فهي مقفلة حتى {until}. أُبلغ مستلمها بذلك عبر البريد الإلكتروني.',
  },
  GIFT_CARD_NOT_YET_ACTIVE: {
    en: 'This gift card can be used from {date}, its delivery date.',
    fr: 'Cette carte cadeau pourra être utilisée à partir du {date}, sa date de livraison.',
    ar: 'يمكن استخدام بطاقة الهدايا هذه بدءًا من {date}، تاريخ تسليمها.',
  },
  GIFT_CARD_CANCELLED: {
    en: 'This gift card was cancelled and cannot be used.',
    fr: 'Cette carte cadeau a été annulée et ne peut pas être utilisée.',
    ar: 'أُلغيت بطاقة الهدايا هذه ولا يمكن استخدامها.',
  },
  GIFT_CARD_EMPTY: {
    en: 'This gift card has no balance left.',
    fr: 'Cette carte cadeau n’a plus de solde.',
    ar: 'لم يتبقَّ أي رصيد في بطاقة الهدايا هذه.',
  },
  GIFT_CARD_WRONG_CURRENCY: {
    en: 'This gift card is in {currency}: it can only be used in a store that sells in {currency}.',
    fr: 'Cette carte cadeau est en {currency} : elle ne peut servir que dans une boutique qui vend en {currency}.',
    ar: 'بطاقة الهدايا هذه بعملة {currency}: لا يمكن استخدامها إلا في متجر يبيع بعملة {currency}.',
  },
  GIFT_CARD_BALANCE_CHANGED: {
    en: 'The balance of the gift card ending {last4} changed. Please review your order and try again.',
    fr: 'Le solde de la carte cadeau se terminant par {last4} a changé. Veuillez vérifier votre commande et réessayer.',
    ar: 'تغيّر رصيد بطاقة الهدايا المنتهية بـ {last4}. يرجى مراجعة طلبك والمحاولة مرة أخرى.',
  },
  GIFT_CARD_SAME_CARD: {
    en: 'Please enter two different gift cards.',
    fr: 'Veuillez saisir deux cartes cadeaux différentes.',
    ar: 'يرجى إدخال بطاقتي هدايا مختلفتين.',
  },
  GIFT_CARDS_TOO_MANY: {
    en: 'You can use up to {max} gift cards on one order.',
    fr: 'Vous pouvez utiliser jusqu’à {max} cartes cadeaux par commande.',
    ar: 'يمكنك استخدام {max} بطاقات هدايا كحد أقصى في الطلب الواحد.',
  },
  GIFT_CARD_NOT_APPLIED: {
    en: 'This gift card is not applied to your bag.',
    fr: 'Cette carte cadeau n’est pas appliquée à votre panier.',
    ar: 'بطاقة الهدايا هذه غير مطبّقة على حقيبتك.',
  },
  GIFT_CARD_AMOUNT_INVALID: {
    en: 'Please choose an amount between {min} and {max}.',
    fr: 'Veuillez choisir un montant entre {min} et {max}.',
    ar: 'يرجى اختيار مبلغ بين {min} و{max}.',
  },
  GIFT_CARD_DATE_PAST: {
    en: 'Please choose today or a later delivery date.',
    fr: 'Veuillez choisir aujourd’hui ou une date de livraison ultérieure.',
    ar: 'يرجى اختيار اليوم أو تاريخ تسليم لاحق.',
  },
  GIFT_CARD_DATE_TOO_FAR: {
    en: 'Please choose a delivery date no later than {date}.',
    fr: 'Veuillez choisir une date de livraison au plus tard le {date}.',
    ar: 'يرجى اختيار تاريخ تسليم لا يتجاوز {date}.',
  },
  DIGITAL_ITEMS_FULL: {
    en: 'Your bag can hold up to {max} gift cards and subscriptions.',
    fr: 'Votre panier peut contenir jusqu’à {max} cartes cadeaux et abonnements.',
    ar: 'يمكن أن تحتوي حقيبتك على {max} من بطاقات الهدايا والاشتراكات كحد أقصى.',
  },
} as const satisfies Record<string, Record<Language, string>>;
