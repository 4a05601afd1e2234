import type { Api } from '../api.ts';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address.ts';
import type { Database } from '../db/client.ts';

/** Helpers for tests that need customers: unique identities and calls through the real API. */
let counter = 0;
export const uniqueEmail = (tag = 'shopper') =>
  `${tag}.${process.pid}.${Date.now()}.${++counter}@example.com`;
/**
 * A distinct client address per test, so per-address limits of one test never trip another: an
 * IPv6 address in its own /64 (limits count IPv6 by /64), unique to this process and call.
 */
export const uniqueAddress = () => {
  const n = ++counter;
  return `fd00:${(process.pid >>> 16).toString(16)}:${(process.pid & 0xffff).toString(16)}:${(n & 0xffff).toString(16)}::1`;
};

/**
 * The header by which the server that owns the socket hands a request's client address on
 * (decision 0028): a test calling the API in process plays that server.
 */
export const fromAddress = (address: string = uniqueAddress()) => ({ [CLIENT_ADDRESS_HEADER]: address });

export const STRONG_PASSWORD = 'Velvet-Orchid-Parade-42';

export async function jsonRequest(
  api: Api,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return api.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export async function registerAndLogin(
  api: Api,
  options: { email?: string; password?: string; locale?: string; address?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? STRONG_PASSWORD;
  const headers = {
    ...fromAddress(options.address),
    ...(options.locale ? { locale: options.locale } : {}),
  };
  const registered = await jsonRequest(
    api,
    'POST',
    '/api/v1/registration',
    { email, password, firstName: 'Ava', lastName: 'Stone' },
    headers,
  );
  if (registered.status !== 202)
    throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
  const login = await jsonRequest(api, 'POST', '/api/v1/auth/login', { email, password }, headers);
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const pair = (await login.json()) as { accessToken: string; refreshToken: string; customerId: string };
  return { email, password, ...pair, bearer: { authorization: `Bearer ${pair.accessToken}` } };
}

/** The newest email queued for an address, with its template data. */
export async function lastMail(db: Database, to: string) {
  const { rows } = await db.$client.query<{
    template: string;
    meta: Record<string, string>;
    subject: string;
    text: string;
    locale: string;
  }>(
    'select template, meta, subject, text, locale from mail_outbox where to_address = $1 order by id desc limit 1',
    [to.toLowerCase()],
  );
  return rows[0];
}
