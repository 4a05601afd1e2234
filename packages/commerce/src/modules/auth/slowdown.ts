/**
 * Decision 0029: how long a sign-in waits before its password is checked, when the browser is not
 * a known device of the account, as the account's recent failures grow. The first few cost
 * nothing (a customer mistyping); then the wait doubles from a quarter of a second up to `maxMs`.
 * A guessing run gets slower for everybody who tries this account from a new device, but is never
 * answered with a refusal the owner would meet too.
 */
export const FREE_FAILURES = 3;
const FIRST_DELAY_MS = 250;

export function loginDelayMs(recentFailures: number, maxMs: number): number {
  if (recentFailures <= FREE_FAILURES || maxMs <= 0) return 0;
  return Math.min(maxMs, FIRST_DELAY_MS * 2 ** Math.min(recentFailures - FREE_FAILURES - 1, 20));
}
