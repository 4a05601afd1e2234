import { describe, expect, it } from 'vitest';
import { publicPath } from '@vitrine/config';
import { localiseRichTextLinks, storeLink } from './links';

const fr = (path: string) => publicPath('fr-FR', path, { kind: 'subpath' });
const ie = (path: string) => publicPath('en-IE', path, { kind: 'subpath' });

describe('§2.1 content links point at the shopper’s store', () => {
  it('prefixes site paths and uses fr-FR’s French paths; keeps query and hash', () => {
    expect(storeLink('/faq', ie)).toBe('/ie/faq');
    expect(storeLink('/terms', fr)).toBe('/fr/conditions-generales');
    expect(storeLink('/size-guide?faq=1#dresses', fr)).toBe('/fr/guide-des-tailles?faq=1#dresses');
    expect(storeLink('/privacy-policy#cookies', fr)).toBe('/fr/politique-de-confidentialite#cookies');
  });

  it('leaves absolute, scheme-relative, mail and anchor links alone', () => {
    for (const url of ['https://x.test/faq', '//x.test/faq', 'mailto:a@b.c', '#top', '#', 'faq']) {
      expect(storeLink(url, ie)).toBe(url);
    }
  });

  it('rewrites the hrefs of sanitised rich text, not other attributes', () => {
    expect(
      localiseRichTextLinks(
        '<p><a href="/terms?a=1&amp;b=2">T</a> <a href="https://x.test/terms">X</a> <img src="/terms" /></p>',
        fr,
      ),
    ).toBe(
      '<p><a href="/fr/conditions-generales?a=1&amp;b=2">T</a> <a href="https://x.test/terms">X</a> <img src="/terms" /></p>',
    );
    expect(localiseRichTextLinks('<a title="x" href="/faq" target="_blank">F</a>', ie)).toBe(
      '<a title="x" href="/ie/faq" target="_blank">F</a>',
    );
  });
});
