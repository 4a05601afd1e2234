import { afterEach, describe, expect, it, vi } from 'vitest';
import { purgeProductPagesTwice, registerPageCache, SECOND_PURGE_MS } from './page-cache-registry';

afterEach(() => vi.useRealTimers());

describe('decision 0015: a stock change drops the product pages from the page cache', () => {
  it('drops them at once and again once the request that announced it has ended', () => {
    vi.useFakeTimers();
    const purged: string[][] = [];
    registerPageCache({
      purgeAll: () => {},
      purgePaths: (test) =>
        purged.push(
          ['/satin-dress.html', '/us/satin-dress.html', '/satin-dress-long.html', '/clothing.html'].filter(
            test,
          ),
        ),
    });
    purgeProductPagesTwice(['satin-dress']);
    expect(purged).toEqual([['/satin-dress.html', '/us/satin-dress.html']]);
    vi.advanceTimersByTime(SECOND_PURGE_MS);
    expect(purged).toHaveLength(2);
    expect(purged[1]).toEqual(purged[0]);
  });
});
