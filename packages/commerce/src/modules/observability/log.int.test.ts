import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { fromAddress, jsonRequest, uniqueAddress } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { LIMITS } from '../security/limits.ts';

const db = testDatabase();
const lines: Record<string, unknown>[] = [];
const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
const api = createApi({ db, log, version: 'test' });
afterAll(() => db.$client.end());

const report = (extra: Record<string, unknown> = {}) => ({
  kind: 'request',
  message: 'Request Error (status: 500) (serverSide: false) /customer: Internal error',
  level: 'error',
  tags: { area: 'account' },
  path: '/customer',
  clientSide: true,
  breadcrumbs: [{ category: 'navigation', message: '/customer/account', timestamp: 1 }],
  ...extra,
});
const post = (body: unknown, address = uniqueAddress()) =>
  jsonRequest(api, 'POST', '/api/v1/log', body, { ...fromAddress(address), 'user-agent': 'UA/1' });
const clientReports = () => lines.filter((l) => l.msg === 'client report');

describe('§8 POST /api/v1/log (browser reports without a Sentry DSN)', () => {
  it('writes a structured log line and answers 204', async () => {
    const before = clientReports().length;
    const res = await post(report({ path: '/customer?email=a@b.example' }));
    expect(res.status).toBe(204);
    const line = clientReports().at(-1)!;
    expect(clientReports()).toHaveLength(before + 1);
    expect(line).toMatchObject({
      level: 50,
      source: 'browser',
      userAgent: 'UA/1',
      store: 'en-GB',
      report: {
        kind: 'request',
        message: 'Request Error (status: 500) (serverSide: false) /customer: Internal error',
        tags: { area: 'account' },
        path: '/customer',
        clientSide: true,
      },
    });
    expect(line.requestId).toBeTruthy();
  });

  it("logs a browser's 'fatal' as an error and a warning as a warning", async () => {
    await post(report({ level: 'fatal' }));
    expect(clientReports().at(-1)!.level).toBe(50);
    await post(report({ level: 'warning' }));
    expect(clientReports().at(-1)!.level).toBe(40);
  });

  it('validates and bounds what it accepts', async () => {
    const cases: unknown[] = [
      report({ level: 'panic' }),
      report({ message: '' }),
      report({ message: 'x'.repeat(2001) }),
      report({ stack: 'x'.repeat(8001) }),
      report({ tags: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`t${i}`, 'v'])) }),
      report({ tags: { 'bad key': 'v' } }),
      report({ breadcrumbs: Array.from({ length: 51 }, () => ({ category: 'c', message: 'm' })) }),
      report({ extra: 'field' }),
    ];
    for (const body of cases) expect((await post(body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
  });

  it('refuses a body over its size limit before parsing it', async () => {
    const res = await post(report({ stack: 'x'.repeat(40_000) }));
    expect(res.status).toBe(413);
  });

  it('rate-limits per client address', async () => {
    const address = uniqueAddress();
    const { points } = LIMITS.clientLogsPerAddress;
    for (let i = 0; i < points; i++) expect((await post(report(), address)).status).toBe(204);
    const limited = await post(report(), address);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await post(report(), uniqueAddress())).status).toBe(204);
  });
});
