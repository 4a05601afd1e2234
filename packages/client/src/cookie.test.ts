import { describe, expect, it } from 'vitest';
import { cookieFromHeader } from './cookie.ts';

describe('cookieFromHeader', () => {
  it('finds a cookie by its exact name and decodes its value', () => {
    expect(cookieFromHeader('a=1; vt_currency=EUR; b=x%20y', 'vt_currency')).toBe('EUR');
    expect(cookieFromHeader('a=1; b=x%20y', 'b')).toBe('x y');
  });

  it('does not mistake a cookie whose name merely ends the same, and answers undefined when absent', () => {
    expect(cookieFromHeader('my_vt_jwt=1', 'vt_jwt')).toBeUndefined();
    expect(cookieFromHeader(undefined, 'vt_jwt')).toBeUndefined();
    expect(cookieFromHeader('', 'vt_jwt')).toBeUndefined();
  });

  it('keeps a value that is not valid percent-encoding as it came', () => {
    expect(cookieFromHeader('t=%E0%A4%A', 't')).toBe('%E0%A4%A');
  });
});
