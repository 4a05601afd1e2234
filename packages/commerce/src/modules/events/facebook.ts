import type { Logger } from 'pino';

// §7.6 event/facebook: conversion events sent server-side, beside the browser pixel. Both carry
// the same event id (the §2.3 conversion id), so Facebook counts the conversion once.

export interface ConversionEvent {
  eventName: string;
  /** The §2.3 conversion id: Facebook de-duplicates the pixel and server events by it. */
  eventId: string;
  /** Seconds since the epoch. */
  eventTime: number;
  eventSourceUrl: string;
  value?: number | undefined;
  currency?: string | undefined;
  /** Not personal data we hold: what the request carried, for Facebook's matching. */
  user: {
    clientIpAddress?: string | undefined;
    clientUserAgent?: string | undefined;
    /** The pixel's own browser and click ids (_fbp, _fbc cookies), when present. */
    fbp?: string | undefined;
    fbc?: string | undefined;
  };
}

/** Where conversion events go: Facebook's Conversions API, or the logs when it is not configured. */
export interface ConversionSink {
  readonly name: string;
  send(event: ConversionEvent): Promise<void>;
}

export class ConversionSendError extends Error {
  override name = 'ConversionSendError';
  readonly status?: number;

  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

export const GRAPH_API_VERSION = 'v21.0';
export const CAPI_TIMEOUT_MS = 5000;

/** The Conversions API body for one event (https://developers.facebook.com/docs/marketing-api/conversions-api). */
export function capiPayload(event: ConversionEvent, testEventCode?: string) {
  const user: Record<string, string> = {};
  if (event.user.clientIpAddress) user.client_ip_address = event.user.clientIpAddress;
  if (event.user.clientUserAgent) user.client_user_agent = event.user.clientUserAgent;
  if (event.user.fbp) user.fbp = event.user.fbp;
  if (event.user.fbc) user.fbc = event.user.fbc;
  const customData: Record<string, string | number> = {};
  if (event.value !== undefined) customData.value = event.value;
  if (event.currency) customData.currency = event.currency;
  return {
    data: [
      {
        event_name: event.eventName,
        event_time: event.eventTime,
        event_id: event.eventId,
        event_source_url: event.eventSourceUrl,
        action_source: 'website',
        user_data: user,
        ...(Object.keys(customData).length ? { custom_data: customData } : {}),
      },
    ],
    ...(testEventCode ? { test_event_code: testEventCode } : {}),
  };
}

/**
 * The real adapter: one POST per event to graph.facebook.com. The token travels in the body, not
 * the URL, so it never lands in proxy or access logs. `fetch` is injectable for tests (the build
 * machines have no internet).
 */
export function conversionsApiSink(options: {
  pixelId: string;
  accessToken: string;
  fetch?: typeof fetch;
  apiVersion?: string;
  timeoutMs?: number;
  testEventCode?: string;
}): ConversionSink {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const url = `https://graph.facebook.com/${options.apiVersion ?? GRAPH_API_VERSION}/${encodeURIComponent(options.pixelId)}/events`;
  return {
    name: 'conversions-api',
    async send(event) {
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...capiPayload(event, options.testEventCode),
            access_token: options.accessToken,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? CAPI_TIMEOUT_MS),
        });
      } catch (err) {
        throw new ConversionSendError(`Conversions API unreachable: ${(err as Error).message}`);
      }
      if (!res.ok) {
        // Facebook's error body names the problem (bad token, bad pixel); never echo the token.
        const detail = (await res.text().catch(() => '')).slice(0, 500);
        throw new ConversionSendError(`Conversions API answered ${res.status}: ${detail}`, res.status);
      }
    },
  };
}

/** Without Facebook configuration: each event becomes a structured log line, nothing leaves. */
export function logConversionSink(log: Logger): ConversionSink {
  return {
    name: 'log',
    async send(event) {
      log.info(
        {
          conversion: {
            ...event,
            user: { hasFbp: Boolean(event.user.fbp), hasFbc: Boolean(event.user.fbc) },
          },
        },
        'facebook conversion event',
      );
    },
  };
}

export function conversionSinkFromEnv(
  env: { FACEBOOK_PIXEL_ID?: string | undefined; FACEBOOK_CAPI_TOKEN?: string | undefined },
  log: Logger,
): ConversionSink {
  if (env.FACEBOOK_PIXEL_ID && env.FACEBOOK_CAPI_TOKEN)
    return conversionsApiSink({ pixelId: env.FACEBOOK_PIXEL_ID, accessToken: env.FACEBOOK_CAPI_TOKEN });
  return logConversionSink(log);
}
