import { rateLimits } from '../../db/rate-limits.ts';

/**
 * Limits on wrong gift card codes and PINs (issue 6 item 2), counted in PostgreSQL like the other
 * limits. Only failures count; a shopper who mistypes a few times is not stopped, a script trying
 * codes is. docs/operations/gift-cards.md lists them.
 */
export const GIFT_CARD_LIMITS = {
  /** Wrong code/PIN from one signed-in customer (activate, transfer, the bag). */
  giftCardGuessPerCustomer: { points: 10, duration: 60 * 60 },
  /** Wrong code/PIN from one client address, signed in or not. */
  giftCardGuessPerAddress: { points: 20, duration: 60 * 60 },
} as const;

const limits = rateLimits(GIFT_CARD_LIMITS);

export const assertGiftCardLimit = limits.assertUnder;
export const consumeGiftCardLimit = limits.consume;
export const resetGiftCardLimit = limits.reset;
