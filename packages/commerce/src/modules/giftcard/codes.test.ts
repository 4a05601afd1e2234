import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  codeLast4,
  formatGiftCardCode,
  hashGiftCardCode,
  hashGiftCardPin,
  newGiftCardCode,
  newGiftCardPin,
  normaliseGiftCardCode,
  normaliseGiftCardPin,
} from './codes.ts';

// Issue 6 item 2: gift card codes are long, random and readable; PINs are 6 digits.

describe('gift card codes', () => {
  it('are 16 characters of the unambiguous alphabet, and differ every time', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newGiftCardCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z2-9]{16}$/);
      expect([...code].every((ch) => CODE_ALPHABET.includes(ch))).toBe(true);
    }
    expect(CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('are shown in groups of four and read back however they are typed', () => {
    expect(formatGiftCardCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normaliseGiftCardCode(' abcd efgh-jkmn pqrs ')).toBe('ABCDEFGHJKMNPQRS');
    expect(normaliseGiftCardCode('ABCD-EFGH-JKMN-PQR')).toBeNull();
    expect(normaliseGiftCardCode('ABCD-EFGH-JKMN-PQR0')).toBeNull();
    expect(normaliseGiftCardCode('ABCD-EFGH-JKMN-PQRSS')).toBeNull();
    expect(codeLast4('ABCDEFGHJKMNPQRS')).toBe('PQRS');
  });

  it('PINs are 6 digits with leading zeros kept', () => {
    for (let i = 0; i < 500; i++) expect(newGiftCardPin()).toMatch(/^\d{6}$/);
    expect(normaliseGiftCardPin(' 012 345 ')).toBe('012345');
    expect(normaliseGiftCardPin('12345')).toBeNull();
    expect(normaliseGiftCardPin('12345a')).toBeNull();
  });

  it('hashes the code and code + PIN apart, never in clear', () => {
    const code = 'ABCDEFGHJKMNPQRS';
    expect(hashGiftCardCode(code)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashGiftCardCode(code)).not.toContain(code);
    expect(hashGiftCardPin(code, '123456')).not.toBe(hashGiftCardPin(code, '123457'));
    expect(hashGiftCardPin(code, '123456')).not.toBe(hashGiftCardCode(code));
  });
});
