import { describe, expect, it } from 'vitest';
import {
  JITTER_SHARE,
  jobEndedEvent,
  nextAttemptDelaySeconds,
  randomJitter,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
} from '#lambdas/domain/webhook-retries';

const noJitter = (delay: number) => delay;
const DAY = 24 * 60 * 60;

/** Delays of every attempt until the schedule gives up. */
function schedule(jitter: (delay: number) => number): number[] {
  const delays: number[] = [];
  for (let attempts = 0; ; attempts++) {
    const delay = nextAttemptDelaySeconds(attempts, jitter);
    if (delay === undefined) return delays;
    delays.push(delay);
  }
}

describe('webhook retry schedule', () => {
  it('is immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then gives up', () => {
    expect(schedule(noJitter)).toEqual([0, 5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(8);
    expect(nextAttemptDelaySeconds(8, noJitter)).toBeUndefined();
    expect(nextAttemptDelaySeconds(100, noJitter)).toBeUndefined();
  });

  it('backs off: each delay at least the one before', () => {
    const delays = schedule(noJitter);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] ?? 0);
  });

  it('spans more than a day, even with every delay jittered to its least', () => {
    const total = (delays: number[]) => delays.reduce((sum, delay) => sum + delay, 0);
    expect(total([...WEBHOOK_RETRY_DELAYS_SECONDS])).toBe(27 * 3600 + 35 * 60 + 5);
    expect(total(schedule((delay) => Math.floor(delay * (1 - JITTER_SHARE))))).toBeGreaterThanOrEqual(DAY);
  });

  it('applies the jitter it is given', () => {
    expect(nextAttemptDelaySeconds(1, (delay) => delay * 2)).toBe(10);
    expect(nextAttemptDelaySeconds(2, () => -5)).toBe(0);
  });

  it('jitters by at most 10 % by default, and keeps the first attempt immediate', () => {
    for (let i = 0; i < 200; i++) {
      const delay = randomJitter(36000);
      expect(delay).toBeGreaterThanOrEqual(32400);
      expect(delay).toBeLessThanOrEqual(39600);
      expect(Number.isInteger(delay)).toBe(true);
    }
    expect(nextAttemptDelaySeconds(0)).toBe(0);
  });

  it('has no delay for a count that is not one of attempts', () => {
    expect(nextAttemptDelaySeconds(-1, noJitter)).toBeUndefined();
    expect(nextAttemptDelaySeconds(1.5, noJitter)).toBeUndefined();
  });
});

describe('job ended event', () => {
  const finishedAt = new Date('2026-03-01T12:34:56.789Z');

  it('is job.succeeded with the counts in camelCase', () => {
    expect(
      jobEndedEvent({ jobId: 'job_1', status: 'succeeded', done: 10, total: 10, failed: 0, finishedAt }),
    ).toEqual({
      type: 'job.succeeded',
      timestamp: '2026-03-01T12:34:56.789Z',
      data: {
        jobId: 'job_1',
        status: 'succeeded',
        done: 10,
        total: 10,
        failed: 0,
        finishedAt: '2026-03-01T12:34:56.789Z',
      },
    });
  });

  it('is job.failed for a failed job', () => {
    const event = jobEndedEvent({
      jobId: 'job_2',
      status: 'failed',
      done: 3,
      total: 10,
      failed: 7,
      finishedAt,
    });
    expect(event.type).toBe('job.failed');
    expect(event.data).toMatchObject({ status: 'failed', done: 3, total: 10, failed: 7 });
  });
});
