import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { createDynamoLedgerStore } from '#lambdas/adapters/dynamo-ledger';
import type { LedgerStore } from '#lambdas/domain/ports';
import { ledgerStoreContract } from '../../contract/ledger-store.ts';
import { startDynalite } from './dynalite.ts';

let emulator: Awaited<ReturnType<typeof startDynalite>>;
let store: LedgerStore;

beforeAll(async () => {
  emulator = await startDynalite('ledger-test');
  const client = new DynamoDBClient({
    endpoint: emulator.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  store = createDynamoLedgerStore({
    tableName: 'ledger-test',
    client: DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }),
  });
});

afterAll(async () => {
  await emulator?.stop();
});

ledgerStoreContract('DynamoDB on dynalite', () => store);
