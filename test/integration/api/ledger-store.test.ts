import { afterAll, beforeAll } from 'vitest';
import { createDynamoLedgerStore } from '#lambdas/adapters/dynamo-ledger';
import type { LedgerStore } from '#lambdas/domain/ports';
import { ledgerStoreContract } from '../../contract/ledger-store.ts';
import { documentClientFor, startDynalite } from './dynalite.ts';

let emulator: Awaited<ReturnType<typeof startDynalite>>;
let store: LedgerStore;

beforeAll(async () => {
  emulator = await startDynalite('ledger-test');
  store = createDynamoLedgerStore({ tableName: 'ledger-test', client: documentClientFor(emulator.endpoint) });
});

afterAll(async () => {
  await emulator?.stop();
});

ledgerStoreContract('DynamoDB on dynalite', () => store);
