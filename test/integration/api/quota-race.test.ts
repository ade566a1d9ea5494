import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategorizeResponse, Usage } from '#shared/api/schemas';
import { type LocalStack, startLocalStack, type TestUser } from '../../support/local-stack.ts';

/**
 * The free-plan race of issue 13, through local mode: one request of one line and 20 of 500 other lines,
 * all for the same upload and batch, sent at once. Each batch is charged for its own content: one wins, the
 * rest get 409 and no results.
 */
describe('free plan under a race of one batch key', () => {
  let stack: LocalStack;

  beforeAll(async () => {
    stack = await startLocalStack({ freePlanLimit: 1000 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const send = (user: TestUser, uploadId: string, batchIndex: number, transactions: string[]) =>
    stack.api(user, '/api/categorize', {
      method: 'POST',
      body: JSON.stringify({ uploadId, batchIndex, transactions }),
    });

  async function race(user: TestUser, sizes: readonly number[], sameKey: boolean) {
    const uploadId = randomUUID();
    const responses = await Promise.all(
      sizes.map((size, k) =>
        send(
          user,
          uploadId,
          sameKey ? 0 : k,
          Array.from({ length: size }, (_, i) => (size === 1 ? 'x' : `LOJA ${k} ${i}`)),
        ),
      ),
    );
    const bodies = await Promise.all(responses.map((res) => res.json() as Promise<unknown>));
    const lines = bodies.reduce<number>(
      (sum, body, k) =>
        sum +
        (responses[k]?.status === 200 ? (body as CategorizeResponse).categorizedTransactions.length : 0),
      0,
    );
    const usage = (await (await stack.api(user, '/api/usage')).json()) as Usage;
    return { statuses: responses.map((res) => res.status), lines, used: usage.used };
  }

  it('charges one batch key once, for the content that won, and answers the rest 409 (3 trials)', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const user = await stack.signUp();
      const { statuses, lines, used } = await race(user, [1, ...Array(20).fill(500)], true);

      console.log(
        `trial ${trial + 1}: ${statuses.filter((s) => s === 200).length} × 200, ${lines} lines, charged ${used}`,
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(20);
      expect(used).toBe(lines);
    }
  });

  it('with one transaction left, a race yields at most that one line', async () => {
    const user = await stack.signUp();
    const fillId = randomUUID();
    for (const [batchIndex, size] of [500, 499].entries()) {
      const lines = Array.from({ length: size }, (_, i) => `COMPRA ${batchIndex} ${i}`);
      expect((await send(user, fillId, batchIndex, lines)).status).toBe(200);
    }

    const sameKey = await race(user, [1, ...Array(20).fill(500)], true);
    const otherKeys = await race(user, Array(20).fill(500), false);

    console.log(`one left: same key ${sameKey.lines} line(s), other keys ${otherKeys.lines} line(s)`);
    expect(sameKey.lines + otherKeys.lines).toBeLessThanOrEqual(1);
    expect(otherKeys.used).toBe(999 + sameKey.lines + otherKeys.lines);
    expect(otherKeys.statuses.every((s) => s === 402)).toBe(true);
  });
});
