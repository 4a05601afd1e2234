import { getLocale, LOCALES } from '@vitrine/config';
import { SITEMAP_PRODUCTS_PER_FILE } from '@vitrine/commerce/catalog';
import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_BYTES, sitemapUrlEntry } from './sitemap-xml';
import { siteOrigin } from './store';

describe('sitemap files', () => {
  const fr = getLocale('fr-FR');

  it('list a product in its store with its alternates in all twelve stores', () => {
    const entry = sitemapUrlEntry(fr, '/robe-midi-noire-000123.html', new Date('2026-11-02T10:00:00Z'));
    const origin = siteOrigin();
    expect(entry).toContain(`<loc>${origin}/fr/robe-midi-noire-000123.html</loc>`);
    expect(entry).toContain('<lastmod>2026-11-02</lastmod>');
    expect(entry.match(/<xhtml:link rel="alternate"/g)).toHaveLength(LOCALES.length);
    expect(entry).toContain(`hreflang="ar-AE" href="${origin}/ae-ar/robe-midi-noire-000123.html"`);
  });

  it('stay under the protocol’s 50 MB when full, even with long addresses', () => {
    // Longer than any seeded URL key (66 characters) or a likely shop host: the worst case.
    const urlKey = `${'embellished-sequin-one-shoulder-maxi-dress-'.repeat(3)}000123`;
    const entry = sitemapUrlEntry(fr, `/${urlKey}.html`, new Date());
    // Each of the entry's addresses (its own and one per store) on a long shop origin.
    const longer = 'https://www.a-fashion-brand-with-a-long-name.example'.length - siteOrigin().length;
    const bytes = Buffer.byteLength(entry) + (LOCALES.length + 1) * Math.max(0, longer);
    const full = SITEMAP_PRODUCTS_PER_FILE * (bytes + 1);
    expect(full).toBeLessThan(SITEMAP_MAX_BYTES);
  });
});
