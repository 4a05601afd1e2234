import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import {
  capiPayload,
  ConversionSendError,
  conversionSinkFromEnv,
  conversionsApiSink,
  type ConversionEvent,
} from './facebook.ts';
import { RecentIds } from './recent-ids.ts';

const EVENT: ConversionEvent = {
  eventName: 'Purchase',
  eventId: 'conv-123',
  eventTime: 1_767_225_600,
  eventSourceUrl: 'https://www.vitrine.example/checkout/success',
  value: 59.5,
  currency: 'GBP',
  user: { clientIpAddress: '203.0.113.9', clientUserAgent: 'Mozilla/5.0', fbp: 'fb.1.1.1' },
};

const TOKEN = 'EAAB-secret-token-0123456789';

function fakeFetch(status = 200, body = '{"events_received":1}') {
  return vi.fn<typeof fetch>(async () => new Response(body, { status }));
}

describe('§7.6 event/facebook: the Conversions API adapter', () => {
  it('POSTs the event with its id (for de-duplication with the pixel) to the pixel events edge', async () => {
    const fetch = fakeFetch();
    await conversionsApiSink({ pixelId: '1234567890', accessToken: TOKEN, fetch }).send(EVENT);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://graph.facebook.com/v21.0/1234567890/events');
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body));
    expect(body.access_token).toBe(TOKEN);
    expect(body.data).toEqual([
      {
        event_name: 'Purchase',
        event_time: 1_767_225_600,
        event_id: 'conv-123',
        event_source_url: 'https://www.vitrine.example/checkout/success',
        action_source: 'website',
        user_data: { client_ip_address: '203.0.113.9', client_user_agent: 'Mozilla/5.0', fbp: 'fb.1.1.1' },
        custom_data: { value: 59.5, currency: 'GBP' },
      },
    ]);
  });

  it('keeps the token out of the URL', async () => {
    const fetch = fakeFetch();
    await conversionsApiSink({ pixelId: '1234567890', accessToken: TOKEN, fetch }).send(EVENT);
    expect(String(fetch.mock.calls[0]![0])).not.toContain(TOKEN);
  });

  it('fails with the status when Facebook refuses, and when it cannot be reached', async () => {
    const refused = conversionsApiSink({
      pixelId: '1',
      accessToken: TOKEN,
      fetch: fakeFetch(400, '{"error":{"message":"Invalid OAuth access token"}}'),
    });
    await expect(refused.send(EVENT)).rejects.toMatchObject({ name: 'ConversionSendError', status: 400 });
    const offline = conversionsApiSink({
      pixelId: '1',
      accessToken: TOKEN,
      fetch: vi.fn<typeof fetch>(async () => {
        throw new TypeError('fetch failed');
      }),
    });
    await expect(offline.send(EVENT)).rejects.toBeInstanceOf(ConversionSendError);
  });

  it('leaves out what it does not have', () => {
    const payload = capiPayload({ ...EVENT, value: undefined, currency: undefined, user: {} }, 'TEST123');
    expect(payload.data[0]).not.toHaveProperty('custom_data');
    expect(payload.data[0]!.user_data).toEqual({});
    expect(payload.test_event_code).toBe('TEST123');
  });

  it('is chosen only with both pixel id and token; otherwise events are logged', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    expect(conversionSinkFromEnv({ FACEBOOK_PIXEL_ID: '1', FACEBOOK_CAPI_TOKEN: TOKEN }, log).name).toBe(
      'conversions-api',
    );
    const sink = conversionSinkFromEnv({}, log);
    expect(sink.name).toBe('log');
    await sink.send(EVENT);
    const line = JSON.parse(lines[0]!);
    expect(line.msg).toBe('facebook conversion event');
    expect(line.conversion).toMatchObject({ eventName: 'Purchase', eventId: 'conv-123' });
    // The log is for operators, not a copy of the pixel's identifiers.
    expect(JSON.stringify(line)).not.toContain('fb.1.1.1');
  });
});

describe('§7.6 event/facebook: idempotency per event id', () => {
  it('accepts an id once while fresh, again after its time to live or when forgotten', () => {
    let now = 0;
    const ids = new RecentIds(3, 1000, () => now);
    expect(ids.add('a')).toBe(true);
    expect(ids.add('a')).toBe(false);
    now = 1000;
    expect(ids.add('a')).toBe(true);
    ids.delete('a');
    expect(ids.add('a')).toBe(true);
  });

  it('stays bounded, forgetting the oldest ids first', () => {
    const ids = new RecentIds(2, 60_000);
    ids.add('a');
    ids.add('b');
    ids.add('c');
    expect(ids.size).toBe(2);
    expect(ids.add('a')).toBe(true);
    expect(ids.add('c')).toBe(false);
  });
});
