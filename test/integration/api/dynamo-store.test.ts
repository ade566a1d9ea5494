import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoStore, type DynamoStore } from '#lambdas/adapters/dynamo-store';
import { startDynalite } from './dynalite.ts';

describe('DynamoDB store against dynalite', () => {
  let emulator: Awaited<ReturnType<typeof startDynalite>>;
  let store: DynamoStore;

  beforeAll(async () => {
    emulator = await startDynalite('store-test');
    const client = new DynamoDBClient({
      endpoint: emulator.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    store = createDynamoStore({
      tableName: 'store-test',
      client: DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }),
    });
  });

  afterAll(async () => {
    await emulator?.stop();
  });

  it('consumes within the limit, once per batch key, and refuses past it', async () => {
    const user = randomUUID();
    expect(await store.consume(user, 'u#0', 600, 1000)).toEqual({ status: 'consumed', used: 600 });
    expect(await store.consume(user, 'u#0', 600, 1000)).toEqual({ status: 'already-consumed', used: 600 });
    expect(await store.consume(user, 'u#1', 401, 1000)).toEqual({ status: 'exceeded', used: 600 });
    expect(await store.consume(user, 'u#1', 400, 1000)).toEqual({ status: 'consumed', used: 1000 });
    expect(await store.consume(user, 'u#2', 1, 1000)).toEqual({ status: 'exceeded', used: 1000 });
    const usage = await store.getUsage(user);
    expect(usage.used).toBe(1000);
    expect([...usage.consumedBatches].sort()).toEqual(['u#0', 'u#1']);
  });

  it('never passes the limit under parallel consumption', async () => {
    const user = randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.consume(user, `p#${i}`, 100, 1000)),
    );
    expect(outcomes.filter((o) => o.status === 'consumed')).toHaveLength(10);
    expect((await store.getUsage(user)).used).toBe(1000);
  });

  it('with limit 0 is unlimited but still deduplicates', async () => {
    const user = randomUUID();
    expect(await store.consume(user, 'a#0', 5000, 0)).toEqual({ status: 'consumed', used: 5000 });
    expect(await store.consume(user, 'a#0', 5000, 0)).toEqual({ status: 'already-consumed', used: 5000 });
  });

  it('refunds once and clears markers', async () => {
    const user = randomUUID();
    await store.consume(user, 'r#0', 10, 1000);
    await store.consume(user, 'r#1', 20, 1000);
    await store.refund(user, 'r#0', 10);
    await store.refund(user, 'r#0', 10);
    expect((await store.getUsage(user)).used).toBe(20);
    await store.clearBatchMarkers(user, ['r#1']);
    const usage = await store.getUsage(user);
    expect(usage.used).toBe(20);
    expect(usage.consumedBatches.size).toBe(0);
    await store.clearBatchMarkers(randomUUID(), ['x#0']);
  });

  it('stores batches (split in parts when large) and reads them back in order', async () => {
    const user = randomUUID();
    const upload = randomUUID();
    const big = Array.from({ length: 500 }, (_, i) => ({
      // 500 characters of 3-byte code points, random so gzip cannot shrink them much.
      description: Array.from({ length: 500 }, () =>
        String.fromCharCode(0x4e00 + Math.floor(Math.random() * 20000)),
      ).join(''),
      category: 'Outros',
      categoryNumber: i,
    }));
    const small = [{ description: 'UBER TRIP', category: 'Transporte' }];
    await store.putBatch(user, upload, 1, small, 1);
    await store.putBatch(user, upload, 0, big, 1);
    expect(await store.getBatch(user, upload, 0)).toEqual(big);
    expect(await store.getBatch(user, upload, 1)).toEqual(small);
    expect(await store.getBatch(user, upload, 2)).toBeUndefined();
    expect(await store.listBatchCounts(user, upload)).toEqual([
      { batchIndex: 0, count: 500, bytes: 500 * 500 * 3 },
      { batchIndex: 1, count: 1, bytes: 9 },
    ]);
    expect(await store.getUploadResults(user, upload)).toEqual([...big, ...small]);
    expect(await store.getBatch(randomUUID(), upload, 0)).toBeUndefined();
  });

  it('creates an upload once and lists only the owner’s', async () => {
    const user = randomUUID();
    const record = {
      id: randomUUID(),
      filename: 'a.csv',
      transactionCount: 3,
      uploadedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(await store.createUpload(user, record, 1)).toEqual(record);
    expect(await store.createUpload(user, { ...record, filename: 'b.csv' }, 1)).toEqual(record);
    expect(await store.getUpload(user, record.id)).toEqual(record);
    expect(await store.listUploads(user)).toEqual([record]);
    expect(await store.listUploads(randomUUID())).toEqual([]);
    expect(await store.getUpload(randomUUID(), record.id)).toBeUndefined();
  });
});
