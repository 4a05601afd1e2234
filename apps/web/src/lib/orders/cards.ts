// Saved cards as the page shows and reads them (§7.3 card). Pure: unit-tested beside this file.
// The card number only passes through `cardInputFrom` on its way to the payment service: it is
// never part of a value this module returns to a page.

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

/** The months of the expiry select, as printed on cards (01-12). */
export const EXPIRY_MONTHS: readonly string[] = Object.freeze(
  Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')),
);

/** The form fields of a card, named as the payment service names them (its errors come back per field). */
export const CARD_FIELDS = ['number', 'expMonth', 'expYear', 'cvc', 'holderName'] as const;

/** Fields never sent back to the browser, whatever happens: the number and the security code. */
export const SECRET_CARD_FIELDS: readonly string[] = Object.freeze(['number', 'cvc']);

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** An empty or non-numeric select is NaN, which the service's checks refuse on its own field. */
const whole = (value: string): number => (/^\s*\d{1,4}\s*$/.test(value) ? Number(value) : Number.NaN);

/** The add-card form as the payment service's input; the service checks every field. */
export function cardInputFrom(form: FormData): {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
} {
  return {
    number: text(form, 'number').slice(0, 40),
    expMonth: whole(text(form, 'expMonth')),
    expYear: whole(text(form, 'expYear')),
    cvc: text(form, 'cvc').slice(0, 8),
    holderName: text(form, 'holderName').slice(0, 200),
  };
}
