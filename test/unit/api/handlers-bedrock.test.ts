import { randomUUID } from 'node:crypto';
import {
  AccessDeniedException,
  BedrockRuntimeClient,
  ConverseCommand,
  type ConverseCommandInput,
  ResourceNotFoundException,
  ValidationException,
} from '@aws-sdk/client-bedrock-runtime';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpHandler } from '#lambdas/http/handle';

vi.mock('#shared/engine/engine', async () => (await import('./fake-engine.ts')).fakeEngineModule());

const ddb = mockClient(DynamoDBDocumentClient);
const bedrock = mockClient(BedrockRuntimeClient);

function categorizeEvent(transactions: string[]): APIGatewayProxyEventV2WithJWTAuthorizer {
  return {
    routeKey: 'POST /api/categorize',
    headers: {},
    isBase64Encoded: false,
    body: JSON.stringify({ uploadId: randomUUID(), batchIndex: 0, transactions }),
    requestContext: { authorizer: { jwt: { claims: { sub: 'sub-alice' }, scopes: [] } } },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** POST /api/categorize in hybrid mode: engine first, the model for the rest, DynamoDB and Bedrock mocked. */
describe('categorize handler in hybrid mode', () => {
  let categorize: HttpHandler;

  beforeAll(async () => {
    vi.stubEnv('TABLE_NAME', 'table');
    vi.stubEnv('CATEGORIZATION_MODE', 'hybrid');
    vi.stubEnv('BEDROCK_MODEL_ID', 'amazon.test-model');
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'WARN');
    vi.stubEnv('BEDROCK_BREAKER_COOLDOWN_SECONDS', '0');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
    categorize = (await import('#lambdas/handlers/categorize-transactions')).handler as HttpHandler;
  });

  beforeEach(() => {
    ddb.reset();
    bedrock.reset();
    ddb.on(GetCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(BatchGetCommand).resolves({ Responses: {} });
    ddb.on(PutCommand).resolves({});
    ddb.on(UpdateCommand).resolves({ Attributes: { used: 3 } });
  });

  it('asks the configured model only for what the engine is unsure of', async () => {
    bedrock.on(ConverseCommand).callsFake((input: ConverseCommandInput) => {
      const asked = JSON.parse(input.messages?.[0]?.content?.[0]?.text ?? '') as {
        transactions: { id: string }[];
      };
      return {
        output: {
          message: {
            role: 'assistant',
            content: [
              {
                toolUse: {
                  toolUseId: '1',
                  name: 'record_categories',
                  input: { results: asked.transactions.map(({ id }) => ({ id, category: 'Compras' })) },
                },
              },
            ],
          },
        },
      };
    });

    const result = await categorize(categorizeEvent(['UBER', 'LOJA DESCONHECIDA', 'IFOOD']), {} as Context);

    expect(result.statusCode).toBe(200);
    expect(
      JSON.parse(result.body ?? '').categorizedTransactions.map((t: { category: string }) => t.category),
    ).toEqual(['Transporte', 'Compras', 'Alimentação']);
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 1);
    expect(bedrock).toHaveReceivedCommandWith(ConverseCommand, { modelId: 'amazon.test-model' });
  });

  it.each([
    ['AccessDeniedException', new AccessDeniedException({ message: 'denied', $metadata: {} })],
    ['ResourceNotFoundException', new ResourceNotFoundException({ message: 'Legacy', $metadata: {} })],
    ['ValidationException', new ValidationException({ message: 'invalid', $metadata: {} })],
  ])(
    'answers 200 from the engine when the model fails (%s), and emits the alarm metric',
    async (name, error) => {
      bedrock.on(ConverseCommand).rejects(error);
      const written: string[] = [];
      const capture = (chunk: unknown) => {
        written.push(String(chunk));
        return true;
      };
      const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
      const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(capture);

      const result = await categorize(categorizeEvent(['LOJA DESCONHECIDA', 'UBER']), {} as Context);
      stdout.mockRestore();
      stderr.mockRestore();

      expect(result.statusCode).toBe(200);
      expect(JSON.parse(result.body ?? '').categorizedTransactions).toEqual([
        { description: 'LOJA DESCONHECIDA', category: 'Outros', source: 'engine' },
        { description: 'UBER', category: 'Transporte', source: 'engine' },
      ]);
      const emf = written.flatMap((line) => (line.includes('"_aws"') ? [JSON.parse(line)] : []));
      expect(emf).toContainEqual(expect.objectContaining({ ModelUnavailable: 1, service: 'categoriza-api' }));
      expect(emf).toContainEqual(expect.objectContaining({ ModelFallbackLines: 1 }));
      expect(written.join('')).toContain(name);
      expect(written.join('')).not.toContain('LOJA DESCONHECIDA');
    },
  );
});
