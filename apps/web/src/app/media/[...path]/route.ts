import fs from 'node:fs/promises';
import path from 'node:path';
import { drawProductImageOnRequest } from '@/lib/data/catalogue';

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.svg': 'image/svg+xml', '.png': 'image/png' };

/**
 * Generated media from DATA_DIR/media: the site images made at start-up, and the demo product
 * packshots, each drawn on its first request and kept (decision 0049). Files never change under a
 * name, so browsers and CDNs may keep them for a year.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const parts = (await params).path;
  const root = path.resolve(process.env.DATA_DIR ?? '.data', 'media');
  const file = path.resolve(root, ...parts);
  const type = TYPES[path.extname(file)];
  // Only known types, only inside the media folder (no ../ escapes).
  if (!type || !file.startsWith(root + path.sep)) return new Response('Not found', { status: 404 });
  let body = await fs.readFile(file).catch(() => null);
  if (!body) {
    try {
      if (await drawProductImageOnRequest(root, parts)) body = await fs.readFile(file);
    } catch {
      // The catalogue or the drawing could not answer now: the picture may come on a retry.
      return new Response('Service unavailable', { status: 503, headers: { 'retry-after': '5' } });
    }
  }
  if (!body) return new Response('Not found', { status: 404 });
  return new Response(body, {
    headers: { 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
