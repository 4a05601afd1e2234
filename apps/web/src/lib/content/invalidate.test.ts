import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const clear = vi.fn();
let services: { footer: { clear: () => void } } | undefined = { footer: { clear } };
vi.mock('./api', () => ({ existingContentServices: () => services }));

const { invalidateContent, EVERY_PAGE_TAG } = await import('./invalidate');
const { registerPageCache } = await import('@/server/page-cache-registry');

const global = globalThis as unknown as {
  __incrementalCache?: { revalidateTag(tags: string[]): Promise<void> };
  __vitrineShell?: unknown;
};
afterEach(() => {
  delete global.__incrementalCache;
  delete global.__vitrineShell;
});

describe('issue 5: a content change heard from PostgreSQL, outside any request', () => {
  it("drops the footer and shell caches and expires every page through Next's page cache", () => {
    const revalidateTag = vi.fn(async () => {});
    global.__incrementalCache = { revalidateTag };
    global.__vitrineShell = () => {};
    invalidateContent();
    expect(clear).toHaveBeenCalledOnce();
    expect(global.__vitrineShell).toBeUndefined();
    // The tag revalidatePath('/', 'layout') would mark, which needs a request to call.
    expect(EVERY_PAGE_TAG).toBe('_N_T_/layout');
    expect(revalidateTag).toHaveBeenCalledWith([EVERY_PAGE_TAG]);
  });

  it('does not throw before the first request (no page cache yet, nothing to expire)', () => {
    expect(() => invalidateContent()).not.toThrow();
  });

  it('makes no content client of its own before any page has read content', () => {
    services = undefined;
    expect(() => invalidateContent()).not.toThrow();
    services = { footer: { clear } };
  });

  it('empties the page cache in front of Next now and again once Next has marked its pages (decision 0015)', async () => {
    let marked!: () => void;
    global.__incrementalCache = { revalidateTag: () => new Promise<void>((resolve) => (marked = resolve)) };
    const purgeAll = vi.fn();
    registerPageCache({ purgeAll, purgePaths: () => {} });
    invalidateContent();
    expect(purgeAll).toHaveBeenCalledTimes(1);
    marked();
    await vi.waitFor(() => expect(purgeAll).toHaveBeenCalledTimes(2));
  });
});
