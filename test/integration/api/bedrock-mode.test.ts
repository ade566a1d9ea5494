import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BedrockStandIn, startBedrockStandIn } from '#local/bedrock-stand-in';
import type { CategorizeResponse } from '#shared/api/schemas';
import { type LocalStack, startLocalStack, type TestUser } from '../../support/local-stack.ts';

/** `bedrock` mode: every line goes to the model; when it cannot answer, the response says the engine did. */
describe('bedrock mode against a Bedrock stand-in', () => {
  let standIn: BedrockStandIn;
  let stack: LocalStack;
  let user: TestUser;

  beforeAll(async () => {
    standIn = await startBedrockStandIn({ pick: (_description, categories) => categories.at(-1) ?? '' });
    vi.stubEnv('BEDROCK_BREAKER_COOLDOWN_SECONDS', '0');
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'ERROR');
    vi.stubEnv('MODEL_DAILY_LINES_PER_USER', '5');
    stack = await startLocalStack({
      categorization: {
        mode: 'bedrock',
        modelId: 'anthropic.claude-3-haiku-20240307-v1:0',
        endpoint: standIn.endpoint,
      },
    });
    user = await stack.signUp();
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await stack?.stop();
    await standIn?.stop();
  });

  async function categorize(
    transactions: string[],
    customCategories?: unknown,
    who: TestUser = user,
  ): Promise<CategorizeResponse> {
    const res = await stack.api(who, '/api/categorize', {
      method: 'POST',
      body: JSON.stringify({ uploadId: randomUUID(), batchIndex: 0, transactions, customCategories }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as CategorizeResponse;
  }

  it('sends every line to the model, forcing the tool for Claude, with the user list and its numbers', async () => {
    const body = await categorize(
      ['UBER *TRIP', 'PADARIA REAL'],
      [
        { name: 'Carro', number: 1 },
        { name: 'Diversos', number: 9 },
      ],
    );

    expect(body.categorizedTransactions).toEqual([
      { description: 'UBER *TRIP', category: 'Diversos', categoryNumber: 9, source: 'model' },
      { description: 'PADARIA REAL', category: 'Diversos', categoryNumber: 9, source: 'model' },
    ]);
    expect(standIn.calls.at(-1)?.body.toolConfig?.toolChoice).toEqual({
      tool: { name: 'record_categories' },
    });
    expect(standIn.calls.at(-1)?.asked.categories).toEqual(['Carro', 'Diversos']);
  });

  it('says which lines the engine answered when the model is gone', async () => {
    standIn.respondWith('not-found');

    const body = await categorize(['UBER *TRIP', 'NETFLIX.COM']);

    expect(body.categorizedTransactions).toEqual([
      { description: 'UBER *TRIP', category: 'Transporte', source: 'engine' },
      { description: 'NETFLIX.COM', category: 'Assinaturas', source: 'engine' },
    ]);
  });

  it('sends a user at most their daily ceiling of lines; the engine answers the rest', async () => {
    standIn.respondWith('answer');
    const fresh = await stack.signUp();
    const lines = ['UBER *TRIP', 'NETFLIX.COM', 'PADARIA REAL', 'POSTO SHELL', 'DROGASIL'];

    const first = await categorize(lines.slice(0, 3), undefined, fresh);
    const second = await categorize(lines, undefined, fresh);

    expect(first.categorizedTransactions.map((t) => t.source)).toEqual(['model', 'model', 'model']);
    expect(second.categorizedTransactions.map((t) => t.source)).toEqual([
      'model',
      'model',
      'engine',
      'engine',
      'engine',
    ]);
  });
});
