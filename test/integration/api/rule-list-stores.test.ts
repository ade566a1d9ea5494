import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { createDynamoListStore } from '#lambdas/adapters/dynamo-lists';
import { createDynamoRuleStore } from '#lambdas/adapters/dynamo-rules';
import { listStoreContract } from '../../contract/list-store.ts';
import { ruleStoreContract } from '../../contract/rule-store.ts';
import { documentClientFor, startDynalite } from './dynalite.ts';

const TABLE = 'rule-list-test';
let emulator: Awaited<ReturnType<typeof startDynalite>>;
let client: DynamoDBDocumentClient;

beforeAll(async () => {
  emulator = await startDynalite(TABLE);
  client = documentClientFor(emulator.endpoint);
});

afterAll(async () => {
  await emulator?.stop();
});

ruleStoreContract('DynamoDB on dynalite', () => createDynamoRuleStore({ tableName: TABLE, client }));
listStoreContract('DynamoDB on dynalite', () => createDynamoListStore({ tableName: TABLE, client }));
