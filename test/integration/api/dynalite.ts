import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { startDynamoEmulator } from '#local/dynamo-emulator';

/** An in-memory dynalite on a free port with the app's table, for the store's own tests. */
export async function startDynalite(tableName: string): Promise<{ endpoint: string; stop(): Promise<void> }> {
  return startDynamoEmulator({ port: 0, tableName });
}

/** A document client for an emulator, with the marshalling the adapters use. */
export function documentClientFor(endpoint: string): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
