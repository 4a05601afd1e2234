import type { Language } from '../../http/messages-types.ts';

/** Error wording of the quote module, in each shop language; merged into ERROR_MESSAGES. */
export const QUOTE_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
