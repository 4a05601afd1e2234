import { parseHostMap } from '@vitrine/config';
import type { Env } from '../lib/data/runtime';

/**
 * The origins this store's pages are served from, from configuration and the address the server
 * listens on (never a request's Host): the payment provider's card fields and bank screen may be
 * framed by these, and speak to these only (issue 34).
 */
export function localStoreOrigins(
  config: Pick<Env, 'PUBLIC_ORIGIN' | 'STORE_HOSTS'>,
  hostname: string,
  port: number,
): string[] {
  const origins = new Set<string>();
  if (config.PUBLIC_ORIGIN) origins.add(new URL(config.PUBLIC_ORIGIN).origin);
  for (const entry of config.STORE_HOSTS ? parseHostMap(config.STORE_HOSTS) : [])
    origins.add(`https://${entry.hostName}`);
  // A development or test server is reached at the address it listens on; a wildcard or loopback
  // one at either loopback name.
  const loopback = ['localhost', '127.0.0.1', '0.0.0.0', '::', '::1'].includes(hostname);
  for (const host of loopback ? ['localhost', '127.0.0.1'] : [hostname])
    origins.add(`http://${host}:${port}`);
  return [...origins];
}
