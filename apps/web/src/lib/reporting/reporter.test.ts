import { ApiRequestError, NO_RESPONSE_STATUS, RequestTimeoutError } from '@vitrine/client';
import { describe, expect, it, vi } from 'vitest';
import { createReporter, isIgnoredPage, isNetworkError, REPORTING, type ReportSink } from './reporter';
import { logEndpointSink, sentrySink, type SentryLike, type SentryScope } from './sinks';

const requestError = (status: number, path = '/customer/addresses?email=a@b.example') =>
  new ApiRequestError({ status, code: 'X', message: 'Server said no', path, method: 'GET' });

function recorder(pathname = '/clothing/dresses.html') {
  const sent: Parameters<ReportSink['send']>[] = [];
  const sink: ReportSink = { send: async (...args) => void sent.push(args) };
  return { sent, reporter: createReporter({ sink, page: () => ({ pathname }) }) };
}

describe('§8 error reporting rules', () => {
  it.each([401, 403, 404, 409])('ignores %i', async (status) => {
    const { sent, reporter } = recorder();
    await reporter.report(requestError(status));
    expect(sent).toEqual([]);
  });

  it('ignores network errors, timeouts and unknown statuses', async () => {
    const { sent, reporter } = recorder();
    await reporter.report(requestError(NO_RESPONSE_STATUS));
    await reporter.report(new RequestTimeoutError({ path: '/x', method: 'GET' }));
    await reporter.report(requestError(999));
    await reporter.report(new TypeError('Failed to fetch'));
    await reporter.report(new DOMException('The user aborted a request.', 'AbortError'));
    expect(sent).toEqual([]);
  });

  it("reports other request failures as 'Request Error (status: N) (serverSide: false) path: message'", async () => {
    const { sent, reporter } = recorder();
    await reporter.report(requestError(500), { tags: { area: 'account' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toEqual({
      kind: 'request',
      message: 'Request Error (status: 500) (serverSide: false) /customer/addresses: Server said no',
      level: 'error',
      tags: { area: 'account' },
      path: '/customer/addresses',
      clientSide: true,
    });
  });

  it('reports other errors with their level and tags', async () => {
    const { sent, reporter } = recorder('/fr/checkout?step=2');
    await reporter.report(new RangeError('bad size'), { level: 'warning', tags: { widget: 'size' } });
    expect(sent[0]![0]).toMatchObject({
      kind: 'error',
      message: 'bad size',
      level: 'warning',
      tags: { widget: 'size' },
      path: '/fr/checkout',
      clientSide: true,
    });
  });

  it('ignores the 404 page and the health check', async () => {
    expect(isIgnoredPage('/404')).toBe(true);
    expect(isIgnoredPage('/fr/404/')).toBe(true);
    expect(isIgnoredPage('/elb-health-check')).toBe(true);
    expect(isIgnoredPage('/no-such-page', { querySelector: () => ({}) as Element })).toBe(true);
    expect(isIgnoredPage('/clothing/404-dress.html')).toBe(false);
    const { sent, reporter } = recorder('/404');
    await reporter.report(new Error('boom'));
    expect(sent).toEqual([]);
  });

  it('recognises the network failures of each browser', () => {
    expect(isNetworkError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isNetworkError(new TypeError('Load failed'))).toBe(true);
    expect(isNetworkError(new TypeError('x is not a function'))).toBe(false);
  });

  it('keeps the last 50 breadcrumbs and hands them to the sink', async () => {
    const { sent, reporter } = recorder();
    for (let i = 0; i < 60; i++) reporter.addBreadcrumb({ category: 'navigation', message: `/p${i}` });
    await reporter.report(new Error('boom'));
    const crumbs = sent[0]![2];
    expect(crumbs).toHaveLength(REPORTING.maxBreadcrumbs);
    expect(crumbs[0]!.message).toBe('/p10');
  });

  it('never throws when the sink fails', async () => {
    const reporter = createReporter({
      sink: { send: async () => Promise.reject(new Error('offline')) },
      page: () => ({ pathname: '/' }),
    });
    await expect(reporter.report(new Error('boom'))).resolves.toBeUndefined();
  });
});

describe('§8 without a Sentry DSN: the app log endpoint', () => {
  it('samples events at 0.5 and POSTs the report with its breadcrumbs', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
    let roll = 0.49;
    const sink = logEndpointSink({ fetch, random: () => roll, release: '1.2.3' });
    const reporter = createReporter({ sink, page: () => ({ pathname: '/' }) });
    reporter.addBreadcrumb({ category: 'navigation', message: '/', timestamp: 1 });
    await reporter.report(requestError(502), { level: 'fatal' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/log');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(init!.body))).toEqual({
      kind: 'request',
      message: 'Request Error (status: 502) (serverSide: false) /customer/addresses: Server said no',
      level: 'fatal',
      tags: {},
      path: '/customer/addresses',
      clientSide: true,
      release: '1.2.3',
      breadcrumbs: [{ category: 'navigation', message: '/', timestamp: 1 }],
    });
    roll = 0.5;
    await reporter.report(requestError(502));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(REPORTING.sampleRate).toBe(0.5);
  });
});

describe('§8 with a Sentry DSN', () => {
  function fakeSentry() {
    const calls: {
      init?: Record<string, unknown>;
      messages: unknown[][];
      exceptions: unknown[];
      scopes: Record<string, unknown>[];
    } = {
      messages: [],
      exceptions: [],
      scopes: [],
    };
    const sentry: SentryLike = {
      init: (options) => void (calls.init = options),
      withScope: (callback) => {
        const state: Record<string, unknown> = {};
        const scope: SentryScope = {
          setLevel: (level) => void (state.level = level),
          setTags: (tags) => void (state.tags = tags),
          setTag: () => undefined,
          setExtra: (key, value) => void (state[key] = value),
        };
        callback(scope);
        calls.scopes.push(state);
      },
      captureMessage: (message, level) => void calls.messages.push([message, level]),
      captureException: (error) => void calls.exceptions.push(error),
      addBreadcrumb: () => undefined,
      browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
    };
    return { sentry, calls };
  }

  it('loads the SDK lazily and configures the §9 rates', async () => {
    const { sentry, calls } = fakeSentry();
    const load = vi.fn(async () => sentry);
    const sink = sentrySink({
      dsn: 'https://k@o1.ingest.sentry.io/1',
      environment: 'staging',
      load,
      isIgnoredPage: () => false,
    });
    expect(load).not.toHaveBeenCalled();
    const reporter = createReporter({ sink, page: () => ({ pathname: '/' }) });
    await reporter.report(requestError(500), { tags: { area: 'bag' } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls.init).toMatchObject({
      dsn: 'https://k@o1.ingest.sentry.io/1',
      environment: 'staging',
      sampleRate: 0.5,
      tracesSampleRate: 0.005,
      maxBreadcrumbs: 50,
      sendDefaultPii: false,
    });
    expect(calls.messages).toEqual([
      ['Request Error (status: 500) (serverSide: false) /customer/addresses: Server said no', 'error'],
    ]);
    expect(calls.scopes[0]).toMatchObject({
      level: 'error',
      tags: { area: 'bag', clientSide: 'true' },
      path: '/customer/addresses',
    });
    const error = new Error('render failed');
    await reporter.report(error, { level: 'fatal' });
    expect(calls.exceptions).toEqual([error]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("drops Sentry's own global handlers (the app's listener applies §8) and adds tracing", async () => {
    const { sentry, calls } = fakeSentry();
    const sink = sentrySink({
      dsn: 'https://k@o1.ingest.sentry.io/1',
      environment: 'test',
      load: async () => sentry,
      isIgnoredPage: () => false,
    });
    sink.start?.();
    await new Promise((r) => setTimeout(r, 0));
    const integrations = (calls.init!.integrations as (d: { name: string }[]) => { name: string }[])([
      { name: 'GlobalHandlers' },
      { name: 'Breadcrumbs' },
    ]);
    expect(integrations.map((i) => i.name)).toEqual(['Breadcrumbs', 'BrowserTracing']);
  });

  it('strips query strings from event and breadcrumb URLs and drops events on ignored pages', async () => {
    const { sentry, calls } = fakeSentry();
    let ignored = false;
    const sink = sentrySink({
      dsn: 'https://k@o1.ingest.sentry.io/1',
      environment: 'test',
      load: async () => sentry,
      isIgnoredPage: () => ignored,
    });
    sink.start?.();
    await new Promise((r) => setTimeout(r, 0));
    const beforeSend = calls.init!.beforeSend as (e: { request?: { url?: string } }) => unknown;
    const beforeBreadcrumb = calls.init!.beforeBreadcrumb as (c: { data?: Record<string, unknown> }) => {
      data?: Record<string, unknown>;
    };
    expect(beforeSend({ request: { url: 'https://shop.example/reset?token=secret' } })).toEqual({
      request: { url: 'https://shop.example/reset' },
    });
    expect(beforeBreadcrumb({ data: { url: '/api/v1/customer?email=a@b.example' } }).data!.url).toBe(
      '/api/v1/customer',
    );
    ignored = true;
    expect(beforeSend({})).toBeNull();
  });
});
