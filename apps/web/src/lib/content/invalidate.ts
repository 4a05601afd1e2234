import 'server-only';
import { expireNextTags } from '@/lib/next-cache';
import { purgeAllPages } from '@/server/page-cache-registry';
import { existingContentServices } from './api';

/**
 * Staff published, unpublished or scheduled content (issue 5), on this instance or another: every
 * instance hears it (./listen.ts) and calls this. Forget this process's content caches (the
 * footer's 15 minutes, the menu and banner files' minute) and mark every cached page stale, so
 * the next visit renders with the new content (docs/operations/content.md).
 */
export function invalidateContent(): void {
  // Only a footer this process has read can be stale; making the services here would make them
  // in the listener's bundle rather than the pages'.
  existingContentServices()?.footer.clear();
  (globalThis as unknown as { __vitrineShell?: unknown }).__vitrineShell = undefined;
  // The page cache in front of Next (decision 0015) drops its copies now and once Next has
  // marked its own, so no copy of an old page outlives the publish.
  purgeAllPages();
  void expireEveryPage().finally(purgeAllPages);
}

/** What revalidatePath('/', 'layout') marks: the root layout's tag, shared by every page. */
export const EVERY_PAGE_TAG = '_N_T_/layout';

function expireEveryPage(): Promise<void> {
  return expireNextTags([EVERY_PAGE_TAG]);
}
