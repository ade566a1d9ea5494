import { gunzipSync } from 'node:zlib';
import {
  IdempotencyItemAlreadyExistsError,
  IdempotencyItemNotFoundError,
  IdempotencyRecordStatus,
} from '@aws-lambda-powertools/idempotency';
import { BasePersistenceLayer, type IdempotencyRecord } from '@aws-lambda-powertools/idempotency/persistence';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  IdempotencyKeyInProgressError,
  IdempotencyKeyReusedError,
  QuotaExceededError,
  ValidationError,
} from '#lambdas/domain/errors';
import type { ApiKeyIdentity } from '#lambdas/domain/ports';
import type { HttpEvent } from '#lambdas/http/event';
import {
  createIdempotent,
  IDEMPOTENCY_WINDOW_SECONDS,
  type IdempotencyStore,
  idempotencyKeyOf,
} from '#lambdas/http/idempotency';
import { json } from '#lambdas/http/responses';

/**
 * lambdas/http/idempotency.ts on Powertools' own machinery, over an in-memory persistence layer that keeps records
 * as the DynamoDB one does (the same conditions on a new record). The DynamoDB adapter itself, on dynalite and
 * through local mode: test/integration/api/idempotency.test.ts.
 */

/** Records in a map, written under DynamoDBPersistenceLayer's conditions: absent, expired, or in progress past its time. */
class MemoryPersistenceLayer extends BasePersistenceLayer {
  readonly records = new Map<string, IdempotencyRecord>();

  protected async _putRecord(record: IdempotencyRecord): Promise<void> {
    const existing = this.records.get(record.idempotencyKey);
    const free =
      !existing ||
      existing.isExpired() ||
      (existing.getStatus() === IdempotencyRecordStatus.INPROGRESS &&
        existing.inProgressExpiryTimestamp !== undefined &&
        existing.inProgressExpiryTimestamp < Date.now());
    if (!free) throw new IdempotencyItemAlreadyExistsError('exists', existing);
    this.records.set(record.idempotencyKey, record);
  }

  protected async _getRecord(idempotencyKey: string): Promise<IdempotencyRecord> {
    const record = this.records.get(idempotencyKey);
    if (!record) throw new IdempotencyItemNotFoundError();
    return record;
  }

  protected async _updateRecord(record: IdempotencyRecord): Promise<void> {
    this.records.set(record.idempotencyKey, record);
  }

  protected async _deleteRecord(record: IdempotencyRecord): Promise<void> {
    this.records.delete(record.idempotencyKey);
  }
}

function memoryStore() {
  const persistence = new MemoryPersistenceLayer();
  const kept: { expiresAt: number }[] = [];
  const store: IdempotencyStore & { failKeeping: boolean } = {
    persistence,
    failKeeping: false,
    async keepBody(_scope, gzipped, expiresAt) {
      if (store.failKeeping) throw new Error('DynamoDB unavailable');
      kept.push({ expiresAt });
      return { body: gzipped };
    },
    async bodyOf(_scope, body) {
      if (!('body' in body)) throw new Error('no parts in memory');
      return body.body;
    },
  };
  return { store, records: persistence.records, kept };
}

const OWNER: ApiKeyIdentity = {
  ownerId: 'owner-a',
  keyId: 'key-1',
  limits: { linesPerMonth: 1000, requestsPerSecond: 10, modelLinesPerDay: 0 },
};
const CONTEXT = { getRemainingTimeInMillis: () => 29_000 } as Context;

function eventOf(
  body: unknown,
  headers: Record<string, string> = {},
  routeKey = 'POST /v1/categorize',
): HttpEvent {
  return {
    routeKey,
    headers,
    body: JSON.stringify(body),
    isBase64Encoded: false,
  } as unknown as HttpEvent;
}

const BODY = { transactions: [{ id: 't1', description: 'UBER TRIP' }] };
const keyed = (key: string, more: Record<string, string> = {}) => ({ 'idempotency-key': key, ...more });

/** A route's body that counts its runs and answers the count (a charge, in the real route). */
function counting(answer: (run: number) => APIGatewayProxyStructuredResultV2 = (run) => json(200, { run })) {
  let runs = 0;
  const run = vi.fn(async () => answer(++runs));
  return { run, runs: () => runs };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the Idempotency-Key header', () => {
  it('is optional; when sent it is 1 to 255 printable ASCII characters, whatever its case', () => {
    expect(idempotencyKeyOf(eventOf(BODY))).toBeUndefined();
    expect(idempotencyKeyOf(eventOf(BODY, { 'Idempotency-Key': 'pedido 42/a~b' }))).toBe('pedido 42/a~b');
    expect(idempotencyKeyOf(eventOf(BODY, keyed('x'.repeat(255))))).toBe('x'.repeat(255));
    for (const bad of ['', 'x'.repeat(256), 'pedido-ção', 'a\tb', 'a\u0000b', '🔑']) {
      const refused = () => idempotencyKeyOf(eventOf(BODY, keyed(bad)));
      expect(refused, JSON.stringify(bad)).toThrow(ValidationError);
      expect(refused).toThrow(
        'Cabeçalho Idempotency-Key inválido: use de 1 a 255 caracteres ASCII imprimíveis (letras sem acento, dígitos, espaço e símbolos).',
      );
    }
  });

  it('refuses a bad value with 400 before running anything or writing a record', async () => {
    const { store, records } = memoryStore();
    const { run } = counting();
    const refused = createIdempotent(() => store)(eventOf(BODY, keyed('')), CONTEXT, OWNER, run);
    await expect(refused).rejects.toMatchObject({ statusCode: 400, type: 'ValidationError' });
    expect(run).not.toHaveBeenCalled();
    expect(records.size).toBe(0);
  });
});

describe('an idempotent route body', () => {
  it('without the header runs every time and keeps nothing', async () => {
    const { store, records } = memoryStore();
    const idempotent = createIdempotent(() => store);
    const { run } = counting();
    const first = await idempotent(eventOf(BODY), CONTEXT, OWNER, run);
    const second = await idempotent(eventOf(BODY), CONTEXT, OWNER, run);
    expect([first.body, second.body]).toEqual(['{"run":1}', '{"run":2}']);
    expect(second.headers).not.toHaveProperty('idempotent-replayed');
    expect(records.size).toBe(0);
  });

  it('runs once per key: a retry gets the first status and body, said to be replayed', async () => {
    const { store, records, kept } = memoryStore();
    const idempotent = createIdempotent(() => store);
    const { run } = counting((n) => json(200, { run: n, usage: { lines: n } }));
    const first = await idempotent(eventOf(BODY, keyed('k-1')), CONTEXT, OWNER, run);
    const again = await idempotent(eventOf(BODY, keyed('k-1')), CONTEXT, OWNER, run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(first.headers).not.toHaveProperty('idempotent-replayed');
    expect(again).toEqual({
      statusCode: 200,
      headers: { ...first.headers, 'idempotent-replayed': 'true' },
      body: first.body,
    });
    // The record is completed for 24 hours (and its body kept a little longer).
    const [record] = [...records.values()];
    expect(record?.getStatus()).toBe(IdempotencyRecordStatus.COMPLETED);
    const window = Date.now() / 1000 + IDEMPOTENCY_WINDOW_SECONDS;
    expect(record?.expiryTimestamp).toBeCloseTo(window, -1);
    expect(kept[0]?.expiresAt).toBeGreaterThan(record?.expiryTimestamp ?? Infinity);
  });

  it('answers 422 for the same key with another body or on another route, and runs nothing', async () => {
    const { store } = memoryStore();
    const idempotent = createIdempotent(() => store);
    const { run } = counting();
    await idempotent(eventOf(BODY, keyed('k-2')), CONTEXT, OWNER, run);
    const other = { transactions: [{ id: 't1', description: 'IFOOD' }] };
    for (const event of [
      eventOf(other, keyed('k-2')),
      eventOf(BODY, keyed('k-2'), 'POST /v1/jobs'),
      { ...eventOf(BODY, keyed('k-2')), body: JSON.stringify(BODY, null, 2) },
    ]) {
      const reused = idempotent(event, CONTEXT, OWNER, run);
      await expect(reused).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
      await expect(reused).rejects.toMatchObject({
        statusCode: 422,
        type: 'IdempotencyKeyReused',
        message:
          'Esta Idempotency-Key já foi usada com outro pedido nas últimas 24 horas. Use uma chave nova para um pedido diferente.',
      });
    }
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('answers 409 while the first request with the key runs, then the first answer', async () => {
    const { store } = memoryStore();
    const idempotent = createIdempotent(() => store);
    let finish: (response: APIGatewayProxyStructuredResultV2) => void = () => undefined;
    const slow = vi.fn(
      () =>
        new Promise<APIGatewayProxyStructuredResultV2>((resolve) => {
          finish = resolve;
        }),
    );
    const first = idempotent(eventOf(BODY, keyed('k-3')), CONTEXT, OWNER, slow);
    await vi.waitFor(() => expect(slow).toHaveBeenCalled());
    const meanwhile = idempotent(eventOf(BODY, keyed('k-3')), CONTEXT, OWNER, slow);
    await expect(meanwhile).rejects.toBeInstanceOf(IdempotencyKeyInProgressError);
    await expect(meanwhile).rejects.toMatchObject({
      statusCode: 409,
      type: 'IdempotencyKeyInProgress',
      message:
        'O pedido anterior com esta Idempotency-Key ainda está em andamento. Tente novamente em instantes para receber a mesma resposta.',
    });
    finish(json(200, { done: true }));
    expect((await first).body).toBe('{"done":true}');
    const after = await idempotent(eventOf(BODY, keyed('k-3')), CONTEXT, OWNER, slow);
    expect(after.body).toBe('{"done":true}');
    expect(after.headers).toMatchObject({ 'idempotent-replayed': 'true' });
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('holds a key for a run that never ended only until its invocation’s time is up, not 24 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { store } = memoryStore();
    const idempotent = createIdempotent(() => store);
    const lost = vi.fn(() => new Promise<APIGatewayProxyStructuredResultV2>(() => undefined));
    const dying = { getRemainingTimeInMillis: () => 5_000 } as Context;
    void idempotent(eventOf(BODY, keyed('k-4')), dying, OWNER, lost);
    await vi.waitFor(() => expect(lost).toHaveBeenCalled());
    const { run } = counting();
    await expect(idempotent(eventOf(BODY, keyed('k-4')), CONTEXT, OWNER, run)).rejects.toBeInstanceOf(
      IdempotencyKeyInProgressError,
    );
    vi.setSystemTime(Date.now() + 6_000);
    expect((await idempotent(eventOf(BODY, keyed('k-4')), CONTEXT, OWNER, run)).body).toBe('{"run":1}');
  });

  it.each<[string, Error]>([
    ['400', new ValidationError('Transação 1 (id "t1"): campo description inválido.')],
    ['402', new QuotaExceededError('Limite mensal desta chave de API atingido.', 0)],
    ['an unexpected error (500)', new Error('boom')],
  ])('keeps no failure (%s): the body’s own error goes out, and the retry runs again', async (_, error) => {
    const { store, records } = memoryStore();
    const idempotent = createIdempotent(() => store);
    await expect(
      idempotent(eventOf(BODY, keyed('k-5')), CONTEXT, OWNER, () => Promise.reject(error)),
    ).rejects.toBe(error);
    expect(records.size).toBe(0);
    const { run } = counting();
    const retried = await idempotent(eventOf(BODY, keyed('k-5')), CONTEXT, OWNER, run);
    expect(retried.body).toBe('{"run":1}');
    expect(retried.headers).not.toHaveProperty('idempotent-replayed');
  });

  it('keeps no error answered rather than thrown: it goes out as it is, and the retry runs again', async () => {
    const { store, records } = memoryStore();
    const idempotent = createIdempotent(() => store);
    const refused = json(502, { error: { type: 'CategorizationFailed', message: 'Não foi possível…' } });
    expect(await idempotent(eventOf(BODY, keyed('k-5')), CONTEXT, OWNER, async () => refused)).toBe(refused);
    expect(records.size).toBe(0);
    const { run } = counting();
    expect((await idempotent(eventOf(BODY, keyed('k-5')), CONTEXT, OWNER, run)).body).toBe('{"run":1}');
  });

  it('keeps each owner’s and each key’s records apart, whatever header value they send', async () => {
    const { store, records } = memoryStore();
    const idempotent = createIdempotent(() => store);
    const { run } = counting();
    const stranger: ApiKeyIdentity = { ...OWNER, ownerId: 'owner-b' };
    const otherKey: ApiKeyIdentity = { ...OWNER, keyId: 'key-2' };
    const answers = [];
    for (const identity of [OWNER, stranger, otherKey, OWNER]) {
      answers.push(await idempotent(eventOf(BODY, keyed('same')), CONTEXT, identity, run));
    }
    expect(answers.map((answer) => answer.body)).toEqual([
      '{"run":1}',
      '{"run":2}',
      '{"run":3}',
      '{"run":1}',
    ]);
    expect(records.size).toBe(3);
  });

  it('replays a gzipped answer gzipped to a client that takes gzip, and plain to one that does not', async () => {
    const { store } = memoryStore();
    const idempotent = createIdempotent(() => store);
    const big = { results: Array.from({ length: 500 }, (_, i) => ({ id: `t${i}`, category: 'Transporte' })) };
    const run = vi.fn(async () => json(200, big, { gzip: true }));
    const gzip = keyed('k-6', { 'accept-encoding': 'gzip, br' });
    const first = await idempotent(eventOf(BODY, gzip), CONTEXT, OWNER, run);
    expect(first).toMatchObject({ isBase64Encoded: true, headers: { 'content-encoding': 'gzip' } });

    const zipped = await idempotent(eventOf(BODY, gzip), CONTEXT, OWNER, run);
    expect(zipped).toEqual({ ...first, headers: { ...first.headers, 'idempotent-replayed': 'true' } });

    const plain = await idempotent(eventOf(BODY, keyed('k-6')), CONTEXT, OWNER, run);
    expect(plain.headers).not.toHaveProperty('content-encoding');
    expect(plain.isBase64Encoded).toBeFalsy();
    expect(JSON.parse(plain.body ?? '')).toEqual(big);
    expect(plain.body).toBe(gunzipSync(Buffer.from(first.body ?? '', 'base64')).toString('utf8'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('still answers when its answer cannot be kept (nothing is kept: a retry would run again)', async () => {
    const { store, records } = memoryStore();
    store.failKeeping = true;
    const idempotent = createIdempotent(() => store);
    const { run } = counting();
    expect((await idempotent(eventOf(BODY, keyed('k-7')), CONTEXT, OWNER, run)).body).toBe('{"run":1}');
    expect(records.size).toBe(0);
  });
});
