import 'server-only';
import { env } from '@/lib/data/runtime';

/**
 * The development tools under /dev (the mail inbox) show every email, reset links and deletion
 * codes included, so anyone who reaches them can take over any account: they exist only in
 * development and test, and answer 404 in staging and production.
 */
export function devToolsEnabled(): boolean {
  const appEnv = env().APP_ENV;
  return appEnv === 'development' || appEnv === 'test';
}

/** An outbox id from a path segment, or null. */
export function parseMessageId(segment: string): number | null {
  return /^[1-9]\d{0,14}$/.test(segment) ? Number(segment) : null;
}
