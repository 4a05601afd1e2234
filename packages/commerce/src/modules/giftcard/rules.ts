import { GIFTCARD_LOCALES, type LocaleConfig } from '@vitrine/config';

// What a buyer may choose (issue 6 item 2); docs/operations/gift-cards.md repeats these.

/** The amounts offered as buttons, in major units of the store currency (£, €, $). */
export const GIFT_CARD_AMOUNT_CHOICES = [10, 25, 50, 100, 150, 250] as const;
/** A custom amount is whole units of the currency within these (minor units: 5.00 to 500.00). */
export const GIFT_CARD_MIN_MINOR = 500;
export const GIFT_CARD_MAX_MINOR = 50_000;
export const GIFT_CARD_NAME_MAX = 60;
export const GIFT_CARD_MESSAGE_MAX = 250;
/** Most gift cards applied to one bag. */
export const MAX_APPLIED_GIFT_CARDS = 5;

/** §2.2: gift cards are sold (and bought cards used) in en-GB, en-IE and en-US only. */
export const sellsGiftCards = (store: LocaleConfig): boolean =>
  (GIFTCARD_LOCALES as readonly string[]).includes(store.localeISOCode);

/** A custom amount: whole units (no pence) within the limits. */
export const isGiftCardAmount = (amountMinor: number): boolean =>
  Number.isSafeInteger(amountMinor) &&
  amountMinor % 100 === 0 &&
  amountMinor >= GIFT_CARD_MIN_MINOR &&
  amountMinor <= GIFT_CARD_MAX_MINOR;
