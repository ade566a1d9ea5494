import { chunk, mapWithConcurrency } from '#shared/concurrency';
import { MAX_BATCH_SIZE } from '#shared/limits';

export function splitBatches<T>(items: readonly T[], size: number = MAX_BATCH_SIZE): T[][] {
  return chunk(items, size);
}

export interface RunBatchesOptions<T, R> {
  readonly batches: readonly (readonly T[])[];
  /** Calls for one batch; a retry calls it again with the same index (the server dedupes by index). */
  readonly run: (batch: readonly T[], index: number) => Promise<readonly R[]>;
  /** Batches in flight at once. */
  readonly concurrency?: number;
  /** Whether a failed call deserves its one retry (default: always). */
  readonly shouldRetry?: (error: unknown) => boolean;
  /** Called as each batch returns, with the count of items processed so far. */
  readonly onProgress?: (processed: number) => void;
}

/**
 * Runs the batches with at most `concurrency` in flight, retrying a failed batch once; results keep the
 * batches' order. The first batch that fails twice (or may not be retried) rejects, and no new batch starts.
 */
export async function runBatches<T, R>({
  batches,
  run,
  concurrency = 3,
  shouldRetry = () => true,
  onProgress,
}: RunBatchesOptions<T, R>): Promise<R[]> {
  let processed = 0;
  let failed = false;
  const results = await mapWithConcurrency(batches, concurrency, async (batch, index) => {
    let result: readonly R[];
    try {
      result = await run(batch, index);
    } catch (error) {
      if (failed || !shouldRetry(error)) {
        failed = true;
        throw error;
      }
      try {
        result = await run(batch, index);
      } catch (retryError) {
        failed = true;
        throw retryError;
      }
    }
    processed += batch.length;
    onProgress?.(processed);
    return result;
  });
  return results.flatMap((r) => [...r]);
}
