import { describe, expect, it } from 'vitest';
import { staysWhenSessionEnds } from './logout-redirect';

describe('§4.1 the three paths a failed refresh does not navigate away from (decision 0039)', () => {
  it.each([
    '/customer/account/logout',
    '/ae-ar/customer/account/logout',
    '/customer/account/delete/',
    '/fr/customer/account/delete',
    '/customer/account/login/referer',
    '/customer/account/login/referer/%2Fcustomer%2Faccount',
    '/ie/customer/account/login/referer/',
  ])('%s stays', (path) => {
    expect(staysWhenSessionEnds(path)).toBe(true);
  });

  it.each(['/', '/ae-ar', '/customer/account', '/customer/account/login', '/customer/account/logoutx', '/clothing/dresses.html'])(
    '%s follows the redirect',
    (path) => {
      expect(staysWhenSessionEnds(path)).toBe(false);
    },
  );
});
