import 'server-only';

/**
 * Marks these tags of Next's page cache expired, from outside any request: revalidatePath needs
 * one (it throws "static generation store missing" without it) and a change heard from
 * PostgreSQL has none, so the tags go straight to the cache Next keeps per process. No cache yet
 * means no request served yet: no page to expire.
 */
export function expireNextTags(tags: string[]): Promise<void> {
  const cache = (
    globalThis as unknown as { __incrementalCache?: { revalidateTag(tags: string[]): Promise<void> } }
  ).__incrementalCache;
  return cache && tags.length > 0 ? cache.revalidateTag(tags) : Promise.resolve();
}
