import { describe, expect, it } from 'vitest';
import { runBatches, splitBatches } from '@/features/upload/model/batches';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('splitBatches', () => {
  it('cuts at 500 by default', () => {
    const items = Array.from({ length: 1201 }, (_, i) => i);
    expect(splitBatches(items).map((b) => b.length)).toEqual([500, 500, 201]);
    expect(splitBatches([])).toEqual([]);
  });
});

describe('runBatches', () => {
  it('keeps at most 3 in flight, reports progress as each returns, and keeps order', async () => {
    const batches = [[1, 2], [3], [4, 5, 6], [7], [8]];
    let inFlight = 0;
    let peak = 0;
    const gates = batches.map(() => deferred());
    const progress: number[] = [];
    const done = runBatches({
      batches,
      concurrency: 3,
      onProgress: (n) => progress.push(n),
      run: async (batch, index) => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        await gates[index]?.promise;
        inFlight--;
        return batch.map((n) => n * 10);
      },
    });
    // Finish out of order.
    for (const i of [2, 0, 1, 4, 3]) {
      gates[i]?.resolve();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await done).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
    expect(peak).toBe(3);
    expect(progress).toEqual([3, 5, 6, 7, 8]);
  });

  it('retries a failed batch once with the same index', async () => {
    const calls: number[] = [];
    const result = await runBatches({
      batches: [['a'], ['b']],
      run: async (batch, index) => {
        calls.push(index);
        if (index === 1 && calls.filter((c) => c === 1).length === 1) throw new Error('falhou');
        return batch;
      },
    });
    expect(result).toEqual(['a', 'b']);
    expect(calls.sort()).toEqual([0, 1, 1]);
  });

  it('rejects after the second failure and starts no new batch', async () => {
    const calls: number[] = [];
    await expect(
      runBatches({
        batches: [['a'], ['b'], ['c'], ['d']],
        concurrency: 1,
        run: async (_batch, index) => {
          calls.push(index);
          throw new Error(`falhou ${index}`);
        },
      }),
    ).rejects.toThrow('falhou 0');
    expect(calls).toEqual([0, 0]);
  });

  it('does not retry what shouldRetry refuses', async () => {
    let calls = 0;
    await expect(
      runBatches({
        batches: [['a']],
        shouldRetry: () => false,
        run: async () => {
          calls++;
          throw new Error('402');
        },
      }),
    ).rejects.toThrow('402');
    expect(calls).toBe(1);
  });
});
