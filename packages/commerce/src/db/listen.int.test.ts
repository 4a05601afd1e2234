import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/database.ts';
import { listingIndexFor } from '../modules/listing/listing-index.ts';
import { listenForChanges } from '../modules/listing/product-changes.ts';
import { listenForAll } from './listen.ts';

// Issue 30: a process keeps one LISTEN connection, whose notifications go to the subscribers of
// their channel (the listing index, the product pages, the content caches); the listing index,
// fed by it (listenForChanges), opens no connection of its own.

const writer = testDatabase();
const reader = testDatabase();
const silent = { info: () => {}, warn: () => {} };
const index = listingIndexFor(reader, { log: silent })!;
afterAll(async () => {
  await index.stop();
  await writer.$client.end();
  await reader.$client.end();
});

const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('one listener for every subscriber of a process', () => {
  it('listens on every channel over one connection and hands each notification to its channel’s subscribers', async () => {
    const heard: string[] = [];
    const listening: string[] = [];
    const subscriber = (name: string, channel: string) => ({
      channel,
      onNotification: (payload: string) => heard.push(`${name}:${payload}`),
      onListening: () => listening.push(name),
    });
    const listener = listenForAll(
      reader,
      [
        subscriber('index', 'one_listener_a'),
        subscriber('pages', 'one_listener_a'),
        subscriber('content', 'one_listener_b'),
      ],
      { keepaliveMs: 60_000, log: { info: () => {}, warn: () => {} } },
    );
    try {
      await until(() => listener.listening);
      expect(listening).toEqual(['index', 'pages', 'content']);
      const { rows } = await writer.$client.query(
        `select count(distinct pid)::int as connections from pg_stat_activity
          where pid <> pg_backend_pid() and query like 'listen one_listener_%'`,
      );
      expect(rows[0].connections).toBe(1);
      await writer.$client.query(
        `select pg_notify('one_listener_a', '7'), pg_notify('one_listener_b', 'footer')`,
      );
      await until(() => heard.length === 3);
      expect(heard.sort()).toEqual(['content:footer', 'index:7', 'pages:7']);
    } finally {
      await listener.stop();
    }
  });
});

describe('the listing index as a subscriber of the process’s one listener', () => {
  it('builds, serves and hears product changes through the one connection', async () => {
    const changed: (string[] | undefined)[] = [];
    const others: string[] = [];
    const listener = listenForChanges(reader, {
      log: silent,
      keepaliveMs: 60_000,
      onChange: (urlKeys) => changed.push(urlKeys),
      others: [{ channel: 'one_listener_others', onNotification: (payload) => others.push(payload) }],
    });
    try {
      index.start();
      expect(await index.ready()).toBe(true);
      await until(() => index.state === 'ready');
      // Ready means listening: in this mode only the one listener can have said so.
      const product = await writer.$client.query(`select id, url_key from products order by id limit 1`);
      const { id, url_key: urlKey } = product.rows[0] as { id: number; url_key: string };
      await writer.$client.query(
        `select pg_notify('listing_index', $1), pg_notify('one_listener_others', 'hello')`,
        [String(id)],
      );
      await until(() => changed.some((keys) => keys?.includes(urlKey)) && others.includes('hello'));
      await index.settled();
      expect(index.state).toBe('ready');
    } finally {
      await listener.stop();
    }
  });
});
