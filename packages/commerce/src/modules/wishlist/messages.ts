import type { Language } from '../../kernel/language.ts';

/** Error wording of the wishlist module (decision 0013), merged into ERROR_MESSAGES. */
export const WISHLIST_MESSAGES = {
  WISHLIST_NOT_FOUND: {
    en: 'We could not find your wishlist. It may have expired.',
    fr: 'Votre liste d’envies est introuvable. Elle a peut-être expiré.',
    ar: 'لم نتمكن من العثور على قائمة أمنياتك. ربما انتهت صلاحيتها.',
  },
  WISHLIST_MERGED: {
    en: 'This wishlist has moved to your account. Please sign in to see it.',
    fr: 'Cette liste d’envies a été transférée dans votre compte. Veuillez vous connecter pour la voir.',
    ar: 'نُقلت قائمة الأمنيات هذه إلى حسابك. يرجى تسجيل الدخول لعرضها.',
  },
  WISHLIST_ITEM_NOT_FOUND: {
    en: 'This item is not in your wishlist.',
    fr: 'Cet article ne figure pas dans votre liste d’envies.',
    ar: 'هذا المنتج غير موجود في قائمة أمنياتك.',
  },
  WISHLIST_FULL: {
    en: 'Your wishlist is full: it can hold up to {max} items. Please remove one first.',
    fr: 'Votre liste d’envies est pleine : elle peut contenir jusqu’à {max} articles. Veuillez d’abord en retirer un.',
    ar: 'قائمة أمنياتك ممتلئة: يمكنها أن تحتوي على {max} منتج كحد أقصى. يرجى إزالة منتج أولًا.',
  },
  WISHLIST_SIZE_MISMATCH: {
    en: 'The size “{sku}” is not a size of this item.',
    fr: 'La taille « {sku} » n’est pas une taille de cet article.',
    ar: 'المقاس «{sku}» ليس من مقاسات هذا المنتج.',
  },
  WISHLIST_SIZE_IN_STOCK: {
    en: 'This size is in stock: you can add it to your bag now.',
    fr: 'Cette taille est en stock : vous pouvez l’ajouter à votre panier dès maintenant.',
    ar: 'هذا المقاس متوفر: يمكنك إضافته إلى حقيبتك الآن.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type WishlistMessageCode = keyof typeof WISHLIST_MESSAGES;
