import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/database.ts';
import { imageFile } from './images.ts';
import { drawProductImageOnRequest } from './on-request.ts';

// Decision 0049: a fresh store draws no packshot at start-up; the media route draws each on its
// first request, once, and only for images the catalogue shows.

const db = testDatabase();
let media: string;

beforeAll(async () => {
  media = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-on-request-'));
});
afterAll(async () => {
  await db.$client.end();
  await fs.rm(media, { recursive: true, force: true });
});

const exists = (file: string) =>
  fs.stat(path.join(media, file)).then(
    () => true,
    () => false,
  );

describe('product images drawn on their first request', () => {
  it('draws a catalogue image once, even asked for twice at the same time, and keeps it', async () => {
    const { rows } = await db.$client.query<{ path: string }>(
      `select pi.path from product_images pi join products p on p.id = pi.product_id
       where p.sku ~ '^VT[0-9]+$' and pi.path like 'products/dress-midi\\_%' order by pi.path limit 1`,
    );
    const key = rows[0]!.path.slice('products/'.length);
    expect(await exists(imageFile(key, 400))).toBe(false);
    const ask = () => drawProductImageOnRequest(db, media, ['products', `${key}-400.webp`]);
    expect(await Promise.all([ask(), ask()])).toEqual([true, true]);
    for (const width of [400, 800]) {
      const meta = await sharp(path.join(media, imageFile(key, width))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, (width * 5) / 4]);
    }
    const drawnAt = (await fs.stat(path.join(media, imageFile(key, 800)))).mtimeMs;
    expect(await drawProductImageOnRequest(db, media, ['products', `${key}-800.webp`])).toBe(true);
    expect((await fs.stat(path.join(media, imageFile(key, 800)))).mtimeMs).toBe(drawnAt);
  });

  it('draws nothing for a name no product shows, a width not offered or a path outside the packshots', async () => {
    // A well-formed key of a drawing no product of the demo catalogue carries.
    const unused = 'dress-midi_rollneck_puffsleeve_maxi_oversized_laceup_default_wrap-leopard-front';
    for (const parts of [
      ['products', `${unused}-400.webp`],
      ['products', 'dress-midi_vneck-black-front-400.webp'],
      // A design no drawer draws.
      ['products', 'knit-jumper_vneck_default_regular_relaxed_default_fairisle-black-front-400.webp'],
      ['products', 'jeans-wide_default_default_fulllength_relaxed_zip_default-light-wash-back-123.webp'],
      ['products', '..', 'x-400.webp'],
      ['site', 'hero-800.webp'],
      [
        'products',
        'nested',
        'jeans-wide_default_default_fulllength_relaxed_zip_default-light-wash-back-400.webp',
      ],
    ]) {
      expect(await drawProductImageOnRequest(db, media, parts), parts.join('/')).toBe(false);
    }
    const names = await fs.readdir(path.join(media, 'products')).catch(() => []);
    expect(names.filter((n) => !n.startsWith('dress-midi_'))).toEqual([]);
  });
});
