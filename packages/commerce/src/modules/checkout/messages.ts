import type { Language } from '../../http/messages-types.ts';

/** Error wording of the checkout module, in each shop language; merged into ERROR_MESSAGES. */
export const CHECKOUT_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
