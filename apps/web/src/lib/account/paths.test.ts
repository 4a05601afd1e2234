import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './paths';

describe('§2.1 login referer: same-site paths only', () => {
  it.each([
    ['/customer/address-book', '/customer/address-book'],
    ['%2Ffr%2Fcustomer%2Faccount%2Fedit', '/fr/customer/account/edit'],
    ['/clothing/dresses.html?page=2', '/clothing/dresses.html?page=2'],
  ])('keeps %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    '/ok\nLocation: https://evil.example',
    '/customer/account/logout',
    '',
    undefined,
  ])('refuses %j', (input) => {
    expect(safeReturnPath(input)).toBeUndefined();
  });
});
