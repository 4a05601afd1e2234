import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from './return-path.ts';

describe('return paths: only a path of this site is honoured', () => {
  it.each([
    ['/', '/'],
    ['/customer/address-book', '/customer/address-book'],
    ['/clothing/dresses.html?page=2', '/clothing/dresses.html?page=2'],
    [
      '/us/shop-by/bottoms.html?sort=price&color=red+blue',
      '/us/shop-by/bottoms.html?sort=price&color=red+blue',
    ],
    ['/fr/customer/account/edit', '/fr/customer/account/edit'],
    // Non-ASCII comes back percent-encoded: a Location header is ASCII.
    ['/ae-ar/catalogsearch/result?q=فستان', '/ae-ar/catalogsearch/result?q=%D9%81%D8%B3%D8%AA%D8%A7%D9%86'],
    ['/ae-ar/catalogsearch/result?q=%D9%81', '/ae-ar/catalogsearch/result?q=%D9%81'],
    // An @ after the first slash is part of a path, not a user name.
    ['/@evil.example', '/@evil.example'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    // Dot segments are resolved, as the browser would.
    ['/a/../faq', '/faq'],
    // The fragment never reaches a server: not kept.
    ['/faq#delivery', '/faq'],
  ])('keeps %j as %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  // OWASP "Unvalidated Redirects and Forwards" and PortSwigger's URL validation bypass cheat sheet.
  it.each([
    // Another host: protocol-relative, backslashes browsers read as slashes.
    '//evil.example',
    '///evil.example',
    '////evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/evil\\path',
    // Characters browsers drop before parsing, leaving // behind.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/ /evil.example',
    '/\u00a0/evil.example',
    '/\u2028/evil.example',
    '/\u2029/evil.example',
    '/\u3000/evil.example',
    '/\u200b/evil.example',
    '/\ufeff/evil.example',
    '/\u202e/evil.example',
    '/\u0000/evil.example',
    '/ok\u0000//evil.example',
    '/\u007f/evil.example',
    // The same, percent-encoded once, twice, three times.
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0D/evil.example',
    '/%00/evil.example',
    '/%20/evil.example',
    '/%E2%80%A8/evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '/%252F/evil.example',
    '/%25252F/evil.example',
    '/%2525252F/evil.example',
    // Dot segments that resolve to //.
    '/..//evil.example',
    '/.//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E//evil.example',
    // Schemes and things that are not paths at all.
    'https://evil.example',
    'https:evil.example',
    'https:/evil.example',
    'http:\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '@evil.example',
    'evil.example',
    '.evil.example',
    '?next=//evil.example',
    '#//evil.example',
    // Fullwidth solidus and friends (NFKC makes them / and \).
    '／／evil.example',
    '/／evil.example',
    '/%EF%BC%8F%EF%BC%8Fevil.example',
    '/＼evil.example',
    '/．．//evil.example',
    // Header injection: CR/LF raw or encoded.
    '/ok\r\nLocation: https://evil.example',
    '/ok\r\nSet-Cookie: vt_session=stolen',
    '/%0d%0aLocation:%20https://evil.example',
    // Malformed encoding (and an overlong UTF-8 slash).
    '/%',
    '/%zz',
    '/%C0%AF/evil.example',
    // Too long to be one of ours.
    `/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`,
    '',
    null,
    undefined,
    42,
    ['/faq'],
  ])('refuses %j', (input) => {
    expect(safeReturnPath(input)).toBeUndefined();
    expect(safeReturnPath(input, '/us')).toBe('/us');
  });

  it('never answers a Location a browser would read as another site, whatever it is given', () => {
    // Every two-character prefix of ASCII and a few Unicode look-alikes after a slash.
    const odd = ['\u2028', '\uff0f', '\uff3c', '\u2215', '\u2044', '\u00a0', '\u3002'];
    const chars = [...Array.from({ length: 128 }, (_, i) => String.fromCharCode(i)), ...odd];
    for (const a of chars)
      for (const b of chars) {
        const out = safeReturnPath(`/${a}${b}evil.example`, '/');
        expect(new URL(out, 'https://vitrine.test/x').host, JSON.stringify(a + b)).toBe('vitrine.test');
        // eslint-disable-next-line no-control-regex -- a control character in a Location is the bug
        expect(out).not.toMatch(/[\u0000-\u001f\u007f\\]/);
      }
  });
});
