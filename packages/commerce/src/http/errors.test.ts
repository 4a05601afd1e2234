import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { toApiError } from './error-mapping.ts';
import { ApiError } from './errors.ts';
import { pathOfNul } from './validation.ts';

describe('error mapping', () => {
  it('maps PostgreSQL rule violations to 409 conflict, also when wrapped by drizzle', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(toApiError(unique)).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(toApiError(new Error('query failed', { cause: unique }))).toMatchObject({ status: 409 });
    expect(toApiError(Object.assign(new Error('check'), { code: '23514' }))).toMatchObject({ status: 409 });
  });

  it('answers a bounded wait that ran out (issue 35 item 2): 409 for a lock, 503 for a busy database', () => {
    const lock = Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' });
    expect(toApiError(new Error('query failed', { cause: lock }))).toMatchObject({
      status: 409,
      code: 'CONFLICT',
    });
    const slow = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    expect(toApiError(slow)).toMatchObject({ status: 503, code: 'SERVICE_BUSY' });
    const pool = new Error('timeout exceeded when trying to connect');
    expect(toApiError(new Error('query failed', { cause: pool }))).toMatchObject({ status: 503 });
  });

  it('leaves unknown failures to the 500 handler', () => {
    expect(toApiError(new Error('boom'))).toBeUndefined();
    expect(toApiError(Object.assign(new Error('conn'), { code: 'ECONNREFUSED' }))).toBeUndefined();
  });

  it('turns framework 400s (body not JSON) into validation errors', () => {
    expect(toApiError(new HTTPException(400, { message: 'Malformed JSON' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    const own = new ApiError(404, 'PRODUCT_NOT_FOUND', { sku: 'X' });
    expect(toApiError(own)).toBe(own);
  });

  it('turns a refused Content-Type into 415 naming what the route takes, JSON unless it says', () => {
    const refused = new HTTPException(415, { message: 'Unsupported Media Type' });
    expect(toApiError(refused, ['multipart/form-data'])).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      params: { accepted: 'multipart/form-data' },
    });
    expect(toApiError(refused)).toMatchObject({ status: 415, params: { accepted: 'application/json' } });
  });

  it('turns text PostgreSQL cannot store (a NUL) into a 400, not a 500', () => {
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    expect(toApiError(new Error('Failed query', { cause: nul }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(toApiError(Object.assign(new Error('jsonb'), { code: '22P05' }))).toMatchObject({ status: 400 });
  });
});

describe('pathOfNul', () => {
  it('names where a NUL is, in values and keys, at any depth', () => {
    expect(pathOfNul({ q: 'dress' })).toBeUndefined();
    expect(pathOfNul('a\u0000')).toBe('');
    expect(pathOfNul({ items: [{ sku: 'a' }, { sku: 'b\u0000' }] })).toBe('items.1.sku');
    expect(pathOfNul({ meta: { 'k\u0000': 1 } })).toBe('meta.k\u0000');
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(pathOfNul(deep)).toMatch(/^0(\.0)*$/);
  });
});
