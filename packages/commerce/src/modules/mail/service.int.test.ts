import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { loadEnv } from '../../env.ts';
import { testDatabase, testDatabaseUrl } from '../../testing/database.ts';
import type { MailMessage } from './messages.ts';
import { mailOutbox } from './schema.ts';
import {
  deliverDueMail,
  inboxMessage,
  inboxMessages,
  MAX_ATTEMPTS,
  PermanentMailError,
  queueMail,
  RETRY_DELAYS_MS,
  SENDING_LEASE_MS,
  MAIL_QUEUED_CHANNEL,
  mailDeliveryJob,
  type MailTransport,
  type OutgoingMail,
} from './service.ts';

const db = testDatabase();
afterAll(() => db.$client.end());
// The outbox is this module's own table; files run one at a time, so each test starts empty.
beforeEach(async () => {
  await db.$client.query('delete from mail_outbox');
});

const welcome = (firstName = 'Ann'): MailMessage => ({
  template: 'welcome',
  data: { firstName, accountUrl: 'https://shop.example/customer/account' },
});

/** A transport that records what it sends, optionally slowly or failing. */
function fakeTransport(
  behaviour: { delayMs?: number; fail?: (mail: OutgoingMail) => Error | undefined } = {},
) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    name: 'fake',
    async send(mail) {
      if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
      const error = behaviour.fail?.(mail);
      if (error) throw error;
      sent.push(mail);
    },
  };
  return { transport, sent };
}

async function row(id: number) {
  const [r] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return r!;
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe('queueMail', () => {
  it('renders the message in the store language and queues it with its data as strings', async () => {
    const id = await queueMail(db, {
      to: ' lea@example.com ',
      locale: 'fr-FR',
      message: {
        template: 'password-reset',
        data: { firstName: 'Léa', resetUrl: 'https://shop.example/fr/reset?token=t1', expiresMinutes: 45 },
      },
    });
    const r = await row(id);
    expect(r).toMatchObject({
      template: 'password-reset',
      locale: 'fr-FR',
      toAddress: 'lea@example.com',
      status: 'queued',
      attempts: 0,
      transport: null,
      sentAt: null,
      meta: { firstName: 'Léa', resetUrl: 'https://shop.example/fr/reset?token=t1', expiresMinutes: '45' },
    });
    expect(r.subject).toBe('Réinitialisation de votre mot de passe Vitrine');
    expect(r.html).toContain('<html lang="fr" dir="ltr">');
    expect(r.text).toContain('https://shop.example/fr/reset?token=t1');
  });

  it('is part of the caller’s transaction: a rolled-back change sends nothing', async () => {
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, { to: 'ghost@example.com', locale: 'en-GB', message: welcome() });
        throw new Error('the account insert failed');
      }),
    ).rejects.toThrow('the account insert failed');
    expect(await inboxMessages(db, { to: 'ghost@example.com', limit: 10 })).toEqual([]);
  });

  it('refuses an address that could add a header or a recipient, and an unknown locale', async () => {
    await expect(
      queueMail(db, { to: 'a@example.com\r\nBcc: b@example.com', locale: 'en-GB', message: welcome() }),
    ).rejects.toThrow(/Not an email address/);
    await expect(
      queueMail(db, { to: 'a@example.com, b@example.com', locale: 'en-GB', message: welcome() }),
    ).rejects.toThrow(/Not an email address/);
    await expect(queueMail(db, { to: 'a@example.com', locale: 'xx-XX', message: welcome() })).rejects.toThrow(
      /Unknown locale/,
    );
  });
});

describe('deliverDueMail', () => {
  it('sends queued mail once and records how', async () => {
    const id = await queueMail(db, { to: 'ann@example.com', locale: 'en-GB', message: welcome() });
    const { transport, sent } = fakeTransport();
    const report = await deliverDueMail(db, transport, { limit: 10 });
    expect(report).toMatchObject({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id, to: 'ann@example.com', locale: 'en-GB', template: 'welcome' });
    expect(sent[0]!.subject).toBe('Welcome to Vitrine');
    const r = await row(id);
    expect(r).toMatchObject({ status: 'sent', transport: 'fake', attempts: 1, lastError: null });
    expect(r.sentAt).toBeInstanceOf(Date);

    expect((await deliverDueMail(db, transport, { limit: 10 })).claimed).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('takes the oldest first and no more than the limit', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++)
      ids.push(await queueMail(db, { to: `n${i}@example.com`, locale: 'en-GB', message: welcome() }));
    const { transport, sent } = fakeTransport();
    expect((await deliverDueMail(db, transport, { limit: 3 })).sent).toBe(3);
    expect(sent.map((m) => m.id)).toEqual(ids.slice(0, 3));
  });

  it('retries a failure later, waiting longer each time (1 min, 5 min, 30 min...)', async () => {
    const id = await queueMail(db, { to: 'retry@example.com', locale: 'en-GB', message: welcome() });
    const { transport } = fakeTransport({ fail: () => new Error('connect ECONNREFUSED 127.0.0.1:25') });
    const t0 = later(new Date(), 1_000);

    expect(await deliverDueMail(db, transport, { limit: 10, now: t0 })).toMatchObject({
      claimed: 1,
      retried: 1,
    });
    let r = await row(id);
    expect(r).toMatchObject({ status: 'queued', attempts: 1, transport: 'fake' });
    expect(r.lastError).toContain('ECONNREFUSED');
    expect(r.nextAttemptAt.getTime()).toBe(t0.getTime() + RETRY_DELAYS_MS[0]);

    // Not due yet: untouched.
    expect((await deliverDueMail(db, transport, { limit: 10, now: later(t0, 30_000) })).claimed).toBe(0);

    const t1 = later(t0, RETRY_DELAYS_MS[0]);
    await deliverDueMail(db, transport, { limit: 10, now: t1 });
    r = await row(id);
    expect(r).toMatchObject({ status: 'queued', attempts: 2 });
    expect(r.nextAttemptAt.getTime()).toBe(t1.getTime() + RETRY_DELAYS_MS[1]);

    // The server is back: the third attempt goes through and clears the error.
    const t2 = later(t1, RETRY_DELAYS_MS[1]);
    const ok = fakeTransport();
    await deliverDueMail(db, ok.transport, { limit: 10, now: t2 });
    r = await row(id);
    expect(r).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(r.sentAt!.getTime()).toBe(t2.getTime());
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    const id = await queueMail(db, { to: 'never@example.com', locale: 'en-GB', message: welcome() });
    const { transport } = fakeTransport({ fail: () => new Error('421 try again later') });
    let now = later(new Date(), 1_000);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await deliverDueMail(db, transport, { limit: 10, now });
      expect(report.claimed, `attempt ${attempt}`).toBe(1);
      const r = await row(id);
      expect(r.attempts).toBe(attempt);
      expect(r.status).toBe(attempt < MAX_ATTEMPTS ? 'queued' : 'failed');
      now = later(r.nextAttemptAt, 1);
    }
    expect((await deliverDueMail(db, transport, { limit: 10, now: later(now, 86_400_000) })).claimed).toBe(0);
    expect((await row(id)).lastError).toContain('421 try again later');
  });

  it('fails at once on a permanent rejection', async () => {
    const id = await queueMail(db, { to: 'nobody@example.com', locale: 'en-GB', message: welcome() });
    const { transport } = fakeTransport({
      fail: () => new PermanentMailError('550 5.1.1 mailbox unavailable'),
    });
    expect(await deliverDueMail(db, transport, { limit: 10 })).toMatchObject({ failed: 1, retried: 0 });
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringContaining('550'),
    });
  });

  it('one failing message does not hold up the others', async () => {
    const bad = await queueMail(db, { to: 'bad@example.com', locale: 'en-GB', message: welcome() });
    const good = await queueMail(db, { to: 'good@example.com', locale: 'en-GB', message: welcome() });
    const { transport, sent } = fakeTransport({
      fail: (m) => (m.id === bad ? new Error('boom') : undefined),
    });
    await deliverDueMail(db, transport, { limit: 10 });
    expect(sent.map((m) => m.id)).toEqual([good]);
    expect((await row(bad)).status).toBe('queued');
  });

  it('never sends a message twice when several workers run at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) {
      ids.push(await queueMail(db, { to: `race${i}@example.com`, locale: 'en-GB', message: welcome() }));
    }
    // One slow transport shared by five workers, each draining the queue in small batches. No
    // sweep for stuck rows: it would make the claims queue up behind each other and hide a race.
    const { transport, sent } = fakeTransport({ delayMs: 1 });
    const claimsPerWorker: number[] = [];
    async function worker(n: number) {
      claimsPerWorker[n] = 0;
      for (;;) {
        const report = await deliverDueMail(db, transport, { limit: 2, reclaimStuck: false });
        if (report.claimed === 0) return;
        claimsPerWorker[n] += report.claimed;
      }
    }
    await Promise.all([0, 1, 2, 3, 4].map(worker));

    const counts = new Map<number, number>();
    for (const m of sent) counts.set(m.id, (counts.get(m.id) ?? 0) + 1);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    // The workers really did share the queue.
    expect(claimsPerWorker.filter((c) => c > 0).length).toBeGreaterThan(1);
    const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('skips rows another worker has claimed but not yet committed, instead of waiting for them', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(await queueMail(db, { to: `lock${i}@example.com`, locale: 'en-GB', message: welcome() }));
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const held = {
      transport: { name: 'held', send: () => gate } satisfies MailTransport,
      sent: [] as number[],
    };
    // Worker A claims inside a transaction it keeps open until the gate opens (as a slow claim would).
    const a = db.transaction((tx) => deliverDueMail(tx, held.transport, { limit: 2 }));
    await new Promise((r) => setTimeout(r, 100));
    const safety = setTimeout(open, 3_000);
    const b = fakeTransport();
    const reportB = await deliverDueMail(db, b.transport, { limit: 10 });
    const bFinishedBeforeGate = await Promise.race([gate.then(() => false), Promise.resolve(true)]);
    open();
    clearTimeout(safety);
    const reportA = await a;
    expect(bFinishedBeforeGate).toBe(true);
    expect(reportA.sent).toBe(2);
    expect(reportB.sent).toBe(2);
    expect(b.sent.map((m) => m.id)).toEqual(ids.slice(2));
    const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('picks up a message whose worker died while sending, once its lease has run out', async () => {
    const stuck = await queueMail(db, { to: 'stuck@example.com', locale: 'en-GB', message: welcome() });
    const busy = await queueMail(db, { to: 'busy@example.com', locale: 'en-GB', message: welcome() });
    const now = later(new Date(), 1_000);
    // Claimed by a worker that crashed SENDING_LEASE_MS + 1 s ago; another one claimed just now.
    await db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: later(now, -1_000) })
      .where(eq(mailOutbox.id, stuck));
    await db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: later(now, SENDING_LEASE_MS) })
      .where(eq(mailOutbox.id, busy));

    const { transport, sent } = fakeTransport();
    const report = await deliverDueMail(db, transport, { limit: 10, now });
    expect(report).toMatchObject({ reclaimed: 1, claimed: 1, sent: 1 });
    expect(sent.map((m) => m.id)).toEqual([stuck]);
    expect(await row(stuck)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await row(busy)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('marks failed a message that was interrupted on its last attempt', async () => {
    const id = await queueMail(db, { to: 'crash@example.com', locale: 'en-GB', message: welcome() });
    const now = later(new Date(), 1_000);
    await db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: MAX_ATTEMPTS, nextAttemptAt: later(now, -1) })
      .where(eq(mailOutbox.id, id));
    const { transport, sent } = fakeTransport();
    await deliverDueMail(db, transport, { limit: 10, now });
    expect(sent).toEqual([]);
    expect(await row(id)).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining('interrupted'),
    });
  });
});

describe('development inbox', () => {
  it('lists messages newest first, filtered by recipient whatever its case', async () => {
    const first = await queueMail(db, {
      to: 'Inbox.User@example.com',
      locale: 'en-GB',
      message: welcome('One'),
    });
    await queueMail(db, { to: 'other@example.com', locale: 'en-GB', message: welcome('Other') });
    const second = await queueMail(db, {
      to: 'inbox.user@example.com',
      locale: 'ar-AE',
      message: welcome('Two'),
    });

    const mine = await inboxMessages(db, { to: 'INBOX.user@example.com', limit: 10 });
    expect(mine.map((m) => m.id)).toEqual([second, first]);
    expect(mine[0]).toMatchObject({
      template: 'welcome',
      locale: 'ar-AE',
      status: 'queued',
      subject: 'مرحباً بك في Vitrine',
    });
    expect((await inboxMessages(db, { limit: 10 })).length).toBe(3);
    expect((await inboxMessages(db, { limit: 2 })).length).toBe(2);

    const full = (await inboxMessage(db, second))!;
    expect(full.html).toContain('dir="rtl"');
    expect(full.text).toContain('https://shop.example/customer/account');
    expect(full.meta).toEqual({ firstName: 'Two', accountUrl: 'https://shop.example/customer/account' });
    expect(await inboxMessage(db, 999_999_999)).toBeNull();
    expect(await inboxMessage(db, Number.NaN)).toBeNull();
  });
});

describe('mailDeliveryJob', () => {
  function capturingLogger() {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    return { log: pino({ level: 'info' }, stream), lines };
  }

  it('delivers every due message to the development inbox when no SMTP server is configured', async () => {
    const ids = await Promise.all(
      Array.from({ length: 5 }, () =>
        queueMail(db, { to: 'worker@example.com', locale: 'en-GB', message: welcome() }),
      ),
    );
    const { log } = capturingLogger();
    const report = await mailDeliveryJob({ log, env: loadEnv({ APP_ENV: 'development' }), batchSize: 2 })(db);
    expect(report).toMatchObject({ claimed: 5, sent: 5 });
    for (const id of ids) expect(await row(id)).toMatchObject({ status: 'sent', transport: 'inbox' });
  });

  it('in production without SMTP_URL, warns and leaves mail queued', async () => {
    const id = await queueMail(db, { to: 'prod@example.com', locale: 'en-GB', message: welcome() });
    const { log, lines } = capturingLogger();
    const env = loadEnv({ APP_ENV: 'production', PUBLIC_ORIGIN: 'https://www.vitrine.example' });
    await mailDeliveryJob({ log, env })(db);
    expect(lines.find((l) => l.level === 40)!.msg).toContain('SMTP_URL is not set');
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('announces queued mail on its channel when the transaction commits, and not for a rollback', async () => {
    const listener = new pg.Client({ connectionString: testDatabaseUrl() });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => {
      if (n.channel === MAIL_QUEUED_CHANNEL) heard.push(n.payload ?? '');
    });
    await listener.query(`listen ${MAIL_QUEUED_CHANNEL}`);
    try {
      await db
        .transaction(async (tx) => {
          await queueMail(tx, { to: 'rolled@example.com', locale: 'en-GB', message: welcome() });
          throw new Error('the account was not created');
        })
        .catch(() => {});
      const later = new Date('2030-01-01T00:00:00Z');
      await db.transaction(async (tx) => {
        await queueMail(tx, { to: 'kept@example.com', locale: 'en-GB', message: welcome() });
        await queueMail(tx, {
          to: 'kept@example.com',
          locale: 'en-GB',
          message: welcome(),
          notBefore: later,
        });
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).toEqual(['', later.toISOString()]);
    } finally {
      await listener.end();
    }
  });

  it('throws when the database is down, for the job runner to retry', async () => {
    const broken = createDatabase('postgres://nobody:x@127.0.0.1:1/none', 1);
    const { log } = capturingLogger();
    await expect(mailDeliveryJob({ log, env: loadEnv({}) })(broken)).rejects.toThrow();
    await broken.$client.end();
  });
});
