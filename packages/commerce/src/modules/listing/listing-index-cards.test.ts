import { describe, expect, it } from 'vitest';
import { CardColumns, cardsOf, pack, type CardFields } from './listing-index-cards.ts';
import { ListingStore } from './listing-index-store.ts';
import { record } from '../../testing/listing-records.ts';

const GB = { language: 'en', currency: 'GBP', stockRegion: 'gb' } as const;
// A store with another language, currency and stock region than GB's.
const FR = { language: 'fr', currency: 'EUR', stockRegion: 'us' } as const;

const fields = (over: Partial<CardFields> = {}): CardFields => ({
  sku: 'VT1',
  urlKey: 'satin-midi-dress',
  styleGroup: 'VT1',
  colour: 'Black',
  sticker: null,
  names: { en: 'Satin Midi Dress', fr: 'Robe midi en satin' },
  images: [{ path: 'products/vt1-front', width: 800, height: 1000, view: 'front' }],
  ...over,
});

const us = (iso: string) => Date.parse(iso) * 1000;

describe('cardsOf (the listing index’s product cards)', () => {
  it("shows a product in the store's language, currency and region, in the order asked", () => {
    const store = new ListingStore();
    store.upsert(
      record({
        id: 1,
        inStock: ['10', 'gb'],
        priceCurrencies: ['GBP', 'EUR'],
        priceValues: [4500, 0, -Infinity, Infinity, 5200, 0, -Infinity, Infinity],
        card: fields(),
      }),
    );
    store.upsert(
      record({
        id: 2,
        inStock: ['12', 'us'],
        priceCurrencies: ['GBP', 'EUR'],
        priceValues: [3000, 0, -Infinity, Infinity, 3500, 0, -Infinity, Infinity],
        card: fields({ sku: 'VT2', styleGroup: 'VT2', names: { en: 'Lace Top' }, sticker: 'new' }),
      }),
    );
    const now = new Date('2026-11-23T10:00:00Z');
    expect(cardsOf(store, [2, 1], GB, now)).toEqual([
      expect.objectContaining({ sku: 'VT2', name: 'Lace Top', sticker: 'new', inStock: false }),
      expect.objectContaining({
        sku: 'VT1',
        urlKey: 'satin-midi-dress',
        name: 'Satin Midi Dress',
        colour: 'Black',
        colourCount: 1,
        inStock: true,
        price: { amountMinor: 4500, currency: 'GBP' },
        wasPrice: null,
        images: [{ path: 'products/vt1-front', width: 800, height: 1000, view: 'front' }],
      }),
    ]);
    const [top, dress] = cardsOf(store, [2, 1], FR, now)!;
    // No French name: English, as the SQL cards fall back (schema.ts localised).
    expect(top).toMatchObject({
      name: 'Lace Top',
      inStock: true,
      price: { amountMinor: 3500, currency: 'EUR' },
    });
    expect(dress).toMatchObject({ name: 'Robe midi en satin', inStock: false });
    // A card's images are its own: changing them changes nothing kept.
    dress!.images[0]!.path = 'changed';
    expect(cardsOf(store, [1], FR, now)![0]!.images[0]!.path).toBe('products/vt1-front');
  });

  it('shows a special price only inside its window, from inclusive, to exclusive (§3.3)', () => {
    const store = new ListingStore();
    const from = '2026-11-20T00:00:00.000Z';
    const to = '2026-11-27T00:00:00.000Z';
    store.upsert(
      record({
        id: 1,
        priceCurrencies: ['GBP'],
        priceValues: [5000, 3500, us(from), us(to)],
        card: fields(),
      }),
    );
    const at = (iso: string) => cardsOf(store, [1], GB, new Date(iso))![0]!;
    expect(at('2026-11-19T23:59:59.999Z')).toMatchObject({ price: { amountMinor: 5000 }, wasPrice: null });
    expect(at(from)).toMatchObject({ price: { amountMinor: 3500 }, wasPrice: { amountMinor: 5000 } });
    expect(at('2026-11-26T23:59:59.999Z').price.amountMinor).toBe(3500);
    expect(at(to)).toMatchObject({ price: { amountMinor: 5000 }, wasPrice: null });
    // A bound with microseconds is the SQL path's Date: its milliseconds, truncated.
    store.upsert(
      record({
        id: 1,
        priceCurrencies: ['GBP'],
        priceValues: [5000, 3500, us(from) + 999, Infinity],
        card: fields(),
      }),
    );
    expect(at(from).price.amountMinor).toBe(3500);
  });

  it('counts the products of a style group as they join, move and leave', () => {
    const store = new ListingStore();
    const colours = () => cardsOf(store, [1], GB, new Date())![0]!.colourCount;
    store.upsert(record({ id: 1, card: fields({ styleGroup: 'S' }) }));
    store.upsert(record({ id: 2, card: fields({ styleGroup: 'S' }) }));
    store.upsert(record({ id: 3, card: fields({ styleGroup: 'S' }) }));
    expect(colours()).toBe(3);
    // Changing other fields does not count twice.
    store.upsert(record({ id: 2, card: fields({ styleGroup: 'S', colour: 'Red' }) }));
    expect(colours()).toBe(3);
    store.upsert(record({ id: 2, card: fields({ styleGroup: 'T' }) }));
    expect(colours()).toBe(2);
    store.remove(3);
    expect(colours()).toBe(1);
    // Removing twice, or a product never seen, changes nothing.
    store.remove(3);
    store.remove(99);
    expect(colours()).toBe(1);
    store.upsert(record({ id: 2, card: fields({ styleGroup: 'S' }) }));
    expect(colours()).toBe(2);
  });

  it('gives no cards when one product has no card or no price here: the caller asks SQL', () => {
    const store = new ListingStore();
    store.upsert(record({ id: 1, card: fields() }));
    store.upsert(record({ id: 2 }));
    store.upsert(
      record({ id: 3, priceCurrencies: ['EUR'], priceValues: [100, 0, -Infinity, Infinity], card: fields() }),
    );
    const now = new Date();
    expect(cardsOf(store, [1], GB, now)).toHaveLength(1);
    expect(cardsOf(store, [1, 2], GB, now)).toBeUndefined();
    expect(cardsOf(store, [1, 3], GB, now)).toBeUndefined();
    expect(cardsOf(store, [1, 404], GB, now)).toBeUndefined();
    store.remove(1);
    expect(cardsOf(store, [1], GB, now)).toBeUndefined();
    expect(cardsOf(store, [], { ...GB, currency: 'CAD' }, now)).toEqual([]);
  });

  it('keeps every field of a card as given, packed or not', () => {
    const columns = new CardColumns();
    const cards: CardFields[] = [
      fields(),
      fields({ sticker: 'new', names: { ar: 'فستان ميدي من الساتان' }, images: [] }),
      fields({
        names: { en: 'Robe', fr: 'Robe « été »', ar: 'فستان' },
        images: [
          { path: 'products/a-front', width: 800, height: 1000, view: 'front' },
          { path: 'products/a-back', width: 640, height: 800, view: 'back' },
        ],
      }),
      // A value holding the packing's separator, or its null mark, is kept as given.
      fields({ urlKey: 'odd\u001fkey' }),
      fields({ sticker: '\u0002' }),
      fields({ names: { en: '\u0002' } }),
    ];
    expect(pack(cards[3]!)).toBeUndefined();
    expect(pack(cards[4]!)).toBeUndefined();
    cards.forEach((card, slot) => columns.write(slot, card));
    cards.forEach((card, slot) => {
      expect(columns.get(slot)).toEqual(card);
      expect(columns.styleGroup(slot)).toBe('VT1');
    });
    expect(columns.styleSize('VT1')).toBe(6);
    columns.write(2, undefined);
    expect(columns.get(2)).toBeUndefined();
    expect(columns.styleGroup(2)).toBeUndefined();
    expect(columns.styleSize('VT1')).toBe(5);
    // A slot never written has neither.
    expect(columns.get(40)).toBeUndefined();
    expect(columns.styleGroup(40)).toBeUndefined();
  });
});
