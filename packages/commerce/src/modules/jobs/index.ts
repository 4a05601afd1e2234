// @vitrine/commerce/jobs: the job runner (decision 0064). The composition root (jobs.ts) hands it
// every module's scheduled and deferred work; ops reads and retries jobs through it.
export {
  jobIdOf,
  startJobRunner,
  type EnqueueOptions,
  type JobContext,
  type JobDefinition,
  type JobDefinitions,
  type JobRunner,
  type JobRunnerOptions,
} from './runner.ts';
export {
  findJob,
  isJobId,
  JOB_STATES,
  listJobs,
  type JobDetail,
  type JobState,
  type JobSummary,
  type Queryable,
} from './operators.ts';
export * from './policy.ts';
