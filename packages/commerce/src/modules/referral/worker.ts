import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { env } from '../../env.ts';
import { settleReferrals } from './settle.ts';

/** How often the app settles due referrals by itself (RAF_SETTLE_INTERVAL_MINUTES, default 60). */
export const settleIntervalMs = (): number => env().RAF_SETTLE_INTERVAL_MINUTES * 60_000;

/**
 * Issue 6 item 4: rewards due referrals periodically in the app process, beside the mail worker
 * (`npm run ops -- referrals:settle` does the same by hand). Settling is safe to run in several
 * processes at once: each referral settles under its referrer's lock, once (settle.ts). Answers a stop function.
 */
export function startReferralSettler(options: { db: Database; log: Logger }): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { rewarded, voided } = await settleReferrals(options.db);
      if (rewarded.length || voided.length)
        options.log.info({ rewarded: rewarded.length, voided: voided.length }, 'referrals settled');
    } catch (err) {
      options.log.warn({ err }, 'settling referrals failed; next try at the next interval');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), settleIntervalMs());
  timer.unref();
  return () => clearInterval(timer);
}
