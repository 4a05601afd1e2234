import type { Context, MiddlewareHandler } from 'hono';
import { DomainError } from '../kernel/errors.ts';
import type { Principal } from '../kernel/identity.ts';
import type { ApiEnv } from './context.ts';

/** The signed-in customer of a route behind requireCustomer. */
export function principalOf(c: Context<ApiEnv>): Principal {
  const principal = c.get('principal');
  if (!principal) throw new DomainError('UNAUTHORIZED');
  return principal;
}

/**
 * Routes of §2.1 "login needed": 401 without a valid, current access token. Runs the guard the
 * composition root put in the context (auth's), so the kit and the modules below auth name no
 * sessions of their own.
 */
export const requireCustomer: MiddlewareHandler<ApiEnv> = (c, next) => c.get('customerGuard')(c, next);
