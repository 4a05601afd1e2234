import { describe, expect, it } from 'vitest';
import { literalPath } from './literal-path';

describe('literalPath', () => {
  it('leaves every well-formed address as it is', () => {
    for (const url of ['/', '/fr/robes.html?page=2', '/faq/d%C3%A9lai', '/api/v1/stock?skus=%ZZ', '/a%2Fb'])
      expect(literalPath(url)).toBe(url);
  });

  it('reads a segment that is not percent-encoded UTF-8 literally, and only that segment', () => {
    expect(literalPath('/fr/faq/%ZZ')).toBe('/fr/faq/%25ZZ');
    expect(literalPath('/media/100%.webp?x=%ZZ')).toBe('/media/100%25.webp?x=%ZZ');
    expect(literalPath('/a/%ED%A0%80/%C3%A9')).toBe('/a/%25ED%25A0%2580/%C3%A9');
    expect(literalPath('/api/v1/pages/terms%00')).toBe('/api/v1/pages/terms%2500');
    expect(decodeURIComponent(literalPath('/x/%E0%A4%A'))).toBe('/x/%E0%A4%A');
  });
});
