import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { dominantColour, toLab, type Rgb } from './palette.ts';

/** The width of the image file a palette is computed from (the smallest rendered, plenty for colour). */
const SOURCE_WIDTH = 400;

/**
 * A stand-in for an image whose file is not there yet: a drawing to read its colours from, shared
 * by every image of the same `likeness` (drawings that differ in shape but not in colour).
 */
export interface Sketch {
  likeness: string;
  draw: () => Buffer;
}

/**
 * Computes the subject colour of every product image that has none yet (visual search, §7.8)
 * from the image files under the media folder, and stores it in image_palettes. Cheap when all
 * are done. An image without a file is read from its `sketch` (the demo packshots, drawn on their
 * first request, decision 0049), once per likeness; without one it is skipped and tried again at
 * the next start.
 */
export async function indexImagePalettes(
  client: pg.ClientBase | pg.Pool,
  mediaDir: string,
  sketch: (imagePath: string) => Sketch | null = () => null,
): Promise<{ indexed: number; missing: number }> {
  const sketched = new Map<string, Promise<Rgb>>();
  const { rows } = await client.query<{ path: string }>(`
    select distinct pi.path from product_images pi
    where not exists (select 1 from image_palettes ip where ip.path = pi.path)`);
  let indexed = 0;
  let missing = 0;
  for (const { path: imagePath } of rows) {
    const file = path.join(mediaDir, `${imagePath}-${SOURCE_WIDTH}.webp`);
    const bytes = await fs.readFile(file).catch(() => null);
    const stand = bytes ? null : sketch(imagePath);
    if (!bytes && !stand) {
      missing++;
      continue;
    }
    let rgb: Rgb;
    if (bytes) rgb = await dominantColour(bytes);
    else {
      const { likeness, draw } = stand!;
      if (!sketched.has(likeness)) sketched.set(likeness, dominantColour(draw()));
      rgb = await sketched.get(likeness)!;
    }
    const lab = toLab(rgb);
    const hex = `#${[rgb.r, rgb.g, rgb.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    await client.query(
      `insert into image_palettes (path, l, a, b, hex) values ($1, $2, $3, $4, $5)
       on conflict (path) do update set l = excluded.l, a = excluded.a, b = excluded.b, hex = excluded.hex`,
      [imagePath, lab.l, lab.a, lab.b, hex],
    );
    indexed++;
  }
  return { indexed, missing };
}
