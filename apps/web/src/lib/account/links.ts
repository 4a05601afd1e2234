import 'server-only';
import type { LocaleConfig } from '@vitrine/config';
import { headers } from 'next/headers';
import { href } from '@/lib/store';

/**
 * The public origin in a server action or page, where there is no Request: PUBLIC_ORIGIN when
 * configured, else the host the request came to (behind a proxy, its forwarded host and scheme),
 * as publicOrigin in lib/origin.ts does for route handlers.
 */
export async function requestOrigin(): Promise<string> {
  if (process.env.PUBLIC_ORIGIN) return process.env.PUBLIC_ORIGIN.replace(/\/$/, '');
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto =
    h.get('x-forwarded-proto')?.split(',')[0]?.trim() || (host.startsWith('localhost') ? 'http' : 'https');
  return `${proto}://${host}`;
}

/** Builds absolute links to pages of this store for emails (verification, reset, newsletter). */
export async function storeLinkFor(store: LocaleConfig): Promise<(path: string) => string> {
  const origin = await requestOrigin();
  return (path: string) => origin + href(store, path);
}
