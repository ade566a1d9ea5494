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
  });
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });

describe('DynamoDB store (mocked SDK)', () => {
  beforeEach(() => {
    ddb.reset();
  });

  it('consumes with one conditional update on the user’s usage item', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { used: 300 } });

    const outcome = await store().consume('sub-1', 'up#0', 100, 1000);

    expect(outcome).toEqual({ status: 'consumed', used: 300 });
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      TableName: 'table',
      Key: { pk: 'USER#sub-1', sk: 'USAGE' },
      UpdateExpression: 'ADD used :count, batches :keys',
      ConditionExpression:
        '(attribute_not_exists(used) OR used <= :maxBefore) AND (attribute_not_exists(batches) OR NOT contains(batches, :key))',
      ExpressionAttributeValues: {
        ':count': 100,
        ':keys': new Set(['up#0']),
        ':key': 'up#0',
        ':maxBefore': 900,
      },
    });
  });

  it('leaves the limit out of the condition on an unlimited plan', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { used: 5 } });

    await store().consume('sub-1', 'up#0', 5, 0);

    const input = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input?.ConditionExpression).toBe('(attribute_not_exists(batches) OR NOT contains(batches, :key))');
  });

  it('reports the quota exceeded when the condition fails for a new batch', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    ddb.on(GetCommand).resolves({ Item: { used: 950, batches: new Set(['other#0']) } });

    expect(await store().consume('sub-1', 'up#1', 100, 1000)).toEqual({ status: 'exceeded', used: 950 });
  });

  it('reports a retried batch when the condition fails because it was charged', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    ddb.on(GetCommand).resolves({ Item: { used: 950, batches: new Set(['up#1']) } });

    expect(await store().consume('sub-1', 'up#1', 100, 1000)).toEqual({
      status: 'already-consumed',
      used: 950,
    });
  });

  it('refuses a batch larger than the whole limit without writing', async () => {
    ddb.on(GetCommand).resolves({});

    expect(await store().consume('sub-1', 'up#0', 501, 500)).toEqual({ status: 'exceeded', used: 0 });
    expect(ddb).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('lets throttling and other errors through (the SDK already retried them)', async () => {
    ddb
      .on(UpdateCommand)
      .rejects(new ProvisionedThroughputExceededException({ message: 'slow', $metadata: {} }));

    await expect(store().consume('sub-1', 'up#0', 1, 10)).rejects.toThrow(
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
      ExpressionAttributeValues: { ':pk': 'USER#sub-1', ':prefix': 'RESULT#up#00003#' },
    });
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
