import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
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
import { CATEGORIZE_MESSAGES, GENERIC_ERROR_MESSAGE, TRANSACTIONS_FILE_MESSAGES } from '#shared/messages';

vi.mock('#shared/engine/engine', async () => (await import('./fake-engine.ts')).fakeEngineModule());

const ddb = mockClient(DynamoDBDocumentClient);
const context = { awsRequestId: 'req-1', functionName: 'fn' } as Context;

function event(
  overrides: Partial<APIGatewayProxyEventV2WithJWTAuthorizer> & { sub?: string | null; json?: unknown } = {},
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { sub = 'sub-alice', json, ...rest } = overrides;
  return {
    version: '2.0',
    routeKey: 'POST /api/categorize',
    rawPath: '/api/categorize',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    body: json === undefined ? undefined : JSON.stringify(json),
    requestContext: {
      authorizer: {
        jwt: { claims: sub === null ? {} : { sub }, scopes: [] },
        principalId: '',
        integrationLatency: 0,
      },
    } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'],
    ...rest,
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}

const bodyOf = (result: { body?: string }) => JSON.parse(result.body ?? '{}');

describe('handlers', () => {
  let categorize: HttpHandler;
  let getUpload: HttpHandler;
  let getUsage: HttpHandler;
  let health: HttpHandler;

  beforeAll(async () => {
    vi.stubEnv('TABLE_NAME', 'table');
    vi.stubEnv('FREE_PLAN_LIMIT', '1000');
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'SILENT');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
    categorize = (await import('#lambdas/handlers/categorize-transactions')).handler as HttpHandler;
    getUpload = (await import('#lambdas/handlers/get-upload')).handler as HttpHandler;
    getUsage = (await import('#lambdas/handlers/get-usage')).handler as HttpHandler;
    health = (await import('#lambdas/handlers/health')).handler as HttpHandler;
  });

  beforeEach(() => {
    ddb.reset();
    ddb.on(GetCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(BatchGetCommand).resolves({ Responses: {} });
    ddb.on(PutCommand).resolves({});
  });

  it('health answers ok', async () => {
    expect(bodyOf(await health(event({ sub: null }), context))).toEqual({ status: 'ok' });
  });

  it('categorizes a batch for the token’s user only, whatever the body says', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { used: 2 } });

    const result = await categorize(
      event({
        json: { uploadId: randomUUID(), batchIndex: 0, transactions: ['UBER', 'IFOOD'], userId: 'sub-bob' },
      }),
      context,
    );

    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      categorizedTransactions: [
        { description: 'UBER', category: 'Transporte' },
        { description: 'IFOOD', category: 'Alimentação' },
      ],
      usage: { used: 2, limit: 1000, remaining: 998 },
    });
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, { Key: { pk: 'USER#sub-alice', sk: 'USAGE' } });
    expect(ddb).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({ pk: 'USER#sub-alice' }),
    });
    // The user's rules are looked up by merchant, in the token user's partition.
    const ruleReads = ddb
      .commandCalls(BatchGetCommand)
      .flatMap((call) =>
        Object.values(call.args[0].input.RequestItems ?? {}).flatMap((request) => request.Keys ?? []),
      );
    expect(ruleReads).toEqual([
      { pk: 'USER#sub-alice', sk: 'RULE#uber' },
      { pk: 'USER#sub-alice', sk: 'RULE#ifood' },
    ]);
    for (const call of ddb.calls()) expect(JSON.stringify(call.args[0].input)).not.toContain('sub-bob');
  });

  it('answers 401 without a sub claim', async () => {
    const result = await categorize(event({ sub: null, json: {} }), context);
    expect(result.statusCode).toBe(401);
    expect(bodyOf(result).error.type).toBe('Unauthorized');
  });

  it.each([
    {
      name: 'empty list',
      json: { uploadId: randomUUID(), batchIndex: 0, transactions: [] },
      message: CATEGORIZE_MESSAGES.failed,
    },
    {
      name: 'no uploadId',
      json: { batchIndex: 0, transactions: ['UBER'] },
      message: CATEGORIZE_MESSAGES.failed,
    },
    {
      name: 'dangerous',
      json: { uploadId: randomUUID(), batchIndex: 0, transactions: ['@SUM'] },
      message: TRANSACTIONS_FILE_MESSAGES.dangerous,
    },
    {
      name: 'bad category number',
      json: {
        uploadId: randomUUID(),
        batchIndex: 0,
        transactions: ['UBER'],
        customCategories: [{ name: 'A', number: 1.5 }],
      },
      message: 'Linha 2: número inválido "1.5"',
    },
  ])('answers 400 with a pt-BR message: $name', async ({ json, message }) => {
    const result = await categorize(event({ json }), context);
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ error: { type: 'ValidationError', message } });
    expect(ddb).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('reads a base64 body and refuses one over the size limit with 413', async () => {
    const big = Buffer.from(JSON.stringify({ transactions: ['x'.repeat(1_100_000)] })).toString('base64');
    const result = await categorize(event({ body: big, isBase64Encoded: true }), context);
    expect(result.statusCode).toBe(413);
    expect(bodyOf(result).error.message).toBe('Requisição muito grande. O tamanho máximo é 1024 KB.');
  });

  it('answers 402 QuotaExceeded with how many remain, consuming nothing', async () => {
    ddb.on(GetCommand, { Key: { pk: 'USER#sub-alice', sk: 'USAGE' } }).resolves({ Item: { used: 999 } });

    const result = await categorize(
      event({ json: { uploadId: randomUUID(), batchIndex: 0, transactions: ['A', 'B'] } }),
      context,
    );

    expect(result.statusCode).toBe(402);
    expect(bodyOf(result).error).toEqual({
      type: 'QuotaExceeded',
      message: 'Limite do plano gratuito excedido: resta 1 transação e este lote tem 2.',
    });
    expect(ddb).not.toHaveReceivedCommand(UpdateCommand);
    expect(ddb).not.toHaveReceivedCommand(PutCommand);
  });

  it('answers 402 when a parallel request took the quota between check and consume', async () => {
    ddb
      .on(GetCommand, { Key: { pk: 'USER#sub-alice', sk: 'USAGE' } })
      .resolvesOnce({ Item: { used: 0 } })
      .resolves({ Item: { used: 1000 } });
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));

    const result = await categorize(
      event({ json: { uploadId: randomUUID(), batchIndex: 0, transactions: ['A'] } }),
      context,
    );

    expect(result.statusCode).toBe(402);
    expect(bodyOf(result).error.message).toBe(
      'Limite do plano gratuito atingido: não restam transações disponíveis.',
    );
    expect(ddb).not.toHaveReceivedCommand(PutCommand);
  });

  it('turns unknown errors into a generic 500 that reveals nothing', async () => {
    ddb.on(GetCommand).rejects(new Error('connect ECONNREFUSED 10.0.0.1:443 secret-table'));

    const result = await getUsage(event({ routeKey: 'GET /api/usage' }), context);

    expect(result.statusCode).toBe(500);
    expect(bodyOf(result)).toEqual({ error: { type: 'InternalError', message: GENERIC_ERROR_MESSAGE } });
  });

  it('logs structured lines without transaction text or e-mail addresses', async () => {
    const { logger } = await import('#lambdas/logger');
    logger.setLogLevel('DEBUG');
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      ddb.on(UpdateCommand).resolves({ Attributes: { used: 1 } });
      await categorize(
        event({
          json: { uploadId: randomUUID(), batchIndex: 0, transactions: ['PIX FULANO fulano@example.com'] },
        }),
        context,
      );
      await categorize(
        event({ json: { uploadId: randomUUID(), batchIndex: 0, transactions: ['=SEGREDO'] } }),
        context,
      );
    } finally {
      spy.mockRestore();
      logger.setLogLevel('SILENT');
    }
    const output = lines.join('');
    expect(output).toContain('"message":"Request handled"');
    expect(output).not.toContain('FULANO');
    expect(output).not.toContain('@example.com');
    expect(output).not.toContain('SEGREDO');
  });

  it('gzips a large re-opened upload when the client accepts it', async () => {
    const id = randomUUID();
    const { createDynamoStore } = await import('#lambdas/adapters/dynamo-store');
    ddb.on(PutCommand).callsFake((input) => {
      stored.push(input.Item);
      return {};
    });
    const stored: Record<string, unknown>[] = [];
    const writer = createDynamoStore({
      tableName: 'table',
      client: DynamoDBDocumentClient.from(new DynamoDBClient({})),
    });
    const results = Array.from({ length: 500 }, (_, i) => ({
      description: `UBER ${i}`,
      category: 'Transporte',
    }));
    await writer.putBatch('sub-alice', id, 0, results, 1);
    ddb
      .on(GetCommand)
      .resolves({ Item: { id, filename: 'a.csv', transactionCount: 500, uploadedAt: 'x', inLedger: true } });
    // The results' query answers the stored batch; the ledger's (its page of undated lines) finds nothing.
    ddb.on(QueryCommand).callsFake((input: { ExpressionAttributeValues?: Record<string, unknown> }) => {
      const values = Object.values(input.ExpressionAttributeValues ?? {}).map(String);
      return { Items: values.some((value) => value.startsWith('LEDGER#')) ? [] : stored };
    });

    const result = await getUpload(
      event({
        routeKey: 'GET /api/uploads/{id}',
        pathParameters: { id },
        headers: { 'accept-encoding': 'gzip, br' },
      }),
      context,
    );

    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(result.body ?? '', 'base64')).toString('utf8'));
    expect(body.categorizedTransactions).toEqual(results);
  });

  it('answers 404 for an upload that is not the caller’s', async () => {
    const result = await getUpload(
      event({ routeKey: 'GET /api/uploads/{id}', pathParameters: { id: randomUUID() } }),
      context,
    );
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).error.type).toBe('NotFound');
  });
});
