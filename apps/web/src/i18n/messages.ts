import type { Language } from '@vitrine/config';

/**
 * The shell's messages plus the listing-attribute vocabulary (`attributes`) and the account pages
 * (`account`: sign-in forms; `accountArea`: the signed-in pages), kept in their own files.
 */
export async function messagesFor(language: Language) {
  switch (language) {
    case 'fr':
      return {
        ...(await import('../../messages/fr.json')).default,
        attributes: (await import('../../messages/attributes/fr.json')).default,
        account: (await import('../../messages/account/fr.json')).default,
        accountArea: (await import('../../messages/account-area/fr.json')).default,
      };
    case 'ar':
      return {
        ...(await import('../../messages/ar.json')).default,
        attributes: (await import('../../messages/attributes/ar.json')).default,
        account: (await import('../../messages/account/ar.json')).default,
        accountArea: (await import('../../messages/account-area/ar.json')).default,
      };
    default:
      return {
        ...(await import('../../messages/en.json')).default,
        attributes: (await import('../../messages/attributes/en.json')).default,
        account: (await import('../../messages/account/en.json')).default,
        accountArea: (await import('../../messages/account-area/en.json')).default,
      };
  }
}
