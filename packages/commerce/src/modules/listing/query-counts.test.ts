import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryCounts, type QueryCount } from './query-counts.ts';

const at = (s: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, s));

/** A QueryCounts whose writes are recorded, each resolving when `release` is called (or at once). */
function recorder(hold = false) {
  const writes: QueryCount[][] = [];
  const releases: (() => void)[] = [];
  let fail = false;
  const counts = new QueryCounts(async (rows) => {
    writes.push(rows.map((r) => ({ ...r })));
    if (hold) await new Promise<void>((resolve) => releases.push(resolve));
    if (fail) throw new Error('database gone');
  }, 2_000);
  return { counts, writes, releases, failNext: () => (fail = true), recover: () => (fail = false) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('QueryCounts', () => {
  it('writes each query once per interval, with how many times and when it was last searched', async () => {
    vi.useFakeTimers();
    const { counts, writes } = recorder();
    counts.add('en', 'dress', at(1));
    counts.add('en', 'dress', at(3));
    counts.add('en', 'dress', at(2));
    counts.add('fr', 'dress', at(2));
    counts.add('en', 'black dress', at(4));
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toEqual([
      [
        { language: 'en', query: 'dress', count: 3, lastAt: at(3) },
        { language: 'fr', query: 'dress', count: 1, lastAt: at(2) },
        { language: 'en', query: 'black dress', count: 1, lastAt: at(4) },
      ],
    ]);
    // Nothing new: nothing written.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(writes).toHaveLength(1);
    counts.add('en', 'dress', at(9));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(writes[1]).toEqual([{ language: 'en', query: 'dress', count: 1, lastAt: at(9) }]);
  });

  it('writes at once when told to, and one write after another', async () => {
    const { counts, writes, releases } = recorder(true);
    counts.add('en', 'dress', at(1));
    const first = counts.flush();
    counts.add('en', 'dress', at(2));
    const second = counts.flush();
    await Promise.resolve();
    // The second waits for the first: counts of one query never race each other to the row.
    expect(writes).toHaveLength(1);
    releases[0]!();
    await first;
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    releases[1]!();
    await second;
    expect(writes.map((w) => w[0]!.lastAt)).toEqual([at(1), at(2)]);
  });

  it('drops the counts of a write that fails, and writes the next ones', async () => {
    const { counts, writes, failNext, recover } = recorder();
    failNext();
    counts.add('en', 'dress', at(1));
    await expect(counts.flush()).resolves.toBeUndefined();
    recover();
    counts.add('en', 'skirt', at(2));
    await counts.flush();
    expect(writes).toEqual([
      [{ language: 'en', query: 'dress', count: 1, lastAt: at(1) }],
      [{ language: 'en', query: 'skirt', count: 1, lastAt: at(2) }],
    ]);
  });

  it('writes before the interval when it holds too many distinct queries', async () => {
    vi.useFakeTimers();
    const { counts, writes } = recorder();
    for (let i = 0; i < 5_000; i++) counts.add('en', `word${i}`, at(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toHaveLength(5_000);
  });
});
