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

describe('DynamoDB store (mocked SDK)', () => {
  beforeEach(() => {
    ddb.reset();
  });

  const NOW = 1_800_000_000;
  const claim = (count: number, limit: number, digest = 'd1') => ({ digest, count, now: NOW, limit });

  it('claims a batch for its content with one conditional update on the user’s usage item', async () => {
    ddb.on(GetCommand).resolves({ Item: { used: 200, committed: 200, openCount: 0 } });
    ddb.on(UpdateCommand).resolves({});

    expect(await store().claim('sub-1', 'up#0', claim(100, 1000))).toEqual({ status: 'claimed' });

    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      TableName: 'table',
      Key: { pk: 'USER#sub-1', sk: 'USAGE' },
      UpdateExpression: 'SET #o = :entry ADD committed :committed, openCount :opened',
      ConditionExpression:
        'attribute_not_exists(#o) AND (attribute_not_exists(openCount) OR openCount <= :maxOpen) AND (attribute_not_exists(committed) OR committed <= :maxBefore)',
      ExpressionAttributeNames: { '#o': 'o#up#0' },
      ExpressionAttributeValues: {
        ':entry': { d: 'd1', n: 100, t: NOW, c: false },
        ':committed': 100,
        ':opened': 1,
        ':maxOpen': 199,
        ':maxBefore': 900,
      },
    });
  });

  it('leaves the limit out of the condition on an unlimited plan', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(UpdateCommand).resolves({});

    await store().claim('sub-1', 'up#0', claim(5, 0));

    const input = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input?.ConditionExpression).toBe(
      'attribute_not_exists(#o) AND (attribute_not_exists(openCount) OR openCount <= :maxOpen)',
    );
  });

  it('prunes open batches older than a day in the same update, releasing what was never charged', async () => {
    const day = 24 * 60 * 60;
    ddb.on(GetCommand).resolves({
      Item: {
        used: 300,
        committed: 350,
        openCount: 3,
        'o#old#0': { d: 'x', n: 50, t: NOW - day - 1, c: false },
        'o#old#1': { d: 'y', n: 300, t: NOW - day - 5, c: true },
        'o#new#0': { d: 'z', n: 10, t: NOW - 60, c: true },
        batches: new Set(['legacy#0']),
      },
    });
    ddb.on(UpdateCommand).resolves({});

    await store().claim('sub-1', 'up#0', claim(100, 1000));

    const input = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input?.UpdateExpression).toBe(
      'SET #o = :entry ADD committed :committed, openCount :opened REMOVE #s0, #s1, batches',
    );
    expect(input?.ExpressionAttributeNames).toEqual({ '#o': 'o#up#0', '#s0': 'o#old#0', '#s1': 'o#old#1' });
    expect(input?.ExpressionAttributeValues).toMatchObject({
      ':committed': 50,
      ':opened': -1,
      ':maxOpen': 201,
      ':maxBefore': 950,
      ':t0': NOW - day - 1,
      ':t1': NOW - day - 5,
    });
    expect(input?.ConditionExpression).toContain('#s0.t = :t0 AND #s1.t = :t1');
  });

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

  it('charges a claim only for its own content, and releases a charged one with a refund', async () => {
    ddb.on(GetCommand).resolves({ Item: { used: 0, 'o#up#0': { d: 'd1', n: 7, t: NOW, c: false } } });
    ddb.on(UpdateCommand).resolves({ Attributes: { used: 7 } });

    expect(await store().charge('sub-1', 'up#0', 'd1', 7)).toBe(7);
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      UpdateExpression: 'SET #o.c = :true ADD used :count',
      ConditionExpression: '#o.d = :digest AND #o.c = :charged',
      ExpressionAttributeValues: { ':digest': 'd1', ':charged': false, ':true': true, ':count': 7 },
    });

    ddb.reset();
    ddb.on(GetCommand).resolves({ Item: { used: 7, 'o#up#0': { d: 'd1', n: 7, t: NOW, c: true } } });
    ddb.on(UpdateCommand).resolves({});
    await store().release('sub-1', 'up#0', 'd1');
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      UpdateExpression: 'REMOVE #o ADD committed :minus, openCount :one, used :minus',
      ExpressionAttributeValues: { ':digest': 'd1', ':charged': true, ':minus': -7, ':one': -1 },
    });
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

  it('writes a batch as gzipped parts under the user, with expiresAt, and reads it back', async () => {
    ddb.on(PutCommand).resolves({});
    const results = [
      { description: 'UBER', category: 'Transporte', categoryNumber: 2 },
      { description: 'X', category: 'Outros' },
    ];

    await store().putBatch('sub-1', 'up', 3, results, 1_800_000_000);

    const item = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item as Record<string, unknown>;
    expect(ddb).toHaveReceivedCommandWith(PutCommand, { ConditionExpression: 'attribute_not_exists(pk)' });
    expect(item).toMatchObject({
      pk: 'USER#sub-1',
      sk: 'RESULT#up#00003#00',
      batchIndex: 3,
      part: 0,
      parts: 1,
      count: 2,
      expiresAt: 1_800_000_000,
    });
    ddb.on(QueryCommand).resolves({ Items: [item] });
    expect(await store().getBatch('sub-1', 'up', 3)).toEqual(results);
    expect(ddb).toHaveReceivedCommandWith(QueryCommand, {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'attribute_not_exists(expiresAt) OR expiresAt > :now',
      ExpressionAttributeValues: {
        ':pk': 'USER#sub-1',
        ':prefix': 'RESULT#up#00003#',
        ':now': 1_700_000_000,
      },
    });
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
    expect(ddb).toHaveReceivedCommandWith(PutCommand, { ConditionExpression: 'attribute_not_exists(pk)' });
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
