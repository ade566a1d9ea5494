import { listStoreContract } from '../../contract/list-store.ts';
import { ruleStoreContract } from '../../contract/rule-store.ts';
import { createMemoryStore } from './memory-store.ts';

ruleStoreContract('in memory', createMemoryStore);
listStoreContract('in memory', createMemoryStore);
