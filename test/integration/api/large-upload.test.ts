import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategorizeResponse, GetUploadResponse } from '#shared/api/schemas';
import { MAX_BATCH_SIZE } from '#shared/limits';
import { type LocalStack, startLocalStack, type TestUser } from '../../support/local-stack.ts';
import { batchesOf, statementDescriptions } from './descriptions.ts';

/** A 10000-line file in local mode, unlimited plan: 20 batches of 500, 3 in parallel, as the browser sends it. */
describe('a 10000-transaction upload', () => {
  let stack: LocalStack;
  let user: TestUser;

  beforeAll(async () => {
    stack = await startLocalStack({ freePlanLimit: 0 });
    user = await stack.signUp();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('completes in batches with progress, each batch well inside 30 s, and re-opens whole', async () => {
    const descriptions = statementDescriptions(10_000);
    const batches = batchesOf(descriptions, MAX_BATCH_SIZE);
    const uploadId = randomUUID();
    const progress: number[] = [];
    let processed = 0;
    let slowestBatchMs = 0;
    const started = performance.now();

    let next = 0;
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        while (next < batches.length) {
          const batchIndex = next++;
          const batchStarted = performance.now();
          const res = await stack.api(user, '/api/categorize', {
            method: 'POST',
            body: JSON.stringify({ uploadId, batchIndex, transactions: batches[batchIndex] }),
          });
          expect(res.status).toBe(200);
          const body = (await res.json()) as CategorizeResponse;
          slowestBatchMs = Math.max(slowestBatchMs, performance.now() - batchStarted);
          processed += body.categorizedTransactions.length;
          progress.push(processed);
        }
      }),
    );
    const created = await stack.api(user, '/api/uploads', {
      method: 'POST',
      body: JSON.stringify({ uploadId, filename: 'grande.csv', transactionCount: descriptions.length }),
    });
    const totalMs = performance.now() - started;

    expect(created.status).toBe(201);
    expect(progress).toHaveLength(20);
    expect(progress.at(-1)).toBe(10_000);
    expect(slowestBatchMs).toBeLessThan(30_000);
    const opened = (await (await stack.api(user, `/api/uploads/${uploadId}`)).json()) as GetUploadResponse;
    expect(opened.categorizedTransactions.map((t) => t.description)).toEqual(descriptions);
    console.info(
      `10000 descriptions, 20 batches × 500, 3 in parallel: ${Math.round(totalMs)} ms total, slowest batch ${Math.round(slowestBatchMs)} ms`,
    );
  });
});
