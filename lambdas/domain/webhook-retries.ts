/**
 * When a failed webhook is tried again, and what a job's end sends. The schedule is Svix's (the Standard
 * Webhooks spec suggests a longer one of the same shape): exponential backoff spanning more than a day, so a
 * receiver down overnight still gets the message. Every attempt carries the same `webhook-id`, which is how
 * the receiver drops the duplicates retries make.
 */

/** Delay before each attempt, in seconds, counted from the previous one: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const WEBHOOK_RETRY_DELAYS_SECONDS: readonly number[] = [
  0,
  5,
  5 * 60,
  30 * 60,
  2 * 60 * 60,
  5 * 60 * 60,
  10 * 60 * 60,
  10 * 60 * 60,
];

export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length;

/** Spreads a delay so that receivers that failed together are not all retried in the same second. */
export type Jitter = (delaySeconds: number) => number;

/** The share of a delay the default jitter moves it by, either way. */
export const JITTER_SHARE = 0.1;

/** ±10 % at random, whole seconds; the immediate first attempt stays immediate. */
export const randomJitter: Jitter = (delaySeconds) =>
  Math.round(delaySeconds * (1 - JITTER_SHARE + 2 * JITTER_SHARE * Math.random()));

/**
 * Seconds to wait before the next attempt, after `attempts` attempts were made (0: the first, immediately);
 * undefined when the schedule is spent and the delivery is given up.
 */
export function nextAttemptDelaySeconds(attempts: number, jitter: Jitter = randomJitter): number | undefined {
  if (!Number.isInteger(attempts) || attempts < 0) return undefined;
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempts];
  return delay === undefined ? undefined : Math.max(0, jitter(delay));
}

export type JobEndStatus = 'succeeded' | 'failed';

export interface JobEndedEvent {
  readonly type: `job.${JobEndStatus}`;
  /** When the job ended (ISO 8601): the event's time, the same on every attempt of its delivery. */
  readonly timestamp: string;
  readonly data: {
    readonly jobId: string;
    readonly status: JobEndStatus;
    /** The job's counts of lines when it ended, as the job keeps them. */
    readonly done: number;
    readonly total: number;
    readonly failed: number;
    readonly finishedAt: string;
  };
}

/** The body of the webhook a job sends when it ends: a thin event; the caller fetches the results by `jobId`. */
export function jobEndedEvent({
  jobId,
  status,
  done,
  total,
  failed,
  finishedAt,
}: {
  jobId: string;
  status: JobEndStatus;
  done: number;
  total: number;
  failed: number;
  finishedAt: Date;
}): JobEndedEvent {
  const at = finishedAt.toISOString();
  return {
    type: `job.${status}`,
    timestamp: at,
    data: { jobId, status, done, total, failed, finishedAt: at },
  };
}
