import { FOOTER_CACHE_MS } from '@vitrine/config';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../client.ts';
import { ApiRequestError, TIMEOUT_MESSAGE } from '../errors.ts';
import type { RequestErrorReport } from '../report.ts';
import { hangingFetch, jsonResponse, recordingFetch, type SentRequest } from '../test-support.ts';
import { DEFAULT_END_DATE } from './banners.ts';
import {
  createContentFetcher,
  createFooterReader,
  LOCALE_REQUIRED_MESSAGE,
  LocaleRequiredError,
} from './fetch.ts';
import { EMPTY_FOOTER } from './footer.ts';

const BASE = 'http://127.0.0.1:3000/api';

function setup(answer: (r: SentRequest) => Response | Promise<Response>) {
  const { fetch, sent } = recordingFetch(answer);
  const reports: RequestErrorReport[] = [];
  const content = createContentFetcher({
    client: createClient({ baseUrl: BASE, fetch }),
    report: (r) => reports.push(r),
    serverSide: true,
  });
  return { content, sent, reports };
}

const footerBody = {
  data: {
    id: 1,
    documentId: 'footer',
    sections: [
      { id: 1, title: 'Help', showInFooter: true, showInSideNav: false, contentBlock: '<p>x</p>', links: [] },
    ],
    locale: 'en-GB',
  },
  meta: {},
};

describe('§5 content fetch: a locale is required', () => {
  it('rejects with "Locale is required" without calling the service, and reports it', async () => {
    const { content, sent, reports } = setup(() => jsonResponse(200, {}));
    await expect(content.fetchContent('v1/terms-page')).rejects.toThrow(LOCALE_REQUIRED_MESSAGE);
    await expect(content.fetchContent('v1/terms-page', { headers: { locale: ' ' } })).rejects.toBeInstanceOf(
      LocaleRequiredError,
    );
    expect(sent).toHaveLength(0);
    expect(reports[0]?.message).toBe(LOCALE_REQUIRED_MESSAGE);
  });

  it('sends the locale header (en_GB, §7.1) when one is given', async () => {
    const { content, sent } = setup(() => jsonResponse(200, { data: { title: 'Terms' } }));
    await expect(content.fetchContent('v1/terms-page', { headers: { locale: 'en-GB' } })).resolves.toEqual({
      data: { title: 'Terms' },
    });
    expect(sent[0]?.url).toBe(`${BASE}/v1/terms-page`);
    expect(sent[0]?.headers.get('locale')).toBe('en_GB');
  });

  it('an endpoint marked as not needing one goes without', async () => {
    const { content, sent } = setup(
      () => new Response('User-agent: *', { headers: { 'content-type': 'text/plain' } }),
    );
    await expect(content.fetchContent('v1/robot', { noLocale: true })).resolves.toBe('User-agent: *');
    expect(sent[0]?.headers.has('locale')).toBe(false);
  });
});

describe('§7.9 / §8 content fetch: failures reported and rethrown', () => {
  it('reports a 500 with the §8 message and rethrows the same error', async () => {
    const { content, reports } = setup(() => jsonResponse(500, { error: { code: 'BOOM', message: 'down' } }));
    const failure = content.fetchContent('v1/terms-page?x=1', { headers: { locale: 'en-GB' } });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    expect(reports).toEqual([
      {
        message: 'Request Error (status: 500) (serverSide: true) v1/terms-page: down',
        level: 'error',
        tags: { area: 'content' },
        path: 'v1/terms-page',
        clientSide: false,
      },
    ]);
  });

  it('does not report what §8 ignores (404, network errors) but still rethrows', async () => {
    const { content, reports } = setup(() =>
      jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } }),
    );
    await expect(content.fetchContent('v1/pages/x', { headers: { locale: 'fr-FR' } })).rejects.toMatchObject({
      status: 404,
    });
    const offline = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(
      offline.content.fetchContent('v1/x', { headers: { locale: 'en-GB' } }),
    ).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    expect([...reports, ...offline.reports]).toEqual([]);
  });

  it('a reporter that throws does not change the outcome', async () => {
    const { fetch } = recordingFetch(() => jsonResponse(500, {}));
    const content = createContentFetcher({
      client: createClient({ baseUrl: BASE, fetch }),
      report: () => {
        throw new Error('reporter down');
      },
    });
    await expect(content.fetchContent('v1/x', { headers: { locale: 'en-GB' } })).rejects.toMatchObject({
      status: 500,
    });
  });
});

describe('§7.9 scheduled banner variant: swallows errors, normalises dates (§3.5)', () => {
  it('answers the file with missing end dates filled in', async () => {
    const { content } = setup(() =>
      jsonResponse(200, {
        Banners: [{ BannerId: 'b', Schedule: { desktop: [{ StartDate: '2026-01-01T00:00:00Z' }] } }],
      }),
    );
    const file = await content.fetchScheduledBanners('v1/static/banner/UK_listing.json', {
      headers: { locale: 'en-GB' },
    });
    expect(file.Banners[0]?.Schedule?.desktop?.[0]?.EndDate).toBe(DEFAULT_END_DATE);
  });

  it('answers an empty file on failure, after reporting it', async () => {
    const { content, reports } = setup(() => jsonResponse(502, {}));
    await expect(
      content.fetchScheduledBanners('v1/static/banner/UK_listing.json', { headers: { locale: 'en-GB' } }),
    ).resolves.toEqual({ Banners: [] });
    expect(reports).toHaveLength(1);
  });
});

describe('§9 footer fetch: 15-minute cache per locale, 10 s timeout, empty footer on failure (§8)', () => {
  const sanitise = (html: string) => html;

  it('asks v1/footer with the locale query and populate=links, and caches per locale for 15 minutes', async () => {
    let clock = 0;
    const { content, sent } = setup(() => jsonResponse(200, footerBody));
    const footer = createFooterReader({ content, sanitise, now: () => clock });
    expect((await footer.read('en-GB')).sections[0]?.title).toBe('Help');
    expect(sent[0]?.url).toBe(`${BASE}/v1/footer?locale=en-GB&populate=links`);
    expect(sent[0]?.headers.get('locale')).toBe('en_GB');
    await footer.read('en-GB');
    expect(sent).toHaveLength(1);
    await footer.read('fr-FR');
    expect(sent).toHaveLength(2);
    clock = FOOTER_CACHE_MS - 1;
    await footer.read('en-GB');
    expect(sent).toHaveLength(2);
    clock = FOOTER_CACHE_MS;
    await footer.read('en-GB');
    expect(sent).toHaveLength(3);
  });

  it('shares one request between concurrent reads of a locale', async () => {
    const { content, sent } = setup(() => jsonResponse(200, footerBody));
    const footer = createFooterReader({ content, sanitise });
    await Promise.all([footer.read('en-GB'), footer.read('en-GB'), footer.read('en-GB')]);
    expect(sent).toHaveLength(1);
  });

  it('logs a failure and answers the empty footer; retries after the short failure cache', async () => {
    let clock = 0;
    let status = 500;
    const { content, sent } = setup(() =>
      status === 200 ? jsonResponse(200, footerBody) : jsonResponse(status, {}),
    );
    const log = vi.fn();
    const footer = createFooterReader({ content, sanitise, log, now: () => clock, failureCacheMs: 1000 });
    await expect(footer.read('en-GB')).resolves.toBe(EMPTY_FOOTER);
    expect(log).toHaveBeenCalledWith(
      'Footer fetch failed; using an empty footer',
      expect.objectContaining({ locale: 'en-GB', status: 500 }),
    );
    status = 200;
    await footer.read('en-GB');
    expect(sent).toHaveLength(1);
    clock = 1000;
    expect((await footer.read('en-GB')).sections).toHaveLength(1);
  });

  it('a response in neither shape is a failure too', async () => {
    const { content } = setup(() => jsonResponse(200, { data: [] }));
    const log = vi.fn();
    await expect(createFooterReader({ content, sanitise, log }).read('en-GB')).resolves.toBe(EMPTY_FOOTER);
    expect(log.mock.calls[0]?.[1]).toMatchObject({ error: expect.stringMatching(/neither shape/) });
  });

  it('gives up after the 10 s timeout with §8’s timeout message', async () => {
    vi.useFakeTimers();
    try {
      const content = createContentFetcher({
        client: createClient({ baseUrl: BASE, fetch: hangingFetch() }),
      });
      const log = vi.fn();
      const read = createFooterReader({ content, sanitise, log }).read('en-GB');
      await vi.advanceTimersByTimeAsync(9_999);
      expect(log).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(read).resolves.toBe(EMPTY_FOOTER);
      expect(log.mock.calls[0]?.[1]).toMatchObject({ error: TIMEOUT_MESSAGE, status: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('§7.9 third variant: the Quote header, only behind its feature flags', () => {
  function withFlag(enabled: boolean) {
    const { fetch, sent } = recordingFetch(() => jsonResponse(200, { data: {} }));
    const content = createContentFetcher({
      client: createClient({ baseUrl: BASE, fetch }),
      serverSide: true,
      quoteHeaderEnabled: () => enabled,
    });
    return { content, sent };
  }

  it('sends the stored quote token as Quote when a flag is on', async () => {
    const { content, sent } = withFlag(true);
    await content.fetchContent('v1/homepage', { headers: { locale: 'en-GB' }, quoteToken: 'q-123' });
    expect(sent[0]!.headers.get('Quote')).toBe('q-123');
  });

  it('sends nothing with the flags off, without a token, or with the §4.2 placeholder', async () => {
    const off = withFlag(false);
    await off.content.fetchContent('v1/homepage', { headers: { locale: 'en-GB' }, quoteToken: 'q-123' });
    expect(off.sent[0]!.headers.get('Quote')).toBeNull();
    const on = withFlag(true);
    await on.content.fetchContent('v1/homepage', { headers: { locale: 'en-GB' } });
    await on.content.fetchContent('v1/homepage', { headers: { locale: 'en-GB' }, quoteToken: 'pltqt' });
    expect(on.sent.map((r) => r.headers.get('Quote'))).toEqual([null, null]);
  });
});
