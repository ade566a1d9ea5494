import { uploadStoreContract } from '../../contract/upload-store.ts';
import { createMemoryStore } from './memory-store.ts';

uploadStoreContract('in memory', createMemoryStore);
