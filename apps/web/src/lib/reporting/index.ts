import {
  createReporter,
  isIgnoredPage,
  type Breadcrumb,
  type Reporter,
  type ReportOptions,
} from './reporter';
import { logEndpointSink, sentrySink } from './sinks';

/**
 * The browser's one reporter (§8). Configured by ErrorListener (mounted once by the store layout)
 * from server configuration; reports made before that (an error boundary renders before the
 * layout's effects run) wait in a short queue.
 */
export interface ReportingConfig {
  /** NEXT_PUBLIC_SENTRY_DSN; null sends to the app's own log endpoint. */
  dsn: string | null;
  environment: string;
  release: string;
}

const MAX_QUEUED = 20;
let reporter: Reporter | null = null;
const queued: [unknown, ReportOptions | undefined][] = [];

const currentPage = () => ({ pathname: window.location.pathname, doc: document });

export function configureReporting(config: ReportingConfig): void {
  if (reporter) return;
  const sink = config.dsn
    ? sentrySink({
        dsn: config.dsn,
        environment: config.environment,
        release: config.release,
        isIgnoredPage: () => isIgnoredPage(window.location.pathname, document),
      })
    : logEndpointSink({ release: config.release });
  reporter = createReporter({ sink, page: currentPage });
  sink.start?.();
  for (const [error, options] of queued.splice(0)) void reporter.report(error, options);
}

/** Reports an error by the §8 rules (ignored statuses, pages and network errors are dropped). */
export function reportError(error: unknown, options?: ReportOptions): void {
  if (reporter) void reporter.report(error, options);
  else if (queued.length < MAX_QUEUED) queued.push([error, options]);
}

export function addBreadcrumb(crumb: Breadcrumb): void {
  reporter?.addBreadcrumb(crumb);
}

export { type ReportOptions } from './reporter';
