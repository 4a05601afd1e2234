import type { Language } from '@vitrine/config';

/**
 * The shell's messages plus the listing-attribute vocabulary (`attributes`) and the account pages
 * (`account`: sign-in forms; `accountArea`: the signed-in pages), editorial pages (`content`), the
 * cookie-consent banner (`consent`), the contact form (`contact`), checkout (`checkout`), orders and
 * saved cards (`orders`), the wishlist (`wishlist`), the account balance (`credit`) and refer a
 * friend (`raf`), each in its own files.
 */
export async function messagesFor(language: Language) {
  switch (language) {
    case 'fr':
      return {
        ...(await import('../../messages/fr.json')).default,
        attributes: (await import('../../messages/attributes/fr.json')).default,
        account: (await import('../../messages/account/fr.json')).default,
        accountArea: (await import('../../messages/account-area/fr.json')).default,
        content: (await import('../../messages/content/fr.json')).default,
        consent: (await import('../../messages/consent/fr.json')).default,
        contact: (await import('../../messages/contact/fr.json')).default,
        checkout: (await import('../../messages/checkout/fr.json')).default,
        orders: (await import('../../messages/orders/fr.json')).default,
        wishlist: (await import('../../messages/wishlist/fr.json')).default,
        giftcards: (await import('../../messages/giftcards/fr.json')).default,
        subscription: (await import('../../messages/subscription/fr.json')).default,
        credit: (await import('../../messages/credit/fr.json')).default,
        raf: (await import('../../messages/raf/fr.json')).default,
      };
    case 'ar':
      return {
        ...(await import('../../messages/ar.json')).default,
        attributes: (await import('../../messages/attributes/ar.json')).default,
        account: (await import('../../messages/account/ar.json')).default,
        accountArea: (await import('../../messages/account-area/ar.json')).default,
        content: (await import('../../messages/content/ar.json')).default,
        consent: (await import('../../messages/consent/ar.json')).default,
        contact: (await import('../../messages/contact/ar.json')).default,
        checkout: (await import('../../messages/checkout/ar.json')).default,
        orders: (await import('../../messages/orders/ar.json')).default,
        wishlist: (await import('../../messages/wishlist/ar.json')).default,
        giftcards: (await import('../../messages/giftcards/ar.json')).default,
        subscription: (await import('../../messages/subscription/ar.json')).default,
        credit: (await import('../../messages/credit/ar.json')).default,
        raf: (await import('../../messages/raf/ar.json')).default,
      };
    default:
      return {
        ...(await import('../../messages/en.json')).default,
        attributes: (await import('../../messages/attributes/en.json')).default,
        account: (await import('../../messages/account/en.json')).default,
        accountArea: (await import('../../messages/account-area/en.json')).default,
        content: (await import('../../messages/content/en.json')).default,
        consent: (await import('../../messages/consent/en.json')).default,
        contact: (await import('../../messages/contact/en.json')).default,
        checkout: (await import('../../messages/checkout/en.json')).default,
        orders: (await import('../../messages/orders/en.json')).default,
        wishlist: (await import('../../messages/wishlist/en.json')).default,
        giftcards: (await import('../../messages/giftcards/en.json')).default,
        subscription: (await import('../../messages/subscription/en.json')).default,
        credit: (await import('../../messages/credit/en.json')).default,
        raf: (await import('../../messages/raf/en.json')).default,
      };
  }
}
