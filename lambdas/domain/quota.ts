import type { Usage } from '#shared/api/schemas';
import { QuotaExceededError } from './errors.ts';
import { API_MESSAGES } from './messages.ts';
import type { Plan } from './ports.ts';

/** The usage the API reports for a total of `used` under `plan`. */
export function toUsage(used: number, plan: Plan): Usage {
  if (plan.limit === 0) return { used, limit: null, remaining: null };
  return { used, limit: plan.limit, remaining: Math.max(0, plan.limit - used) };
}

export function wouldExceed(used: number, count: number, plan: Plan): boolean {
  return plan.limit > 0 && used + count > plan.limit;
}

export function quotaExceeded(used: number, count: number, plan: Plan): QuotaExceededError {
  const remaining = Math.max(0, plan.limit - used);
  return new QuotaExceededError(API_MESSAGES.quotaExceeded(remaining, count), remaining);
}

/** The marker of one batch in the usage item: unique per upload and batch. */
export function batchKey(uploadId: string, batchIndex: number): string {
  return `${uploadId}#${batchIndex}`;
}

/** Epoch seconds when data written now expires (DynamoDB TTL). */
export function expiresAt(now: Date, plan: Plan): number {
  return Math.floor(now.getTime() / 1000) + plan.retentionDays * 24 * 60 * 60;
}
