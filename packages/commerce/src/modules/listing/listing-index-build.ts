// Reads what the listing index holds (listing-index-store.ts ProductRecord) from PostgreSQL: every
// product for a build, or a few products for a refresh, in four bulk statements run in one
// repeatable-read snapshot, so a build never mixes a product's old stock with its new price.
//
// Each statement answers one text value (string_agg) that is split here: at 100,000 products
// that is much faster than a million result rows through the driver. Fields are
// separated by U+001F and records by U+001E; a value holding either would break the split, so a
// record with the wrong number of fields fails the build (and listings stay on SQL) rather than
// being misread. Attribute values travel as JSON, which escapes control characters.

import type { Language } from '@vitrine/config';
import type pg from 'pg';
import { ATTRIBUTE_FACETS } from './listing-filters.ts';
import type { CardFields, CardImage } from './listing-index-cards.ts';
import { ListingStore, type ProductRecord } from './listing-index-store.ts';

/** The languages of a product's names (schema.ts LocalisedText). */
const LANGUAGES = ['en', 'fr', 'ar'] as const satisfies readonly Language[];

/** How a NULL travels in a record (concat_ws would drop it, shifting the fields after it). */
const NULL_TEXT = '\u0002';

/** A timestamp as whole microseconds since the epoch, exact (extract gives numeric). */
const micros = (column: string) => `(extract(epoch from ${column}) * 1000000)::int8`;

/** $1: the ids to read, when filtered; the products statement takes the attribute names after it. */
const STATEMENTS = {
  // Then what a card shows (listing-index-cards.ts). concat_ws skips NULLs, which would shift the
  // fields: a NULL travels as chr(2). Names are read per language: the whole jsonb as text costs
  // half as much again at 100,000 products.
  products: (filter: string) => `
    select string_agg(concat_ws(chr(31), p.id, ${micros('p.date_enabled')}, p.popularity, p.colour_group,
      p.size_kind, p.style_group, p.sku, p.url_key, p.colour, coalesce(p.sticker, chr(2)),
      ${LANGUAGES.map((l) => `coalesce(p.names ->> '${l}', chr(2))`).join(', ')},
      jsonb_build_array(${ATTRIBUTE_FACETS.map((_, i) => `p.attributes -> $${i + (filter ? 2 : 1)}::text`).join(', ')})),
      chr(30))
    from products p ${filter ? `where p.id = any($1::int[])` : ''}`,
  categories: (filter: string) => `
    select string_agg(pc.product_id || chr(31) || pc.category_id || chr(31) || pc.position, chr(30))
    from product_categories pc ${filter ? `where pc.product_id = any($1::int[])` : ''}`,
  // A product's sizes with stock per region: only rows above zero matter to a listing (§3.3 "in
  // stock in the store's region in at least one size").
  stock: (filter: string) => `
    select string_agg(v.product_id || chr(31) || v.size || chr(31) || s.region, chr(30))
    from product_variants v join stock_levels s on s.variant_id = v.id
    where s.quantity > 0 ${filter ? `and v.product_id = any($1::int[])` : ''}`,
  prices: (filter: string) => `
    select string_agg(concat_ws(chr(31), pr.product_id, pr.currency, pr.amount_minor,
      coalesce(pr.special_minor::text, ''), coalesce(${micros('pr.special_from')}::text, ''),
      coalesce(${micros('pr.special_to')}::text, '')), chr(30))
    from product_prices pr ${filter ? `where pr.product_id = any($1::int[])` : ''}`,
  // A card's two images (product-cards.ts productCards: position < 2, in position order).
  images: (filter: string) => `
    select string_agg(concat_ws(chr(31), i.product_id, i.position, i.path, i.width, i.height, i.view), chr(30))
    from product_images i where i.position < 2 ${filter ? `and i.product_id = any($1::int[])` : ''}`,
};

/** Anything that can run a statement: a pool client held for the snapshot. */
type Client = Pick<pg.ClientBase, 'query'>;

/**
 * The records of the given products (those that still exist), or of every product when `ids` is
 * undefined, read in one snapshot. Sorted by id.
 */
export async function readProducts(client: Client, ids?: readonly number[]): Promise<ProductRecord[]> {
  if (ids && ids.length === 0) return [];
  const filter = ids ? 'ids' : '';
  const idParam = ids ? [[...ids]] : [];
  const text = async (statement: string, params: unknown[]): Promise<string> => {
    const result = await client.query<[string | null]>({ text: statement, values: params, rowMode: 'array' });
    return result.rows[0]?.[0] ?? '';
  };
  await client.query('begin isolation level repeatable read read only');
  let products: string, categories: string, stock: string, prices: string, images: string;
  try {
    // Hash joins over a million stock rows spill to disk at the default work_mem.
    if (!ids) await client.query(`set local work_mem = '128MB'`);
    products = await text(STATEMENTS.products(filter), [...idParam, ...ATTRIBUTE_FACETS]);
    categories = await text(STATEMENTS.categories(filter), idParam);
    stock = await text(STATEMENTS.stock(filter), idParam);
    prices = await text(STATEMENTS.prices(filter), idParam);
    images = await text(STATEMENTS.images(filter), idParam);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
  return assemble(products, categories, stock, prices, images);
}

/** Parses the five texts into records. Exported for tests. */
export function assemble(
  products: string,
  categories: string,
  stock: string,
  prices: string,
  images = '',
): ProductRecord[] {
  const byId = new Map<number, ProductRecord>();
  const records: ProductRecord[] = [];
  // Sizes, regions, currencies, colours and attribute values come from small vocabularies but
  // arrive millions of times: one string each keeps the build's memory peak down.
  const strings = new Map<string, string>();
  const intern = (value: string): string => {
    const known = strings.get(value);
    if (known !== undefined) return known;
    strings.set(value, value);
    return value;
  };
  const orNull = (value: string): string | null => (value === NULL_TEXT ? null : value);
  for (const f = new Fields(products); f.more();) {
    const record: ProductRecord = {
      id: f.int(),
      dateUs: f.int(),
      popularity: f.int(),
      colourGroup: intern(f.text()),
      sizeKind: intern(f.text()),
      attributeFacets: [],
      attributeValues: [],
      categories: [],
      inStock: [],
      priceCurrencies: [],
      priceValues: [],
    };
    const styleGroup = f.text();
    const sku = f.text();
    const urlKey = f.text();
    const colour = intern(f.text());
    const sticker = orNull(f.text());
    const names: CardFields['names'] = {};
    for (const language of LANGUAGES) {
      const name = orNull(f.text());
      if (name !== null) names[language] = name;
    }
    record.card = { styleGroup, sku, urlKey, colour, sticker, names, images: [] };
    const values = JSON.parse(f.last()) as unknown[];
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      // listing.ts attributeValues: a string, or the strings of a list.
      if (typeof v === 'string') {
        record.attributeFacets.push(i);
        record.attributeValues.push(intern(v));
      } else if (Array.isArray(v)) {
        for (const e of v) {
          if (typeof e !== 'string') continue;
          record.attributeFacets.push(i);
          record.attributeValues.push(intern(e));
        }
      }
    }
    byId.set(record.id, record);
    records.push(record);
  }
  for (const f = new Fields(categories); f.more();) {
    const r = byId.get(f.int());
    const category = f.int();
    const position = f.lastInt();
    r?.categories.push(category, position);
  }
  for (const f = new Fields(stock); f.more();) {
    const r = byId.get(f.int());
    const size = intern(f.text());
    const region = intern(f.last());
    r?.inStock.push(size, region);
  }
  for (const f = new Fields(prices); f.more();) {
    const r = byId.get(f.int());
    const currency = intern(f.text());
    const amount = f.int();
    const special = f.optionalInt();
    const from = f.optionalInt();
    const to = f.lastOptionalInt();
    r?.priceCurrencies.push(currency);
    r?.priceValues.push(amount, special ?? 0, from ?? -Infinity, to ?? Infinity);
  }
  const positioned = new Map<CardFields, { position: number; image: CardImage }[]>();
  for (const f = new Fields(images); f.more();) {
    const card = byId.get(f.int())?.card;
    const position = f.int();
    const image = { path: f.text(), width: f.int(), height: f.int(), view: intern(f.last()) };
    if (!card) continue;
    const list = positioned.get(card) ?? [];
    list.push({ position, image });
    positioned.set(card, list);
  }
  for (const [card, list] of positioned) {
    card.images = list.sort((a, b) => a.position - b.position).map((p) => p.image);
  }
  // The store compares a product's memberships with its previous ones: give them one order.
  for (const r of records) if (r.categories.length > 2) sortPairs(r.categories);
  return records.sort((a, b) => a.id - b.id);
}

function sortPairs(pairs: number[]): void {
  const sorted: [number, number][] = [];
  for (let i = 0; i < pairs.length; i += 2) sorted.push([pairs[i]!, pairs[i + 1]!]);
  sorted.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (let i = 0; i < sorted.length; i++) [pairs[2 * i], pairs[2 * i + 1]] = sorted[i]!;
}

const FIELD_CODE = 0x1f;
const RECORD_CODE = 0x1e;

/**
 * Reads records of separated fields without splitting the text into millions of strings: each
 * read checks that the field ends where the record layout says (a field separator, or the end of
 * the record for the last one), so a value holding a separator fails loudly.
 */
class Fields {
  private pos = 0;
  private readonly source: string;

  constructor(source: string) {
    this.source = source;
  }

  more(): boolean {
    return this.pos < this.source.length;
  }

  private end(last: boolean): number {
    const s = this.source;
    let i = this.pos;
    while (i < s.length) {
      const c = s.charCodeAt(i);
      if (c === FIELD_CODE || c === RECORD_CODE) break;
      i++;
    }
    const found = i === s.length ? RECORD_CODE : s.charCodeAt(i);
    if (found !== (last ? RECORD_CODE : FIELD_CODE)) {
      throw new Error(
        `listing index: malformed record near ${JSON.stringify(s.slice(this.pos, this.pos + 40))}`,
      );
    }
    return i;
  }

  private take(last: boolean): string {
    const end = this.end(last);
    const value = this.source.slice(this.pos, end);
    this.pos = end + 1;
    return value;
  }

  text(): string {
    return this.take(false);
  }

  last(): string {
    return this.take(true);
  }

  int(): number {
    return toInt(this.take(false));
  }

  lastInt(): number {
    return toInt(this.take(true));
  }

  optionalInt(): number | null {
    const t = this.take(false);
    return t === '' ? null : toInt(t);
  }

  lastOptionalInt(): number | null {
    const t = this.take(true);
    return t === '' ? null : toInt(t);
  }
}

function toInt(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || text === '') {
    throw new Error(`listing index: not an integer: ${JSON.stringify(text.slice(0, 40))}`);
  }
  return n;
}

/**
 * The tables whose changes must reach the index, each with insert, update, delete and truncate
 * triggers (migrations 0009 and 0015 for product_images), and product_search with one (0010).
 */
const WATCHED_TABLES = [
  'products',
  'product_images',
  'product_categories',
  'product_prices',
  'product_variants',
  'stock_levels',
];
const EXPECTED_TRIGGERS = WATCHED_TABLES.length * 4 + 1;

/**
 * True when every notification trigger is installed and enabled. Without them (a database
 * restored without them, an old schema, triggers disabled) the index could not know of a change,
 * so it must not be served.
 */
export async function notificationsInstalled(client: Client): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where starts_with(t.tgname, 'listing_index_') and not t.tgisinternal and t.tgenabled <> 'D'
        and c.relname = any($1::text[])`,
    [[...WATCHED_TABLES, 'product_search']],
  );
  return (rows[0]?.n ?? 0) >= EXPECTED_TRIGGERS;
}

/** A store holding every product, and what it took. */
export async function buildStore(
  client: Client,
): Promise<{ store: ListingStore; readMs: number; buildMs: number; products: number }> {
  const started = performance.now();
  const records = await readProducts(client);
  const read = performance.now();
  const store = new ListingStore();
  store.reserve(records.length + 1024);
  for (const record of records) {
    if (!store.upsert(record)) throw new Error(`listing index: product ${record.id} out of id order`);
  }
  // Sorted now rather than on a shopper's first request.
  store.sortCategories();
  store.dateRanks();
  return {
    store,
    readMs: read - started,
    buildMs: performance.now() - read,
    products: records.length,
  };
}
