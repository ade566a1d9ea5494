import type { Usage } from '#shared/api/schemas';
import { sha256Hex } from '#shared/digest';
import { QuotaExceededError } from './errors.ts';
import { API_MESSAGES } from './messages.ts';
import type { OpenBatch, Plan, StoredUsage } from './ports.ts';

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
 * How long a claim not yet charged holds its batch: longer than the categorize function may run (29 s). A claim
 * older than that belongs to a request that died (time-out, crash); a retry of the batch may take it over.
 */
export const CLAIM_LEASE_SECONDS = 60;

/** Whether an open batch may be taken over by a new claim: never charged, and its lease has run out. */
export const abandoned = (batch: OpenBatch, now: number): boolean =>
  !batch.charged && batch.at <= now - CLAIM_LEASE_SECONDS;

/**
 * The open batches a claim of `key` prunes, and the claimed counts they release from `committed`: claims whose
 * request died (past their lease), and markers of uploads left unfinished for a day. `key` itself is not
 * pruned but taken over (`abandoned`).
 */
export function staleBatches(
  open: ReadonlyMap<string, OpenBatch>,
  now: number,
  key: string,
): { readonly keys: [string, OpenBatch][]; readonly released: number } {
  const keys = [...open].filter(
    ([other, batch]) =>
      other !== key && (abandoned(batch, now) || batch.at <= now - UNFINISHED_UPLOAD_SECONDS),
  );
  return { keys, released: keys.reduce((sum, [, batch]) => sum + (batch.charged ? 0 : batch.count), 0) };
}

/** What stands against the limit for a claim of `key` now: `committed` less what that claim prunes or takes over. */
export function committedFor(usage: StoredUsage, key: string, now: number): number {
  const held = usage.open.get(key);
  const replaced = held && abandoned(held, now) ? held.count : 0;
  return usage.committed - staleBatches(usage.open, now, key).released - replaced;
}

/**
 * Open batches a user may hold at once (claimed or charged, not yet finalized): 10 files of 10,000 lines in
 * flight. Bounds the usage item (about 150 bytes a marker) on any plan, unlimited ones included.
 */
export const MAX_OPEN_BATCHES = 200;

/** SHA-256 (hex) of a batch's descriptions: what a claim and a charge are for. Web Crypto: Lambda and browser. */
export function batchDigest(descriptions: readonly string[]): Promise<string> {
  return sha256Hex(JSON.stringify(descriptions));
}
