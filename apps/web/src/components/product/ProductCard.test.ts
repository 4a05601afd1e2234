import { findLocale } from '@vitrine/config';
import type { ProductCard as Card } from '@vitrine/commerce/catalogue';
import { describe, expect, it } from 'vitest';
import { tileOf, type ProductCardText } from './ProductCard';

const gb = findLocale('en-GB')!;
const fr = findLocale('fr-FR')!;

/** Stand-ins for the store's translator and money formatter, marking what they were asked. */
const text = {
  t: ((key: string, values?: { count: number }) => (values ? `${key}:${values.count}` : `«${key}»`)) as never,
  money: (m: { amountMinor: number; currency: string }) =>
    `${m.currency} ${(m.amountMinor / 100).toFixed(2)}`,
  labels: {
    soldOut: 'Sold out',
    price: { now: 'Now', was: 'Was' },
    heart: { add: 'a', remove: 'r', failed: 'f' },
  },
} satisfies ProductCardText;

const product: Card = {
  sku: 'VT012942',
  urlKey: 'linen-tea-dress-emerald-012942',
  name: 'Linen Tea Dress',
  colour: 'emerald',
  sticker: 'sale',
  colourCount: 4,
  inStock: false,
  price: { amountMinor: 1300, currency: 'GBP' },
  wasPrice: { amountMinor: 2600, currency: 'GBP' },
  images: ['front', 'back', 'side'].map((view) => ({
    path: `products/d-${view}`,
    width: 800,
    height: 1000,
    view,
  })),
};

describe('tileOf: what a product tile shows, made on the server (decision 0022)', () => {
  it('says everything in the store’s words and currency, so the browser formats nothing', () => {
    expect(tileOf(product, gb, text)).toEqual({
      sku: 'VT012942',
      href: '/linen-tea-dress-emerald-012942.html',
      name: 'Linen Tea Dress',
      alt: 'Linen Tea Dress, emerald',
      // Front and the hover view only, without fields the tile does not use.
      images: [
        { path: 'products/d-front', width: 800, height: 1000 },
        { path: 'products/d-back', width: 800, height: 1000 },
      ],
      sticker: '«sticker.sale»',
      inStock: false,
      price: { minor: 1300, text: 'GBP 13.00' },
      was: 'GBP 26.00',
      colours: 'colours:4',
    });
  });

  it('links within the shopper’s store', () => {
    expect(tileOf(product, fr, text).href).toBe('/fr/linen-tea-dress-emerald-012942.html');
  });

  it('leaves out a regular price not in force, a missing sticker and a single colour', () => {
    const tile = tileOf(
      { ...product, wasPrice: null, sticker: null, colourCount: 1, inStock: true },
      gb,
      text,
    );
    expect(tile).toMatchObject({ was: null, sticker: null, colours: null, inStock: true });
  });
});
