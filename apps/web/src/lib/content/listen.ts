import 'server-only';
import { getDb } from '@vitrine/commerce/db';
import { listenForContentChanges } from '@vitrine/commerce/content';
import { createLogger } from '@vitrine/commerce/logger';
import { invalidateContent } from './invalidate';

// On globalThis: the dev server may evaluate this module again, and one listener per process
// is the rule.
const holder = globalThis as unknown as { __vitrineContentListener?: true };

/**
 * Issue 5: whichever instance publishes, every instance drops its cached content at commit
 * (PostgreSQL LISTEN, content/changes.ts). Started once per process by instrumentation; the
 * publishing instance hears its own change like the others, so nothing invalidates twice.
 */
export function startContentListener(): void {
  if (holder.__vitrineContentListener) return;
  holder.__vitrineContentListener = true;
  const log = createLogger().child({ module: 'content-changes' });
  listenForContentChanges(getDb(), {
    log,
    onChange: (what) => {
      log.info({ change: what ?? 'unknown (reconnected)' }, 'content changed: caches dropped');
      try {
        invalidateContent();
      } catch (err) {
        log.warn({ err }, 'content caches could not be dropped');
      }
    },
  });
}
