import * as z from 'zod';

/**
 * The `Idempotency-Key` header's rule, apart from its machinery (lambdas/http/idempotency.ts) so that the API's
 * contract (lambdas/api-contract.ts) documents the very schema the handlers check without bundling Powertools.
 */

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Said on a replayed answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** 1 to 255 printable ASCII characters (space to `~`), as the header is commonly used (a UUID fits). */
export const IdempotencyKeySchema = z
  .string()
  .min(1)
  .max(MAX_IDEMPOTENCY_KEY_LENGTH)
  .regex(/^[\x20-\x7E]*$/);
