import type { Language } from '../../http/messages-types.ts';

/** Error wording of the order module, in each shop language; merged into ERROR_MESSAGES. */
export const ORDER_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
