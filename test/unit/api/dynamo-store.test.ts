import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  ProvisionedThroughputExceededException,
} from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDynamoStore } from '#lambdas/adapters/dynamo-store';

const ddb = mockClient(DynamoDBDocumentClient);
const store = () =>
  createDynamoStore({
    tableName: 'table',
    client: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })),
    now: () => 1_700_000_000,
  });
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });

/**
 * What the adapters do where only a mocked SDK can make it happen (a lost race, throttling, an item of another
 * shape). Everything else is pinned by the contract suites (test/contract/), on the fake and on dynalite.
 */
describe('DynamoDB store (mocked SDK)', () => {
  beforeEach(() => {
    ddb.reset();
  });

  const NOW = 1_800_000_000;
  const claim = (count: number, limit: number, digest = 'd1') => ({ digest, count, now: NOW, limit });

  it('answers who holds a batch already, with the digest it was claimed for', async () => {
    ddb.on(GetCommand).resolves({ Item: { used: 0, 'o#up#1': { d: 'other', n: 3, t: NOW, c: false } } });

    expect(await store().claim('sub-1', 'up#1', claim(3, 1000))).toEqual({
      status: 'taken',
      digest: 'other',
    });
    expect(ddb).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('reports the limit or the cap on open batches when the condition fails', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    ddb.on(GetCommand).resolves({ Item: { used: 900, committed: 950, openCount: 1 } });
    expect(await store().claim('sub-1', 'up#1', claim(100, 1000))).toEqual({
      status: 'exceeded',
      committed: 950,
    });

    const open = Object.fromEntries(
      Array.from({ length: 200 }, (_, k) => [`o#f${k}#0`, { d: 'd', n: 1, t: NOW, c: true }]),
    );
    ddb.on(GetCommand).resolves({ Item: { used: 200, committed: 200, openCount: 200, ...open } });
    expect(await store().claim('sub-1', 'up#2', claim(1, 0))).toEqual({ status: 'too-many-open' });
  });

  it('answers the new count when it charges, and refunds nothing for a claim released already', async () => {
    ddb.on(GetCommand).resolves({ Item: { used: 0, 'o#up#0': { d: 'd1', n: 7, t: NOW, c: false } } });
    ddb.on(UpdateCommand).resolves({ Attributes: { used: 7 } });
    expect(await store().charge('sub-1', 'up#0', 'd1', 7)).toBe(7);

    ddb.reset();
    ddb.on(GetCommand).resolves({ Item: { used: 7, 'o#up#0': { d: 'd1', n: 7, t: NOW, c: true } } });
    ddb.on(UpdateCommand).rejects(conditionFailed());
    // Released meanwhile by a parallel request: no error, nothing more to undo.
    await expect(store().release('sub-1', 'up#0', 'd1')).resolves.toBeUndefined();
  });

  it('refuses to read a usage item whose open batch is not one', async () => {
    ddb.on(GetCommand).resolves({ Item: { used: 0, 'o#up#0': { d: 'd1', n: 'seven' } } });
    await expect(store().getUsage('sub-1')).rejects.toThrow();
  });

  it('lets throttling and other errors through (the SDK already retried them)', async () => {
    ddb.on(GetCommand).resolves({});
    ddb
      .on(UpdateCommand)
      .rejects(new ProvisionedThroughputExceededException({ message: 'slow', $metadata: {} }));

    await expect(store().claim('sub-1', 'up#0', claim(1, 10))).rejects.toThrow(
      ProvisionedThroughputExceededException,
    );
  });

  it('reads back a batch it wrote, and writes each part once', async () => {
    ddb.on(PutCommand).resolves({});
    const results = [
      { description: 'UBER', category: 'Transporte', categoryNumber: 2 },
      { description: 'X', category: 'Outros' },
    ];

    await store().putBatch('sub-1', 'up', 3, results, 1_800_000_000);

    const item = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item as Record<string, unknown>;
    ddb.on(QueryCommand).resolves({ Items: [item] });
    expect(await store().getBatch('sub-1', 'up', 3)).toEqual(results);
    expect(await store().listBatchCounts('sub-1', 'up')).toEqual([
      { batchIndex: 3, count: 2, bytes: Buffer.byteLength('UBERX') },
    ]);
    // A part stored already is left as it is: a retry never overwrites results.
    ddb.on(PutCommand).rejects(conditionFailed());
    await expect(store().putBatch('sub-1', 'up', 3, results, 1_800_000_000)).resolves.toBeUndefined();
  });

  it('refuses to read an upload item of another shape', async () => {
    ddb
      .on(GetCommand)
      .resolves({ Item: { id: 'up', filename: 'a.csv', transactionCount: 'one', uploadedAt: 'x' } });
    await expect(store().getUpload('sub-1', 'up')).rejects.toThrow();
  });

  it('reads items written before their shape had a version as version 1, and refuses a version it does not know', async () => {
    const item = { id: 'up', filename: 'a.csv', transactionCount: 1, uploadedAt: '2026-01-01T00:00:00.000Z' };
    ddb.on(GetCommand).resolves({ Item: item });
    expect(await store().getUpload('sub-1', 'up')).toMatchObject({ id: 'up', transactionCount: 1 });

    ddb.on(GetCommand).resolves({ Item: { ...item, v: 2 } });
    await expect(store().getUpload('sub-1', 'up')).rejects.toThrow();

    await store().putBatch(
      'sub-1',
      'up',
      0,
      [{ description: 'UBER', category: 'Transporte' }],
      1_800_000_000,
    );
    const stored = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item as Record<string, unknown>;
    expect(stored.v).toBe(1);
    ddb.on(QueryCommand).resolves({ Items: [{ ...stored, v: 2 }] });
    await expect(store().getBatch('sub-1', 'up', 0)).rejects.toThrow();
  });

  it('never serves an upload past its expiry, though DynamoDB has not deleted it yet', async () => {
    ddb.on(GetCommand).resolves({
      Item: { id: 'up', filename: 'a.csv', transactionCount: 1, uploadedAt: 'x', expiresAt: 1_699_999_999 },
    });

    expect(await store().getUpload('sub-1', 'up')).toBeUndefined();
  });

  it('records an upload only once (conditional put) and answers the stored one on a repeat', async () => {
    const stored = {
      id: 'up',
      filename: 'first.csv',
      transactionCount: 1,
      uploadedAt: '2026-01-01T00:00:00.000Z',
    };
    ddb.on(PutCommand).rejects(conditionFailed());
    ddb.on(GetCommand).resolves({ Item: { pk: 'USER#sub-1', sk: 'UPLOAD#up', ...stored } });

    const result = await store().createUpload('sub-1', { ...stored, filename: 'second.csv' }, 1);

    expect(result).toEqual(stored);
  });

  it('pages through every upload of the user', async () => {
    const row = (id: string) => ({ id, filename: `${id}.csv`, transactionCount: 1, uploadedAt: 'x' });
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [row('a')], LastEvaluatedKey: { pk: 'USER#s', sk: 'UPLOAD#a' } })
      .resolvesOnce({ Items: [row('b')] });

    const uploads = await store().listUploads('s');

    expect(uploads.map((u) => u.id)).toEqual(['a', 'b']);
    expect(ddb).toHaveReceivedCommandTimes(QueryCommand, 2);
  });
});
