import { usageStoreContract } from '../../contract/usage-store.ts';
import { createMemoryStore } from './memory-store.ts';

usageStoreContract('in memory', createMemoryStore);
