import { createHash, randomInt } from 'node:crypto';

// Gift card codes and PINs (issue 6 item 2). A code is 16 characters of an alphabet without the
// look-alikes (no 0/O, 1/I/L), shown in groups of four: 31^16 ≈ 7·10^23 codes, so one cannot be
// found by trying. The PIN (6 digits) is a second factor against a code read over a shoulder.
// Both are drawn with crypto.randomInt and stored only as SHA-256 hashes (schema.ts).

export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 16;
export const PIN_LENGTH = 6;

/** A new code, unformatted (16 characters). */
export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A new PIN: 6 digits, leading zeros kept. */
export function newGiftCardPin(): string {
  return String(randomInt(10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');
}

/** The code as people read it: ABCD-EFGH-JKMN-PQRS. */
export function formatGiftCardCode(code: string): string {
  return (normaliseGiftCardCode(code) ?? code).replace(/(.{4})(?=.)/g, '$1-');
}

/**
 * What a person typed, as stored: spaces and dashes dropped, upper case. Null when it cannot be a
 * code (wrong length or a character outside the alphabet), so a typo is refused without a lookup.
 */
export function normaliseGiftCardCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== CODE_LENGTH) return null;
  for (const ch of code) if (!CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** A PIN as typed: spaces dropped; null unless 6 digits. */
export function normaliseGiftCardPin(typed: string): string | null {
  const pin = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(pin) ? pin : null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The stored hash of a (normalised) code: the lookup key. */
export const hashGiftCardCode = (code: string): string => sha256(`gift-card:${code}`);

/** The stored hash of code + PIN: checked once the code is found. */
export const hashGiftCardPin = (code: string, pin: string): string => sha256(`gift-card-pin:${code}:${pin}`);

/** The last four characters, for display ("card ending PQRS"). */
export const codeLast4 = (code: string): string => code.slice(-4);
