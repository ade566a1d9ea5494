import { DynamoDBClient, QueryCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_TABLE_NAME } from '#lambdas/table';
import { startDynamoEmulator } from '#local/dynamo-emulator';

/** An in-memory dynalite on a free port with the app's table, for the store's own tests. */
export async function startDynalite(tableName: string): Promise<{ endpoint: string; stop(): Promise<void> }> {
  return startDynamoEmulator({ port: 0, tableName });
}

/** A document client for an emulator, with the marshalling the adapters use. */
export function documentClientFor(endpoint: string): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(clientFor(endpoint), {
    marshallOptions: { removeUndefinedValues: true },
  });
}

const clientFor = (endpoint: string) =>
  new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/** How many items of local mode's table belong to a user (by the token's `sub`). */
export async function countUserItems(endpoint: string, sub: string): Promise<number> {
  const { Count } = await clientFor(endpoint).send(
    new QueryCommand({
      TableName: LOCAL_TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': { S: `USER#${sub}` } },
    }),
  );
  return Count ?? 0;
}
