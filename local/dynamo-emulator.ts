import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { TABLE_KEY } from '#lambdas/table';

export interface DynamoEmulator {
  readonly endpoint: string;
  stop(): Promise<void>;
}

/**
 * dynalite (pure JS) with the app's table created idempotently: LevelDB on disk under `dataDir`, or in memory
 * without one. Port 0 takes any free port.
 */
export async function startDynamoEmulator(opts: {
  port: number;
  dataDir?: string;
  tableName: string;
}): Promise<DynamoEmulator> {
  const server: Server = dynalite({
    path: opts.dataDir,
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await ensureTable(client, opts.tableName);
  } finally {
    client.destroy();
  }
  return {
    endpoint,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const { TableNames = [] } = await client.send(new ListTablesCommand({}));
  if (TableNames.includes(tableName)) return;
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
  await waitUntilTableExists({ client, maxWaitTime: 10, minDelay: 1, maxDelay: 1 }, { TableName: tableName });
}
