import { describe, expect, it } from 'vitest';
import { catalogueKey } from './pages.ts';

describe('§2.1 catalogue pages are the paths ending .html', () => {
  it.each([
    ['/new-in.html', 'new-in'],
    ['/clothing/dresses.html', 'clothing/dresses'],
    ['/shop-by/plus-size-clothing.html?page=2', 'shop-by/plus-size-clothing'],
    ['/satin-midi-dress-black-vt000012.html/', 'satin-midi-dress-black-vt000012'],
  ])('%s is %s', (url, key) => {
    expect(catalogueKey(url)).toBe(key);
  });

  it.each([
    '/',
    '/faq',
    '/clothing/dresses',
    '/.html',
    '/a//b.html',
    `/${'x'.repeat(300)}.html`,
    '/DROP TABLE.html',
    '/%E0%A4%A.html',
  ])('rejects %s', (url) => {
    expect(catalogueKey(url)).toBeUndefined();
  });
});
