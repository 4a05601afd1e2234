import { pathWithoutQuery } from '@vitrine/client';
import { LOG_ENDPOINT, REPORTING, type Breadcrumb, type ReportEvent, type ReportSink } from './reporter';

/**
 * The app's own log endpoint (POST /api/v1/log), used when no Sentry DSN is configured. Events are
 * sampled at the §9 rate here because no SDK does it for us; traces need the SDK and are not sent.
 */
export function logEndpointSink(options: {
  fetch?: typeof fetch;
  random?: () => number;
  endpoint?: string;
  release?: string;
}): ReportSink {
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const random = options.random ?? Math.random;
  return {
    async send(event: ReportEvent, _error: unknown, breadcrumbs: readonly Breadcrumb[]) {
      if (random() >= REPORTING.sampleRate) return;
      await send(options.endpoint ?? LOG_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // keepalive: a report made while the page unloads still leaves.
        keepalive: true,
        credentials: 'omit',
        body: JSON.stringify({
          ...event,
          ...(options.release ? { release: options.release } : {}),
          breadcrumbs: breadcrumbs.slice(-REPORTING.maxBreadcrumbs),
        }),
      });
    },
  };
}

/** The part of @sentry/browser the sink uses, so tests can pass a fake. */
export interface SentryLike {
  init(options: Record<string, unknown>): unknown;
  withScope(callback: (scope: SentryScope) => void): void;
  captureMessage(message: string, level?: string): unknown;
  captureException(error: unknown): unknown;
  addBreadcrumb(crumb: Record<string, unknown>): void;
  browserTracingIntegration?: () => unknown;
}
export interface SentryScope {
  setLevel(level: string): void;
  setTags(tags: Record<string, string>): void;
  setTag(key: string, value: string): void;
  setExtra(key: string, value: unknown): void;
}

type SentryEventLike = { request?: { url?: string } };
type SentryBreadcrumbLike = { data?: Record<string, unknown> };

const stripUrl = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    const url = new URL(value, 'http://x');
    return value.startsWith('http') ? url.origin + url.pathname : url.pathname;
  } catch {
    return pathWithoutQuery(value);
  }
};

/**
 * Sentry, loaded with a dynamic import so pages without a DSN never download it. Configured with
 * the §9 rates; URLs in events and breadcrumbs lose their query string (§8 reports paths without
 * one: reset tokens and email addresses travel there). Sentry's own global error handlers are left
 * out: the app's listener (ErrorListener) reports those through the same §8 rules.
 */
export function sentrySink(options: {
  dsn: string;
  environment: string;
  release?: string;
  load?: () => Promise<SentryLike>;
  isIgnoredPage: () => boolean;
}): ReportSink {
  let ready: Promise<SentryLike> | undefined;
  const pending: Breadcrumb[] = [];
  const sentry = () =>
    (ready ??= (
      options.load ?? (() => import('@sentry/browser') as Promise<unknown> as Promise<SentryLike>)
    )().then((s) => {
      s.init({
        dsn: options.dsn,
        environment: options.environment,
        ...(options.release ? { release: options.release } : {}),
        sampleRate: REPORTING.sampleRate,
        tracesSampleRate: REPORTING.tracesSampleRate,
        maxBreadcrumbs: REPORTING.maxBreadcrumbs,
        sendDefaultPii: false,
        integrations: (defaults: { name: string }[]) => [
          ...defaults.filter((i) => i.name !== 'GlobalHandlers'),
          ...(s.browserTracingIntegration ? [s.browserTracingIntegration()] : []),
        ],
        beforeSend: (event: SentryEventLike) => {
          if (options.isIgnoredPage()) return null;
          if (event.request?.url) event.request.url = String(stripUrl(event.request.url));
          return event;
        },
        beforeBreadcrumb: (crumb: SentryBreadcrumbLike) => {
          if (crumb.data?.url) crumb.data.url = stripUrl(crumb.data.url);
          if (crumb.data?.to) crumb.data.to = stripUrl(crumb.data.to);
          if (crumb.data?.from) crumb.data.from = stripUrl(crumb.data.from);
          return crumb;
        },
      });
      for (const crumb of pending.splice(0)) s.addBreadcrumb(toSentryCrumb(crumb));
      return s;
    }));
  return {
    async send(event, error) {
      const s = await sentry();
      s.withScope((scope) => {
        scope.setLevel(event.level);
        scope.setTags({ ...event.tags, clientSide: 'true' });
        scope.setExtra('path', event.path);
        if (event.kind === 'request') s.captureMessage(event.message, event.level);
        else s.captureException(error instanceof Error ? error : new Error(event.message));
      });
    },
    start() {
      void sentry().catch(() => undefined);
    },
    breadcrumb(crumb) {
      if (ready) void ready.then((s) => s.addBreadcrumb(toSentryCrumb(crumb)));
      else pending.push(crumb);
      if (pending.length > REPORTING.maxBreadcrumbs) pending.shift();
    },
  };
}

const toSentryCrumb = (crumb: Breadcrumb) => ({
  category: crumb.category,
  message: crumb.message,
  level: crumb.level ?? 'info',
  ...(crumb.timestamp ? { timestamp: crumb.timestamp / 1000 } : {}),
});
