import { describe, expect, it } from 'vitest';
import {
  cookieSession,
  isTokenExpired,
  isTokenResponse,
  memorySession,
  sessionFromTokenResponse,
  tokenExpiresAt,
} from './session.ts';

describe('§3.6 session record and token expiry', () => {
  it('derives the expiry as now + expiresIn seconds when no timestamp is given', () => {
    expect(tokenExpiresAt({ expiresIn: 900 }, 10_000)).toBe(910_000);
    expect(tokenExpiresAt({ expiresIn: 900, expiresAt: 5 }, 10_000)).toBe(5);
  });

  it('§4.1: a token expires at its derived time, not a millisecond later', () => {
    const record = sessionFromTokenResponse({ accessToken: 'a', refreshToken: 'r', expiresIn: 60 }, 1000);
    expect(record).toEqual({ accessToken: 'a', refreshToken: 'r', expiresAt: 61_000 });
    expect(isTokenExpired(record, 60_999)).toBe(false);
    expect(isTokenExpired(record, 61_000)).toBe(true);
    expect(isTokenExpired({}, Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('recognises a refresh answer', () => {
    expect(
      isTokenResponse({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, tokenType: 'Bearer' }),
    ).toBe(true);
    expect(isTokenResponse({ accessToken: '', refreshToken: 'r', expiresIn: 900 })).toBe(false);
    expect(isTokenResponse({ accessToken: 'a', refreshToken: 'r' })).toBe(false);
    expect(isTokenResponse({ accessToken: 'a', refreshToken: 'r', expiresIn: 1, expiresAt: 'soon' })).toBe(
      false,
    );
    expect(isTokenResponse(null)).toBe(false);
  });

  it('memory session gets, sets and clears the record', () => {
    const session = memorySession();
    expect(session.get()).toBeNull();
    session.set({ accessToken: 'a', refreshToken: 'r' });
    expect(session.get()).toEqual({ accessToken: 'a', refreshToken: 'r' });
    session.clear();
    expect(session.get()).toBeNull();
  });

  it('cookie session may refresh unless the app says the shopper is anonymous', () => {
    expect(cookieSession().canRefresh()).toBe(true);
    expect(cookieSession({ canRefresh: () => false }).canRefresh()).toBe(false);
  });
});
