import { JOB_SCHEMA } from './policy.ts';

// What operators see of the jobs (issue 31 item 8: `npm run ops -- jobs:list|jobs:show|jobs:retry`,
// docs/operations/jobs.md). pg-boss's own states, named for the people reading them:
//   queued   created, waiting for its time or a worker
//   running  active on a worker now
//   failed   a try failed; it waits for its retry (backoff)
//   dead     every try failed; kept with its error until someone retries it (dead letter)
//   done     completed (history), cancelled   cancelled (history)

export const JOB_STATES = ['queued', 'running', 'failed', 'dead', 'done', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

const PG_BOSS_STATE: Record<JobState, string> = {
  queued: 'created',
  running: 'active',
  failed: 'retry',
  dead: 'failed',
  done: 'completed',
  cancelled: 'cancelled',
};
const OUR_STATE = Object.fromEntries(Object.entries(PG_BOSS_STATE).map(([ours, theirs]) => [theirs, ours]));

/** A pool or client: reads need no pg-boss instance, so `jobs:list` works with no worker running. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface JobSummary {
  id: string;
  name: string;
  state: JobState;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
}

export interface JobDetail extends JobSummary {
  data: unknown;
  /** The last error of a failed or dead job, as pg-boss kept it (message and stack). */
  error: string | null;
  singletonKey: string | null;
}

const COLUMNS = `id, name, state, retry_count, retry_limit, created_on, start_after, started_on, completed_on`;

function summary(row: Record<string, unknown>): JobSummary {
  return {
    id: String(row.id),
    name: String(row.name),
    state: (OUR_STATE[String(row.state)] ?? String(row.state)) as JobState,
    retryCount: Number(row.retry_count),
    retryLimit: Number(row.retry_limit),
    createdOn: row.created_on as Date,
    startAfter: row.start_after as Date,
    startedOn: (row.started_on as Date | null) ?? null,
    completedOn: (row.completed_on as Date | null) ?? null,
  };
}

/** Newest first, at most `limit`; every state but the history when no state is asked for. */
export async function listJobs(
  db: Queryable,
  options: { state?: JobState; limit?: number } = {},
): Promise<JobSummary[]> {
  const states = options.state ? [PG_BOSS_STATE[options.state]] : ['created', 'active', 'retry', 'failed'];
  const { rows } = await db.query(
    // pg-boss's own queues (__pgboss__send-it: its schedules) are not the shop's work.
    `select ${COLUMNS} from ${JOB_SCHEMA}.job where state::text = any($1::text[])
       and name not like '\\_\\_pgboss\\_\\_%'
     order by created_on desc, id desc limit $2`,
    [states, options.limit ?? 50],
  );
  return rows.map(summary);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isJobId = (value: string): boolean => UUID.test(value);

/** One job with its data and error, or null (also for a string that is no job id). */
export async function findJob(db: Queryable, id: string): Promise<JobDetail | null> {
  if (!isJobId(id)) return null;
  const { rows } = await db.query(
    `select ${COLUMNS}, data, output, singleton_key from ${JOB_SCHEMA}.job where id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...summary(row),
    data: row.data,
    error: errorOf(row.output),
    singletonKey: (row.singleton_key as string | null) ?? null,
  };
}

/** pg-boss keeps a thrown error as the job's output: {message, stack, ...}. */
function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const { stack, message } = output as { stack?: unknown; message?: unknown };
  if (typeof stack === 'string') return stack;
  if (typeof message === 'string') return message;
  return null;
}
