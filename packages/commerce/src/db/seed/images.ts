// Generated product and site images: SVG packshots (drawing.ts) rasterised once at the largest
// width by sharp, then encoded to WebP at every width from that one buffer. Nothing is fetched and
// no font is used. Files already present are skipped, and every file is written to a temporary
// name and renamed, so an interrupted run never leaves a half-written image behind.

import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FEATURED_SILHOUETTES, featuresOfVariant, SEED_CATEGORIES } from './catalogue.ts';
import { floorShadow, productArt, productSvg, studioDefs, type DrawnFeatures } from './drawing.ts';
import { SILHOUETTES, type ImageView } from './silhouettes.ts';
import { COLOURS } from '@vitrine/config';
import { colourSlug } from './vocabulary.ts';

export const IMAGE_WIDTHS = [400, 800] as const;
export const IMAGE_ASPECT = { width: 4, height: 5 };

/** Home page hero: wide 16:9 at these widths, and a 4:5 version for phones. */
export const HERO_WIDTHS = [800, 1600, 2400] as const;
export const HERO_ASPECT = { width: 16, height: 9 };
export const HERO_MOBILE_WIDTHS = [400, 800] as const;
/** One 4:5 tile per top-level category. */
export const CATEGORY_TILE_WIDTHS = [400, 800] as const;

// Effort 2 encodes much faster than the default 4, for files a little larger on these flat
// drawings.
const WEBP = { quality: 80, effort: 2 } as const;

function heightFor(width: number, aspect: { width: number; height: number }): number {
  return Math.round((width * aspect.height) / aspect.width);
}

/** Path of a product image relative to the media folder: `products/<key>-<width>.webp`. */
export function imageFile(key: string, width: number): string {
  return `products/${key}-${width}.webp`;
}

export function heroFile(width: number): string {
  return `site/hero-${width}.webp`;
}

export function heroMobileFile(width: number): string {
  return `site/hero-mobile-${width}.webp`;
}

/** `slug` is the top-level category path (`new-in`, `clothing`...). */
export function categoryTileFile(slug: string, width: number): string {
  return `site/category-${slug}-${width}.webp`;
}

const VIEWS: readonly ImageView[] = ['front', 'back', 'detail', 'side'];

/**
 * Splits `${silhouette}[_${variant}]-${colour}-${view}` (catalogue imageKey, whose variant names
 * the drawn features; silhouette ids and colours may contain dashes).
 */
export function parseImageKey(key: string): {
  silhouette: string;
  colour: string;
  view: ImageView;
  features: DrawnFeatures;
} {
  const dash = key.lastIndexOf('-');
  const view = key.slice(dash + 1) as ImageView;
  if (dash < 0 || !VIEWS.includes(view)) throw new Error(`bad image key ${key}`);
  const rest = key.slice(0, dash);
  const silhouette = SILHOUETTES.filter(
    (s) => rest.startsWith(`${s.id}-`) || rest.startsWith(`${s.id}_`),
  ).sort((a, b) => b.id.length - a.id.length)[0];
  if (!silhouette) throw new Error(`bad image key ${key}`);
  let tail = rest.slice(silhouette.id.length);
  let features: DrawnFeatures | undefined = {};
  if (FEATURED_SILHOUETTES.has(silhouette.id)) {
    const end = tail.indexOf('-');
    features = tail.startsWith('_') && end > 0 ? featuresOfVariant(tail.slice(1, end)) : undefined;
    tail = end > 0 ? tail.slice(end) : '';
  }
  const colour = COLOURS.find((c) => `-${colourSlug(c.token)}` === tail);
  if (!features || !colour) throw new Error(`bad image key ${key}`);
  return { silhouette: silhouette.id, colour: colour.token, view, features };
}

/**
 * A product image's drawing at thumbnail size, for reading its colours before its files are drawn
 * (visual search's palette index, §7.8); null for a path that is no packshot. Drawings of one
 * silhouette, colour and view differ in shape, not in colour: they share one sketch, the
 * silhouette's own, so a fresh store reads a few hundred instead of thousands.
 */
export function productSketch(imagePath: string): { likeness: string; draw: () => Buffer } | null {
  if (!imagePath.startsWith('products/')) return null;
  try {
    const { silhouette, colour, view } = parseImageKey(imagePath.slice('products/'.length));
    return {
      likeness: `${silhouette}-${colour}-${view}`,
      draw: () => Buffer.from(productSvg(silhouette, colour, view, 96, 120)),
    };
  } catch {
    return null;
  }
}

/**
 * Rasterises an SVG once (at the size it declares, the largest width) and writes the WebP files
 * that `files` names (width -> absolute path), each through a temporary file.
 */
async function writeWidths(
  svg: string,
  aspect: { width: number; height: number },
  files: ReadonlyMap<number, string>,
): Promise<void> {
  if (files.size === 0) return;
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  await Promise.all(
    [...files].map(async ([width, file]) => {
      let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      if (width !== info.width) image = image.resize(width, heightFor(width, aspect));
      await writeAtomically(file, await image.webp(WEBP).toBuffer());
    }),
  );
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`;
  try {
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
  }
}

/** A temporary file this old was left by a run that died; a younger one may be another instance's. */
const STALE_TEMP_MS = 10 * 60_000;

/** The files of `dir` (created if missing), after removing temporary files left by a dead run. */
async function listing(dir: string): Promise<Set<string>> {
  await fs.mkdir(dir, { recursive: true });
  const names = await fs.readdir(dir);
  for (const name of names.filter((n) => n.endsWith('.tmp'))) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > STALE_TEMP_MS) await fs.rm(file, { force: true });
  }
  return new Set(names);
}

// Each image is worked on by one libvips thread and a few images run at once: on a small machine
// this keeps every core busy without oversubscribing it. The host process's setting is restored
// when the last running render finishes.
let rendering = 0;
let savedConcurrency = 0;

async function withSingleThreadedSharp<T>(work: () => Promise<T>): Promise<T> {
  if (rendering++ === 0) {
    savedConcurrency = sharp.concurrency();
    sharp.concurrency(1);
  }
  try {
    return await work();
  } finally {
    if (--rendering === 0) sharp.concurrency(savedConcurrency);
  }
}

/** Runs `task` over `items` with at most `limit` at once. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/**
 * Renders the product images of `keys` (every width of IMAGE_WIDTHS) under `mediaDir`. A key whose
 * files all exist is skipped; `rendered` and `skipped` count keys, and `onProgress` reports the
 * keys rendered so far out of those to render.
 */
export async function renderImages(
  keys: Iterable<string>,
  mediaDir: string,
  options: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<{ rendered: number; skipped: number }> {
  const unique = [...new Set(keys)];
  const parsed = unique.map((key) => ({ key, ...parseImageKey(key) }));
  const dir = path.join(mediaDir, 'products');
  const present = await listing(dir);
  const todo = parsed
    .map((item) => {
      const missing = new Map<number, string>();
      for (const width of IMAGE_WIDTHS) {
        const name = path.basename(imageFile(item.key, width));
        if (!present.has(name)) missing.set(width, path.join(dir, name));
      }
      return { ...item, missing };
    })
    .filter((item) => item.missing.size > 0);
  const skipped = parsed.length - todo.length;
  if (todo.length === 0) return { rendered: 0, skipped };

  const width = Math.max(...IMAGE_WIDTHS);
  const height = heightFor(width, IMAGE_ASPECT);
  let done = 0;
  await withSingleThreadedSharp(() =>
    pool(todo, options.concurrency ?? Math.max(2, os.availableParallelism()), async (item) => {
      await writeWidths(
        productSvg(item.silhouette, item.colour, item.view, width, height, item.features),
        IMAGE_ASPECT,
        item.missing,
      );
      options.onProgress?.(++done, todo.length);
    }),
  );
  return { rendered: todo.length, skipped };
}

// ---------------------------------------------------------------------------------------------
// Site images

interface Placed {
  silhouette: string;
  colour: string;
  /** Canvas position of the product's own 400 x 500 canvas. */
  x: number;
  y: number;
  scale: number;
}

function placedProducts(items: readonly Placed[]): { defs: string; body: string } {
  let defs = '';
  let body = '';
  items.forEach((item, i) => {
    const art = productArt(item.silhouette, item.colour, 'front', `s${i}`);
    const [sx, sy, srx] = art.placement.shadow;
    defs += art.defs;
    body += `<g transform="translate(${item.x} ${item.y}) scale(${item.scale})">${floorShadow(sx, sy, srx)}${art.body}</g>`;
  });
  return { defs, body };
}

function sceneSvg(
  pixelWidth: number,
  viewWidth: number,
  viewHeight: number,
  tint: string,
  arch: { x: number; y: number; w: number; h: number; colour: string },
  items: readonly Placed[],
): string {
  const pixelHeight = Math.round((pixelWidth * viewHeight) / viewWidth);
  const { defs, body } = placedProducts(items);
  const r = arch.w / 2;
  const archPath = `M ${arch.x} ${arch.y + arch.h} L ${arch.x} ${arch.y + r} A ${r} ${r} 0 0 1 ${arch.x + arch.w} ${arch.y + r} L ${arch.x + arch.w} ${arch.y + arch.h} Z`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${viewWidth} ${viewHeight}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${studioDefs(tint)}${defs}<linearGradient id="scene-floor" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0.8" stop-color="#3a2a1a" stop-opacity="0"/><stop offset="1" stop-color="#3a2a1a" stop-opacity="0.06"/></linearGradient></defs>` +
    `<rect width="${viewWidth}" height="${viewHeight}" fill="url(#studio-bg)"/>` +
    `<path d="${archPath}" fill="${arch.colour}" fill-opacity="0.55"/>` +
    `<rect width="${viewWidth}" height="${viewHeight}" fill="url(#studio-glow)"/>` +
    `<rect width="${viewWidth}" height="${viewHeight}" fill="url(#scene-floor)"/>` +
    `${body}</svg>`
  );
}

/** Which product stands for each top-level category on its home page tile. */
const TILE_PRODUCTS: Record<string, { silhouette: string; colour: string; tint: string; arch: string }> = {
  'new-in': { silhouette: 'dress-slip', colour: 'champagne', tint: '#eee4da', arch: '#e3cdbf' },
  clothing: { silhouette: 'dress-midi', colour: 'floral', tint: '#efe8df', arch: '#dfd3c3' },
  'shop-by': { silhouette: 'jeans-wide', colour: 'mid wash', tint: '#ece6de', arch: '#d9d6cf' },
  shoes: { silhouette: 'shoe-boot', colour: 'camel', tint: '#efe7dd', arch: '#e4d2bd' },
  accessories: { silhouette: 'bag-shoulder', colour: 'black', tint: '#efe9e2', arch: '#dcd2c6' },
  beauty: { silhouette: 'makeup-palette', colour: 'nude', tint: '#f0e6e0', arch: '#e8cfc6' },
};
const DEFAULT_TILE = { silhouette: 'dress-midi', colour: 'black', tint: '#efe8df', arch: '#dfd3c3' };

/**
 * The home page hero (16:9 at HERO_WIDTHS, 4:5 for phones at HERO_MOBILE_WIDTHS) and one 4:5 tile
 * per top-level category, under `mediaDir/site`. Existing files are kept; answers how many were drawn.
 */
export async function renderSiteImages(mediaDir: string): Promise<number> {
  const dir = path.join(mediaDir, 'site');
  const present = await listing(dir);
  const missing = (names: (w: number) => string, widths: readonly number[]) => {
    const files = new Map<number, string>();
    for (const w of widths) {
      const name = path.basename(names(w));
      if (!present.has(name)) files.set(w, path.join(dir, name));
    }
    return files;
  };

  const jobs: { svg: () => string; aspect: { width: number; height: number }; files: Map<number, string> }[] =
    [];
  jobs.push({
    aspect: HERO_ASPECT,
    files: missing(heroFile, HERO_WIDTHS),
    svg: () =>
      sceneSvg(
        Math.max(...HERO_WIDTHS),
        1600,
        900,
        '#efe7dd',
        { x: 560, y: 70, w: 480, h: 830, colour: '#e2cfc0' },
        [
          { silhouette: 'coat-trench', colour: 'camel', x: 200, y: 180, scale: 1.36 },
          { silhouette: 'dress-midi', colour: 'berry', x: 500, y: 115, scale: 1.5 },
          { silhouette: 'bag-shoulder', colour: 'cream', x: 860, y: 342, scale: 1.1 },
          { silhouette: 'shoe-heel', colour: 'black', x: 1170, y: 457, scale: 0.95 },
        ],
      ),
  });
  jobs.push({
    aspect: IMAGE_ASPECT,
    files: missing(heroMobileFile, HERO_MOBILE_WIDTHS),
    svg: () =>
      sceneSvg(
        Math.max(...HERO_MOBILE_WIDTHS),
        800,
        1000,
        '#efe7dd',
        { x: 180, y: 90, w: 440, h: 910, colour: '#e2cfc0' },
        [
          { silhouette: 'dress-midi', colour: 'berry', x: 130, y: 150, scale: 1.7 },
          { silhouette: 'bag-shoulder', colour: 'cream', x: 420, y: 470, scale: 1.0 },
        ],
      ),
  });
  for (const category of SEED_CATEGORIES.filter((c) => c.parentPath === null)) {
    const tile = TILE_PRODUCTS[category.path] ?? DEFAULT_TILE;
    jobs.push({
      aspect: IMAGE_ASPECT,
      files: missing((w) => categoryTileFile(category.path, w), CATEGORY_TILE_WIDTHS),
      svg: () =>
        sceneSvg(
          Math.max(...CATEGORY_TILE_WIDTHS),
          400,
          500,
          tile.tint,
          { x: 70, y: 40, w: 260, h: 460, colour: tile.arch },
          [{ silhouette: tile.silhouette, colour: tile.colour, x: 20, y: 25, scale: 0.9 }],
        ),
    });
  }

  const todo = jobs.filter((job) => job.files.size > 0);
  await withSingleThreadedSharp(() =>
    pool(todo, Math.max(2, os.availableParallelism()), (job) =>
      writeWidths(job.svg(), job.aspect, job.files),
    ),
  );
  return todo.length;
}
