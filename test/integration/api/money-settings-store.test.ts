import { afterAll, beforeAll } from 'vitest';
import { createDynamoMoneySettingsStore } from '#lambdas/adapters/dynamo-money-settings';
import type { MoneySettingsStore } from '#lambdas/domain/ports';
import { moneySettingsStoreContract } from '../../contract/money-settings-store.ts';
import { documentClientFor, startDynalite } from './dynalite.ts';

let emulator: Awaited<ReturnType<typeof startDynalite>>;
let store: MoneySettingsStore;

beforeAll(async () => {
  emulator = await startDynalite('money-settings-test');
  store = createDynamoMoneySettingsStore({
    tableName: 'money-settings-test',
    client: documentClientFor(emulator.endpoint),
  });
});

afterAll(async () => {
  await emulator?.stop();
});

moneySettingsStoreContract('DynamoDB on dynalite', () => store);
