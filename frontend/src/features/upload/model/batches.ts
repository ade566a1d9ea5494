import { MAX_BATCH_SIZE } from '#shared/limits';

export function splitBatches<T>(items: readonly T[], size: number = MAX_BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
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
  const results: (readonly R[])[] = new Array(batches.length);
  let next = 0;
  let processed = 0;
  let failed = false;

  const attempt = async (index: number): Promise<readonly R[]> => {
    const batch = batches[index] ?? [];
    try {
      return await run(batch, index);
    } catch (error) {
      if (failed || !shouldRetry(error)) throw error;
      return run(batch, index);
    }
  };

  const worker = async (): Promise<void> => {
    while (!failed && next < batches.length) {
      const index = next++;
      try {
        const batchResult = await attempt(index);
        results[index] = batchResult;
        processed += batches[index]?.length ?? 0;
        onProgress?.(processed);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };

  const workers = Array.from({ length: Math.min(concurrency, batches.length) }, () => worker());
  await Promise.all(workers);
  return results.flatMap((r) => [...r]);
}
