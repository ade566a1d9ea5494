import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { createDynamoLedgerStore } from '#lambdas/adapters/dynamo-ledger';
import { createDynamoListStore } from '#lambdas/adapters/dynamo-lists';
import { createDynamoMoneySettingsStore } from '#lambdas/adapters/dynamo-money-settings';
import { createDynamoRuleStore } from '#lambdas/adapters/dynamo-rules';
import { createDynamoUploadStore } from '#lambdas/adapters/dynamo-uploads';
import { createDynamoUsageStore } from '#lambdas/adapters/dynamo-usage';
import { ledgerStoreContract } from '../../contract/ledger-store.ts';
import { listStoreContract } from '../../contract/list-store.ts';
import { moneySettingsStoreContract } from '../../contract/money-settings-store.ts';
import { ruleStoreContract } from '../../contract/rule-store.ts';
import { uploadStoreContract } from '../../contract/upload-store.ts';
import { usageStoreContract } from '../../contract/usage-store.ts';
import { documentClientFor, startDynalite } from './dynalite.ts';

/** Every port's contract on its DynamoDB adapter over dynalite (test/unit/api/store-contracts.test.ts: the fakes). */
const TABLE = 'contracts-test';
let emulator: Awaited<ReturnType<typeof startDynalite>>;
let client: DynamoDBDocumentClient;

beforeAll(async () => {
  emulator = await startDynalite(TABLE);
  client = documentClientFor(emulator.endpoint);
});

afterAll(async () => {
  await emulator?.stop();
});

const table = () => ({ tableName: TABLE, client });
const name = 'DynamoDB on dynalite';
usageStoreContract(name, () => createDynamoUsageStore(table()));
uploadStoreContract(name, () => createDynamoUploadStore(table()));
ruleStoreContract(name, () => createDynamoRuleStore(table()));
listStoreContract(name, () => createDynamoListStore(table()));
ledgerStoreContract(name, () => createDynamoLedgerStore(table()));
moneySettingsStoreContract(name, () => createDynamoMoneySettingsStore(table()));
