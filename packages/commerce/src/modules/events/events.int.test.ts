import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { fromAddress, jsonRequest } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import type { ConversionEvent, ConversionSink } from './facebook.ts';

const db = testDatabase();
afterAll(() => db.$client.end());

function setUp() {
  const sent: ConversionEvent[] = [];
  const sink: ConversionSink = {
    name: 'fake',
    send: async (event) => void sent.push(event),
  };
  const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test', conversions: sink });
  return { sent, api };
}

const GRANTED = 'vt_consent=v=1&a=0&m=1&p=0&t=1767225600';
const DENIED = 'vt_consent=v=1&a=1&m=0&p=1&t=1767225600';
let counter = 0;
const id = () => `conv-${process.pid}-${Date.now()}-${++counter}`;
const body = (extra: Record<string, unknown> = {}) => ({
  eventName: 'Purchase',
  value: 42.5,
  currency: 'GBP',
  url: 'https://www.vitrine.example/checkout/success?email=a%40b.example',
  ...extra,
});
const post = (api: ReturnType<typeof setUp>['api'], payload: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, 'POST', '/api/v1/event/facebook', payload, {
    ...fromAddress(),
    'user-agent': 'Mozilla/5.0 (test)',
    ...headers,
  });

describe('§7.6 event/facebook', () => {
  it('sends a consented event once with the §2.3 conversion id from the cookie', async () => {
    const { api, sent } = setUp();
    const conversionId = id();
    const res = await post(api, body(), {
      cookie: `${GRANTED}; vt_conversion_id=${conversionId}; _fbp=fb.1.2.3`,
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      eventName: 'Purchase',
      eventId: conversionId,
      value: 42.5,
      currency: 'GBP',
      // No query string leaves for a third party.
      eventSourceUrl: 'https://www.vitrine.example/checkout/success',
      user: { clientUserAgent: 'Mozilla/5.0 (test)', fbp: 'fb.1.2.3' },
    });
  });

  it('prefers the event id in the body and is idempotent per id', async () => {
    const { api, sent } = setUp();
    const eventId = id();
    for (let i = 0; i < 3; i++)
      expect(
        (await post(api, body({ eventId }), { cookie: `${GRANTED}; vt_conversion_id=other` })).status,
      ).toBe(202);
    expect(sent.map((e) => e.eventId)).toEqual([eventId]);
  });

  it('drops the event with 204 without marketing consent in a store that asks (en-GB, fr-FR)', async () => {
    const { api, sent } = setUp();
    expect((await post(api, body({ eventId: id() }))).status).toBe(204);
    expect((await post(api, body({ eventId: id() }), { cookie: DENIED })).status).toBe(204);
    expect((await post(api, body({ eventId: id() }), { cookie: DENIED, locale: 'fr_FR' })).status).toBe(204);
    expect((await post(api, body({ eventId: id() }), { cookie: 'vt_consent=tampered' })).status).toBe(204);
    expect(sent).toEqual([]);
  });

  it('where the store does not ask (en-US), sends only once the shopper chose marketing (decision 0041)', async () => {
    const { api, sent } = setUp();
    expect((await post(api, body({ eventId: id() }), { locale: 'en_US' })).status).toBe(204);
    expect((await post(api, body({ eventId: id() }), { locale: 'en_US', 'sec-gpc': '1' })).status).toBe(204);
    expect((await post(api, body({ eventId: id() }), { locale: 'en_US', cookie: DENIED })).status).toBe(204);
    const chosen = id();
    expect((await post(api, body({ eventId: chosen }), { locale: 'en_US', cookie: GRANTED })).status).toBe(
      202,
    );
    expect(sent.map((e) => e.eventId)).toEqual([chosen]);
  });

  it('validates the event', async () => {
    const { api } = setUp();
    const cases: unknown[] = [
      body({ eventId: id(), eventName: 'Purchase<script>' }),
      body({ eventId: id(), url: 'not a url' }),
      body({ eventId: id(), currency: undefined }),
      body({ eventId: id(), currency: 'gbp' }),
      body({ eventId: id(), value: -1 }),
      body({ eventId: id(), extra: true }),
      body({ eventId: 'has spaces' }),
      body({ eventId: id(), eventTime: Math.floor(Date.now() / 1000) - 8 * 24 * 3600 }),
    ];
    for (const payload of cases)
      expect((await post(api, payload, { cookie: GRANTED })).status, JSON.stringify(payload)).toBe(400);
  });

  it('needs an event id from the body or the conversion-id cookie', async () => {
    const { api } = setUp();
    const res = await post(api, body(), { cookie: GRANTED });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual([
      expect.objectContaining({ field: 'eventId', code: 'required' }),
    ]);
  });

  it('answers 202 when Facebook fails, and lets a retry send the same id', async () => {
    const sent: string[] = [];
    let down = true;
    const api = createApi({
      db,
      log: pino({ level: 'silent' }),
      version: 'test',
      conversions: {
        name: 'flaky',
        send: async (event) => {
          if (down) throw new Error('Facebook is down');
          sent.push(event.eventId);
        },
      },
    });
    const eventId = id();
    expect((await post(api, body({ eventId }), { cookie: GRANTED })).status).toBe(202);
    expect(sent).toEqual([]);
    down = false;
    expect((await post(api, body({ eventId }), { cookie: GRANTED })).status).toBe(202);
    expect(sent).toEqual([eventId]);
  });
});
