import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProducts, imageKey, imageKeys, SEED_CATEGORIES } from './catalogue.ts';
import { productSvg } from './drawing.ts';
import {
  categoryTileFile,
  heroFile,
  heroMobileFile,
  IMAGE_ASPECT,
  IMAGE_WIDTHS,
  imageFile,
  parseImageKey,
  renderImages,
  renderSiteImages,
} from './images.ts';

let media: string;
beforeAll(async () => {
  media = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-seed-images-'));
});
afterAll(async () => {
  await fs.rm(media, { recursive: true, force: true });
});

/** The image keys of a demo catalogue: every silhouette, colour and drawn variant it uses. */
const catalogueKeys = [...imageKeys(generateProducts(600, { now: new Date('2026-11-01T12:00:00Z') }))];

describe('image keys and files', () => {
  it('parses every key a product can use, and refuses others', () => {
    for (const key of catalogueKeys) {
      const { silhouette, colour, view, features } = parseImageKey(key);
      expect(key).toBe(imageKey(silhouette, colour, view, features));
    }
    expect(parseImageKey('jewellery-earrings-rose-gold-detail')).toEqual({
      silhouette: 'jewellery-earrings',
      colour: 'rose gold',
      view: 'detail',
      features: {},
    });
    expect(
      parseImageKey('jeans-wide_default_default_fulllength_relaxed_buttons_default-light-wash-back'),
    ).toEqual({
      silhouette: 'jeans-wide',
      colour: 'light wash',
      view: 'back',
      features: { length: 'full length', fit: 'relaxed', fastening: 'buttons' },
    });
    expect(
      parseImageKey('dress-midi_collared_longsleeve_midi_relaxed_buttons_default_shirtdress-navy-front'),
    ).toEqual({
      silhouette: 'dress-midi',
      colour: 'navy',
      view: 'front',
      features: {
        neck: 'collared',
        sleeves: 'long sleeve',
        length: 'midi',
        fit: 'relaxed',
        fastening: 'buttons',
        style: 'shirt dress',
      },
    });
    expect(
      parseImageKey('top-cami_default_default_cropped_default_default_default-black-back').features,
    ).toEqual({
      neck: undefined,
      sleeves: undefined,
      length: 'cropped',
      fit: undefined,
      fastening: undefined,
      style: undefined,
    });
    expect(
      parseImageKey('knit-cardigan_crewneck_default_cropped_regular_default_cableknit-navy-front'),
    ).toEqual({
      silhouette: 'knit-cardigan',
      colour: 'navy',
      view: 'front',
      features: { neck: 'crew neck', length: 'cropped', fit: 'regular', design: 'cable knit' },
    });
    for (const bad of [
      '',
      'dress-midi-black',
      'dress-midi-plaid-front',
      'gown-black-front',
      'dress-midi-black-top',
      // A featured silhouette's key names its drawn features; an unknown value is refused.
      'dress-midi-black-front',
      'dress-midi_vneck-black-front',
      'dress-midi_vneck_shortsleeve_midi_regular_zip-black-front',
      'dress-midi_heartneck_shortsleeve_midi_regular_zip_default-black-front',
      'dress-midi_vneck_wingsleeve_midi_regular_zip_default-black-front',
      'dress-midi_vneck_shortsleeve_midi_regular_zip_default_ballgown-black-front',
      'dress-midi_vneck_shortsleeve_midi_regular_zip_default_wrap_extra-black-front',
      'jeans-wide-light-wash-back',
      // Only the designs a drawer draws: a plain knit's key says `default`.
      'knit-jumper_vneck_default_regular_relaxed_default_fairisle-black-front',
      'knit-jumper_vneck_default_regular_relaxed_default_plain-black-front',
    ]) {
      expect(() => parseImageKey(bad), bad).toThrow();
    }
  });

  it('names files products/<key>-<width>.webp', () => {
    expect(imageFile('dress-midi-berry-front', 400)).toBe('products/dress-midi-berry-front-400.webp');
    expect(IMAGE_WIDTHS).toEqual([400, 800]);
    expect(IMAGE_ASPECT).toEqual({ width: 4, height: 5 });
  });

  it('draws every key as a well-formed SVG with no text', () => {
    for (const key of catalogueKeys) {
      const { silhouette, colour, view, features } = parseImageKey(key);
      const svg = productSvg(silhouette, colour, view, 800, 1000, features);
      expect(svg, key).not.toMatch(/NaN|undefined|Infinity|<text|<image|href="http/);
      expect(svg.startsWith('<svg')).toBe(true);
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, `${key} duplicate ids`).toBe(ids.length);
      for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids, `${key} ${ref[1]}`).toContain(ref[1]);
    }
  });
});

describe('renderImages', () => {
  const keys = [
    'dress-midi_vneck_longsleeve_midi_relaxed_zip_default-leopard-front',
    'jeans-straight_default_default_anklelength_slim_buttons_default-indigo-back',
    'makeup-lipstick-red-detail',
  ];

  it('writes WebP files of every width and the 4:5 aspect, then skips them', async () => {
    const progress: number[] = [];
    const first = await renderImages([...keys, keys[0]!], media, {
      onProgress: (done) => progress.push(done),
    });
    expect(first).toEqual({ rendered: 3, skipped: 0 });
    expect(progress.sort()).toEqual([1, 2, 3]);
    const stamps = new Map<string, number>();
    for (const key of keys) {
      for (const width of IMAGE_WIDTHS) {
        const file = path.join(media, imageFile(key, width));
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('webp');
        expect([meta.width, meta.height]).toEqual([width, (width * 5) / 4]);
        stamps.set(file, (await fs.stat(file)).mtimeMs);
      }
    }
    const listing = await fs.readdir(path.join(media, 'products'));
    expect(listing.filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const second = await renderImages(keys, media);
    expect(second).toEqual({ rendered: 0, skipped: 3 });
    for (const [file, mtime] of stamps) expect((await fs.stat(file)).mtimeMs).toBe(mtime);
  });

  it('restores the host process sharp concurrency, and clears temporary files left by a dead run', async () => {
    const dir = path.join(media, 'products');
    const stale = path.join(dir, 'dress-midi-black-front-400.webp.123.abcd.tmp');
    const fresh = path.join(dir, 'dress-midi-black-front-800.webp.456.efgh.tmp');
    await fs.writeFile(stale, 'half');
    await fs.writeFile(fresh, 'half');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await fs.utimes(stale, hourAgo, hourAgo);
    const before = sharp.concurrency();
    await renderImages(keys, media);
    expect(sharp.concurrency()).toBe(before);
    const names = await fs.readdir(dir);
    expect(names).not.toContain(path.basename(stale));
    expect(names).toContain(path.basename(fresh));
    await fs.rm(fresh);
  });

  it('redraws only a key with a missing file', async () => {
    await fs.rm(path.join(media, imageFile(keys[1]!, 400)));
    expect(await renderImages(keys, media)).toEqual({ rendered: 1, skipped: 2 });
    const meta = await sharp(path.join(media, imageFile(keys[1]!, 400))).metadata();
    expect([meta.width, meta.height]).toEqual([400, 500]);
  });
});

describe('renderSiteImages', () => {
  it('writes the hero, its phone version and one tile per top-level category', async () => {
    await renderSiteImages(media);
    const hero = await sharp(path.join(media, heroFile(1600))).metadata();
    expect([hero.format, hero.width, hero.height]).toEqual(['webp', 1600, 900]);
    const phone = await sharp(path.join(media, heroMobileFile(800))).metadata();
    expect([phone.width, phone.height]).toEqual([800, 1000]);
    for (const c of SEED_CATEGORIES.filter((c) => c.parentPath === null)) {
      const tile = await sharp(path.join(media, categoryTileFile(c.path, 400))).metadata();
      expect([tile.width, tile.height], c.path).toEqual([400, 500]);
    }
    const before = (await fs.stat(path.join(media, heroFile(2400)))).mtimeMs;
    await renderSiteImages(media);
    expect((await fs.stat(path.join(media, heroFile(2400)))).mtimeMs).toBe(before);
  });
});
