import { COOKIE_MAX_AGE_SECONDS } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import { hasXsrfCookie, xsrfSetCookie } from './xsrf-cookie';

describe('§9 anti-forgery cookie', () => {
  it('is readable by scripts (no HttpOnly), lax, for the whole site, 14 days, Secure off loopback', () => {
    const cookie = xsrfSetCookie('www.vitrine.co.uk', 'abc');
    expect(cookie).toBe(
      `vt_xsrf=abc; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Domain=.vitrine.co.uk; SameSite=Lax; Secure`,
    );
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('has no Domain or Secure on a development host, so plain http://localhost keeps it', () => {
    expect(xsrfSetCookie('localhost:3000', 'abc')).toBe(
      `vt_xsrf=abc; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`,
    );
    expect(xsrfSetCookie('127.0.0.1:3210', 'abc')).not.toMatch(/Secure|Domain/);
  });

  it('hands every shopper their own random value', () => {
    const value = (c: string) => /^vt_xsrf=([^;]+)/.exec(c)![1];
    const a = value(xsrfSetCookie('localhost'));
    const b = value(xsrfSetCookie('localhost'));
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('finds the cookie among others, and not a cookie whose name only ends the same', () => {
    expect(hasXsrfCookie('a=1; vt_xsrf=abc; b=2')).toBe(true);
    expect(hasXsrfCookie('not_vt_xsrf=abc')).toBe(false);
    expect(hasXsrfCookie(undefined)).toBe(false);
  });
});
