import { describe, expect, it, vi } from 'vitest';
import { stopping, whenStopping } from './stopping.ts';

describe('stopping', () => {
  it('runs the work left for a stop, and waits for it', async () => {
    const written: string[] = [];
    whenStopping(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      written.push('counts');
    });
    whenStopping(() => Promise.reject(new Error('database gone')));
    await stopping();
    expect(written).toEqual(['counts']);
  });

  it('gives up on work that does not end, after the limit', async () => {
    vi.useFakeTimers();
    try {
      whenStopping(() => new Promise(() => {}));
      let done = false;
      const stopped = stopping(3_000).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(2_999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await stopped;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
