import 'server-only';
import type { LocaleConfig } from '@vitrine/config';
import { absoluteUrl } from '@/lib/store';

/**
 * Builds absolute links to pages of this store for emails (verification, reset, newsletter),
 * from the configured origin only: a link built from the request's Host header would go wherever
 * the request said (issue 35 item 1).
 */
export function storeLinkFor(store: LocaleConfig): (path: string) => string {
  return (path: string) => absoluteUrl(store, path);
}
