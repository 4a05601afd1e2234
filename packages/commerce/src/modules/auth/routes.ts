import { createRoute, z } from '@hono/zod-openapi';
import { COOKIE_NAMES } from '@vitrine/config';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ApiEnv } from '../../http/context.ts';
import { DomainError } from '../../kernel/errors.ts';
import { body, errorResponses, json, localeHeader, signedInSecurity } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { Email, Password } from '../security/index.ts';
import { clientAddress } from '../../http/client-address.ts';
import { principalOf } from '../../http/principal.ts';
import {
  assertXsrf,
  clearSessionCookies,
  customerGuard,
  optionalPrincipal,
  rememberDevice,
  setSessionCookies,
} from './http.ts';
import { redeemSignInLink, requestSignInLink } from './sign-in-links.ts';
import {
  changePassword,
  endAllSessions,
  forgotPassword,
  login,
  principalOfRefreshToken,
  refresh,
  resetLinkIsValid,
  resetPassword,
  type TokenPair,
} from './service.ts';

const RefreshToken = z.string().min(20).max(200);

export const TokenPairSchema = z
  .object({
    accessToken: z.string(),
    refreshToken: z.string(),
    tokenType: z.literal('Bearer'),
    expiresIn: z.number().int().openapi({ description: 'Seconds the access token lives (§3.6)' }),
    refreshExpiresIn: z.number().int(),
    customerId: z.string().uuid(),
  })
  .openapi('TokenPair');

/** What a cookie-session caller gets instead of the tokens (issue 7 §6: the browser never handles one). */
const CookieSessionSchema = z
  .object({ expiresIn: z.number().int(), customerId: z.string().uuid() })
  .openapi('CookieSession');

const loginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  tags: ['auth'],
  summary: 'Sign in with email and password (§7.2); answers a §3.6 session record',
  description:
    'Counted per account and client address, and slowed down as the account’s failures grow, unless the request carries the account’s device cookie (vt_device, set by a successful sign-in), which is counted on its own (decision 0029).',
  request: { headers: localeHeader, ...body(z.object({ email: Email, password: Password })) },
  responses: { 200: json(TokenPairSchema, 'Signed in'), ...errorResponses(400, 401, 429) },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/auth/refresh',
  tags: ['auth'],
  summary: 'Exchange a refresh token for a new pair (§7.1): body refreshToken, or the session cookie',
  description:
    'Rotates the refresh token. Requests presenting the same token within 20 seconds get the same pair; a later reuse revokes the whole session family, its access tokens included. A session ends SESSION_MAX_DAYS (default 30) after its login however often it is refreshed: then 401, as for an expired token.',
  request: {
    headers: localeHeader,
    ...body(z.object({ refreshToken: RefreshToken.optional() })),
  },
  responses: {
    200: json(z.union([TokenPairSchema, CookieSessionSchema]), 'New tokens (cookies for a cookie session)'),
    ...errorResponses(400, 401, 403),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags: ['auth'],
  summary: 'Sign out: ends every session of the account',
  security: signedInSecurity,
  request: {
    headers: localeHeader,
    ...body(z.object({ refreshToken: RefreshToken.optional() })),
  },
  responses: { 204: { description: 'Signed out' }, ...errorResponses(401, 403) },
});

const changePasswordRoute = createRoute({
  method: 'put',
  path: '/auth/password',
  tags: ['auth'],
  summary: 'Change the password (needs the current one); ends every other session',
  security: signedInSecurity,
  middleware: customerGuard,
  request: {
    headers: localeHeader,
    ...body(z.object({ currentPassword: Password, newPassword: Password })),
  },
  responses: {
    200: json(z.union([TokenPairSchema, CookieSessionSchema]), 'Changed; a fresh session for this caller'),
    ...errorResponses(400, 401, 403, 429),
  },
});

const forgotRoute = createRoute({
  method: 'post',
  path: '/auth/password/forgot',
  tags: ['auth'],
  summary: 'Email a password reset link; the same answer whether or not the account exists',
  request: { headers: localeHeader, ...body(z.object({ email: Email })) },
  responses: { 202: json(z.object({ accepted: z.literal(true) }), 'Accepted'), ...errorResponses(400) },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/auth/password/reset',
  tags: ['auth'],
  summary: 'Set a new password with the emailed link token (single use); ends every session',
  request: {
    headers: localeHeader,
    ...body(z.object({ token: z.string().min(1).max(200), password: Password })),
  },
  responses: { 204: { description: 'Password changed' }, ...errorResponses(400) },
});

const resetCheckRoute = createRoute({
  method: 'get',
  path: '/auth/password/reset',
  tags: ['auth'],
  summary: 'Whether a reset link token can still be used',
  request: { headers: localeHeader, query: z.object({ token: z.string().min(1).max(200) }) },
  responses: { 200: json(z.object({ valid: z.boolean() }), 'Validity'), ...errorResponses(400) },
});

const loginLinkRoute = createRoute({
  method: 'post',
  path: '/auth/login-link',
  tags: ['auth'],
  summary: 'Email a one-time sign-in link; the same answer whether or not the account exists',
  description:
    'Signs the owner in from a new device without the password (decision 0029): the link works once, for 15 minutes. Shares the reset emails’ limits.',
  request: { headers: localeHeader, ...body(z.object({ email: Email })) },
  responses: { 202: json(z.object({ accepted: z.literal(true) }), 'Accepted'), ...errorResponses(400) },
});

const loginLinkRedeemRoute = createRoute({
  method: 'post',
  path: '/auth/login-link/redeem',
  tags: ['auth'],
  summary: 'Sign in with the emailed link token (single use); answers a §3.6 session record',
  request: { headers: localeHeader, ...body(z.object({ token: z.string().min(1).max(200) })) },
  responses: { 200: json(TokenPairSchema, 'Signed in'), ...errorResponses(400) },
});

const validateRoute = createRoute({
  method: 'get',
  path: '/auth/validate',
  tags: ['auth'],
  summary: 'Whether the caller’s access token is valid and current',
  security: signedInSecurity,
  middleware: customerGuard,
  request: { headers: localeHeader },
  responses: {
    200: json(z.object({ valid: z.literal(true), customerId: z.string().uuid() }), 'Valid'),
    ...errorResponses(401),
  },
});

/** A web caller (session cookie) gets cookies; an app caller gets the tokens in the body. */
function answerWithSession(c: Context<ApiEnv>, pair: TokenPair, viaCookie: boolean) {
  if (!viaCookie) return c.json(pair, 200);
  setSessionCookies(c, pair);
  return c.json({ expiresIn: pair.expiresIn, customerId: pair.customerId }, 200);
}

export function authRoutes() {
  return apiRouter()
    .openapi(loginRoute, async (c) => {
      const { email, password } = c.req.valid('json');
      const pair = await login(c.get('db'), {
        email,
        password,
        clientAddress: clientAddress(c),
        deviceToken: getCookie(c, COOKIE_NAMES.device),
      });
      await rememberDevice(c, pair.customerId);
      return c.json(pair, 200);
    })
    .openapi(loginLinkRoute, async (c) => {
      const { email } = c.req.valid('json');
      await requestSignInLink(c.get('db'), { email, clientAddress: clientAddress(c) }, c.get('storeLink'));
      return c.json({ accepted: true as const }, 202);
    })
    .openapi(loginLinkRedeemRoute, async (c) => {
      const pair = await redeemSignInLink(c.get('db'), c.req.valid('json').token);
      await rememberDevice(c, pair.customerId);
      return c.json(pair, 200);
    })
    .openapi(refreshRoute, async (c) => {
      const fromBody = c.req.valid('json').refreshToken;
      const fromCookie = fromBody ? undefined : getCookie(c, COOKIE_NAMES.refresh);
      // §8: 400 on refresh also ends the session in the client; a missing token is that case.
      if (!fromBody && !fromCookie) throw new DomainError('VALIDATION_FAILED', { fields: 'refreshToken' });
      if (fromCookie) assertXsrf(c);
      try {
        return answerWithSession(
          c,
          await refresh(c.get('db'), (fromBody ?? fromCookie)!),
          Boolean(fromCookie),
        );
      } catch (err) {
        if (fromCookie) clearSessionCookies(c);
        throw err;
      }
    })
    .openapi(logoutRoute, async (c) => {
      const db = c.get('db');
      const refreshToken = c.req.valid('json').refreshToken ?? getCookie(c, COOKIE_NAMES.refresh);
      if (getCookie(c, COOKIE_NAMES.refresh) || getCookie(c, COOKIE_NAMES.jwt)) assertXsrf(c);
      // An expired access token must not stop a shopper signing out: the refresh token also says who.
      const principal =
        (await optionalPrincipal(c)) ??
        (refreshToken ? await principalOfRefreshToken(db, refreshToken) : undefined);
      clearSessionCookies(c);
      if (!principal) throw new DomainError('UNAUTHORIZED');
      await endAllSessions(db, principal.customerId);
      return c.body(null, 204);
    })
    .openapi(changePasswordRoute, async (c) => {
      const { currentPassword, newPassword } = c.req.valid('json');
      const pair = await changePassword(
        c.get('db'),
        principalOf(c),
        { currentPassword, newPassword, clientAddress: clientAddress(c) },
        c.get('storeLink'),
      );
      return answerWithSession(c, pair, !c.req.header('authorization'));
    })
    .openapi(forgotRoute, async (c) => {
      const { email } = c.req.valid('json');
      await forgotPassword(c.get('db'), { email, clientAddress: clientAddress(c) }, c.get('storeLink'));
      return c.json({ accepted: true as const }, 202);
    })
    .openapi(resetRoute, async (c) => {
      const { token, password } = c.req.valid('json');
      await resetPassword(c.get('db'), { token, newPassword: password });
      return c.body(null, 204);
    })
    .openapi(resetCheckRoute, async (c) =>
      c.json({ valid: await resetLinkIsValid(c.get('db'), c.req.valid('query').token) }, 200),
    )
    .openapi(validateRoute, (c) =>
      c.json({ valid: true as const, customerId: principalOf(c).customerId }, 200),
    );
}
