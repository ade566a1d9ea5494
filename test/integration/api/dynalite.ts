import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { TABLE_KEY } from '#lambdas/table';

/** An in-memory dynalite on a free port with the app's table, for the store's own tests. */
export async function startDynalite(tableName: string): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const server: Server = dynalite({ createTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: TABLE_KEY.partitionKey, AttributeType: 'S' },
        { AttributeName: TABLE_KEY.sortKey, AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
      ],
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName: tableName });
  client.destroy();
  return { endpoint, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
