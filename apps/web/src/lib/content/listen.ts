import 'server-only';
import { contentChangeSubscriber, type ChannelSubscriber } from '@/lib/data/background';
import { createLogger } from '@/lib/data/runtime';
import { invalidateContent } from './invalidate';

/**
 * Issue 5: whichever instance publishes, every instance drops its cached content at commit
 * (PostgreSQL LISTEN, content/changes.ts). A subscriber of the process's one listener
 * (lib/catalogue/listen.ts); the publishing instance hears its own change like the others, so
 * nothing invalidates twice.
 */
export function contentSubscriber(): ChannelSubscriber {
  const log = createLogger().child({ module: 'content-changes' });
  return contentChangeSubscriber((what) => {
    log.info({ change: what ?? 'unknown (reconnected)' }, 'content changed: caches dropped');
    try {
      invalidateContent();
    } catch (err) {
      log.warn({ err }, 'content caches could not be dropped');
    }
  });
}
