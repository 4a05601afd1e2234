import { describe, expect, it } from 'vitest';
import {
  generateProducts,
  imageKeys,
  NEW_IN_DAYS,
  SEED_CATEGORIES,
  STICKERS,
  type SeedProduct,
} from './catalogue.ts';
import { SEED_CURRENCIES } from './prices.ts';
import { COLOURS } from '@vitrine/config';
import { ATTRIBUTE_VOCABULARY } from './vocabulary.ts';

const NOW = new Date('2025-06-01T10:30:00Z');
const DAY = 86_400_000;

const run = (count: number, seed?: number) => [
  ...generateProducts(count, seed === undefined ? { now: NOW } : { now: NOW, seed }),
];

// One 2,000-product run shared by the checks below (generating it takes a few tens of ms).
const products = run(2000);

function inCategory(path: string): SeedProduct[] {
  return products.filter((p) => p.categoryPaths.includes(path));
}

describe('generateProducts', () => {
  it('is deterministic for a count, a seed and a now', () => {
    expect(run(300, 7)).toEqual(run(300, 7));
    expect(run(300)).toEqual(run(300, 1));
    expect(run(50, 8).map((p) => p.names.en)).not.toEqual(run(50, 7).map((p) => p.names.en));
  });

  it('never lets product N depend on how many come after it', () => {
    expect(run(137)).toEqual(products.slice(0, 137));
  });

  it('yields exactly the requested count', () => {
    for (const count of [0, 1, 2, 3, 7, 2000]) expect(run(count)).toHaveLength(count);
    expect(() => run(-1)).toThrow(RangeError);
    expect(() => run(1.5)).toThrow(RangeError);
  });

  it('gives unique SKUs, url keys and variant SKUs', () => {
    const skus = new Set(products.map((p) => p.sku));
    const urlKeys = new Set(products.map((p) => p.urlKey));
    const variants = products.flatMap((p) => p.variants.map((v) => v.sku));
    expect(skus.size).toBe(products.length);
    expect(urlKeys.size).toBe(products.length);
    expect(new Set(variants).size).toBe(variants.length);
    for (const p of products) {
      expect(p.sku).toMatch(/^VT\d{6}$/);
      expect(p.urlKey).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const v of p.variants) expect(v.sku).toBe(`${p.sku}-${v.size}`);
    }
  });

  it('groups colour siblings: same name and style, different colours', () => {
    const groups = new Map<string, SeedProduct[]>();
    for (const p of products) groups.set(p.styleGroup, [...(groups.get(p.styleGroup) ?? []), p]);
    const sizes = [...groups.values()].map((g) => g.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(4);
    expect(sizes.filter((n) => n > 1).length).toBeGreaterThan(groups.size / 3);
    for (const group of groups.values()) {
      expect(new Set(group.map((p) => p.colour)).size).toBe(group.length);
      expect(new Set(group.map((p) => JSON.stringify(p.names))).size).toBe(1);
    }
  });

  it('writes names and two or three sentences of copy in every language', () => {
    for (const p of products.slice(0, 300)) {
      for (const lang of ['en', 'fr', 'ar'] as const) {
        expect(p.names[lang].length).toBeGreaterThan(2);
        const sentences = p.descriptions[lang].split(/(?<=\.)\s+/).filter(Boolean);
        expect(sentences.length, `${p.sku} ${lang}: ${p.descriptions[lang]}`).toBeGreaterThanOrEqual(2);
        expect(sentences.length).toBeLessThanOrEqual(3);
        expect(p.descriptions[lang]).not.toMatch(/undefined|null|NaN|\s{2}/);
      }
      expect(p.names.ar).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

describe('categories', () => {
  const paths = new Set(SEED_CATEGORIES.map((c) => c.path));

  it('has the spec paths, each parent before its children, with names in three languages', () => {
    for (const path of [
      'new-in',
      'clothing',
      'clothing/dresses',
      'clothing/tops',
      'clothing/jeans',
      'clothing/coats-jackets',
      'clothing/knitwear',
      'clothing/skirts',
      'clothing/trousers',
      'shop-by',
      'shop-by/plus-size-clothing',
      'shop-by/bottoms',
      'shoes',
      'accessories',
      'accessories/bags',
      'accessories/jewellery',
      'beauty',
      'beauty/skincare',
      'beauty/make-up',
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
    expect(paths.size).toBe(SEED_CATEGORIES.length);
    SEED_CATEGORIES.forEach((c, i) => {
      if (c.parentPath) expect(SEED_CATEGORIES.findIndex((p) => p.path === c.parentPath)).toBeLessThan(i);
      expect(c.path.endsWith('.html')).toBe(false);
      for (const name of Object.values(c.names)) expect(name.length).toBeGreaterThan(1);
    });
  });

  it('files every product under existing categories, parents included', () => {
    for (const p of products) {
      for (const path of p.categoryPaths) {
        expect(paths.has(path), `${p.sku} ${path}`).toBe(true);
        const parent = SEED_CATEGORIES.find((c) => c.path === path)?.parentPath;
        if (parent && parent !== 'shop-by') expect(p.categoryPaths).toContain(parent);
      }
      expect(new Set(p.categoryPaths).size).toBe(p.categoryPaths.length);
    }
  });

  it('fills the five spec category pages and every leaf in a 2,000-product run', () => {
    for (const path of [
      'new-in',
      'clothing/dresses',
      'clothing/tops',
      'shop-by/plus-size-clothing',
      'shop-by/bottoms',
    ]) {
      expect(inCategory(path).length, path).toBeGreaterThan(20);
    }
    const leaves = SEED_CATEGORIES.filter((c) => !SEED_CATEGORIES.some((o) => o.parentPath === c.path));
    for (const leaf of leaves) expect(inCategory(leaf.path).length, leaf.path).toBeGreaterThan(0);
  });

  it('lists about 12% plus-size products, in plus sizes', () => {
    const plus = inCategory('shop-by/plus-size-clothing');
    expect(plus.length / products.length).toBeGreaterThan(0.08);
    expect(plus.length / products.length).toBeLessThan(0.16);
    for (const p of plus) {
      expect(p.attributes.main_range).toBe('plus');
      expect(p.variants.map((v) => v.size)).toContain('28');
      expect(p.variants.every((v) => Number(v.size) >= 16)).toBe(true);
    }
  });

  it('puts skirts, jeans and trousers in bottoms, and only recent products in new-in', () => {
    for (const p of products) {
      const bottom = ['clothing/skirts', 'clothing/jeans', 'clothing/trousers'].some((c) =>
        p.categoryPaths.includes(c),
      );
      expect(p.categoryPaths.includes('shop-by/bottoms')).toBe(bottom);
      const age = NOW.getTime() - p.dateEnabled.getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(p.categoryPaths.includes('new-in')).toBe(age < NEW_IN_DAYS * DAY);
    }
  });
});

describe('prices', () => {
  it('lists every currency once, in positive integer minor units with shop endings', () => {
    for (const p of products) {
      expect(p.prices.map((pr) => pr.currency)).toEqual([...SEED_CURRENCIES]);
      for (const pr of p.prices) {
        expect(Number.isInteger(pr.amountMinor)).toBe(true);
        expect(pr.amountMinor).toBeGreaterThan(0);
        const cents = pr.amountMinor % 100;
        if (pr.currency === 'GBP') expect([0, 50, 99]).toContain(cents);
        if (['EUR', 'USD', 'CAD'].includes(pr.currency)) expect(cents).toBe(99);
        if (pr.currency === 'ILS') expect(cents).toBe(90);
        if (['AUD', 'NZD', 'AED', 'QAR', 'SAR'].includes(pr.currency)) expect(cents).toBe(0);
      }
    }
  });

  it('gives about 20% of products a special price, below the price in every currency, sharing one window', () => {
    const withSpecial = products.filter((p) => p.prices.some((pr) => pr.specialMinor !== null));
    expect(withSpecial.length / products.length).toBeGreaterThan(0.15);
    expect(withSpecial.length / products.length).toBeLessThan(0.25);
    const kinds = new Set<string>();
    for (const p of withSpecial) {
      const gbp = p.prices[0]!;
      for (const pr of p.prices) {
        expect(pr.specialMinor, `${p.sku} ${pr.currency}`).not.toBeNull();
        expect(pr.specialMinor!).toBeGreaterThan(0);
        expect(pr.specialMinor!).toBeLessThan(pr.amountMinor);
        expect(Number.isInteger(pr.specialMinor)).toBe(true);
        expect(pr.specialFrom).toEqual(gbp.specialFrom);
        expect(pr.specialTo).toEqual(gbp.specialTo);
      }
      // 20% to 50% off in pounds (rounded to a price ending).
      const ratio = gbp.specialMinor! / gbp.amountMinor;
      expect(ratio).toBeGreaterThan(0.45);
      expect(ratio).toBeLessThanOrEqual(0.81);
      const from = gbp.specialFrom!.getTime();
      const to = gbp.specialTo?.getTime() ?? null;
      if (to !== null) expect(to).toBeGreaterThan(from);
      const now = NOW.getTime();
      kinds.add(to === null ? 'open' : to <= now ? 'expired' : from > now ? 'future' : 'current');
    }
    expect([...kinds].sort()).toEqual(['current', 'expired', 'future', 'open']);
    for (const p of products.filter((p) => !withSpecial.includes(p))) {
      for (const pr of p.prices) expect([pr.specialFrom, pr.specialTo]).toEqual([null, null]);
    }
  });
});

describe('stock, stickers, popularity and attributes', () => {
  it('stocks sizes per region, with sold-out and low sizes and a few products sold out in a region', () => {
    const all = products.flatMap((p) => p.variants.flatMap((v) => [v.stock.gb, v.stock.us]));
    for (const q of all) {
      expect(Number.isInteger(q)).toBe(true);
      expect(q).toBeGreaterThanOrEqual(0);
      expect(q).toBeLessThanOrEqual(40);
    }
    expect(all.filter((q) => q === 0).length / all.length).toBeGreaterThan(0.05);
    expect(all.filter((q) => q >= 1 && q <= 3).length / all.length).toBeGreaterThan(0.05);
    const soldOutGb = products.filter((p) => p.variants.every((v) => v.stock.gb === 0)).length;
    const soldOutUs = products.filter((p) => p.variants.every((v) => v.stock.us === 0)).length;
    expect(soldOutGb).toBeGreaterThan(10);
    expect(soldOutUs).toBeGreaterThan(10);
  });

  it('uses the size scale of each kind', () => {
    const clothes = ['4', '6', '8', '10', '12', '14', '16', '18', '20', '22', '24', '26', '28'];
    for (const p of products) {
      const sizes = p.variants.map((v) => v.size);
      if (p.sizeKind === 'clothes') for (const s of sizes) expect(clothes).toContain(s);
      if (p.sizeKind === 'shoes')
        for (const s of sizes) expect(['3', '4', '5', '6', '7', '8', '9']).toContain(s);
      if (p.sizeKind === 'belt') expect(sizes).toEqual(['S', 'M', 'L']);
      if (p.sizeKind === 'accessory' || p.sizeKind === 'beauty') expect(sizes).toEqual(['ONE SIZE']);
    }
  });

  it('keeps stickers rare, and "sale" for a current special price', () => {
    const stickers = products.map((p) => p.sticker);
    expect(stickers.filter((s) => s === null).length / products.length).toBeGreaterThan(0.6);
    const now = NOW.getTime();
    for (const p of products) {
      if (p.sticker !== null) expect(STICKERS).toContain(p.sticker);
      if (p.sticker === 'sale') {
        const gbp = p.prices[0]!;
        expect(gbp.specialMinor).not.toBeNull();
        expect(gbp.specialFrom!.getTime()).toBeLessThanOrEqual(now);
        if (gbp.specialTo) expect(gbp.specialTo.getTime()).toBeGreaterThan(now);
      }
    }
    for (const sticker of STICKERS) expect(stickers, sticker).toContain(sticker);
  });

  it('skews popularity towards the bottom of 0-10,000', () => {
    const values = products.map((p) => p.popularity);
    for (const v of values) {
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(10_000);
    }
    const sorted = [...values].sort((a, b) => a - b);
    expect(sorted[Math.floor(values.length / 2)]!).toBeLessThan(2_500);
    expect(sorted[values.length - 1]!).toBeGreaterThan(8_000);
  });

  it('draws attribute values from small fixed vocabularies of lower-case tokens', () => {
    const styles = new Set<string>();
    for (const p of products) {
      const colour = COLOURS.find((c) => c.token === p.colour);
      expect(colour?.group).toBe(p.colourGroup);
      expect(typeof p.attributes.is_multi_colour).toBe('boolean');
      expect(typeof p.attributes.secret).toBe('boolean');
      for (const [key, value] of Object.entries(p.attributes)) {
        if (key === 'model') {
          expect(value).toMatch(/^Model is \d'\d{1,2}" and wears UK \d+$/);
          continue;
        }
        if (typeof value === 'boolean') continue;
        const values = Array.isArray(value) ? value : [String(value)];
        if (key === 'belt_size') continue;
        // Brands are proper names, checked by the partner-brand test below.
        if (key === 'brand') continue;
        for (const v of values) {
          expect(v, `${p.sku} ${key}`).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
          if (key === 'style') styles.add(v);
          else expect(ATTRIBUTE_VOCABULARY[key], `${key}=${v}`).toContain(v);
        }
      }
      if (p.sizeKind === 'clothes') expect(p.attributes.model).toBeDefined();
    }
    expect(styles.size).toBeLessThan(60);
    expect(products.filter((p) => p.attributes.secret === true).length).toBeLessThan(products.length * 0.03);
  });
});

describe('image keys', () => {
  it('are bounded whatever the product count', () => {
    // Dresses and tops are drawn per neckline, sleeves, length, fit, closure and style, knits per
    // neckline and design, trousers, jeans and skirts per fit, closure and design (issue 29 item 17),
    // each drawn on its first request (decision 0049): looking alike, products share.
    expect(imageKeys(generateProducts(20_000, { now: NOW })).size).toBeLessThan(9500);
  });

  it('name views by family: three for clothing and shoes, two otherwise', () => {
    for (const p of products) {
      for (const image of p.images) {
        expect(image.key.endsWith(`-${image.view}`)).toBe(true);
        expect(image.key).toContain(`-${p.colour.replace(/ /g, '-')}-`);
      }
      const views = p.images.map((i) => i.view);
      if (p.sizeKind === 'clothes' || p.sizeKind === 'shoes')
        expect(views).toEqual(['front', 'back', 'detail']);
      else expect(views).toEqual(['front', 'detail']);
    }
  });
});

describe('partner brands (marketplace)', () => {
  it('gives about one style in nine to a partner brand, the same for every colour of a style', async () => {
    const { generateProducts, HOUSE_BRAND } = await import('./catalogue.ts');
    const products = [...generateProducts(900, { now: new Date('2026-11-01T00:00:00Z') })];
    const partner = products.filter((p) => p.attributes.brand !== HOUSE_BRAND);
    expect(partner.length / products.length).toBeGreaterThan(0.06);
    expect(partner.length / products.length).toBeLessThan(0.18);
    const byStyle = new Map<string, Set<unknown>>();
    for (const p of products)
      byStyle.set(p.styleGroup, (byStyle.get(p.styleGroup) ?? new Set()).add(p.attributes.brand));
    for (const brands of byStyle.values()) expect(brands.size).toBe(1);
  });
});
