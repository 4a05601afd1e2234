import { ERROR_REPORTING } from '@vitrine/config';
import {
  ApiRequestError,
  buildRequestErrorReport,
  pathWithoutQuery,
  type ReportLevel,
} from '@vitrine/client';

/** §9 error-reporting constants (sample rate 0.5, traces 0.005, 50 breadcrumbs). */
export const REPORTING = ERROR_REPORTING;

/** Where the browser's reports go when no Sentry DSN is configured (packages/commerce observability). */
export const LOG_ENDPOINT = '/api/v1/log';

export interface ReportOptions {
  level?: ReportLevel;
  tags?: Record<string, string>;
}

export interface Breadcrumb {
  category: string;
  message: string;
  level?: ReportLevel;
  timestamp?: number;
}

/** What a sink receives: the §8 report plus what helps find the fault. */
export interface ReportEvent {
  kind: 'request' | 'error';
  message: string;
  level: ReportLevel;
  tags: Record<string, string>;
  /** Request errors: the request path; other errors: the page path. Never with a query string. */
  path: string;
  clientSide: true;
  stack?: string;
}

export interface ReportSink {
  send(event: ReportEvent, error: unknown, breadcrumbs: readonly Breadcrumb[]): Promise<void>;
  breadcrumb?(crumb: Breadcrumb): void;
  /** Begin whatever set-up the sink needs (loading an SDK) before the first report. */
  start?(): void;
}

/**
 * §8 "the 404 page and the health check are ignored": by path (/404 under any store prefix, the
 * health check) or by a `data-reporting="off"` marker the not-found page renders, since unknown
 * URLs show it without changing the address.
 */
export function isIgnoredPage(pathname: string, doc?: Pick<Document, 'querySelector'>): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (/(^|\/)404$/.test(path) || /(^|\/)elb-health-check$/.test(path)) return true;
  return Boolean(doc?.querySelector('[data-reporting="off"]'));
}

/**
 * §8 "ignores network errors": also those of plain fetch calls (not made through the shared client),
 * which reject with a TypeError whose wording differs per browser, and aborted requests (the
 * shopper navigated away: not a failure at all).
 */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'AbortError') return true;
  return (
    error.name === 'TypeError' &&
    /failed to fetch|networkerror|load failed|network request failed|network connection was lost/i.test(
      error.message,
    )
  );
}

/**
 * The event for an error, or null when §8 says not to report it. Request failures use the shared
 * client's rule and message (packages/client/src/report.ts); anything else is reported with its
 * level and tags.
 */
export function toReportEvent(error: unknown, options: ReportOptions, pagePath: string): ReportEvent | null {
  if (error instanceof ApiRequestError) {
    const report = buildRequestErrorReport(error, { ...options, serverSide: false });
    if (!report) return null;
    return { kind: 'request', ...report, clientSide: true };
  }
  if (isNetworkError(error)) return null;
  const err = error instanceof Error ? error : undefined;
  const message = err ? err.message || err.name : typeof error === 'string' ? error : safeString(error);
  return {
    kind: 'error',
    message: message.slice(0, 2000),
    level: options.level ?? 'error',
    tags: { ...options.tags },
    path: pathWithoutQuery(pagePath),
    clientSide: true,
    ...(err?.stack ? { stack: err.stack.slice(0, 8000) } : {}),
  };
}

function safeString(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export interface ReporterOptions {
  sink: ReportSink;
  /** The page being shown; a function so it is read when the error happens. */
  page: () => { pathname: string; doc?: Pick<Document, 'querySelector'> };
}

export interface Reporter {
  report(error: unknown, options?: ReportOptions): Promise<void>;
  addBreadcrumb(crumb: Breadcrumb): void;
}

export function createReporter({ sink, page }: ReporterOptions): Reporter {
  const crumbs: Breadcrumb[] = [];
  const addBreadcrumb = (crumb: Breadcrumb) => {
    const stamped = { ...crumb, timestamp: crumb.timestamp ?? Date.now() };
    crumbs.push(stamped);
    if (crumbs.length > REPORTING.maxBreadcrumbs) crumbs.splice(0, crumbs.length - REPORTING.maxBreadcrumbs);
    sink.breadcrumb?.(stamped);
  };
  return {
    addBreadcrumb,
    async report(error, options = {}) {
      const { pathname, doc } = page();
      if (isIgnoredPage(pathname, doc)) return;
      const event = toReportEvent(error, options, pathname);
      if (!event) return;
      try {
        await sink.send(event, error, [...crumbs]);
      } catch {
        // Reporting must never become a second failure for the shopper.
      }
      // An earlier fault is context for a later one.
      addBreadcrumb({ category: 'report', message: event.message.slice(0, 200), level: event.level });
    },
  };
}
