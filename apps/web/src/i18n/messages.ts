import type { Language } from '@vitrine/config';

export async function messagesFor(language: Language) {
  switch (language) {
    case 'fr':
      return (await import('../../messages/fr.json')).default;
    case 'ar':
      return (await import('../../messages/ar.json')).default;
    default:
      return (await import('../../messages/en.json')).default;
  }
}
