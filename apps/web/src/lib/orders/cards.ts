// Saved cards as the page shows them (§7.3 card). Pure: unit-tested beside this file. The card
// itself is typed into the payment provider's fields and never reaches the store (issue 34).

import type { CardBrand } from '@/lib/data/payment';

/** Brand names are trade marks and read the same in every shop language. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = Object.freeze({
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
});

/** The expiry as printed on the card: MM/YY. */
export function expiryLabel(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, '0')}/${String(expYear % 100).padStart(2, '0')}`;
}
