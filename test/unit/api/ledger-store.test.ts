import { ledgerStoreContract } from '../../contract/ledger-store.ts';
import { createMemoryLedgerStore } from './memory-ledger.ts';

ledgerStoreContract('in memory', createMemoryLedgerStore);
