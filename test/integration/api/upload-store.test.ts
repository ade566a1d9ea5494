import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { createDynamoUploadStore } from '#lambdas/adapters/dynamo-uploads';
import { uploadStoreContract } from '../../contract/upload-store.ts';
import { documentClientFor, startDynalite } from './dynalite.ts';

const TABLE = 'upload-test';
let emulator: Awaited<ReturnType<typeof startDynalite>>;
let client: DynamoDBDocumentClient;

beforeAll(async () => {
  emulator = await startDynalite(TABLE);
  client = documentClientFor(emulator.endpoint);
});

afterAll(async () => {
  await emulator?.stop();
});

uploadStoreContract('DynamoDB on dynalite', () => createDynamoUploadStore({ tableName: TABLE, client }));
