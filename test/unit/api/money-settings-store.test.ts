import { moneySettingsStoreContract } from '../../contract/money-settings-store.ts';
import { createMemoryMoneySettingsStore } from './memory-money-settings.ts';

moneySettingsStoreContract('in memory', createMemoryMoneySettingsStore);
