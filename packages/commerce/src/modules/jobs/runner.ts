import { createHash } from 'node:crypto';
import { PgBoss, type Job, type JobResult } from 'pg-boss';
import type { Logger } from 'pino';
import { findJob, type Queryable } from './operators.ts';
import {
  JOB_EXPIRE_SECONDS,
  JOB_HISTORY_SECONDS,
  JOB_RETRY_DELAY_MAX_SECONDS,
  JOB_RETRY_DELAY_SECONDS,
  JOB_RETRY_LIMIT,
  JOB_SCHEMA,
} from './policy.ts';

// Background work on PostgreSQL through pg-boss (decision 0064): every process that runs a worker
// claims jobs with FOR UPDATE SKIP LOCKED, so any number of them may run and each job runs once;
// a job whose worker dies is retried by another once it expires; a job that throws is retried
// with backoff and is kept, with its error, once its tries are used up.

/** What a job's handler is given besides its data. */
export interface JobContext {
  id: string;
  /** 0 on the first run, 1 on the first retry... */
  retryCount: number;
  /** Aborted when the job expires or the worker stops without waiting. */
  signal: AbortSignal;
}

export interface JobDefinition<Data extends object = object> {
  /** Runs the job; throwing fails this try (retried with backoff until the limit). */
  run: (data: Data, context: JobContext) => Promise<void>;
  /**
   * `short`: at most one job of the queue (or of one singletonKey) waits at a time; enqueueing
   * another while one waits does nothing (a wake-up, not a task). Default `standard`. Fixed when
   * the queue is first created.
   */
  policy?: 'standard' | 'short';
  /** A cron expression in UTC: the job is queued at those times by one worker of all. */
  cron?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryDelayMaxSeconds?: number;
  expireInSeconds?: number;
  /** How often an idle worker looks for the queue's jobs; new jobs wake it at once anyway. */
  pollingIntervalSeconds?: number;
  /** Jobs one fetch takes (run one after another); 1 for long jobs, so none waits past its expiry. */
  batchSize?: number;
  /** Jobs of this queue one worker runs at the same time. */
  concurrency?: number;
}

export type JobDefinitions = Record<string, JobDefinition<never>>;

export interface EnqueueOptions {
  /** Not before this moment (a booked publication's time). */
  startAfter?: Date;
  /** In a `short` queue, at most one job with this key waits at a time; a second enqueue with
   * the same key is dropped (returns null). A `standard` queue ignores it. */
  singletonKey?: string;
  /**
   * Once ever (within the history's 30 days): the job's id is derived from this key, and a second
   * enqueue with it does nothing (returns null), even after the first has run. For work that must
   * happen once per something (a reminder per subscription and year).
   */
  onceKey?: string;
}

/** A UUID made from a key (SHA-256, version and variant bits set), the same for the same key. */
export function jobIdOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex').slice(0, 32).split('');
  hex[12] = '8'; // version 8: a custom UUID
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface JobRunnerOptions {
  connectionString: string;
  log: Logger;
  /** Run the definitions' handlers (a worker), or only enqueue (a process with WORKER=off). */
  work: boolean;
  /** Shown by `jobs:list` and in pg_stat_activity: web, worker, api... */
  name?: string;
  /** Connections of the runner's own pool. */
  poolSize?: number;
  /** How often lost (expired) jobs are looked for, in seconds; tests shorten it. */
  superviseIntervalSeconds?: number;
}

export interface JobRunner {
  /** Queues `name` with `data`; returns the job id, or null when a singletonKey dropped it. */
  enqueue(name: string, data?: object, options?: EnqueueOptions): Promise<string | null>;
  /** Puts a dead job back in its queue for another round of tries (`jobs:retry`). */
  retry(id: string): Promise<'retried' | 'not-dead' | 'unknown'>;
  /**
   * Stops taking jobs. Graceful: jobs running now have `graceMs` to finish; those still running
   * then are failed and retried by another worker (the try counts).
   */
  stop(graceMs?: number): Promise<void>;
}

/** Creates (or updates) each queue with its retry policy; pg-boss installs or upgrades its schema
 * (`pgboss`) at start under its own advisory lock, so a clean database needs nothing else. */
export async function startJobRunner(
  definitions: JobDefinitions,
  options: JobRunnerOptions,
): Promise<JobRunner> {
  const log = options.log.child({ module: 'jobs' });
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: JOB_SCHEMA,
    application_name: `vitrine-jobs-${options.name ?? 'process'}`,
    max: options.poolSize ?? 4,
    instanceName: options.name,
    // Only a worker supervises (expired jobs back to retry, history pruning) and fires schedules.
    supervise: options.work,
    schedule: options.work,
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 60,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 60,
    // New jobs wake workers through NOTIFY rather than the next poll: mail leaves within a second.
    useListenNotify: options.work,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (err) => log.error({ err }, 'job runner error'));
  await boss.start();

  for (const [name, definition] of Object.entries(definitions)) {
    const policy = {
      retryLimit: definition.retryLimit ?? JOB_RETRY_LIMIT,
      retryDelay: definition.retryDelaySeconds ?? JOB_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      retryDelayMax: definition.retryDelayMaxSeconds ?? JOB_RETRY_DELAY_MAX_SECONDS,
      expireInSeconds: definition.expireInSeconds ?? JOB_EXPIRE_SECONDS,
      deleteAfterSeconds: JOB_HISTORY_SECONDS,
      notify: true,
    };
    if (await boss.getQueue(name)) await boss.updateQueue(name, policy);
    else
      await boss
        .createQueue(name, { ...policy, policy: definition.policy ?? 'standard' })
        .catch(async (err: unknown) => {
          // Another process created it between the two calls.
          if (!(await boss.getQueue(name))) throw err;
        });
  }

  if (options.work) {
    for (const [name, definition] of Object.entries(definitions)) {
      const run = definition.run as JobDefinition['run'];
      const polling = definition.pollingIntervalSeconds ?? 2;
      await boss.work(
        name,
        {
          // A full batch fetches the next at once (a burst of mail, 100 jobs queued together);
          // otherwise a worker waits for a NOTIFY or the next poll. Retries and lost jobs become
          // due without a NOTIFY, so the poll stays short.
          batchSize: definition.batchSize ?? 5,
          burstWhenBatchFull: true,
          perJobResults: true,
          localConcurrency: definition.concurrency ?? 1,
          pollingIntervalSeconds: polling,
          notifyPollingIntervalSeconds: polling,
        },
        async (jobs: Job<object>[]): Promise<JobResult[]> => {
          const results: JobResult[] = [];
          // One after another: a batch is a way to fetch, not to run at once (that is `concurrency`).
          for (const job of jobs) {
            try {
              await run(job.data ?? {}, { id: job.id, retryCount: job.retryCount, signal: job.signal });
              results.push({ id: job.id, status: 'completed' });
            } catch (err) {
              log.warn({ err, job: name, id: job.id, retryCount: job.retryCount }, 'job failed');
              results.push({ id: job.id, status: 'failed', output: serializeError(err) });
            }
          }
          return results;
        },
      );
      if (definition.cron) await boss.schedule(name, definition.cron, null, { tz: 'UTC' });
      else await boss.unschedule(name);
    }
    log.info({ queues: Object.keys(definitions) }, 'job worker started');
  } else log.info('job runner started: this process queues jobs and runs none');

  let stopped: Promise<void> | undefined;
  return {
    async enqueue(name, data = {}, enqueueOptions = {}) {
      return boss.send(name, data, {
        ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
        ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
        ...(enqueueOptions.onceKey ? { id: jobIdOf(enqueueOptions.onceKey) } : {}),
      });
    },
    async retry(id) {
      const db = boss.getDb();
      const reader: Queryable = { query: (text, values) => db.executeSql(text, values) };
      const job = await findJob(reader, id);
      if (!job) return 'unknown';
      if (job.state !== 'dead') return 'not-dead';
      // CommandResponse is declared empty; pg-boss returns { requested, affected, ... }.
      const { affected } = (await boss.retry(job.name, id)) as { affected?: number };
      return affected === 1 ? 'retried' : 'not-dead';
    },
    stop(graceMs = 10_000) {
      stopped ??= boss.stop({ graceful: true, timeout: graceMs, close: true });
      return stopped;
    },
  };
}

/** What a failed job keeps as its output: what `jobs:show` prints. With the error's cause: a
 * database error reaches a job wrapped by Drizzle ("Failed query: ..."), whose cause says why. */
function serializeError(err: unknown): { message: string; stack?: string } {
  if (!(err instanceof Error)) return { message: String(err) };
  const cause = err.cause instanceof Error ? `\ncaused by ${err.cause.name}: ${err.cause.message}` : '';
  return {
    message: `${err.name}: ${err.message}${cause}`,
    ...(err.stack ? { stack: `${err.stack}${cause}` } : {}),
  };
}
