import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '@vitrine/commerce/testing';
import { startListingIndex } from '@vitrine/commerce/listing';
import { getDb } from '@vitrine/commerce/db';
import { markWarmingUp, warmUp } from '@/server/warm-up';
import { GET } from './route';

const holder = globalThis as unknown as { __vitrineDb?: { $client: { end(): Promise<void> } } };

async function withDatabase(url: string | undefined) {
  await holder.__vitrineDb?.$client.end();
  delete holder.__vitrineDb;
  if (url) process.env.DATABASE_URL = url;
  else delete process.env.DATABASE_URL;
}

afterEach(() => withDatabase(undefined));

describe('§2.1 /elb-health-check', () => {
  it('answers 200 when the database answers, with what the listing index is doing', async () => {
    await withDatabase(testDatabaseUrl());
    const res = await GET();
    expect(res.status).toBe(200);
    // Nothing started this process's index: it is built on a server's start or first listing.
    expect(await res.json()).toEqual({
      status: 'ok',
      database: 'up',
      listingIndex: 'idle',
      searchDocuments: 'idle',
    });
    expect(res.headers.get('cache-control')).toBe('no-store');

    // A server starts it (instrumentation-node.ts); the health check says when it is built.
    startListingIndex(getDb());
    expect(((await (await GET()).json()) as { listingIndex: string }).listingIndex).toBe('building');
    await expect
      .poll(async () => ((await (await GET()).json()) as { listingIndex: string }).listingIndex, {
        timeout: 20_000,
      })
      .toBe('ready');
    // Then it reads the search documents, and searches rank in memory (decision 0023).
    await expect
      .poll(async () => ((await (await GET()).json()) as { searchDocuments: string }).searchDocuments, {
        timeout: 20_000,
      })
      .toBe('ready');
  });

  it('answers 503 "starting" while a new web server warms up, then 200', async () => {
    await withDatabase(testDatabaseUrl());
    // What the custom server does before it takes its first request (server/main.ts).
    markWarmingUp();
    const starting = await GET();
    expect(starting.status).toBe(503);
    expect(await starting.json()).toMatchObject({ status: 'starting', database: 'up' });
    await warmUp('http://127.0.0.1:1', [], { indexWaitMs: 0 });
    const warm = await GET();
    expect(warm.status).toBe(200);
    expect(await warm.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database does not', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    await withDatabase('postgresql://postgres:x@127.0.0.1:1/vitrine');
    const res = await GET();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'down' });
  });

  it('answers 503, not 500, when no database is configured', async () => {
    await withDatabase(undefined);
    expect((await GET()).status).toBe(503);
  });
});
