import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  type DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';

/** The table's key of an item. */
export type ItemKey = { readonly pk: string; readonly sk: string };

/** A user's partition (docs/data-model.md): every item of theirs, which the erasure of the account deletes. */
export const userPk = (userId: string): string => `USER#${userId}`;

/** Every item a query matches, page after page. */
export async function queryAll(
  client: DynamoDBDocumentClient,
  tableName: string,
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({ TableName: tableName, ...input, ExclusiveStartKey: startKey }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Deletes items by key, 25 per BatchWriteItem, retrying what DynamoDB leaves unprocessed. */
export async function deleteKeys(
  client: DynamoDBDocumentClient,
  tableName: string,
  keys: readonly ItemKey[],
): Promise<void> {
  for (let start = 0; start < keys.length; start += 25) {
    let requests = keys.slice(start, start + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt >= 8) throw new Error('DynamoDB left deletes unprocessed');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const { UnprocessedItems } = await client.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
      );
      requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
}

/**
 * Takes one of `limit` places on a counter item (`count`: the user's rules, their saved lists, an API key's
 * requests in a second); false when none is left. A place is taken before the item it counts is written, and
 * given back if that write fails. `expiresAt` (epoch seconds) makes the counter itself expire.
 */
export async function takePlace(
  client: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  limit: number,
  expiresAt?: number,
): Promise<boolean> {
  try {
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: `ADD #count :one${expiresAt === undefined ? '' : ' SET expiresAt = :expires'}`,
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit,
          ...(expiresAt === undefined ? {} : { ':expires': expiresAt }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Gives a place back on a counter item (never below zero). */
export async function givePlace(
  client: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
): Promise<void> {
  await client
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'ADD #count :minus',
        ConditionExpression: '#count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}
