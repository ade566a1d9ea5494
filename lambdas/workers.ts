/**
 * The queue-driven functions of the API's jobs (docs/decisions/0058): each consumes one queue's messages, SQS in
 * AWS (infra/constructs/jobs.ts) and local mode's in-process queue (local/job-queue.ts). `handler` names the
 * module `lambdas/handlers/<handler>.ts`, which exports `handler` taking an SQS event.
 */
export type WorkerName = 'start-job' | 'run-job-chunk' | 'job-dead-letter' | 'deliver-webhook';

export type JobQueueName = 'starts' | 'chunks' | 'webhooks' | 'dead-letters';

export interface WorkerDefinition {
  readonly handler: WorkerName;
  /** The queue it consumes. */
  readonly queue: JobQueueName;
  /** Receives before a message goes to the dead letters (SQS maxReceiveCount); none for the dead letters. */
  readonly maxReceives?: number;
}

export const WORKERS: readonly WorkerDefinition[] = [
  // S3's notice that a job's input arrived: read it, split it in chunks, charge, queue the chunks.
  { handler: 'start-job', queue: 'starts', maxReceives: 3 },
  // One chunk of lines: categorize, write its results, count it; the last one ends the job.
  { handler: 'run-job-chunk', queue: 'chunks', maxReceives: 3 },
  // A start or a chunk that failed every receive: its job is failed, or the chunk counted as failed.
  { handler: 'job-dead-letter', queue: 'dead-letters' },
  // One attempt at a job's end webhook; a failed one queues the next after its backoff (over a day).
  { handler: 'deliver-webhook', queue: 'webhooks', maxReceives: 3 },
];

/** Lines per chunk: one SQS message, one worker invocation (a few hundred ms of the engine; the model bounded). */
export const JOB_CHUNK_LINES = 2000;

/** Every job file's key starts with it: `jobs/<owner>/<job>/…` (lambdas/domain/job-file-keys.ts). */
export const JOB_FILES_PREFIX = 'jobs/';

/** The objects whose creation starts a job: S3's notification filter (infra) and local mode's jobs server. */
export const JOB_INPUT_NOTICE = { prefix: JOB_FILES_PREFIX, suffix: '/input' } as const;

/** Days a job, its files and its results are kept: the record's TTL and the bucket's lifecycle rule. */
export const JOB_RETENTION_DAYS = 7;
