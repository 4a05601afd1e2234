import { LOCALE_CODES } from '@vitrine/config';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/content/api', () => ({ existingContentServices: () => undefined }));

const { expireProductPages, productPageTags, SECOND_PURGE_MS } = await import('./invalidate');
const { EVERY_PAGE_TAG } = await import('@/lib/content/invalidate');
const { nextPathTag } = await import('@/lib/next-cache');
const { registerPageCache } = await import('@/server/page-cache-registry');
const { route } = await import('@/lib/routing');

const global = globalThis as unknown as {
  __incrementalCache?: { revalidateTag(tags: string[]): Promise<void> };
};
afterEach(() => {
  delete global.__incrementalCache;
  vi.useRealTimers();
});

/** What Next rendered a public URL as: the proxy's rewrite (Next tags the pathname it matched). */
function renderedAs(pathname: string): string {
  const decision = route({ pathname, search: '', host: 'localhost:3000' }, { kind: 'subpath' });
  if (decision.kind !== 'rewrite') throw new Error(`${pathname} is not rewritten`);
  return decision.pathname;
}

describe("decision 0046: a product's pages are expired under the tag Next filed them by", () => {
  it("names the pathname the proxy rewrote each store's product URL to, not the public URL", () => {
    const tags = productPageTags(['satin-dress']);
    expect(tags).toHaveLength(LOCALE_CODES.length);
    for (const url of ['/satin-dress.html', '/ae-ar/satin-dress.html', '/fr/satin-dress.html']) {
      expect(tags).toContain(nextPathTag(renderedAs(url)));
    }
    // getImplicitTags' pathname tag, as Next writes it in x-next-cache-tags.
    expect(tags).toContain('_N_T_/en-GB/catalogue/-/~/satin-dress');
    expect(tags).toContain('_N_T_/ar-AE/catalogue/-/~/satin-dress');
  });

  it("marks Next's copies before dropping the page cache's, now and once more after a render in flight", () => {
    vi.useFakeTimers();
    const steps: string[] = [];
    global.__incrementalCache = {
      revalidateTag: async (tags) => void steps.push(`next ${tags.length}`),
    };
    registerPageCache({
      purgeAll: () => steps.push('page all'),
      purgePaths: (test) =>
        steps.push(
          `page ${['/satin-dress.html', '/ae-ar/satin-dress.html', '/satin-dress-long.html', '/clothing.html'].filter(test).join(' ')}`,
        ),
    });
    expireProductPages(['satin-dress']);
    const once = [`next ${LOCALE_CODES.length}`, 'page /satin-dress.html /ae-ar/satin-dress.html'];
    expect(steps).toEqual(once);
    vi.advanceTimersByTime(SECOND_PURGE_MS);
    expect(steps).toEqual([...once, ...once]);
  });

  it('expires every page when any product may have changed', async () => {
    const revalidateTag = vi.fn(async () => {});
    global.__incrementalCache = { revalidateTag };
    expireProductPages(undefined);
    expect(revalidateTag).toHaveBeenCalledWith([EVERY_PAGE_TAG]);
  });

  it('does not throw before the first request (no Next cache yet, nothing to expire)', () => {
    expect(() => expireProductPages(['satin-dress'])).not.toThrow();
  });
});
