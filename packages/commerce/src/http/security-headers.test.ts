import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { NOT_A_PAGE_POLICY, parseCspAllow, securityHeaders } from './security-headers.ts';

// Staging and production start only with the origin shoppers reach the store at (issue 35 item 1).
const ORIGIN = { PUBLIC_ORIGIN: 'https://www.example.com' };
const headersOf = (vars: Record<string, string>) => securityHeaders(loadEnv({ ...ORIGIN, ...vars }));

describe('security headers of every answer (decision 0032)', () => {
  it('send HSTS for two years with subdomains in production, and not on a development machine', () => {
    expect(headersOf({ APP_ENV: 'production' })['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
    for (const APP_ENV of ['development', 'test', 'staging']) {
      expect(headersOf({ APP_ENV })['strict-transport-security']).toBeUndefined();
    }
  });

  it('let HSTS be turned on for a staging site over https, off, or on with the preload flag', () => {
    expect(headersOf({ APP_ENV: 'staging', HSTS: 'on' })['strict-transport-security']).toMatch(
      /^max-age=63072000; includeSubDomains$/,
    );
    expect(headersOf({ APP_ENV: 'production', HSTS: 'off' })['strict-transport-security']).toBeUndefined();
    expect(headersOf({ APP_ENV: 'production', HSTS: 'preload' })['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
  });

  it('give an answer that is not a page a policy under which it loads, runs and frames nothing', () => {
    const headers = headersOf({});
    expect(headers['content-security-policy']).toBe(NOT_A_PAGE_POLICY);
    expect(NOT_A_PAGE_POLICY).toMatch(/^default-src 'none';/);
    expect(NOT_A_PAGE_POLICY).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headersOf({ CSP_REPORT_URI: 'https://r.example/csp' })['content-security-policy']).toBe(
      `${NOT_A_PAGE_POLICY}; report-uri https://r.example/csp`,
    );
  });

  it('read CSP_ALLOW into hosts per directive, each once', () => {
    expect(
      parseCspAllow(
        ' script-src https://a.example  https://a.example ; img-src https://*.b.example:8443/p ;',
      ),
    ).toEqual({ 'script-src': ['https://a.example'], 'img-src': ['https://*.b.example:8443/p'] });
    expect(parseCspAllow(undefined)).toEqual({});
    expect(() => parseCspAllow("script-src 'self' 'unsafe-eval'")).toThrow(
      /'self' is not an https:\/\/ host/,
    );
  });
});
