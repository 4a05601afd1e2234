import { describe, expect, it } from 'vitest';
import { loginReturnPath } from './paths';

// The shapes an attacker tries are the shared rule's tests (packages/config return-path.test.ts);
// here, what the login referer adds to it.
describe('§2.1 login referer: same-site paths only', () => {
  it.each([
    ['/customer/address-book', '/customer/address-book'],
    ['%2Ffr%2Fcustomer%2Faccount%2Fedit', '/fr/customer/account/edit'],
    ['/clothing/dresses.html?page=2', '/clothing/dresses.html?page=2'],
  ])('keeps %s', (input, expected) => {
    expect(loginReturnPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    '%2F%2Fevil.example',
    '%2F%09%2Fevil.example',
    '%E0%A4%A',
    'javascript:alert(1)',
    '/ok\nLocation: https://evil.example',
    '/customer/account/logout',
    '/ae-ar/customer/account/logout?x=1',
    '/customer/account/login/referer/%2Ffaq',
    '',
    undefined,
  ])('refuses %j', (input) => {
    expect(loginReturnPath(input)).toBeUndefined();
  });
});
