// Card rules checked before a card reaches the provider (issue 4 §3), as an acquirer's own checks
// would refuse it: the number's check digit (Luhn), a brand we accept, an expiry in the future
// within §9's 16 selectable years, and a security code of the brand's length. The number lives
// only in memory: nothing here logs, stores or echoes it.

export const CARD_BRANDS = ['visa', 'mastercard', 'amex'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Security-code length per brand: Amex prints four digits on the front, the others three on the back. */
export const CVC_LENGTHS: Readonly<Record<CardBrand, number>> = Object.freeze({
  visa: 3,
  mastercard: 3,
  amex: 4,
});

const NUMBER_LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = Object.freeze({
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
});

/** §9: the expiry-year list holds the current year and the next 15. */
export const CARD_EXPIRY_YEARS_AHEAD = 15;

/** The digits of a number as typed: the spaces and hyphens shoppers copy from the card go. */
export function cardDigits(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check digit every payment card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand by its issuer prefix: Visa 4; Mastercard 51-55 and 2221-2720; Amex 34 and 37. */
export function cardBrand(digits: string): CardBrand | undefined {
  if (/^4/.test(digits)) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return undefined;
}

/** A card is good through the last day of its expiry month (UTC). */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

/** A checked card: digits only, four-digit year, trimmed name. Held in memory only. */
export interface CardDetails {
  number: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

export type CardFieldError =
  | 'required'
  | 'too_long'
  | 'invalid_characters'
  | 'card_number_invalid'
  | 'card_brand_unsupported'
  | 'card_expired'
  | 'expiry_invalid'
  | 'cvc_invalid';

export type CardErrors = Partial<Record<keyof CardInput, CardFieldError>>;
export type CardValidation = { ok: true; card: CardDetails } | { ok: false; errors: CardErrors };

const HOLDER_MAX = 100;
// Control characters and bidi overrides would make the name on a receipt read differently.
const FORBIDDEN = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** Checks a card as typed; never throws, every problem comes back on its field. */
export function validateCard(input: CardInput, now: Date = new Date()): CardValidation {
  const errors: CardErrors = {};

  const digits = typeof input.number === 'string' ? cardDigits(input.number) : '';
  let brand: CardBrand | undefined;
  if (digits === '') errors.number = 'required';
  else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.number = 'card_number_invalid';
  else {
    brand = cardBrand(digits);
    if (!brand) errors.number = 'card_brand_unsupported';
    else if (!NUMBER_LENGTHS[brand].includes(digits.length)) errors.number = 'card_number_invalid';
  }

  const month = input.expMonth;
  // Two-digit years as printed on the card (MM/YY) are this century's.
  const year =
    Number.isInteger(input.expYear) && input.expYear >= 0 && input.expYear < 100
      ? 2000 + input.expYear
      : input.expYear;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(month) || month < 1 || month > 12) errors.expMonth = 'expiry_invalid';
  if (!Number.isInteger(year) || year > thisYear + CARD_EXPIRY_YEARS_AHEAD) errors.expYear = 'expiry_invalid';
  else if (year < thisYear) errors.expYear = 'card_expired';
  else if (!errors.expMonth && cardExpired(month, year, now)) errors.expMonth = 'card_expired';

  const cvc = typeof input.cvc === 'string' ? input.cvc.trim() : '';
  if (cvc === '') errors.cvc = 'required';
  else if (
    !/^\d+$/.test(cvc) ||
    (brand ? cvc.length !== CVC_LENGTHS[brand] : cvc.length < 3 || cvc.length > 4)
  )
    errors.cvc = 'cvc_invalid';

  const holder =
    typeof input.holderName === 'string'
      ? input.holderName.trim().normalize('NFC').replace(/\s+/gu, ' ')
      : '';
  if (holder === '') errors.holderName = 'required';
  else if (FORBIDDEN.test(holder)) errors.holderName = 'invalid_characters';
  else if ([...holder].length > HOLDER_MAX) errors.holderName = 'too_long';

  if (Object.keys(errors).length > 0 || !brand) return { ok: false, errors };
  return {
    ok: true,
    card: {
      number: digits,
      brand,
      last4: digits.slice(-4),
      expMonth: month,
      expYear: year,
      cvc,
      holderName: holder,
    },
  };
}
