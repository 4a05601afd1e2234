// Demo packshots are drawn on their first request, not at start-up (decision 0049): a fresh
// store starts without rendering a thousand and more images, and only the images shoppers look
// at are ever drawn. The file is then kept, so each is drawn once.

import { catalogService } from '../../modules/catalog/index.ts';
import type { Database } from '../client.ts';
import { IMAGE_WIDTHS, parseImageKey, renderImages } from './images.ts';

const FILE = /^([a-z0-9_-]+)-(\d+)\.webp$/;

/** Renders under way in this process, so that a listing's parallel requests draw a key once. */
const drawing = new Map<string, Promise<unknown>>();

/**
 * Draws the product image file `parts` names under `mediaDir` (`['products', '<key>-<width>.webp']`)
 * if it is a demo packshot that a product of the catalogue shows. True when the file is there
 * afterwards; false for any other name (answered "not found"), so that requests for made-up names
 * never make the store draw or store anything.
 */
export async function drawProductImageOnRequest(
  db: Database,
  mediaDir: string,
  parts: readonly string[],
): Promise<boolean> {
  if (parts.length !== 2 || parts[0] !== 'products') return false;
  const match = FILE.exec(parts[1]!);
  if (!match || !(IMAGE_WIDTHS as readonly number[]).includes(Number(match[2]))) return false;
  const key = match[1]!;
  try {
    parseImageKey(key);
  } catch {
    return false;
  }
  if (!(await catalogService(db).hasImage(`products/${key}`))) return false;
  let job = drawing.get(key);
  if (!job) {
    job = renderImages([key], mediaDir, { concurrency: 1 }).finally(() => drawing.delete(key));
    drawing.set(key, job);
  }
  await job;
  return true;
}
