import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../testing/accounts.ts';
import { testDatabase } from '../testing/database.ts';
import { LIMITS } from '../modules/security/limits.ts';
import { createApi } from '../api.ts';
import { apiNodeServer } from './node-server.ts';

// Issue 35 item 3, decision 0028: per-address limits count the address the server saw, over real
// sockets. Linux answers on all of 127.0.0.0/8, so each client below connects from an address of
// its own (localAddress) to the API's own server, as `npm run api` runs it.

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
const servers: Server[] = [];

async function listening(hops: number): Promise<number> {
  const server = apiNodeServer(api, hops);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

let direct: number;
beforeAll(async () => {
  direct = await listening(0);
  await db.$client.query("delete from rate_limits where key like 'contactPerAddress:127.0.0.%'");
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await db.$client.end();
});

/** A §7.6 contact message (limited per client address) sent from `from` with these headers. */
function contact(port: number, from: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({
    name: 'Camille Martin',
    email: uniqueEmail('contact'),
    topic: 'returns',
    message: 'Ma robe est arrivée abîmée.',
  });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/v1/contact',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const LIMIT = LIMITS.contactPerAddress.points;

describe('per-address limits over real connections', () => {
  it('a client that writes X-Forwarded-For, or the address header itself, does not start afresh', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const forged = {
        'x-forwarded-for': `198.51.100.${i + 1}`,
        'x-vitrine-client-address': `192.0.2.${i + 1}`,
      };
      expect(await contact(direct, '127.0.0.2', forged)).toBe(202);
    }
    expect(await contact(direct, '127.0.0.2', { 'x-forwarded-for': '198.51.100.200' })).toBe(429);
    expect(await contact(direct, '127.0.0.2', { 'x-forwarded-for': '127.0.0.2, 198.51.100.201' })).toBe(429);
  });

  it('clients that send no forwarding header are counted apart, not as one bucket', async () => {
    for (let i = 0; i < LIMIT; i++) expect(await contact(direct, '127.0.0.3')).toBe(202);
    expect(await contact(direct, '127.0.0.3')).toBe(429);
    expect(await contact(direct, '127.0.0.4')).toBe(202);
  });

  it('behind one trusted proxy, the right-most forwarded entry is the client', async () => {
    const proxied = await listening(1);
    // The proxy (127.0.0.5) appends what it saw; what the client put before it is ignored.
    const from = (client: string, forged: string) => ({ 'x-forwarded-for': `${forged}, ${client}` });
    for (let i = 0; i < LIMIT; i++)
      expect(await contact(proxied, '127.0.0.5', from('203.0.113.7', `10.1.1.${i}`))).toBe(202);
    expect(await contact(proxied, '127.0.0.5', from('203.0.113.7', '10.1.1.99'))).toBe(429);
    expect(await contact(proxied, '127.0.0.5', from('203.0.113.8', '203.0.113.7'))).toBe(202);
  });
});
