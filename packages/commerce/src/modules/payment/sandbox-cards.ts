import type { CardBrand } from './card.ts';

// The built-in sandbox acquirer's documented test cards (docs/operations/payments.md). Like an
// acquirer's test environment, the number selects the outcome; any other number that passes the
// card checks approves. None of these can move real money.

export type SandboxBehaviour = 'approve' | 'decline' | 'insufficient_funds' | 'challenge';

export interface SandboxTestCard {
  /** As printed, with the spaces shoppers type. */
  number: string;
  brand: CardBrand;
  behaviour: SandboxBehaviour;
}

export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = Object.freeze(
  [
    { number: '4444 3333 2222 1111', brand: 'visa', behaviour: 'approve' },
    { number: '5555 5555 5555 4444', brand: 'mastercard', behaviour: 'approve' },
    { number: '3782 822463 10005', brand: 'amex', behaviour: 'approve' },
    { number: '4000 0000 0000 0002', brand: 'visa', behaviour: 'decline' },
    { number: '4000 0000 0000 9995', brand: 'visa', behaviour: 'insufficient_funds' },
    { number: '4000 0000 0000 3220', brand: 'visa', behaviour: 'challenge' },
  ].map((card) => Object.freeze(card as SandboxTestCard)),
);

/** The one-time code the sandbox bank's challenge screen shows (3-D Secure stand-in). */
export const SANDBOX_CHALLENGE_CODE = '123456';

/** Wrong answers after which the sandbox bank fails the challenge. */
export const SANDBOX_CHALLENGE_ATTEMPTS = 3;

const BY_DIGITS: ReadonlyMap<string, SandboxBehaviour> = new Map(
  SANDBOX_TEST_CARDS.map((card) => [card.number.replace(/\s/g, ''), card.behaviour]),
);

export function sandboxBehaviour(digits: string): SandboxBehaviour {
  return BY_DIGITS.get(digits) ?? 'approve';
}
