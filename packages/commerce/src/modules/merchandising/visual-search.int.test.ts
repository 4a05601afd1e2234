import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderImages } from '../../db/seed/images.ts';
import { createApi } from '../../api.ts';
import { testDatabase } from '../../testing/database.ts';
import { indexImagePalettes } from '../catalog/palette-index.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
let mediaDir: string;
let paths: string[];

beforeAll(async () => {
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-visual-'));
  // Real packshots for the first images of a few dozen products (the test catalogue has no files).
  // Only the seeded catalogue's (VT000123): other test files add products of their own, whose
  // image names are not seed packshots.
  const { rows } = await db.$client.query<{ path: string }>(
    `select distinct pi.path from product_images pi join products p on p.id = pi.product_id
     where pi.position = 0 and p.sku ~ '^VT[0-9]+$' order by pi.path limit 40`,
  );
  paths = rows.map((r) => r.path);
  await renderImages(
    paths.map((p) => p.replace(/^products\//, '')),
    mediaDir,
    { concurrency: 2 },
  );
  const { indexed } = await indexImagePalettes(db.$client, mediaDir);
  expect(indexed).toBe(paths.length);
}, 120_000);

afterAll(async () => {
  await db.$client.end();
  await fs.rm(mediaDir, { recursive: true, force: true });
});

const upload = (file: Blob, fields: Record<string, string> = {}, headers: Record<string, string> = {}) => {
  const form = new FormData();
  form.set('image', file, 'photo');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return api.request('/api/v1/widgets/visual', { method: 'POST', body: form, headers });
};

describe('§7.8 visual search: a photo in, products of that colour out', () => {
  it('a product’s own packshot finds products wearing the nearest colour, the product among the first', async () => {
    const { rows } = await db.$client.query<{ sku: string; path: string; hex: string }>(
      `select p.sku, pi.path, ip.hex from products p
       join product_images pi on pi.product_id = p.id and pi.position = 0
       join image_palettes ip on ip.path = pi.path
       where pi.path = any($1) order by p.popularity desc limit 1`,
      [paths],
    );
    const anchor = rows[0]!;
    const bytes = await fs.readFile(path.join(mediaDir, `${anchor.path}-800.webp`));
    const res = await upload(new Blob([bytes], { type: 'image/webp' }), { limit: '12' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      colour: string;
      products: { sku: string; images: { path: string }[] }[];
    };
    expect(body.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(body.products.length).toBeGreaterThan(0);
    // Every result wears the same (nearest) palette as the photo first.
    const { rows: nearest } = await db.$client.query<{ path: string }>(
      `select ip.path from image_palettes ip join image_palettes a on a.path = $1
       order by (ip.l - a.l)^2 + (ip.a - a.a)^2 + (ip.b - a.b)^2 limit 1`,
      [anchor.path],
    );
    expect(body.products[0]!.images[0]!.path).toBe(nearest[0]!.path);
  });

  it('narrows to a category and its children', async () => {
    const { rows } = await db.$client.query<{ path: string }>(
      `select pi.path from product_images pi where pi.path = any($1) limit 1`,
      [paths],
    );
    const bytes = await fs.readFile(path.join(mediaDir, `${rows[0]!.path}-400.webp`));
    const res = await upload(new Blob([bytes], { type: 'image/webp' }), { category: 'shoes' });
    expect(res.status).toBe(200);
    const { products } = (await res.json()) as { products: { sku: string }[] };
    if (products.length > 0) {
      const { rows: cats } = await db.$client.query<{ n: number }>(
        `select count(*)::int as n from products p where p.sku = any($1) and not exists (
           select 1 from product_categories pc join categories c on c.id = pc.category_id
           where pc.product_id = p.id and (c.path = 'shoes' or c.path like 'shoes/%'))`,
        [products.map((p) => p.sku)],
      );
      expect(cats[0]!.n).toBe(0);
    }
  });

  it('refuses what is not a photo with a 400, and a huge upload with a 413, never a 500', async () => {
    const text = await upload(new Blob(['hello'], { type: 'image/jpeg' }));
    expect(text.status).toBe(400);
    const wrongType = await upload(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(wrongType.status).toBe(400);
    const none = await api.request('/api/v1/widgets/visual', { method: 'POST', body: new FormData() });
    expect(none.status).toBe(400);
    const huge = await upload(
      new Blob([new Uint8Array(9 * 1024 * 1024)], { type: 'image/jpeg' }),
      {},
      {
        'content-length': String(9 * 1024 * 1024 + 200),
      },
    );
    expect(huge.status).toBe(413);
  });
});
