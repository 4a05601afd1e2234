import { splitPath } from '@vitrine/config';
import { ApiRequestError, NO_RESPONSE_STATUS } from './errors.ts';

/**
 * §8: statuses the reporter ignores. They are expected outcomes the UI handles (session ended,
 * forbidden, not found, conflicting state), so reporting them would only drown real faults.
 */
export const IGNORED_STATUSES: ReadonlySet<number> = new Set([401, 403, 404, 409]);

function isKnownHttpStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 100 && status <= 599;
}

/**
 * §8 error-reporter rule. Request failures are reported unless their status is ignored, they got
 * no HTTP answer (network errors and timeouts: the shopper's connection, not our fault) or the
 * status is unknown. Anything else (non-HTTP errors) is reported.
 */
export function shouldReport(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  if (error.status === NO_RESPONSE_STATUS || !isKnownHttpStatus(error.status)) return false;
  return !IGNORED_STATUSES.has(error.status);
}

/** §8: the report carries the path without its query string (which may hold personal data). */
export function pathWithoutQuery(path: string): string {
  return splitPath(path).pathname;
}

/** §8: 'Request Error (status: N) (serverSide: false) path: message'. */
export function reportMessage(error: ApiRequestError, options: { serverSide?: boolean } = {}): string {
  const serverSide = options.serverSide ?? false;
  return `Request Error (status: ${error.status}) (serverSide: ${serverSide}) ${pathWithoutQuery(error.path)}: ${error.message}`;
}

export type ReportLevel = 'fatal' | 'error' | 'warning' | 'info' | 'debug';

export interface RequestErrorReport {
  message: string;
  level: ReportLevel;
  tags: Record<string, string>;
  path: string;
  clientSide: boolean;
}

/**
 * §8: what the app hands the error-reporting service for a failed request: the message above, a
 * level (default error), custom tags, the query-less path and the client-side flag. Null when the
 * rule says not to report.
 */
export function buildRequestErrorReport(
  error: ApiRequestError,
  options: { level?: ReportLevel; tags?: Record<string, string>; serverSide?: boolean } = {},
): RequestErrorReport | null {
  if (!shouldReport(error)) return null;
  const serverSide = options.serverSide ?? false;
  return {
    message: reportMessage(error, { serverSide }),
    level: options.level ?? 'error',
    tags: { ...options.tags },
    path: pathWithoutQuery(error.path),
    clientSide: !serverSide,
  };
}
