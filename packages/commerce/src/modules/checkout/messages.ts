import type { Language } from '../../kernel/language.ts';

/**
 * Error wording of the checkout module, its place-order refusals (issue 4 item 4) among them, in
 * each shop language: the composition root puts it into the API's wording (error-wording.ts).
 */
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
  // Place-order refusals (issue 4 item 4).
  BAG_EMPTY: {
    en: 'Your bag is empty. Add something you love, then check out.',
    fr: 'Votre panier est vide. Ajoutez un article qui vous plaît, puis validez votre commande.',
    ar: 'حقيبتك فارغة. أضيفي قطعة تعجبك ثم أكملي الطلب.',
  },
  BAG_NEEDS_REVIEW: {
    en: 'Some items in your bag are no longer available in the quantity you chose. Please review your bag.',
    fr: 'Certains articles de votre panier ne sont plus disponibles dans la quantité choisie. Veuillez vérifier votre panier.',
    ar: 'بعض المنتجات في حقيبتك لم تعد متوفرة بالكمية التي اخترتها. يرجى مراجعة حقيبتك.',
  },
  BAG_PRICES_CHANGED: {
    en: 'A price in your bag has changed since you last saw it. Please check the new total before you pay.',
    fr: 'Un prix de votre panier a changé depuis votre dernière visite. Vérifiez le nouveau total avant de payer.',
    ar: 'تغيّر سعر منتج في حقيبتك منذ آخر مرة رأيته. يرجى التحقق من المجموع الجديد قبل الدفع.',
  },
  BAG_PROMOTION_INVALID: {
    en: 'The promotion code in your bag no longer applies. Remove it or try another before you pay.',
    fr: 'Le code promotionnel de votre panier ne s’applique plus. Retirez-le ou essayez-en un autre avant de payer.',
    ar: 'رمز العرض في حقيبتك لم يعد صالحًا. أزيليه أو جرّبي رمزًا آخر قبل الدفع.',
  },
  ORDER_OUT_OF_STOCK: {
    en: '“{name}” has just sold out. It has not been charged; please remove it from your bag.',
    fr: '« {name} » vient d’être épuisé. Rien n’a été débité ; veuillez le retirer de votre panier.',
    ar: 'نفدت كمية «{name}» للتو. لم يتم خصم أي مبلغ؛ يرجى إزالته من حقيبتك.',
  },
  ORDER_QUANTITY_ABOVE_STOCK: {
    en: 'Only {available} of “{name}” are left. Nothing has been charged; please lower the quantity.',
    fr: 'Il ne reste que {available} exemplaire(s) de « {name} ». Rien n’a été débité ; veuillez réduire la quantité.',
    ar: 'تبقّى {available} فقط من «{name}». لم يتم خصم أي مبلغ؛ يرجى تقليل الكمية.',
  },
  CHECKOUT_IN_PROGRESS: {
    en: 'Your order is already being placed. Please wait a moment: you will only be charged once.',
    fr: 'Votre commande est déjà en cours de validation. Patientez un instant : vous ne serez débité qu’une fois.',
    ar: 'طلبك قيد الإتمام بالفعل. يرجى الانتظار لحظة: لن يتم الخصم إلا مرة واحدة.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    en: 'This checkout request was already used for a different order. Please reload the page and try again.',
    fr: 'Cette demande de paiement a déjà servi pour une autre commande. Veuillez recharger la page et réessayer.',
    ar: 'تم استخدام طلب الدفع هذا لطلب مختلف. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  },
} as const satisfies Record<string, Record<Language, string>>;
