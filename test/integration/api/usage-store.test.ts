import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { createDynamoUsageStore } from '#lambdas/adapters/dynamo-usage';
import { usageStoreContract } from '../../contract/usage-store.ts';
import { documentClientFor, startDynalite } from './dynalite.ts';

const TABLE = 'usage-test';
let emulator: Awaited<ReturnType<typeof startDynalite>>;
let client: DynamoDBDocumentClient;

beforeAll(async () => {
  emulator = await startDynalite(TABLE);
  client = documentClientFor(emulator.endpoint);
});

afterAll(async () => {
  await emulator?.stop();
});

usageStoreContract('DynamoDB on dynalite', () => createDynamoUsageStore({ tableName: TABLE, client }));
