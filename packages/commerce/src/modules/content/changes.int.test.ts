import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/database.ts';
import { CONTENT_CHANNEL, listenForContentChanges } from './changes.ts';
import {
  publishBanner,
  publishEntry,
  saveBannerDraft,
  saveDraft,
  scheduleBanner,
  unpublishEntry,
} from './service.ts';

// Issue 5: a publish on one app instance reaches every other instance (decision 0011), through
// PostgreSQL, at commit and only at commit.

const writer = testDatabase();
const reader = testDatabase();
afterAll(async () => {
  await writer.$client.end();
  await reader.$client.end();
});

const silent = { info: () => {}, warn: () => {} };

function listen(options: { retryMs?: number } = {}) {
  const heard: (string | undefined)[] = [];
  const listener = listenForContentChanges(reader, {
    onChange: (what) => heard.push(what),
    log: silent,
    keepaliveMs: 60_000,
    ...options,
  });
  return { heard, listener };
}

const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** A change another instance cannot miss: everything notified before it has arrived with it. */
const marker = async (heard: (string | undefined)[], name: string) => {
  await writer.$client.query(`select pg_notify($1, $2)`, [CONTENT_CHANNEL, name]);
  await until(() => heard.includes(name));
};

const page = (slug: string) => ({ kind: 'page' as const, key: slug, locale: 'en-GB' as const });

describe('issue 5: content changes reach every instance', () => {
  it('a publish and an unpublish on one connection reach a listener on another; a draft edit does not', async () => {
    const { heard, listener } = await (async () => {
      const l = listen();
      await until(() => l.listener.listening);
      return l;
    })();
    try {
      const slug = `notify-${Date.now()}`;
      await saveDraft(writer, page(slug), { title: 'Notify', slug, body: '<p>x</p>' }, null);
      await publishEntry(writer, page(slug), null);
      await until(() => heard.length === 1);
      expect(heard).toEqual([`entry page/${slug} en-GB`]);

      await unpublishEntry(writer, page(slug), null);
      await until(() => heard.length === 2);
      await saveDraft(writer, page(slug), { title: 'Edited', slug, body: '<p>y</p>' }, null);
      await marker(heard, 'after-draft');
      expect(heard).toEqual([`entry page/${slug} en-GB`, `entry page/${slug} en-GB`, 'after-draft']);
    } finally {
      await listener.stop();
    }
  });

  it('a publish rolled back with its transaction notifies nobody', async () => {
    const l = listen();
    await until(() => l.listener.listening);
    try {
      const slug = `rollback-${Date.now()}`;
      await saveDraft(writer, page(slug), { title: 'Rolled back', slug, body: '<p>x</p>' }, null);
      await writer
        .transaction(async (tx) => {
          await publishEntry(tx, page(slug), null);
          tx.rollback();
        })
        .catch(() => {});
      await marker(l.heard, 'after-rollback');
      expect(l.heard).toEqual(['after-rollback']);
      const { rows } = await writer.$client.query(
        `select published from content_entries where kind = 'page' and key = $1`,
        [slug],
      );
      expect(rows[0].published).toBeNull();
    } finally {
      await l.listener.stop();
    }
  });

  it('banner publish and schedule notify; a refused schedule does not', async () => {
    const l = listen();
    await until(() => l.listener.listening);
    try {
      const address = { region: 'UK', type: 'listing' as const, bannerId: `notify-${Date.now()}` };
      await saveBannerDraft(writer, address, { Title: 'Notify', Link: '/new-in.html' }, null);
      await publishBanner(writer, address, null);
      await scheduleBanner(writer, address, null, null);
      await expect(
        scheduleBanner(writer, address, { desktop: [{ StartDate: 'not a date' }] }, null),
      ).rejects.toMatchObject({ status: 400 });
      await marker(l.heard, 'after-banner');
      const change = `banner UK/listing/${address.bannerId}`;
      expect(l.heard).toEqual([change, change, 'after-banner']);
    } finally {
      await l.listener.stop();
    }
  });

  it('comes back after its connection is killed and says a change may have been missed', async () => {
    const l = listen({ retryMs: 50 });
    await until(() => l.listener.listening);
    try {
      const { rows } = await writer.$client.query(
        `select pg_terminate_backend(pid) as killed from pg_stat_activity
          where pid <> pg_backend_pid() and query = $1`,
        [`listen ${CONTENT_CHANNEL}`],
      );
      expect(rows.length).toBeGreaterThan(0);
      // undefined: "assume everything changed" (a publish may have gone unheard while down).
      await until(() => l.heard.includes(undefined));
      await marker(l.heard, 'after-reconnect');
      expect(l.listener.listening).toBe(true);
    } finally {
      await l.listener.stop();
    }
  });
});
