import 'server-only';

/**
 * Marks these tags of Next's page cache expired, from outside any request: revalidatePath needs
 * one (it throws "static generation store missing" without it) and a change heard from
 * PostgreSQL has none, so the tags go straight to the cache Next keeps per process. Marked at
 * once, where revalidatePath waits for its request to end; the next request for a page carrying
 * one renders it afresh before answering. No cache yet means no request served yet: no page to
 * expire.
 */
export function expireNextTags(tags: string[]): Promise<void> {
  const cache = (
    globalThis as unknown as { __incrementalCache?: { revalidateTag(tags: string[]): Promise<void> } }
  ).__incrementalCache;
  return cache && tags.length > 0 ? cache.revalidateTag(tags) : Promise.resolve();
}

/**
 * The tag Next files a page under for the pathname it rendered (getImplicitTags in
 * next/dist/server/lib/implicit-tags.js), which is what revalidatePath(pathname) marks. For a
 * page reached through the proxy's rewrite that pathname is the internal route (`/en-GB/…`, the
 * dynamic segments filled in), never the public URL: Next tags what it matched.
 */
export function nextPathTag(pathname: string): string {
  // As Next writes it: no trailing slash, anything outside printable ASCII percent-encoded.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return `_N_T_${path.replace(/[^\t\x20-\x7e]+/g, (run) => encodeURIComponent(run))}`;
}
