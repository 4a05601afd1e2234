import 'server-only';
import { revalidatePath } from 'next/cache';
import { contentServices } from './api';

/**
 * Staff published, unpublished or scheduled content (issue 5): forget this process's content
 * caches (the footer's 15 minutes, the menu and banner files' minute) and mark every cached page
 * stale, so the next visit renders with the new content. Other instances catch up within those
 * lifetimes (docs/operations/content.md).
 */
export function invalidateContent(): void {
  contentServices().footer.clear();
  (globalThis as unknown as { __vitrineShell?: unknown }).__vitrineShell = undefined;
  revalidatePath('/', 'layout');
}
