/**
 * Measures POST /api/categorize for a 10000-description file in local mode (dynalite + cognito-local + the
 * real handlers behind the JWT authorizer), unlimited plan:
 *   - as the browser sends it: 20 batches of 500, 3 in parallel, then POST /api/uploads;
 *   - one-shot equivalent: all 20 batches at once, then POST /api/uploads;
 *   - sequential: one batch at a time;
 *   - the offline engine alone on the 10000, in-process (the floor).
 * Usage: npm run bench:api [-- --runs 3]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createEngine } from '#shared/engine/engine';
import { MAX_BATCH_SIZE } from '#shared/limits';
import { batchesOf, statementDescriptions } from '../test/integration/api/descriptions.ts';
import { type LocalStack, startLocalStack, type TestUser } from '../test/support/local-stack.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);

interface RunResult {
  totalMs: number;
  batchMs: number[];
}

async function sendFile(
  stack: LocalStack,
  user: TestUser,
  descriptions: string[],
  parallel: number,
): Promise<RunResult> {
  const batches = batchesOf(descriptions, MAX_BATCH_SIZE);
  const uploadId = randomUUID();
  const batchMs: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < batches.length) {
        const batchIndex = next++;
        const t0 = performance.now();
        const res = await stack.api(user, '/api/categorize', {
          method: 'POST',
          body: JSON.stringify({ uploadId, batchIndex, transactions: batches[batchIndex] }),
        });
        if (res.status !== 200)
          throw new Error(`batch ${batchIndex}: HTTP ${res.status} ${await res.text()}`);
        await res.json();
        batchMs.push(performance.now() - t0);
      }
    }),
  );
  const created = await stack.api(user, '/api/uploads', {
    method: 'POST',
    body: JSON.stringify({ uploadId, filename: 'bench.csv', transactionCount: descriptions.length }),
  });
  if (created.status !== 201) throw new Error(`finalize: HTTP ${created.status}`);
  return { totalMs: performance.now() - started, batchMs };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main(): Promise<void> {
  const descriptions = statementDescriptions(10_000);
  const stack = await startLocalStack({ freePlanLimit: 0 });
  try {
    const user = await stack.signUp();
    // Warm-up: loads the handler modules and the engine once, as a warm Lambda would have.
    await sendFile(stack, user, descriptions.slice(0, MAX_BATCH_SIZE), 1);

    console.log(
      `POST /api/categorize, 10000 descriptions, local mode, ${runs} runs each (after one warm-up batch)`,
    );
    for (const [label, parallel] of [
      ['20 batches × 500, 3 in parallel (browser)', 3],
      ['20 batches × 500, all at once (one-shot equivalent)', 20],
      ['20 batches × 500, one at a time', 1],
    ] as const) {
      const results: RunResult[] = [];
      for (let run = 0; run < runs; run++) results.push(await sendFile(stack, user, descriptions, parallel));
      const totals = results.map((r) => r.totalMs);
      const batch = results.flatMap((r) => r.batchMs);
      console.log(
        `  ${label}: total median ${ms(median(totals))} (min ${ms(Math.min(...totals))}, max ${ms(Math.max(...totals))}); ` +
          `per batch median ${ms(median(batch))}, max ${ms(Math.max(...batch))}`,
      );
    }
  } finally {
    await stack.stop();
  }

  const engine = createEngine();
  const engineMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    engine.categorize(descriptions);
    engineMs.push(performance.now() - t0);
  }
  console.log(`  offline engine alone, in-process, 10000 at once: median ${ms(median(engineMs))}`);
}

await main();
