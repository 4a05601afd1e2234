import { getLocale, LOCALES } from '@vitrine/config';
import { SITEMAP_PRODUCTS_PER_FILE } from '@vitrine/commerce/catalog/sitemap';
import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_BYTES, sitemapUrlEntry } from './sitemap-xml';

describe('sitemap files', () => {
  const fr = getLocale('fr-FR');

  it('list a product in its store with its alternates in all twelve stores', () => {
    const entry = sitemapUrlEntry(
      fr,
      '/robe-midi-noire-000123.html',
      'https://shop.example',
      new Date('2026-11-02T10:00:00Z'),
    );
    expect(entry).toContain('<loc>https://shop.example/fr/robe-midi-noire-000123.html</loc>');
    expect(entry).toContain('<lastmod>2026-11-02</lastmod>');
    expect(entry.match(/<xhtml:link rel="alternate"/g)).toHaveLength(LOCALES.length);
    expect(entry).toContain('hreflang="ar-AE" href="https://shop.example/ae-ar/robe-midi-noire-000123.html"');
  });

  it('stay under the protocol’s 50 MB when full, even with long addresses', () => {
    // Longer than any seeded URL key (66 characters) or a likely shop host: the worst case.
    const urlKey = `${'embellished-sequin-one-shoulder-maxi-dress-'.repeat(3)}000123`;
    const entry = sitemapUrlEntry(
      fr,
      `/${urlKey}.html`,
      'https://www.a-fashion-brand-with-a-long-name.example',
      new Date(),
    );
    const full = SITEMAP_PRODUCTS_PER_FILE * (Buffer.byteLength(entry) + 1);
    expect(full).toBeLessThan(SITEMAP_MAX_BYTES);
  });
});
