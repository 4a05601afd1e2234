import { BRANDS, deploymentBrand } from '@vitrine/config';
import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Executor } from '../../db/executor.ts';
import { env as processEnv, type Env } from '../../env.ts';
import type { MailMessage } from './messages.ts';
import { mailOutbox, type MailStatus } from './schema.ts';
import { mailLanguage, renderMail } from './templates.ts';

// ---------------------------------------------------------------------------------------------
// Queueing

export interface QueueMailInput {
  to: string;
  /** The store's locale code (fr-FR, ar-AE...): it picks the language of the email. */
  locale: string;
  message: MailMessage;
  /** Brand whose name signs the email; defaults to the deployment's BRAND. */
  brand?: keyof typeof BRANDS;
  /**
   * Not to be sent before this instant (a gift card's delivery date, issue 6): the worker takes
   * queued rows whose next_attempt_at has come. Default: now.
   */
  notBefore?: Date;
}

// One address, nothing that could smuggle a second header or recipient into the envelope.
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/**
 * Renders a message and adds it to the outbox. Pass the transaction of the change that causes the
 * email (an account, a reset token) so the email exists exactly when that change commits. Returns
 * the outbox id. `meta` carries the message data as strings, for tests and the development inbox.
 */
export async function queueMail(db: Executor, input: QueueMailInput): Promise<number> {
  const to = input.to.trim();
  if (!ADDRESS.test(to)) throw new TypeError(`Not an email address: ${JSON.stringify(input.to)}`);
  const brand = BRANDS[input.brand ?? deploymentBrand()];
  const rendered = renderMail(input.message, { language: mailLanguage(input.locale), brandName: brand.name });
  // Lists and groups (an order's lines and totals) as JSON: String() would store "[object Object]".
  const meta = Object.fromEntries(
    Object.entries(input.message.data).map(([k, v]) => [
      k,
      typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v),
    ]),
  );
  const [row] = await db
    .insert(mailOutbox)
    .values({
      template: input.message.template,
      locale: input.locale,
      toAddress: to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      meta,
      ...(input.notBefore ? { nextAttemptAt: input.notBefore } : {}),
    })
    .returning({ id: mailOutbox.id });
  // Delivered at commit, never for a rollback: a worker queues the delivery job at once (or at
  // the time given), so mail leaves within a second without anyone polling (decision 0064).
  await db.execute(sql`select pg_notify(${MAIL_QUEUED_CHANNEL}, ${input.notBefore?.toISOString() ?? ''})`);
  return row!.id;
}

/** The channel a queued email is announced on; its payload is the notBefore instant, or empty. */
export const MAIL_QUEUED_CHANNEL = 'mail_queued';

// ---------------------------------------------------------------------------------------------
// Transports

export interface OutgoingMail {
  id: number;
  to: string;
  locale: string;
  template: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  /** Recorded on the row when it is sent: smtp, inbox... */
  readonly name: string;
  /** Resolves once the message is accepted; throws to have it retried (PermanentMailError: never). */
  send(mail: OutgoingMail): Promise<void>;
}

/** A rejection that the same message would get again (unknown mailbox, refused content): the row
 * is marked failed at once instead of retried. */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
}

/**
 * SMTP through nodemailer. Timeouts are bounded so one send always ends well within the sending
 * lease (SENDING_LEASE_MS); otherwise a hanging server could let another worker take the message
 * over and send it twice.
 */
export function smtpTransport(url: string, from: string = processEnv().MAIL_FROM): MailTransport {
  const transporter = nodemailer.createTransport(
    { url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000, dnsTimeout: 10_000 },
    { from },
  );
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    name: 'smtp',
    async send(mail) {
      try {
        await transporter.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          // Stable per outbox row: if a worker dies between the server's acceptance and marking the
          // row sent, the retry carries the same Message-ID and receivers can drop the duplicate.
          messageId: `<outbox-${mail.id}@${domain}>`,
          headers: { 'Content-Language': mail.locale.slice(0, 2) },
        });
      } catch (err) {
        // A recipient or a message refused with a 5xx reply will be refused again. Other
        // permanent replies (bad credentials: EAUTH) are the operator's to fix, so they retry.
        const e = err as { code?: string; permanent?: boolean; message?: string };
        if (e.permanent && (e.code === 'EENVELOPE' || e.code === 'EMESSAGE')) {
          throw new PermanentMailError(e.message ?? String(err), { cause: err });
        }
        throw err;
      }
    },
  };
}

/** Development delivery: nothing leaves the process. The outbox row itself, marked sent with
 * transport 'inbox', is the message as the development inbox (/dev/inbox) shows it. */
export function inboxTransport(): MailTransport {
  return { name: 'inbox', send: async () => {} };
}

/**
 * The transport this deployment delivers with: SMTP when SMTP_URL is set; otherwise the
 * development inbox in development and test only; in staging and production mail must not vanish into an inbox nobody
 * reads: there it is null, and mail stays queued until SMTP_URL is configured.
 */
export function transportFromEnv(env: Env): MailTransport | null {
  if (env.SMTP_URL) return smtpTransport(env.SMTP_URL, env.MAIL_FROM);
  return env.APP_ENV === 'development' || env.APP_ENV === 'test' ? inboxTransport() : null;
}

// ---------------------------------------------------------------------------------------------
// Delivery

/**
 * Waits before retry n (1-based: after the first failed attempt, RETRY_DELAYS_MS[0]). After
 * MAX_ATTEMPTS attempts (the first plus one per delay: 6, spread over about 8 h 36 min) a message
 * is marked failed. Password-reset and code emails expire within hours, so trying longer helps no one.
 */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/**
 * How long a claimed row stays `sending` before another worker may take it over (its worker is
 * presumed dead). Well above a send's worst case (smtpTransport's timeouts); a worker also stops
 * sending from a batch once half of it has passed (see deliverDueMail). Below the job's own
 * expiry (JOB_EXPIRE_SECONDS), so a lost job's rows are free again when it is retried.
 */
export const SENDING_LEASE_MS = 5 * 60_000;

export interface DeliveryOptions {
  /** Most messages claimed in one call. */
  limit: number;
  /** A fixed clock, for tests; by default the database's clock (see `instant`). */
  now?: Date;
  /**
   * Also requeue rows whose worker died while sending (default true). The sweep scans the rows
   * in `sending`, which no index covers; the worker runs it once a minute, not at every poll.
   */
  reclaimStuck?: boolean;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  /** Failed this time, queued again with a delay. */
  retried: number;
  /** Failed for good: permanent rejection or MAX_ATTEMPTS reached. */
  failed: number;
  /** Sending rows whose worker died, put back in the queue. */
  reclaimed: number;
}

type Claimed = Pick<
  typeof mailOutbox.$inferSelect,
  'id' | 'toAddress' | 'locale' | 'template' | 'subject' | 'html' | 'text' | 'attempts'
>;

const ERROR_LIMIT = 2000;
const describeError = (err: unknown) =>
  (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, ERROR_LIMIT);

/**
 * A moment `offsetMs` from now. Without a test clock it is the database's: rows are queued with
 * its now(), every app instance then schedules on one clock whatever their own skew, and a row
 * queued a microsecond ago is due (a JavaScript Date, in milliseconds, can read earlier).
 */
function instant(now: Date | undefined, offsetMs = 0): Date | SQL {
  if (now) return new Date(now.getTime() + offsetMs);
  return offsetMs === 0
    ? sql`statement_timestamp()`
    : sql`statement_timestamp() + make_interval(secs => ${offsetMs / 1000})`;
}

/** Delay before the next attempt, after `attempts` attempts have failed. */
export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
}

/**
 * Delivers due mail: claims up to `limit` queued rows whose time has come, sends each through the
 * transport and records the outcome. Safe to run in any number of processes at once: the claim
 * locks rows with FOR UPDATE SKIP LOCKED and flips them to `sending` in one statement, so two
 * workers never claim one row. Every later update is fenced on (status, attempts), so a worker
 * whose lease ran out cannot overwrite the outcome of the worker that took the row over.
 */
export async function deliverDueMail(
  db: Executor,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const at = (offsetMs = 0) => instant(options.now, offsetMs);
  const report: DeliveryReport = { claimed: 0, sent: 0, retried: 0, failed: 0, reclaimed: 0 };
  if (options.reclaimStuck ?? true) report.reclaimed = await reclaimStuckMail(db, options.now);

  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, at())))
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed: Claimed[] = await db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: at(SENDING_LEASE_MS),
    })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      locale: mailOutbox.locale,
      template: mailOutbox.template,
      subject: mailOutbox.subject,
      html: mailOutbox.html,
      text: mailOutbox.text,
      attempts: mailOutbox.attempts,
    });
  claimed.sort((a, b) => a.id - b.id);
  report.claimed = claimed.length;

  const started = performance.now();
  for (const [index, row] of claimed.entries()) {
    const fence = and(
      eq(mailOutbox.id, row.id),
      eq(mailOutbox.status, 'sending'),
      eq(mailOutbox.attempts, row.attempts),
    );
    // A slow server must not run the batch past its lease, or another worker would take over rows
    // this one is about to send: hand the rest back untouched (the attempt is not counted).
    if (performance.now() - started > SENDING_LEASE_MS / 2) {
      const rest = claimed.slice(index).map((r) => r.id);
      await db
        .update(mailOutbox)
        .set({ status: 'queued', attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: at() })
        .where(and(inArray(mailOutbox.id, rest), eq(mailOutbox.status, 'sending')));
      report.claimed -= rest.length;
      break;
    }
    try {
      await transport.send({
        id: row.id,
        to: row.toAddress,
        locale: row.locale,
        template: row.template,
        subject: row.subject,
        html: row.html,
        text: row.text,
      });
    } catch (err) {
      const permanent = err instanceof PermanentMailError;
      const giveUp = permanent || row.attempts >= MAX_ATTEMPTS;
      const status: MailStatus = giveUp ? 'failed' : 'queued';
      await db
        .update(mailOutbox)
        .set({
          status,
          lastError: describeError(err),
          transport: transport.name,
          nextAttemptAt: at(giveUp ? 0 : retryDelayMs(row.attempts)),
        })
        .where(fence);
      if (giveUp) report.failed++;
      else report.retried++;
      continue;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: at(), transport: transport.name, lastError: null })
      .where(fence);
    report.sent++;
  }
  return report;
}

/**
 * Puts rows back in the queue whose sending lease has run out (their worker crashed or was
 * stopped mid-send). The interrupted attempt counts: a message that kills its worker every time
 * must end up failed rather than loop forever.
 */
export async function reclaimStuckMail(db: Executor, now?: Date): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({
      status: sql`case when ${mailOutbox.attempts} >= ${MAX_ATTEMPTS} then 'failed' else 'queued' end`,
      nextAttemptAt: instant(now),
      lastError: 'delivery interrupted: the worker stopped while sending',
    })
    .where(and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.nextAttemptAt, instant(now))))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

// ---------------------------------------------------------------------------------------------
// The delivery job

export interface MailJobOptions {
  log: Logger;
  env: Env;
  /** Overrides transportFromEnv(env) (tests). */
  transport?: MailTransport | null;
  /** Messages per claim. */
  batchSize?: number;
}

/**
 * The `mail-deliver` job (issue 31 item 6, decision 0064): delivers every due message, a batch at
 * a time, until none is left. The outbox stays the record of each email and its own retries
 * (RETRY_DELAYS_MS); the job is queued when mail is queued (MAIL_QUEUED_CHANNEL) and every minute
 * for retries and mail booked for later. A database failure throws, for the runner to retry.
 */
export function mailDeliveryJob(options: MailJobOptions): (db: Executor) => Promise<DeliveryReport> {
  const log = options.log.child({ module: 'mail' });
  const transport = options.transport === undefined ? transportFromEnv(options.env) : options.transport;
  const batchSize = options.batchSize ?? 20;
  return async (db) => {
    const total: DeliveryReport = { claimed: 0, sent: 0, retried: 0, failed: 0, reclaimed: 0 };
    if (!transport) {
      // Staging or production without SMTP_URL: keep the mail, say so (once a run).
      log.warn('SMTP_URL is not set outside development: emails stay queued until it is configured');
      return total;
    }
    let reclaimStuck = true;
    for (;;) {
      const report = await deliverDueMail(db, transport, { limit: batchSize, reclaimStuck });
      reclaimStuck = false;
      for (const key of Object.keys(total) as (keyof DeliveryReport)[]) total[key] += report[key];
      // A full batch means more is probably waiting.
      if (report.claimed < batchSize) break;
    }
    if (total.claimed > 0 || total.reclaimed > 0)
      log.info({ ...total, transport: transport.name }, 'mail delivery');
    if (total.failed > 0)
      log.warn({ failed: total.failed }, 'mail failed for good: see last_error in mail_outbox');
    return total;
  };
}

// ---------------------------------------------------------------------------------------------
// Development inbox

export interface InboxSummary {
  id: number;
  to: string;
  subject: string;
  template: string;
  locale: string;
  status: MailStatus;
  transport: string | null;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
}

export interface InboxMessage extends InboxSummary {
  html: string;
  text: string;
  meta: Record<string, string>;
  lastError: string | null;
}

const summaryColumns = {
  id: mailOutbox.id,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  template: mailOutbox.template,
  locale: mailOutbox.locale,
  status: mailOutbox.status,
  transport: mailOutbox.transport,
  attempts: mailOutbox.attempts,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

/** Newest first; `to` matches the recipient whatever its case. For the development inbox only. */
export async function inboxMessages(
  db: Executor,
  options: { to?: string | undefined; limit: number },
): Promise<InboxSummary[]> {
  const to = options.to?.trim();
  return db
    .select(summaryColumns)
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.toAddress}) = lower(${to})` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit);
}

/** One message with its parts, or null. For the development inbox only. */
export async function inboxMessage(db: Executor, id: number): Promise<InboxMessage | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db
    .select({
      ...summaryColumns,
      html: mailOutbox.html,
      text: mailOutbox.text,
      meta: mailOutbox.meta,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row ?? null;
}
