import { randomBytes } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoIdempotencyStore } from '#lambdas/adapters/dynamo-idempotency';
import type { ApiKeyIdentity } from '#lambdas/domain/ports';
import type { HttpEvent } from '#lambdas/http/event';
import { createIdempotent, IDEMPOTENCY_WINDOW_SECONDS } from '#lambdas/http/idempotency';
import { json } from '#lambdas/http/responses';
import { LOCAL_TABLE_NAME } from '#lambdas/table';
import type { CreatedApiKey, ListApiKeysResponse } from '#shared/api/schemas';
import type { V1CategorizeResponse } from '#shared/api/v1';
import { type LocalStack, startLocalStack, type TestUser } from '../../support/local-stack.ts';
import { documentClientFor } from './dynalite.ts';

/**
 * `Idempotency-Key` on POST /v1/categorize through local mode (the handler, Powertools and its records on dynalite
 * as in AWS), and the DynamoDB store's own items.
 */

let stack: LocalStack;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  stack = await startLocalStack();
  owner = await stack.signUp();
  stranger = await stack.signUp();
});
afterAll(() => stack?.stop());

async function createKey(user: TestUser, body: Record<string, unknown> = { name: 'idempotência' }) {
  const res = await stack.api(user, '/api/keys', { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedApiKey;
}

const categorize = (key: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${stack.baseUrl}/v1/categorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, ...headers },
    body: JSON.stringify(body),
  });

const linesOf = async (user: TestUser, key: CreatedApiKey) =>
  ((await (await stack.api(user, '/api/keys')).json()) as ListApiKeysResponse).keys.find(
    (listed) => listed.id === key.id,
  )?.usage.lines ?? -1;

const TRANSACTIONS = {
  transactions: [
    { id: 't1', description: 'IFOOD *RESTAURANTE SABOR', amount: -45.9 },
    { id: 't2', description: 'PIX RECEBIDO MARIA SOUZA', amount: 150 },
    { id: 't3', description: 'UBER *TRIP', amount: -23.1 },
  ],
};

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { type: string; message: string } }).error;

describe('Idempotency-Key on POST /v1/categorize, through local mode', () => {
  it('answers a retry with the first answer, identical, and charges the key once', async () => {
    const key = await createKey(owner);
    const first = await categorize(key.key, TRANSACTIONS, { 'Idempotency-Key': 'pedido-0001' });
    const again = await categorize(key.key, TRANSACTIONS, { 'Idempotency-Key': 'pedido-0001' });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const [firstBody, againBody] = [await first.text(), await again.text()];
    expect(againBody).toBe(firstBody);
    expect((JSON.parse(againBody) as V1CategorizeResponse).usage.lines).toBe(3);
    expect(await linesOf(owner, key)).toBe(3);

    // The record is the owner's, in their partition, for 24 hours.
    const { Items = [] } = await documentClientFor(stack.local.dynamoEndpoint).send(
      new QueryCommand({
        TableName: LOCAL_TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${owner.sub}`, ':prefix': `IDEMPOTENCY#${key.id}#` },
      }),
    );
    expect(Items).toHaveLength(1);
    expect(Items[0]).toMatchObject({ status: 'COMPLETED', payloadHash: expect.any(String) });
    expect(Items[0]?.sk).toMatch(new RegExp(`^IDEMPOTENCY#${key.id}#[A-Za-z0-9_-]{43}$`));
    expect(Items[0]?.expiresAt).toBeCloseTo(Date.now() / 1000 + IDEMPOTENCY_WINDOW_SECONDS, -2);
    expect(JSON.stringify(Items[0])).not.toContain('pedido-0001');
  });

  it('refuses the same key with another body (422, pt-BR), charging nothing', async () => {
    const key = await createKey(owner);
    expect((await categorize(key.key, TRANSACTIONS, { 'Idempotency-Key': 'k-422' })).status).toBe(200);
    const other = { transactions: [{ id: 't1', description: 'NETFLIX.COM' }] };
    const reused = await categorize(key.key, other, { 'Idempotency-Key': 'k-422' });
    expect(reused.status).toBe(422);
    expect(await errorOf(reused)).toEqual({
      type: 'IdempotencyKeyReused',
      message:
        'Esta Idempotency-Key já foi usada com outro pedido nas últimas 24 horas. Use uma chave nova para um pedido diferente.',
    });
    expect(await linesOf(owner, key)).toBe(3);
  });

  it('without the header, charges every request as before', async () => {
    const key = await createKey(owner);
    const first = (await (await categorize(key.key, TRANSACTIONS)).json()) as V1CategorizeResponse;
    const second = await categorize(key.key, TRANSACTIONS);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(first.usage.lines).toBe(3);
    expect(((await second.json()) as V1CategorizeResponse).usage.lines).toBe(6);
    expect(await linesOf(owner, key)).toBe(6);
  });

  it("gives another owner sending the same header value its own answer, on its own key's usage", async () => {
    const mine = await createKey(owner);
    const theirs = await createKey(stranger);
    const header = { 'Idempotency-Key': 'shared-value-42' };
    const own = (await (await categorize(mine.key, TRANSACTIONS, header)).json()) as V1CategorizeResponse;
    const other = { transactions: [{ id: 'x1', description: 'POSTO IPIRANGA', amount: -200 }] };
    const res = await categorize(theirs.key, other, header);
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    const answer = (await res.json()) as V1CategorizeResponse;
    expect(answer.results.map((result) => result.id)).toEqual(['x1']);
    expect(answer.usage.lines).toBe(1);
    expect(own.usage.lines).toBe(3);
    expect([await linesOf(owner, mine), await linesOf(stranger, theirs)]).toEqual([3, 1]);
  });

  it('keeps no failed request: a 402 retried runs again, and the key then serves another body', async () => {
    const key = await createKey(owner, { name: 'limite', limits: { linesPerMonth: 3 } });
    const two = { transactions: TRANSACTIONS.transactions.slice(0, 2) };
    expect((await categorize(key.key, two)).status).toBe(200);
    const header = { 'Idempotency-Key': 'k-402' };
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await categorize(key.key, TRANSACTIONS, header);
      expect(refused.status).toBe(402);
      expect((await errorOf(refused)).type).toBe('QuotaExceeded');
    }
    const fits = { transactions: TRANSACTIONS.transactions.slice(2) };
    const ok = await categorize(key.key, fits, header);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('idempotent-replayed')).toBeNull();
    expect(await linesOf(owner, key)).toBe(3);
  });

  it('refuses a header that is not 1..255 printable ASCII characters (400, naming it), charging nothing', async () => {
    const key = await createKey(owner);
    const res = await categorize(key.key, TRANSACTIONS, { 'Idempotency-Key': 'x'.repeat(256) });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      type: 'ValidationError',
      message:
        'Cabeçalho Idempotency-Key inválido: use de 1 a 255 caracteres ASCII imprimíveis (letras sem acento, dígitos, espaço e símbolos).',
    });
    expect(await linesOf(owner, key)).toBe(0);
  });

  it('charges once for simultaneous requests with one key: the others wait (409) or replay', async () => {
    const key = await createKey(owner);
    const many = {
      transactions: Array.from({ length: 2000 }, (_, i) => ({ id: `t${i}`, description: `MERCADO ${i}` })),
    };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => categorize(key.key, many, { 'Idempotency-Key': 'k-race' })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses).toContain(200);
    for (const status of statuses) expect([200, 409]).toContain(status);
    const waiting = answers.find((res) => res.status === 409);
    if (waiting) expect((await errorOf(waiting)).type).toBe('IdempotencyKeyInProgress');
    expect(await linesOf(owner, key)).toBe(2000);
  });
});

describe('the DynamoDB idempotency store, on dynalite', () => {
  const identity = (ownerId: string): ApiKeyIdentity => ({
    ownerId,
    keyId: 'key-1',
    limits: { linesPerMonth: 10, requestsPerSecond: 10, modelLinesPerDay: 0 },
  });
  const context = { getRemainingTimeInMillis: () => 10_000 } as Context;
  const event = (headers: Record<string, string>) =>
    ({
      routeKey: 'POST /v1/categorize',
      headers,
      body: '{}',
      isBase64Encoded: false,
    }) as unknown as HttpEvent;

  it('keeps an answer too large for one item in parts beside its record, and replays it whole', async () => {
    const client = documentClientFor(stack.local.dynamoEndpoint);
    const store = createDynamoIdempotencyStore({ tableName: LOCAL_TABLE_NAME, client, partBytes: 1000 });
    const idempotent = createIdempotent(() => store);
    const ownerId = `parts-${crypto.randomUUID()}`;
    // Random text does not compress: a few parts of 1000 bytes.
    const big = { noise: randomBytes(2500).toString('base64') };
    let runs = 0;
    const run = async () => {
      runs++;
      return json(200, big);
    };
    const first = await idempotent(event({ 'idempotency-key': 'big' }), context, identity(ownerId), run);
    const again = await idempotent(event({ 'idempotency-key': 'big' }), context, identity(ownerId), run);
    expect(runs).toBe(1);
    expect(again.body).toBe(first.body);
    expect(again.headers).toMatchObject({ 'idempotent-replayed': 'true' });

    const { Items = [] } = await client.send(
      new QueryCommand({
        TableName: LOCAL_TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${ownerId}` },
      }),
    );
    const [record, ...parts] = Items;
    expect(record).toMatchObject({
      status: 'COMPLETED',
      response: { body: { kept: { parts: parts.length } } },
    });
    expect(parts.length).toBeGreaterThanOrEqual(3);
    parts.forEach((part, index) => {
      expect(part.sk).toBe(`${record?.sk}#${String(index).padStart(2, '0')}`);
      expect(part.expiresAt).toBeGreaterThanOrEqual(record?.expiresAt);
    });
  });
});
