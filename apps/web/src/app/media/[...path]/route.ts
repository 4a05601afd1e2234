import fs from 'node:fs/promises';
import path from 'node:path';

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.svg': 'image/svg+xml', '.png': 'image/png' };

/**
 * Generated media (product images made by the seed) from DATA_DIR/media. Files never change
 * under a name, so browsers and CDNs may keep them for a year.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const parts = (await params).path;
  const root = path.resolve(process.env.DATA_DIR ?? '.data', 'media');
  const file = path.resolve(root, ...parts);
  const type = TYPES[path.extname(file)];
  // Only known types, only inside the media folder (no ../ escapes).
  if (!type || !file.startsWith(root + path.sep)) return new Response('Not found', { status: 404 });
  try {
    const body = await fs.readFile(file);
    return new Response(body, {
      headers: { 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable' },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
