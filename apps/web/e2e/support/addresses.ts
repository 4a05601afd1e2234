import type { TestInfo } from '@playwright/test';

let counter = 0;

/**
 * A client address of its own, for a test's X-Forwarded-For: every browser of the run connects
 * from 127.0.0.1, and the run's server trusts one proxy hop (playwright.config.ts), the part this
 * test plays. An IPv6 address in a /64 of its own (limits count IPv6 by /64), distinct per worker
 * and call, and from one run to the next (the data folder, and its limits, may be reused).
 */
export function uniqueAddress(info: TestInfo): string {
  const n = (Date.now() + ++counter) % 2 ** 32;
  const hex = (value: number) => value.toString(16);
  return `fd00:${hex(info.workerIndex & 0xffff)}:${hex(n >>> 16)}:${hex(n & 0xffff)}::1`;
}
