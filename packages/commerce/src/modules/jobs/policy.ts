// The numbers every queue runs by (docs/operations/jobs.md, decision 0064). A queue may ask for
// other ones through its JobDefinition; these are what an operator can count on otherwise.

/** Tries before a job is dead: the first run and four retries. */
export const JOB_RETRY_LIMIT = 4;
/** First wait before a retry, in seconds; each retry waits about twice the one before (pg-boss
 * `retryBackoff`, with jitter), never more than JOB_RETRY_DELAY_MAX_SECONDS. */
export const JOB_RETRY_DELAY_SECONDS = 30;
export const JOB_RETRY_DELAY_MAX_SECONDS = 3_600;
/** A running job whose worker says nothing for this long is taken as lost (its process died)
 * and retried by another worker. Above the longest task (a renewal run, a mail batch). */
export const JOB_EXPIRE_SECONDS = 15 * 60;
/** Finished, cancelled and dead jobs are kept this long: the history operators read. */
export const JOB_HISTORY_SECONDS = 30 * 24 * 3_600;
/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';
