import type { Language } from '../../kernel/language.ts';

/** Error wording of refer-a-friend (issue 6 item 4, decision 0014), merged into ERROR_MESSAGES. */
export const REFERRAL_MESSAGES = {
  REFERRAL_NOT_AVAILABLE: {
    en: 'Refer a friend is not offered in this store.',
    fr: 'Le parrainage n’est pas proposé dans cette boutique.',
    ar: 'ميزة دعوة صديق غير متوفرة في هذا المتجر.',
  },
} as const satisfies Record<string, Record<Language, string>>;
