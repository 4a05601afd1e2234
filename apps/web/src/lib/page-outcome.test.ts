import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
// React's cache is one value per server render; a test is one render.
vi.mock('react', () => ({
  cache: <T>(fn: () => T) => {
    let value: T | undefined;
    return () => (value ??= fn());
  },
}));

const load = async () => {
  vi.resetModules();
  return import('./page-outcome');
};

/** What notFound() throws (Next documents the digest with notFound). */
const notFoundError = () =>
  Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });

describe('the page outcome the store 404 waits for (decision 0020)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is drawn once the page returned, and the page gets its element back', async () => {
    const { pageOutcome, reportingOutcome } = await load();
    const waiting = pageOutcome(); // the 404 boundary renders first and waits
    await expect(reportingOutcome(async () => 'page')).resolves.toBe('page');
    await expect(waiting).resolves.toBe('drawn');
  });

  it('is missing when the page called notFound(), which still reaches Next', async () => {
    const { pageOutcome, reportingOutcome } = await load();
    await expect(reportingOutcome(async () => Promise.reject(notFoundError()))).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
    });
    await expect(pageOutcome()).resolves.toBe('missing');
  });

  it('is failed when the page threw anything else, so no chrome is drawn for a 404 nobody shows', async () => {
    const { pageOutcome, reportingOutcome } = await load();
    await expect(reportingOutcome(async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    await expect(pageOutcome()).resolves.toBe('failed');
  });

  it('keeps the first report: the (shell) layout drew its chrome before a page in it 404ed', async () => {
    const { pageOutcome, reportingOutcome } = await load();
    await reportingOutcome(async () => 'layout');
    await expect(reportingOutcome(async () => Promise.reject(notFoundError()))).rejects.toBeDefined();
    await expect(pageOutcome()).resolves.toBe('drawn');
  });

  it('gives up waiting after UNSETTLED_AFTER_MS for a page that never reports', async () => {
    const { pageOutcome, UNSETTLED_AFTER_MS } = await load();
    let outcome: string | undefined;
    void pageOutcome().then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(UNSETTLED_AFTER_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('unsettled');
  });
});
