import { describe, expect, it } from 'vitest';
import { ApiRequestError, RequestTimeoutError, type HttpMethod } from './errors.ts';
import { buildRequestErrorReport, pathWithoutQuery, reportMessage, shouldReport } from './report.ts';

const requestError = (
  status: number,
  path = 'customer/orders?page=2&email=a@b.c',
  method: HttpMethod = 'GET',
) => new ApiRequestError({ status, code: `HTTP_${status}`, message: 'Something failed', path, method });

describe('§8 error reporting rule', () => {
  it.each([401, 403, 404, 409])('ignores status %i', (status) => {
    expect(shouldReport(requestError(status))).toBe(false);
  });

  it('ignores network errors, timeouts and unknown statuses', () => {
    expect(
      shouldReport(
        new ApiRequestError({
          status: 0,
          code: 'NETWORK_ERROR',
          message: 'fetch failed',
          path: 'a',
          method: 'GET',
        }),
      ),
    ).toBe(false);
    expect(shouldReport(new RequestTimeoutError({ path: 'a', method: 'GET' }))).toBe(false);
    for (const status of [42, 600, 1000, Number.NaN, 404.5])
      expect(shouldReport(requestError(status))).toBe(false);
  });

  it.each([400, 402, 405, 410, 422, 429, 500, 502, 503])('reports other failed requests (%i)', (status) => {
    expect(shouldReport(requestError(status))).toBe(true);
  });

  it('reports non-HTTP errors', () => {
    expect(shouldReport(new TypeError('x is undefined'))).toBe(true);
    expect(shouldReport('thrown string')).toBe(true);
  });

  it("formats 'Request Error (status: N) (serverSide: false) path: message' without the query string", () => {
    expect(reportMessage(requestError(500))).toBe(
      'Request Error (status: 500) (serverSide: false) customer/orders: Something failed',
    );
    expect(reportMessage(requestError(503, '/api/v1/x#frag'), { serverSide: true })).toBe(
      'Request Error (status: 503) (serverSide: true) /api/v1/x: Something failed',
    );
    expect(pathWithoutQuery('a/b?c=d')).toBe('a/b');
  });

  it('builds the report: level (default error), tags, query-less path, client-side flag', () => {
    expect(buildRequestErrorReport(requestError(500), { tags: { area: 'account' } })).toEqual({
      message: 'Request Error (status: 500) (serverSide: false) customer/orders: Something failed',
      level: 'error',
      tags: { area: 'account' },
      path: 'customer/orders',
      clientSide: true,
    });
    expect(buildRequestErrorReport(requestError(500), { level: 'warning' })?.level).toBe('warning');
    expect(buildRequestErrorReport(requestError(404))).toBeNull();
  });
});
