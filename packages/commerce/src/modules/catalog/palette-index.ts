import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { dominantColour, toLab } from './palette.ts';

/** The width of the image file a palette is computed from (the smallest rendered, plenty for colour). */
const SOURCE_WIDTH = 400;

/**
 * Computes the subject colour of every product image that has none yet (visual search, §7.8)
 * from the image files under the media folder, and stores it in image_palettes. Cheap when all
 * are done; an image whose file is missing is skipped and tried again at the next start.
 */
export async function indexImagePalettes(
  client: pg.ClientBase | pg.Pool,
  mediaDir: string,
): Promise<{ indexed: number; missing: number }> {
  const { rows } = await client.query<{ path: string }>(`
    select distinct pi.path from product_images pi
    where not exists (select 1 from image_palettes ip where ip.path = pi.path)`);
  let indexed = 0;
  let missing = 0;
  for (const { path: imagePath } of rows) {
    const file = path.join(mediaDir, `${imagePath}-${SOURCE_WIDTH}.webp`);
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(file);
    } catch {
      missing++;
      continue;
    }
    const rgb = await dominantColour(bytes);
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
