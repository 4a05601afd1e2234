import 'server-only';
import { listenForChanges, type ChannelSubscriber } from '@/lib/data/background';
import { createLogger } from '@/lib/data/runtime';
import { contentSubscriber } from '@/lib/content/listen';
import { expireProductPages } from './invalidate';

// On globalThis: the dev server may evaluate this module again, and one listener per process
// is the rule.
const holder = globalThis as unknown as { __vitrineProductListener?: true };

/**
 * The process's one LISTEN connection (issue 30), started once by instrumentation before the
 * listing index, which it feeds. Issue 29 item 9: whoever changes a product's stock or price (an
 * order here or on another instance, `npm run ops -- stock:set`, anything writing the tables),
 * this process drops its cached pages of that product as the change commits (decision 0046).
 * Issue 5: a content publish on any instance drops this one's cached content. Issue 31: `jobs`
 * are the job worker's subscribers (queued mail, booked publications).
 */
export function startChangeListener(jobs: readonly ChannelSubscriber[] = []): void {
  if (holder.__vitrineProductListener) return;
  holder.__vitrineProductListener = true;
  const log = createLogger().child({ module: 'product-changes' });
  listenForChanges({
    log,
    onChange: (urlKeys) => {
      try {
        expireProductPages(urlKeys);
      } catch (err) {
        log.warn({ err }, 'product pages could not be expired');
      }
    },
    others: [contentSubscriber(), ...jobs],
  });
}
