/**
 * `npm run bench:rules`: the time a user's learned rules add to categorizing a file, in local mode (dynalite,
 * the real handlers behind the JWT authorizer). One user has 5000 rules, each for a merchant of the file; another
 * has none. Both send the same 10000-line file as the browser does (20 batches of 500, 3 in parallel), then record
 * it. Half of the lines have a rule; the engine decides the rest.
 * Usage: npm run bench:rules [-- --runs 3]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createDocumentClient } from '#lambdas/adapters/dynamo-client';
import { createDynamoStore } from '#lambdas/adapters/dynamo-store';
import { LOCAL_TABLE_NAME } from '#lambdas/table';
import { mapWithConcurrency } from '#shared/concurrency';
import { merchantOf } from '#shared/engine/merchant';
import { MAX_BATCH_SIZE, MAX_RULES_PER_USER } from '#shared/limits';
import { batchesOf } from '../test/integration/api/descriptions.ts';
import { type LocalStack, startLocalStack, type TestUser } from '../test/support/local-stack.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);

/** A merchant name per number: letters only (digits are not part of a merchant's name). */
const nameOf = (k: number) => {
  let name = '';
  let n = k;
  do {
    name = String.fromCharCode(65 + (n % 26)) + name;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return `LOJA ${name}`;
};

/** 10000 lines of 10000 merchants, the first 5000 of them with a rule. */
const descriptions = Array.from({ length: 10_000 }, (_, k) => `${nameOf(k)} 1234 SAO PAULO`);

async function sendFile(
  stack: LocalStack,
  user: TestUser,
): Promise<{ ms: number; categorizeMs: number; recordMs: number; ruled: number }> {
  const uploadId = randomUUID();
  const batches = batchesOf(descriptions, MAX_BATCH_SIZE);
  let ruled = 0;
  const started = performance.now();
  await mapWithConcurrency(
    batches.map((transactions, batchIndex) => ({ transactions, batchIndex })),
    3,
    async ({ transactions, batchIndex }) => {
      const res = await stack.api(user, '/api/categorize', {
        method: 'POST',
        body: JSON.stringify({ uploadId, batchIndex, transactions }),
      });
      if (res.status !== 200) throw new Error(`batch ${batchIndex}: HTTP ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { categorizedTransactions: { source?: string }[] };
      ruled += body.categorizedTransactions.filter((line) => line.source === 'rule').length;
    },
  );
  const categorized = performance.now();
  const created = await stack.api(user, '/api/uploads', {
    method: 'POST',
    body: JSON.stringify({ uploadId, filename: 'bench.csv', transactionCount: descriptions.length }),
  });
  if (created.status !== 201) throw new Error(`finalize: HTTP ${created.status}`);
  const done = performance.now();
  return { ms: done - started, categorizeMs: categorized - started, recordMs: done - categorized, ruled };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main(): Promise<void> {
  const stack = await startLocalStack({ freePlanLimit: 0 });
  try {
    const [withRules, without] = [await stack.signUp(), await stack.signUp()];
    const store = createDynamoStore({
      tableName: LOCAL_TABLE_NAME,
      client: createDocumentClient({ region: 'us-east-1', endpoint: stack.local.dynamoEndpoint }),
    });
    const started = performance.now();
    await mapWithConcurrency(descriptions.slice(0, MAX_RULES_PER_USER), 16, async (description) => {
      const merchant = merchantOf(description);
      if (!merchant) throw new Error(`no merchant in ${description}`);
      const stored = await store.putRule(
        withRules.sub,
        {
          key: merchant.key,
          merchant: merchant.name,
          category: 'Lazer',
          updatedAt: new Date().toISOString(),
        },
        MAX_RULES_PER_USER,
      );
      if (stored === 'limit') throw new Error('rule limit reached');
    });
    console.log(`${MAX_RULES_PER_USER} rules written in ${Math.round(performance.now() - started)} ms`);
    // Warm-up: the handlers and the engine loaded once, as a warm Lambda has them.
    await sendFile(stack, without);

    for (const [label, user] of [
      ['no rules', without],
      [`${MAX_RULES_PER_USER} rules`, withRules],
    ] as const) {
      const results: Awaited<ReturnType<typeof sendFile>>[] = [];
      for (let run = 0; run < runs; run++) results.push(await sendFile(stack, user));
      const at = (pick: (r: (typeof results)[number]) => number) => Math.round(median(results.map(pick)));
      console.log(
        `10000 lines, 20 batches × 500, 3 in parallel, then recorded, ${label}: median ${at((r) => r.ms)} ms ` +
          `(categorize ${at((r) => r.categorizeMs)} ms, record ${at((r) => r.recordMs)} ms; ` +
          `${results[0]?.ruled ?? 0} lines decided by rules)`,
      );
    }
  } finally {
    await stack.stop();
  }
}

await main();
