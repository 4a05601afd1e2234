import { COOKIE_NAMES, XSRF_HEADER } from '@vitrine/config';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from '../modules/content/seed.ts';
import { jsonRequest, registerAndLogin, uniqueAddress } from '../testing/accounts.ts';
import {
  bodyText,
  contentType,
  errorShapeProblem,
  headerValue,
  oddValue,
  problemsOf,
  wireValue,
} from '../testing/malformed.ts';
import { scratchDatabase } from '../testing/scratch-database.ts';
import { schemaObject, schemaValue, type Components, type SchemaObject } from '../testing/schema-values.ts';
import { createApi, type Api } from '../api.ts';
import { openApiDocuments } from '../openapi-document.ts';

/**
 * Issue 35 item 11: every route of the API, as its OpenAPI documents list them (generated from the
 * routes themselves, so a new route is fuzzed the day it exists), answers malformed bodies,
 * headers and query strings with a 4xx in the one error shape (decision 0006), never a 5xx. The
 * requests are drawn with a fixed seed; the classic mistakes of each kind are always among them.
 */
const RUNS_PER_ROUTE = 40;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: SchemaObject;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { types: string[]; schema: SchemaObject };
  signedIn: boolean;
}
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: SchemaObject }> };
        security?: unknown[];
      }
    >
  >;
  components?: { schemas?: Components };
}

const documents = (await openApiDocuments()) as Record<'v1' | 'v2', OpenApiDocument>;
const components: Components = { ...documents.v1.components?.schemas, ...documents.v2.components?.schemas };
const operations: Operation[] = (['v1', 'v2'] as const).flatMap((version) => [
  { method: 'GET', path: `/api/${version}/openapi.json`, parameters: [], signedIn: false },
  ...Object.entries(documents[version].paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = op.requestBody?.content;
      return {
        method: method.toUpperCase(),
        path: `/api/${version}${path}`,
        parameters: op.parameters ?? [],
        signedIn: (op.security ?? []).length > 0,
        ...(content
          ? { body: { types: Object.keys(content), schema: Object.values(content)[0]!.schema } }
          : {}),
      };
    }),
  ),
]);

/** A request as the fuzz sends it; printed as is when a route answers it badly. */
interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | { form: [string, string | { bytes: number[]; type: string }][] };
}

/** Why the API answered 500, by request id (its error log), so a failure names its cause. */
const causes = new Map<string, string>();
const errorLog = pino(
  { level: 'error' },
  {
    write(line: string) {
      const entry = JSON.parse(line) as {
        requestId?: string;
        err?: { type?: string; message?: string; stack?: string };
      };
      const where =
        entry.err?.stack
          ?.split('\n')
          .find((l) => l.includes('/src/'))
          ?.trim() ?? '';
      if (entry.requestId) causes.set(entry.requestId, `${entry.err?.type}: ${entry.err?.message} ${where}`);
    },
  },
);

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let api: Api;
/** Real credentials, so that signed-in routes read their input instead of stopping at 401. */
const sessions = { customer: '', staff: '', customerLogin: { email: '', password: '' } };
const XSRF = 'fuzz-anti-forgery-token-0123456789';

beforeAll(async () => {
  scratch = await scratchDatabase('fuzz');
  api = createApi({ db: scratch.db, log: errorLog, version: 'test' });
  const customer = await registerAndLogin(api);
  sessions.customer = customer.accessToken;
  sessions.customerLogin = { email: customer.email, password: customer.password };
  sessions.staff = await signIn(DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD);
}, 180_000);
afterAll(async () => scratch?.drop());

async function signIn(email: string, password: string): Promise<string> {
  const res = await jsonRequest(
    api,
    'POST',
    '/api/v1/auth/login',
    { email, password },
    {
      'x-forwarded-for': uniqueAddress(),
    },
  );
  expect(res.status, 'the fuzz signs in').toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A fuzzed request may sign its session out (logout, password change): sign in again. */
async function keepSessionsAlive() {
  const alive = async (token: string) =>
    (await api.request('/api/v1/auth/validate', { headers: { authorization: `Bearer ${token}` } })).status ===
    200;
  if (!(await alive(sessions.customer))) {
    sessions.customer = await signIn(sessions.customerLogin.email, sessions.customerLogin.password);
  }
  if (!(await alive(sessions.staff))) sessions.staff = await signIn(DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD);
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** Path parameters filled with values near the schema's or garbage, already percent-encoded. */
function pathArb(op: Operation): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'path');
  return fc
    .tuple(...params.map((p) => wireValue(schemaValue(p.schema, components).map(asText))))
    .map((values) =>
      params.reduce(
        // An empty segment would be another route; the fuzz wants this one.
        (path, p, i) => path.replace(`{${p.name}}`, values[i] || '%20'),
        op.path,
      ),
    );
}

/** Declared query parameters (each maybe missing, maybe repeated) and unknown ones. */
function queryArb(op: Operation): fc.Arbitrary<string> {
  const declared = op.parameters.filter((p) => p.in === 'query');
  const pair = (name: string, schema: SchemaObject | undefined) =>
    wireValue(schema ? schemaValue(schema, components).map(asText) : undefined).map((v) => `${name}=${v}`);
  return fc
    .tuple(
      fc.tuple(...declared.map((p) => fc.option(pair(p.name, p.schema), { freq: 4 }))),
      fc.array(
        fc.oneof(
          ...(declared.length ? [fc.constantFrom(...declared).chain((p) => pair(p.name, p.schema))] : []),
          fc.tuple(wireValue(fc.string({ maxLength: 10 })), wireValue()).map(([k, v]) => `${k}=${v}`),
          fc.constantFrom('&&', '=', '==', '%ZZ', 'a[]=1&a[b]=2', 'x'),
        ),
        { maxLength: 4 },
      ),
    )
    .map(([own, extra]) => [...own.filter((p): p is string => p !== null), ...extra].join('&'));
}

const sessionCookie = (token: string) => `${COOKIE_NAMES.jwt}=${token}; ${COOKIE_NAMES.xsrf}=${XSRF}`;

function headersArb(op: Operation): fc.Arbitrary<Record<string, string>> {
  const credentials = fc.constantFrom(
    () => sessions.customer,
    () => sessions.staff,
  );
  const extra = fc.record(
    {
      // Mostly a real store: an unknown one stops every request at the first step (§7.1).
      locale: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('en_GB', 'fr_FR', 'ar_AE', 'en_US') },
        { weight: 1, arbitrary: headerValue('en_XX', 'en-GB', 'EN_gb', 'ar', 'fr_FR, en_GB') },
      ),
      quote: headerValue('00000000-0000-0000-0000-000000000000', 'a.b.c'),
      wishlist: headerValue('00000000-0000-0000-0000-000000000000'),
      'idempotency-key': fc.oneof(fc.uuid(), headerValue('0', 'key with spaces')),
      'x-forwarded-for': fc.oneof(
        fc.constant(uniqueAddress()),
        headerValue('::1', '256.1.1.1', '1.1.1.1, 2.2.2.2'),
      ),
      [XSRF_HEADER]: fc.oneof(fc.constant(XSRF), headerValue(XSRF.slice(0, 15))),
      cookie: headerValue(
        `${COOKIE_NAMES.jwt}=a.b.c`,
        `${COOKIE_NAMES.xsrf}=x; ${COOKIE_NAMES.xsrf}=y`,
        '=; ;=;',
        `${COOKIE_NAMES.jwt}=%ZZ`,
        `${COOKIE_NAMES.quoteToken}=%00; ${COOKIE_NAMES.wishlistToken}=`,
      ),
    },
    { requiredKeys: [] },
  );
  const auth = fc.oneof(
    fc.constant({}),
    credentials.map((token) => ({ authorization: `Bearer ${token()}` })),
    credentials.map((token) => ({ cookie: sessionCookie(token()), [XSRF_HEADER]: XSRF })),
    headerValue(
      'Bearer',
      'Bearer ',
      'Bearer a.b.c',
      'Basic dXNlcjpwYXNz',
      'Bearer e30.e30.',
      'Bearer  x  y',
    ).map((authorization) => ({ authorization })),
  );
  return fc
    .tuple(op.signedIn ? fc.oneof({ weight: 3, arbitrary: auth }, fc.constant({})) : auth, extra)
    .map(([a, e]) => ({ ...e, ...a }));
}

function bodyArb(op: Operation): fc.Arbitrary<Pick<FuzzRequest, 'body' | 'headers'>> {
  const object = op.body
    ? schemaObject(op.body.schema, components)
    : fc.dictionary(fc.string(), oddValue, { maxKeys: 3 });
  const text: fc.Arbitrary<Pick<FuzzRequest, 'body' | 'headers'>> = fc.oneof(
    // Often well-formed JSON of odd values, so that the route's own code reads them.
    object.map((value) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) })),
    fc.tuple(contentType, bodyText(object)).map(([type, body]) => ({
      headers: type === undefined ? ({} as Record<string, string>) : { 'content-type': type },
      ...(body === undefined ? {} : { body }),
    })),
  );
  if (!op.body?.types.includes('multipart/form-data')) return text;
  // A real upload whose parts are wrong: text where a file goes, a file that is not a photo.
  const part = fc.oneof(
    oddValue.map(asText),
    fc.record({
      bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
      type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', '', 'image/svg+xml'),
    }),
  );
  const form = fc
    .array(fc.tuple(fc.constantFrom('image', 'category', 'limit', 'image', ''), part), { maxLength: 4 })
    .map((parts) => ({ headers: {}, body: { form: parts } }));
  return fc.oneof(text, form);
}

function requestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    { weight: 9, arbitrary: fc.constant(op.method) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE') },
  );
  return fc
    .tuple(method, pathArb(op), queryArb(op), headersArb(op), bodyArb(op))
    .map(([m, path, query, headers, body]) => ({
      method: m,
      url: query ? `${path}?${query}` : path,
      headers: { ...headers, ...(m === 'GET' ? {} : body.headers) },
      ...(m === 'GET' || body.body === undefined ? {} : { body: body.body }),
    }));
}

/** The classic mistakes, sent to every route whatever the draw. */
function classics(op: Operation): FuzzRequest[] {
  const query = (value: string) =>
    op.parameters
      .filter((p) => p.in === 'query')
      .flatMap((p) => [`${p.name}=${value}`, `${p.name}=1e309`, `${p.name}=${'x'.repeat(5_000)}`])
      .join('&');
  const get = (value: string, headers: Record<string, string>) => ({
    method: op.method,
    url: `${op.path.replace(/\{[^}]+\}/g, value)}?${query(value)}`,
    headers,
  });
  const staff = () => ({ authorization: `Bearer ${sessions.staff}` });
  const base: FuzzRequest[] = [
    get('%ZZ', { locale: 'xx_XX' }),
    get('%ZZ', { authorization: 'Bearer not.a.token' }),
    get('%ZZ', { cookie: `${COOKIE_NAMES.jwt}=%ZZ; =;;` }),
    get('%ZZ', { quote: '%00', wishlist: 'x'.repeat(3_000), 'idempotency-key': '' }),
    get('a%00b', {}),
    get('a%00b', staff()),
    get('%ED%A0%80', staff()),
  ];
  if (op.method === 'GET') return base;
  const first = Object.keys(op.body?.schema.properties ?? {})[0] ?? 'email';
  const send = (type: string | undefined, body: string) => ({
    method: op.method,
    url: op.path.replace(/\{[^}]+\}/g, 'x'),
    headers: {
      'x-forwarded-for': uniqueAddress(),
      // Signed in (staff are customers too), so that the body is what gets refused.
      ...(op.signedIn ? staff() : {}),
      ...(type ? { 'content-type': type } : {}),
    },
    body,
  });
  return [
    ...base,
    send('text/plain', `{"${first}":"a"}`),
    send('application/x-www-form-urlencoded', `${first}=a`),
    send(undefined, `{"${first}":"a"}`),
    send('application/json', `{"${first}":"a`),
    send('application/json', '['.repeat(50_000) + ']'.repeat(50_000)),
    send('application/json', `{"${first}":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`),
    send('application/json', `[{"${first}":"a"}]`),
    send('application/json', `{"${first}":"a\\u0000b"}`),
    send('application/json', `{"${first}":"\\ud800"}`),
    send('application/json', `{"${first}":1e400}`),
    send('application/json', `{"${first}":"${'y'.repeat(200_000)}"}`),
    send('multipart/form-data', 'not multipart'),
  ];
}

/** What is wrong with an answer, or null when it is a fair one. */
async function problemWith(res: Response): Promise<string | null> {
  if (res.status >= 500) {
    const id = res.headers.get('x-request-id') ?? '';
    return `answered ${res.status} (${causes.get(id) ?? (await res.text()).slice(0, 300)})`;
  }
  if (res.status < 400) {
    await res.body?.cancel();
    return null;
  }
  return errorShapeProblem(res.status, await res.text());
}

async function send(request: FuzzRequest): Promise<Response> {
  let body: BodyInit | undefined;
  if (typeof request.body === 'string') body = request.body;
  else if (request.body) {
    const form = new FormData();
    for (const [name, part] of request.body.form) {
      if (typeof part === 'string') form.append(name, part);
      else form.append(name, new File([new Uint8Array(part.bytes)], 'photo', { type: part.type }));
    }
    body = form;
  }
  return api.request(request.url, {
    method: request.method,
    headers: request.headers,
    ...(body ? { body } : {}),
  });
}

describe('issue 35 item 11: no route of the API answers malformed input with a 5xx', () => {
  it('fuzzes every route the OpenAPI documents list', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_, op) => {
    await keepSessionsAlive();
    const requests = { classics: classics(op), drawn: requestArb(op), runs: RUNS_PER_ROUTE };
    expect(await problemsOf(requests, async (request) => problemWith(await send(request)))).toEqual([]);
  });
});
