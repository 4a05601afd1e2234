import type { Language } from '@vitrine/config';

/** The shell's messages plus the listing-attribute vocabulary (`attributes` namespace). */
export async function messagesFor(language: Language) {
  switch (language) {
    case 'fr':
      return {
        ...(await import('../../messages/fr.json')).default,
        attributes: (await import('../../messages/attributes/fr.json')).default,
      };
    case 'ar':
      return {
        ...(await import('../../messages/ar.json')).default,
        attributes: (await import('../../messages/attributes/ar.json')).default,
      };
    default:
      return {
        ...(await import('../../messages/en.json')).default,
        attributes: (await import('../../messages/attributes/en.json')).default,
      };
  }
}
