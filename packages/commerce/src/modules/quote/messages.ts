import type { Language } from '../../kernel/language.ts';

/**
 * Error wording of the quote module, in each shop language; merged into ERROR_MESSAGES. The
 * first group are the business refusals of the §3.7 `errors` list, whose `reason` a client shows
 * as the message (§5); the rest are HTTP errors in the ordinary error shape (decision 0006).
 */
export const QUOTE_MESSAGES = {
  OUT_OF_STOCK: {
    en: 'Sorry, this size is out of stock.',
    fr: 'Désolé, cette taille est en rupture de stock.',
    ar: 'عذرًا، هذا المقاس غير متوفر حاليًا.',
  },
  QUANTITY_ABOVE_STOCK: {
    en: 'Sorry, only {available} of this size are left.',
    fr: 'Désolé, il ne reste que {available} article(s) dans cette taille.',
    ar: 'عذرًا، لم يتبقَّ من هذا المقاس سوى {available}.',
  },
  UNKNOWN_SKU: {
    en: 'We could not find the size “{sku}”. Please choose a size again.',
    fr: 'La taille « {sku} » est introuvable. Veuillez choisir à nouveau une taille.',
    ar: 'لم نتمكن من العثور على المقاس «{sku}». يرجى اختيار المقاس مرة أخرى.',
  },
  NOT_SOLD_IN_STORE: {
    en: 'Sorry, this item is not sold in this store.',
    fr: 'Désolé, cet article n’est pas vendu dans cette boutique.',
    ar: 'عذرًا، هذا المنتج غير متوفر للبيع في هذا المتجر.',
  },
  BAG_FULL: {
    en: 'Your bag is full: it can hold up to {max} different items.',
    fr: 'Votre panier est plein : il peut contenir jusqu’à {max} articles différents.',
    ar: 'حقيبتك ممتلئة: يمكنها أن تحتوي على {max} منتجًا مختلفًا كحد أقصى.',
  },
  QUANTITY_LIMIT: {
    en: 'You can buy up to {max} of each size.',
    fr: 'Vous pouvez acheter jusqu’à {max} articles de chaque taille.',
    ar: 'يمكنك شراء {max} قطع كحد أقصى من كل مقاس.',
  },
  PROMOTION_UNKNOWN: {
    en: 'The code “{code}” is not valid.',
    fr: 'Le code « {code} » n’est pas valide.',
    ar: 'الرمز «{code}» غير صالح.',
  },
  PROMOTION_NOT_STARTED: {
    en: 'The code “{code}” cannot be used yet.',
    fr: 'Le code « {code} » ne peut pas encore être utilisé.',
    ar: 'لا يمكن استخدام الرمز «{code}» بعد.',
  },
  PROMOTION_EXPIRED: {
    en: 'The code “{code}” has expired.',
    fr: 'Le code « {code} » a expiré.',
    ar: 'انتهت صلاحية الرمز «{code}».',
  },
  PROMOTION_WRONG_CURRENCY: {
    en: 'The code “{code}” cannot be used in this store.',
    fr: 'Le code « {code} » ne peut pas être utilisé dans cette boutique.',
    ar: 'لا يمكن استخدام الرمز «{code}» في هذا المتجر.',
  },
  PROMOTION_BELOW_MINIMUM: {
    en: 'The code “{code}” needs a spend of at least {minimum}.',
    fr: 'Le code « {code} » nécessite un achat d’au moins {minimum}.',
    ar: 'يتطلب الرمز «{code}» مشتريات لا تقل عن {minimum}.',
  },
  PROMOTION_NOT_YOURS: {
    en: 'The code “{code}” belongs to another account. Sign in to the account it was given to.',
    fr: 'Le code « {code} » appartient à un autre compte. Connectez-vous au compte auquel il a été offert.',
    ar: 'الرمز «{code}» يخص حسابًا آخر. سجّلي الدخول إلى الحساب الذي أُعطي له.',
  },
  PROMOTION_USED_UP: {
    en: 'The code “{code}” is no longer available.',
    fr: 'Le code « {code} » n’est plus disponible.',
    ar: 'الرمز «{code}» لم يعد متاحًا.',
  },
  STORE_ID_MISMATCH: {
    en: 'This bag cannot be started here: the page belongs to another store. Please reload the page.',
    fr: 'Impossible de créer le panier ici : la page appartient à une autre boutique. Veuillez recharger la page.',
    ar: 'لا يمكن إنشاء الحقيبة هنا: الصفحة تابعة لمتجر آخر. يرجى إعادة تحميل الصفحة.',
  },
  QUOTE_NOT_FOUND: {
    en: 'We could not find your bag. It may have expired.',
    fr: 'Votre panier est introuvable. Il a peut-être expiré.',
    ar: 'لم نتمكن من العثور على حقيبتك. ربما انتهت صلاحيتها.',
  },
  QUOTE_NOT_YOURS: {
    en: 'This bag belongs to another account. Please sign in to see your bag.',
    fr: 'Ce panier appartient à un autre compte. Veuillez vous connecter pour voir votre panier.',
    ar: 'هذه الحقيبة تخص حسابًا آخر. يرجى تسجيل الدخول لعرض حقيبتك.',
  },
  QUOTE_MERGED: {
    en: 'This bag has moved to your account. Please sign in to see it.',
    fr: 'Ce panier a été transféré dans votre compte. Veuillez vous connecter pour le voir.',
    ar: 'نُقلت هذه الحقيبة إلى حسابك. يرجى تسجيل الدخول لعرضها.',
  },
  QUOTE_LINE_NOT_FOUND: {
    en: 'The size “{sku}” is not in your bag.',
    fr: 'La taille « {sku} » n’est pas dans votre panier.',
    ar: 'المقاس «{sku}» غير موجود في حقيبتك.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type QuoteMessageCode = keyof typeof QUOTE_MESSAGES;
