import type { Context } from 'hono';
import type { ApiEnv } from '../../http/context.ts';
import { optionalPrincipal } from '../auth/index.ts';
import type { Caller } from './access.ts';
import { quoteTokenFromHeader } from './tokens.ts';

// The bag's HTTP door for other modules' routes (gift cards, the subscription, checkout act on
// the caller's bag): who is calling, and the headers a bag request carries (§7.5).
export { quoteHeaders } from './wire.ts';

/**
 * Whose bag a §7.5 request means: the store, its language, the `Quote` header's token and the
 * customer signed in, if any.
 */
export async function callerOf(c: Context<ApiEnv>): Promise<Caller> {
  const principal = c.get('principal') ?? (await optionalPrincipal(c));
  return {
    store: c.get('store'),
    language: c.get('language'),
    token: quoteTokenFromHeader(c.req.header('quote')),
    customerId: principal?.customerId,
  };
}
