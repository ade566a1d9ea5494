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
  return epochSeconds(now) + plan.retentionDays * 24 * 60 * 60;
}

export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/**
 * An upload not finalized within a day is abandoned: its batches' results expire and their open markers are
 * pruned. A retry of the same file within the day resumes it (the browser reuses the uploadId).
 */
export const UNFINISHED_UPLOAD_SECONDS = 24 * 60 * 60;

/**
 * Open batches a user may hold at once (claimed or charged, not yet finalized): 10 files of 10,000 lines in
 * flight. Bounds the usage item (about 150 bytes a marker) on any plan, unlimited ones included.
 */
export const MAX_OPEN_BATCHES = 200;

/** SHA-256 (hex) of a batch's descriptions: what a claim and a charge are for. Web Crypto: Lambda and browser. */
export async function batchDigest(descriptions: readonly string[]): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(descriptions));
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
