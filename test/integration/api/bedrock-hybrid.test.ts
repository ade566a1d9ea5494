import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BedrockStandIn, type StandInBehaviour, startBedrockStandIn } from '#local/bedrock-stand-in';
import type { CategorizeResponse } from '#shared/api/schemas';
import { type LocalStack, startLocalStack, type TestUser } from '../../support/local-stack.ts';

const MODEL_ID = 'openai.gpt-oss-120b-1:0';
/** The engine is sure of the first two (≥ 0.9) and unsure of the last two (unknown shops, 0.35). */
const LINES = ['UBER *TRIP', 'NETFLIX.COM', 'ZQXW KLMN', 'KWPT RRDA'];

/**
 * Hybrid mode through local mode, with the real Bedrock adapter talking to a stand-in Converse server: what the
 * engine is unsure of goes to the model; when the model fails in any way the engine answers, the request still
 * succeeds, and the alarm's metric and a log line say why.
 */
describe('hybrid mode against a Bedrock stand-in', () => {
  let standIn: BedrockStandIn;
  let stack: LocalStack;
  let user: TestUser;
  let output: string[] = [];

  beforeAll(async () => {
    standIn = await startBedrockStandIn({ pick: () => 'Compras' });
    // Short budgets so the time-out cases end quickly; a breaker that never stays open, so each case calls.
    vi.stubEnv('BEDROCK_CALL_TIMEOUT_MS', '400');
    vi.stubEnv('BEDROCK_BUDGET_MS', '1500');
    vi.stubEnv('BEDROCK_BREAKER_COOLDOWN_SECONDS', '0');
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'WARN');
    stack = await startLocalStack({
      categorization: { mode: 'hybrid', modelId: MODEL_ID, endpoint: standIn.endpoint },
    });
    user = await stack.signUp();
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await stack?.stop();
    await standIn?.stop();
  });

  afterEach(() => {
    standIn.respondWith('answer');
    standIn.calls.length = 0;
    vi.restoreAllMocks();
  });

  /** Captures what the functions print (the Powertools log and the embedded-metric-format lines). */
  function captureOutput(): void {
    output = [];
    const capture = (chunk: unknown) => {
      output.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  }

  const metrics = () =>
    output.flatMap((line) =>
      line
        .split('\n')
        .filter((part) => part.includes('"_aws"'))
        .map((part) => JSON.parse(part) as Record<string, unknown>),
    );

  async function categorize(transactions: string[]): Promise<CategorizeResponse> {
    const res = await stack.api(user, '/api/categorize', {
      method: 'POST',
      body: JSON.stringify({ uploadId: randomUUID(), batchIndex: 0, transactions }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as CategorizeResponse;
  }

  it('asks the model only for the lines the engine is unsure of, and says who answered each', async () => {
    const body = await categorize(LINES);

    expect(body.categorizedTransactions).toEqual([
      { description: 'UBER *TRIP', category: 'Transporte', source: 'engine' },
      { description: 'NETFLIX.COM', category: 'Assinaturas', source: 'engine' },
      { description: 'ZQXW KLMN', category: 'Compras', source: 'model' },
      { description: 'KWPT RRDA', category: 'Compras', source: 'model' },
    ]);
    expect(standIn.calls).toHaveLength(1);
    const [call] = standIn.calls;
    expect(call?.modelId).toBe(MODEL_ID);
    expect(call?.asked.transactions.map((t) => t.description)).toEqual(['ZQXW KLMN', 'KWPT RRDA']);
    expect(call?.asked.categories).toHaveLength(24);
    expect(call?.body.toolConfig?.toolChoice).toEqual({ auto: {} });
    expect(call?.body.additionalModelRequestFields).toEqual({ reasoning_effort: 'low' });
  });

  it('retries a throttled call and takes the model answer', async () => {
    standIn.queue('throttle');

    const body = await categorize(LINES);

    expect(body.categorizedTransactions.map((t) => t.source)).toEqual(['engine', 'engine', 'model', 'model']);
    expect(standIn.calls).toHaveLength(2);
  });

  it.each<[StandInBehaviour, string]>([
    ['not-found', 'ResourceNotFoundException'],
    ['access-denied', 'AccessDeniedException'],
    ['validation', 'ValidationException'],
    ['malformed', 'MalformedOutput'],
    ['hang', 'Timeout'],
    ['throttle', 'Throttled'],
    ['server-error', 'InternalServerException'],
  ])(
    'answers 200 from the engine when the model fails (%s), with the metric and the reason',
    async (behaviour, reason) => {
      standIn.respondWith(behaviour);
      captureOutput();

      const body = await categorize(LINES);

      expect(body.categorizedTransactions).toEqual([
        { description: 'UBER *TRIP', category: 'Transporte', source: 'engine' },
        { description: 'NETFLIX.COM', category: 'Assinaturas', source: 'engine' },
        { description: 'ZQXW KLMN', category: 'Alimentação', source: 'engine' },
        { description: 'KWPT RRDA', category: 'Alimentação', source: 'engine' },
      ]);
      expect(body.usage.used).toBeGreaterThan(0);
      expect(standIn.calls.length).toBeGreaterThanOrEqual(1);
      expect(metrics()).toContainEqual(
        expect.objectContaining({ ModelUnavailable: 1, service: 'categoriza-local' }),
      );
      expect(metrics()).toContainEqual(expect.objectContaining({ ModelFallbackLines: 2 }));
      const log = output.join('');
      expect(log).toContain('Model unavailable');
      expect(log).toContain(reason);
      expect(log).not.toContain('ZQXW');
    },
  );
});
