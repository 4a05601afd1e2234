/**
 * The API's error wording (decision 0058): the kit's own codes and each module's, put together
 * here, above them all, so the kit names no module. `{name}` placeholders are filled from the
 * error's params.
 */
import { KIT_MESSAGES } from './http/messages.ts';
import { AUTH_MESSAGES } from './modules/auth/messages.ts';
import { CATALOG_MESSAGES } from './modules/catalog/messages.ts';
import { CHECKOUT_MESSAGES } from './modules/checkout/messages.ts';
import { CONTENT_MESSAGES } from './modules/content/messages.ts';
import { CREDIT_MESSAGES } from './modules/credit/messages.ts';
import { CUSTOMER_MESSAGES } from './modules/customer/messages.ts';
import { GIFT_CARD_MESSAGES } from './modules/giftcard/messages.ts';
import { ORDER_MESSAGES } from './modules/order/messages.ts';
import { PAYMENT_MESSAGES } from './modules/payment/messages.ts';
import { QUOTE_MESSAGES } from './modules/quote/messages.ts';
import { REFERRAL_MESSAGES } from './modules/referral/messages.ts';
import { SUBSCRIPTION_MESSAGES } from './modules/subscription/messages.ts';
import { WISHLIST_MESSAGES } from './modules/wishlist/messages.ts';
import type { Language } from './kernel/language.ts';
import { wordFrom } from './kernel/wording.ts';

export const ERROR_MESSAGES = {
  ...KIT_MESSAGES,
  ...CATALOG_MESSAGES,
  ...AUTH_MESSAGES,
  ...CUSTOMER_MESSAGES,
  ...CONTENT_MESSAGES,
  ...QUOTE_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...CHECKOUT_MESSAGES,
  ...ORDER_MESSAGES,
  ...WISHLIST_MESSAGES,
  ...GIFT_CARD_MESSAGES,
  ...SUBSCRIPTION_MESSAGES,
  ...CREDIT_MESSAGES,
  ...REFERRAL_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_MESSAGES, code);

/**
 * The message of `code` in `language`. A code without wording is a fault of ours (a unit test
 * holds every raised code to a wording): the shopper reads the generic apology, not a blank.
 */
export function renderMessage(
  code: ErrorCode | (string & {}),
  language: Language,
  params: Record<string, string> = {},
): string {
  return wordFrom(ERROR_MESSAGES, isErrorCode(code) ? code : 'INTERNAL_ERROR', language, params);
}
