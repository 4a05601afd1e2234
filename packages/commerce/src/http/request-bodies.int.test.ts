import pino from 'pino';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueAddress } from '../testing/accounts.ts';
import { testDatabase } from '../testing/database.ts';
import { createApi } from '../api.ts';

/**
 * A body the route cannot read is the caller's mistake, answered in the one error shape
 * (decision 0006): 415 naming what the route takes when the Content-Type is not one it declares,
 * 400 when the body is not what that type promises. Never a 500.
 */
const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const post = (path: string, init: { headers?: Record<string, string>; body?: BodyInit } = {}) =>
  api.request(path, {
    method: 'POST',
    ...init,
    headers: { 'x-forwarded-for': uniqueAddress(), ...init.headers },
  });
const login = JSON.stringify({ email: 'ava@example.com', password: 'not-her-password' });

async function errorOf(res: Response) {
  const body = (await res.json()) as { error: { code: string; message: string; requestId?: string } };
  expect(body.error.requestId).toBeTruthy();
  return body.error;
}

describe('a JSON route given another content type', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['form data', 'application/x-www-form-urlencoded'],
    ['multipart form data', 'multipart/form-data; boundary=----x'],
    ['XML', 'application/xml'],
  ])('answers %s with 415 naming application/json', async (_, type) => {
    const res = await post('/api/v1/auth/login', { headers: { 'content-type': type }, body: login });
    expect(res.status).toBe(415);
    const error = await errorOf(res);
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.message).toContain('application/json');
  });

  it('answers a body without a content type with 415, in the store’s language', async () => {
    const res = await post('/api/v1/newsletter', {
      headers: { locale: 'fr_FR' },
      body: new TextEncoder().encode('{"email":"ava@example.com"}'),
    });
    expect(res.status).toBe(415);
    const error = await errorOf(res);
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.message).toContain('application/json');
    expect(error.message).toContain('format');

    const ar = await post('/api/v1/contact', {
      headers: { locale: 'ar_AE', 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(ar.status).toBe(415);
    expect((await errorOf(ar)).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('still reads JSON with a charset parameter, and names the fields when there is no body', async () => {
    const res = await post('/api/v1/auth/login', {
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: login,
    });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('INVALID_CREDENTIALS');

    const empty = await post('/api/v1/auth/login');
    expect(empty.status).toBe(400);
    const error = await errorOf(empty);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('email');
  });

  it.each([
    ['cut short', '{"email":"ava@example.com","pass'],
    ['not JSON at all', 'email=ava@example.com'],
  ])('answers a JSON body %s with 400', async (_, body) => {
    const res = await post('/api/v1/auth/login', { headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('VALIDATION_FAILED');
  });

  it('refuses a forged cookie request for anti-forgery before looking at its content type', async () => {
    const res = await api.request('/api/v1/address', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: 'vt_jwt=any.session.cookie' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('XSRF_MISMATCH');
  });
});

describe('§7.8 POST /widgets/visual given something other than a photo upload', () => {
  it.each([
    ['JSON', { 'content-type': 'application/json' }, '{"image":"x"}'],
    ['plain text', { 'content-type': 'text/plain' }, 'a photo'],
    ['no content type', {}, new Uint8Array([0xff, 0xd8, 0xff])],
  ])('answers %s with 415 naming multipart/form-data', async (_, headers, body) => {
    const res = await post('/api/v1/widgets/visual', { headers, body });
    expect(res.status).toBe(415);
    const error = await errorOf(res);
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.message).toContain('multipart/form-data');
  });

  it('answers a multipart body that does not parse with 400', async () => {
    const res = await post('/api/v1/widgets/visual', {
      headers: { 'content-type': 'multipart/form-data; boundary=nowhere' },
      body: 'no parts here',
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('VALIDATION_FAILED');
  });

  it('still takes a photo', async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a31f34' } })
      .png()
      .toBuffer();
    form.append('image', new File([new Uint8Array(png)], 'red.png', { type: 'image/png' }));
    const res = await post('/api/v1/widgets/visual', { body: form });
    expect(res.status).toBe(200);
    expect((await res.json()).colour).toBe('#a31f34');
  });
});

describe('a NUL character, which PostgreSQL cannot store', () => {
  it.each([
    ['a path parameter', 'GET', '/api/v1/pages/terms%00', 'slug'],
    ['a query parameter', 'GET', '/api/v1/page/search?q=dress%00', 'q'],
    ['a query parameter', 'GET', '/api/v1/searchsuggest?q=%00dress', 'q'],
    ['a query parameter', 'GET', '/api/v1/address/lookup/find?q=%00SW1A', 'q'],
  ])('in %s (%s %s) is a 400 naming the field', async (_, method, path, field) => {
    const res = await api.request(path, { method, headers: { locale: 'fr_FR' } });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(`La requête n’est pas valide : ${field}.`);
  });
});
