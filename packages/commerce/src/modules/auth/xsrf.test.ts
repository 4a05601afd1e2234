import { describe, expect, it } from 'vitest';
import { xsrfPairMatches } from './http.ts';

describe('§9 anti-forgery pair: one comparison for the API and the web app', () => {
  const cookie = 'a3f1c2d4e5b60718293a4b5c6d7e8f90';

  it('matches the cookie and the value presented when both are there and equal', () => {
    expect(xsrfPairMatches(cookie, cookie)).toBe(true);
  });

  it.each([
    ['no cookie', undefined, cookie],
    ['no value presented', cookie, undefined],
    ['an empty value', cookie, ''],
    ['another value', cookie, 'b3f1c2d4e5b60718293a4b5c6d7e8f90'],
    ['a longer value', cookie, `${cookie}0`],
    ['a cookie too short to be ours', 'short', 'short'],
  ])('refuses %s', (_name, a, b) => {
    expect(xsrfPairMatches(a, b)).toBe(false);
  });
});
