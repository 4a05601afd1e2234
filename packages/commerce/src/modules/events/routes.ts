import { createRoute, z } from '@hono/zod-openapi';
import { COOKIE_NAMES, effectiveConsent, parseConsent, splitPath } from '@vitrine/config';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { env } from '../../env.ts';
import type { ApiEnv } from '../../http/context.ts';
import { DomainError } from '../../kernel/errors.ts';
import { errorResponses, localeHeader } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { canonicalAddress, CLIENT_ADDRESS_HEADER } from '../../http/client-address.ts';
import {
  conversionsApiSink,
  logConversionSink,
  type ConversionEvent,
  type ConversionSink,
} from './facebook.ts';
import { RecentIds } from './recent-ids.ts';

/**
 * Per-instance de-duplication: a retried or double-sent event (two tabs, a back button) is sent
 * once. Facebook itself de-duplicates by event_id for 48 hours, across our instances and against
 * the pixel, so this only spares calls; it need not be shared between instances.
 */
const RECENT_CAPACITY = 10_000;
const RECENT_TTL_MS = 48 * 60 * 60 * 1000;
/** Facebook refuses events older than 7 days; a clock a few minutes fast is tolerated. */
const MAX_AGE_S = 7 * 24 * 60 * 60;
const MAX_FUTURE_S = 5 * 60;

const EventId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/);

export const FacebookEventSchema = z
  .object({
    /** A standard event (Purchase, AddToCart...) or a custom one. */
    eventName: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/),
    /** Defaults to the §2.3 conversion id cookie (vt_conversion_id). */
    eventId: EventId.optional(),
    value: z.number().nonnegative().max(1_000_000_000).optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    url: z.url().max(2000),
    /** Seconds since the epoch; defaults to now. */
    eventTime: z.number().int().positive().optional(),
  })
  .strict()
  .refine((e) => e.value === undefined || e.currency !== undefined, {
    path: ['currency'],
    message: 'required',
  })
  .openapi('FacebookEvent');

const route = createRoute({
  method: 'post',
  path: '/event/facebook',
  tags: ['events'],
  summary: 'Send a conversion event to Facebook server-side, de-duplicated with the pixel (§7.6)',
  description:
    'Needs marketing consent (§4.4: the consent cookie grants marketing, in every store): ' +
    "without it the event is dropped and the answer is 204. The event id is the body's eventId or the " +
    '§2.3 conversion id cookie.',
  request: {
    headers: localeHeader,
    body: { content: { 'application/json': { schema: FacebookEventSchema } }, required: true },
  },
  responses: {
    202: {
      description: 'Accepted (sent, or already sent with this id)',
      content: { 'application/json': { schema: z.object({ accepted: z.literal(true) }) } },
    },
    204: { description: 'Dropped: no marketing consent' },
    ...errorResponses(400),
  },
});

/** §4.4: only a shopper who chose marketing, in every store (decision 0041). */
function marketingAllowed(c: Context<ApiEnv>): boolean {
  return effectiveConsent(parseConsent(getCookie(c, COOKIE_NAMES.consent))).marketing;
}

export type { ConversionSink };

export interface EventRoutesOptions {
  /** Where events go; by default the Conversions API when configured, else the logs. */
  sink?: ConversionSink;
  now?: () => number;
}

export function eventRoutes(options: EventRoutesOptions = {}) {
  const now = options.now ?? Date.now;
  const recent = new RecentIds(RECENT_CAPACITY, RECENT_TTL_MS, now);
  let configured: ConversionSink | null | undefined;
  const sinkFor = (c: Context<ApiEnv>): ConversionSink => {
    if (options.sink) return options.sink;
    if (configured === undefined) {
      const { FACEBOOK_PIXEL_ID, FACEBOOK_CAPI_TOKEN } = env();
      configured =
        FACEBOOK_PIXEL_ID && FACEBOOK_CAPI_TOKEN
          ? conversionsApiSink({ pixelId: FACEBOOK_PIXEL_ID, accessToken: FACEBOOK_CAPI_TOKEN })
          : null;
    }
    return configured ?? logConversionSink(c.get('log'));
  };

  return apiRouter().openapi(route, async (c) => {
    const body = c.req.valid('json');
    if (!marketingAllowed(c)) return c.body(null, 204);
    const cookieId = EventId.safeParse(getCookie(c, COOKIE_NAMES.conversionId));
    const eventId = body.eventId ?? (cookieId.success ? cookieId.data : undefined);
    if (!eventId) throw new DomainError('VALIDATION_FAILED', { fields: 'eventId' }, { eventId: 'required' });
    const nowS = Math.floor(now() / 1000);
    const eventTime = body.eventTime ?? nowS;
    if (eventTime < nowS - MAX_AGE_S || eventTime > nowS + MAX_FUTURE_S)
      throw new DomainError('VALIDATION_FAILED', { fields: 'eventTime' }, { eventTime: 'invalid' });
    if (!recent.add(eventId)) return c.json({ accepted: true as const }, 202);
    const url = new URL(body.url);
    const event: ConversionEvent = {
      eventName: body.eventName,
      eventId,
      eventTime,
      // The query string can carry an email or a reset token: never forwarded to a third party.
      eventSourceUrl: url.origin + splitPath(url.pathname).pathname,
      value: body.value,
      currency: body.currency,
      user: {
        clientIpAddress: canonicalAddress(c.req.header(CLIENT_ADDRESS_HEADER)),
        clientUserAgent: c.req.header('user-agent')?.slice(0, 500),
        fbp: getCookie(c, '_fbp')?.slice(0, 200),
        fbc: getCookie(c, '_fbc')?.slice(0, 200),
      },
    };
    const sink = sinkFor(c);
    try {
      await sink.send(event);
    } catch (err) {
      // Best effort: the browser pixel still counts the conversion. Forget the id so a retry can
      // send it; the shopper's page never waits on, or fails because of, Facebook.
      recent.delete(eventId);
      c.get('log').warn(
        { err, eventId, eventName: event.eventName, sink: sink.name },
        'facebook event not sent',
      );
    }
    return c.json({ accepted: true as const }, 202);
  });
}
