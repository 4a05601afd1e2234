import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from './support/test';
import { ALLOWED_QUERY_PARAMS, COOKIE_NAMES, XSRF_HEADER } from '@vitrine/config';
import {
  bodyText,
  contentType,
  errorShapeProblem,
  headerValue,
  oddValue,
  problemsOf,
  wireValue,
} from '@vitrine/commerce/testing/malformed';
import fc from 'fast-check';
import { appRoutes, type AppRoute } from './support/app-routes';

/**
 * Issue 35 item 11, the web app's half (the API's is malformed-requests.int.test.ts): every page
 * and route handler under src/app, read from the tree, answers malformed query strings, headers,
 * cookies, bodies and server-action posts with something below 500, and a JSON 4xx in the API's
 * error shape. Over HTTP against the running app, drawn with a fixed seed.
 */
const RUNS_PER_ROUTE = 12;
/** Fails to render on purpose, whatever it is sent (failures.spec.ts shows the error boundary with it). */
const FAILS_ON_PURPOSE = '/[store]/render-fault';
const routes = appRoutes().filter((r) => r.template !== FAILS_ON_PURPOSE);

/** Store prefixes a `[store]` segment is reached by (§9 subpaths), and ones that are no store. */
const STORE_PREFIXES = ['', 'fr', 'ae-ar', 'us', 'xx', 'en-gb'];

/** Values near what a dynamic segment takes, by its name; garbage comes on top. */
const SEGMENT_HINTS: Record<string, string[]> = {
  slug: ['clothing/dresses.html', 'delivery', 'faq'],
  rest: ['clothing/dresses', 'dresses/page/2'],
  path: ['v1/auth/login', 'v1/newsletter', 'v1/widgets/visual', 'products/1/1-320.webp', 'customer/account'],
  file: ['categories.xml', 'pages.xml', 'products-1.xml'],
  code: ['GB.svg', 'FR.svg', 'FRIEND10'],
  id: ['1', '999999999'],
  number: ['VT100001'],
};

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Server action ids of the build, by the page that uses them, so that garbage reaches real actions. */
function serverActions(): Map<string, string[]> {
  const file = path.join(APP_DIR, '.next/server/server-reference-manifest.json');
  const byTemplate = new Map<string, string[]>();
  if (!fs.existsSync(file)) return byTemplate;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    node?: Record<string, { workers: Record<string, unknown> }>;
  };
  for (const [id, action] of Object.entries(manifest.node ?? {})) {
    for (const worker of Object.keys(action.workers)) {
      const template = worker
        .replace(/^app/, '')
        .replace(/\/page$/, '')
        .replace(/\/\([^)]*\)/g, '');
      byTemplate.set(template || '/', [...(byTemplate.get(template || '/') ?? []), id]);
    }
  }
  return byTemplate;
}
const actions = serverActions();

interface WebRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Record<string, string>;
}

/** The route's URL with its dynamic segments filled, percent-encoded or garbage. */
function urlArb(route: AppRoute): fc.Arbitrary<string> {
  const parts = route.template
    .split('/')
    .filter(Boolean)
    .map((segment): fc.Arbitrary<string> => {
      if (segment === '[store]') return fc.constantFrom(...STORE_PREFIXES);
      const dynamic = /^\[\[?(\.\.\.)?(\w+)\]?\]$/.exec(segment);
      if (!dynamic) return fc.constant(segment);
      const hints = SEGMENT_HINTS[dynamic[2]!] ?? [];
      const one = fc.oneof(
        ...(hints.length ? [fc.constantFrom(...hints)] : []),
        wireValue(fc.string({ maxLength: 20 })).filter((v) => v !== '' && v !== '.' && v !== '..'),
      );
      return dynamic[1]
        ? fc.array(one, { minLength: 1, maxLength: 3 }).map((values) => values.join('/'))
        : one;
    });
  return fc.tuple(...parts).map((values) => '/' + values.filter(Boolean).join('/'));
}

/** A query string: the parameters pages read (§2.3 allow-list), repeated, odd, and unknown ones. */
const allowed = [...ALLOWED_QUERY_PARAMS, 'to', 'next', 'token', 'Device', 'Store', 'DateTime'];
const queryArb: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc.tuple(fc.constantFrom(...allowed), wireValue(fc.string({ maxLength: 12 }))),
      },
      { weight: 1, arbitrary: fc.tuple(wireValue(fc.string({ maxLength: 8 })), wireValue()) },
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

const XSRF = 'fuzz-anti-forgery-token-0123456789';
const cookieArb: fc.Arbitrary<string> = fc.oneof(
  headerValue('=; ;=;', `${COOKIE_NAMES.jwt}=%ZZ`),
  fc
    .array(
      fc.tuple(
        fc.constantFrom(...Object.values(COOKIE_NAMES), 'NEXT_LOCALE', '__prerender_bypass', 'vt_raf'),
        headerValue('a.b.c', 'eyJhbGciOiJub25lIn0.e30.', '%00', 'v=9&a=x'),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v.replace(/[;,]/g, '')}`).join('; ')),
);

function headersArb(route: AppRoute): fc.Arbitrary<Record<string, string>> {
  const ids = actions.get(route.template) ?? [];
  return fc
    .record(
      {
        cookie: cookieArb,
        [XSRF_HEADER]: fc.oneof(fc.constant(XSRF), headerValue()),
        locale: headerValue('en_GB', 'fr_XX'),
        authorization: headerValue('Bearer a.b.c', 'Basic x'),
        'accept-language': headerValue('fr-FR,fr;q=0.9', 'ar;q=x'),
        'x-forwarded-for': headerValue('::1', '256.1.1.1'),
        'idempotency-key': headerValue(),
        quote: headerValue(),
        rsc: fc.constant('1'),
        'next-router-state-tree': headerValue('%5B%22%22%5D', '[]'),
        'next-action': fc.oneof(...(ids.length ? [fc.constantFrom(...ids)] : []), headerValue('00ff')),
      },
      { requiredKeys: [] },
    )
    .map((headers) =>
      headers.cookie && headers[XSRF_HEADER] === XSRF
        ? { ...headers, cookie: `${headers.cookie}; ${COOKIE_NAMES.xsrf}=${XSRF}` }
        : headers,
    );
}

const bodyArb: fc.Arbitrary<Pick<WebRequest, 'body' | 'headers'>> = fc.oneof(
  fc
    .tuple(contentType, bodyText(fc.dictionary(fc.string({ maxLength: 8 }), oddValue, { maxKeys: 4 })))
    .map(([type, body]) => ({
      headers: type === undefined ? ({} as Record<string, string>) : { 'content-type': type },
      ...(body === undefined ? {} : { body }),
    })),
  // A form post, as a browser without script (or a robot) sends one to a page.
  fc
    .dictionary(
      fc.constantFrom(
        'store',
        'email',
        'password',
        'name',
        'message',
        'q',
        '$ACTION_ID_00ff',
        '0',
        '1_store',
      ),
      oddValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
      { maxKeys: 5 },
    )
    .map((fields) => ({ headers: {}, body: fields })),
);

function requestArb(route: AppRoute): fc.Arbitrary<WebRequest> {
  const method = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...route.methods) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS') },
  );
  return fc
    .tuple(method, urlArb(route), queryArb, headersArb(route), bodyArb)
    .map(([m, url, query, headers, body]) => {
      const reads = m === 'GET' || m === 'HEAD';
      return {
        method: m,
        url: query ? `${url}?${query}` : url,
        headers: reads ? headers : { ...headers, ...body.headers },
        ...(reads || body.body === undefined ? {} : { body: body.body }),
      };
    });
}

/** The classic mistakes every route gets whatever the draw. */
function classics(route: AppRoute): WebRequest[] {
  const url = route.template
    .replace('/[store]', '/fr')
    .replace(/\[\[?(\.\.\.)?\w+\]?\]/g, (_, rest) => (rest ? 'a/%ZZ' : '%ZZ'));
  const requests: WebRequest[] = [
    { method: 'GET', url: `${url}?q=%ZZ&page=1e309&page=-1&price=${'9'.repeat(400)}`, headers: {} },
    {
      method: 'GET',
      url: `${url}?q=a%00b`,
      headers: { cookie: `${COOKIE_NAMES.jwt}=%ZZ; ${COOKIE_NAMES.currency}=XXX` },
    },
    {
      method: 'GET',
      url,
      headers: { cookie: `${COOKIE_NAMES.consent}=v=1&a=%ZZ; ${COOKIE_NAMES.features}=%00` },
    },
  ];
  const post = (headers: Record<string, string>, body: string) => ({
    method: route.methods.includes('POST') ? 'POST' : route.methods[0]!,
    url,
    headers: { cookie: `${COOKIE_NAMES.xsrf}=${XSRF}`, [XSRF_HEADER]: XSRF, ...headers },
    body,
  });
  if (route.kind === 'page' || route.methods.some((m) => m !== 'GET' && m !== 'HEAD')) {
    requests.push(
      post({ 'content-type': 'text/plain' }, '{"email":"a"}'),
      post({ 'content-type': 'application/json' }, '{"email":'),
      post({ 'content-type': 'application/json' }, `{"email":${'['.repeat(20_000)}${']'.repeat(20_000)}}`),
      post({ 'content-type': 'multipart/form-data; boundary=x' }, 'not multipart'),
      post({ 'next-action': 'ffff', 'content-type': 'text/plain' }, '["$K1"]'),
      ...(actions.get(route.template) ?? []).flatMap((id) => [
        post({ 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' }, '["$K1",{"broken":'),
        post({ 'next-action': id, 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nbroken'),
        post({ 'next-action': id, 'content-type': 'application/x-www-form-urlencoded' }, 'email=%ZZ'),
        // Well-formed, but not the arguments the action takes (a state and a form).
        post({ 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' }, '[null,"email=a"]'),
        post({ 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' }, '[]'),
        post({ 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' }, '[{"values":1},7,[]]'),
        post({ 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' }, '7'),
      ]),
    );
  }
  return requests;
}

async function send(request: APIRequestContext, r: WebRequest) {
  return request.fetch(r.url, {
    method: r.method,
    headers: r.headers,
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: 20_000,
    ...(typeof r.body === 'string' ? { data: r.body } : r.body ? { multipart: r.body } : {}),
  });
}

// Desktop only: a phone would send the same requests.
test.skip(({ isMobile }) => isMobile, 'the same requests from any device');

test.describe('issue 35 item 11: what the web app answers a malformed request', () => {
  const xsrf = { cookie: `${COOKIE_NAMES.xsrf}=${XSRF}`, [XSRF_HEADER]: XSRF };

  test('an address that is not percent-encoded text names no page: the store’s 404', async ({ request }) => {
    for (const url of [
      '/fr/faq/%ZZ',
      '/faq/100%25',
      '/ae-ar/%ED%A0%80.html',
      '/media/%ZZ.webp',
      '/fr/a%00b',
    ]) {
      const res = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
      expect(res.status(), url).toBe(404);
    }
    // The French store's own not-found page, as for any address that names nothing.
    const page = await request.get('/fr/faq/%ZZ', { failOnStatusCode: false });
    expect(await page.text()).toContain('Page introuvable');
  });

  test('a server action sent a body it cannot read is a 400, and arguments that are not a form an empty form', async ({
    request,
  }) => {
    const [id] = actions.get('/[store]/contact') ?? [];
    expect(id, 'the contact form’s action in the build').toBeTruthy();
    const post = (type: string, data: string) =>
      request.post('/contact', {
        headers: { ...xsrf, 'next-action': id!, 'content-type': type },
        data,
        maxRedirects: 0,
        failOnStatusCode: false,
      });
    expect((await post('text/plain;charset=UTF-8', '["$K1",{"broken":')).status()).toBe(400);
    expect((await post('multipart/form-data; boundary=x', '--x\r\nbroken')).status()).toBe(400);
    // Well-formed, but no list of arguments, or more than the 1000 Next calls an action with.
    expect((await post('text/plain;charset=UTF-8', '"name=Ava"')).status()).toBe(400);
    expect((await post('text/plain;charset=UTF-8', JSON.stringify(Array(1001).fill(null)))).status()).toBe(
      400,
    );
    const notAForm = await post('text/plain;charset=UTF-8', '[null,"name=Ava"]');
    expect(notAForm.status()).toBe(200);
    // The form's own answer to an empty form: every field required, in the store's language.
    expect(await notAForm.text()).toContain('This field is required.');
  });

  test('the web app’s JSON endpoints refuse a body that is not JSON with a 415 in the API’s shape', async ({
    request,
  }) => {
    for (const path of ['/api/login', '/api/register']) {
      const res = await request.post(path, {
        headers: { ...xsrf, 'content-type': 'text/plain', locale: 'fr_FR' },
        data: '{"email":"ava@example.com","password":"x"}',
        failOnStatusCode: false,
      });
      expect(res.status(), path).toBe(415);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(error.message).toContain('application/json');
    }
  });
});

test.describe('issue 35 item 11: no page or route handler answers malformed input with a 5xx', () => {
  test('reads every route of the app tree', () => {
    const templates = routes.map((r) => r.template);
    expect(templates).toEqual(
      expect.arrayContaining([
        '/api/register',
        '/content-preview',
        '/media/[...path]',
        '/[store]/sitemap.xml',
      ]),
    );
    for (const route of routes) expect(route.methods.length, route.file).toBeGreaterThan(0);
  });

  for (const route of routes) {
    test(`${route.kind} ${route.template}`, async ({ request }) => {
      const requests = { classics: classics(route), drawn: requestArb(route), runs: RUNS_PER_ROUTE };
      const problems = await problemsOf(requests, async (r) => {
        const res = await send(request, r);
        if (res.status() >= 500) return `answered ${res.status()}: ${(await res.text()).slice(0, 200)}`;
        const json = (res.headers()['content-type'] ?? '').includes('json');
        return res.status() >= 400 && json ? errorShapeProblem(res.status(), await res.text()) : null;
      });
      expect(problems).toEqual([]);
    });
  }
});
