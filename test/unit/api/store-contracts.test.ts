import { ledgerStoreContract } from '../../contract/ledger-store.ts';
import { listStoreContract } from '../../contract/list-store.ts';
import { moneySettingsStoreContract } from '../../contract/money-settings-store.ts';
import { ruleStoreContract } from '../../contract/rule-store.ts';
import { uploadStoreContract } from '../../contract/upload-store.ts';
import { usageStoreContract } from '../../contract/usage-store.ts';
import { createMemoryLedgerStore } from './memory-ledger.ts';
import { createMemoryMoneySettingsStore } from './memory-money-settings.ts';
import { createMemoryStore } from './memory-store.ts';

/** Every port's contract on its in-memory fake (test/integration/api/store-contracts.test.ts: on dynalite). */
usageStoreContract('in memory', createMemoryStore);
uploadStoreContract('in memory', createMemoryStore);
ruleStoreContract('in memory', createMemoryStore);
listStoreContract('in memory', createMemoryStore);
ledgerStoreContract('in memory', createMemoryLedgerStore);
moneySettingsStoreContract('in memory', createMemoryMoneySettingsStore);
