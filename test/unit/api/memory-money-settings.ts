import type { MoneySettingsStore } from '#lambdas/domain/ports';
import type { MoneySettings } from '#shared/api/schemas';

/** The money settings port in memory (test/contract/money-settings-store.ts pins it to the DynamoDB adapter). */
export function createMemoryMoneySettingsStore(): MoneySettingsStore {
  const items = new Map<string, { settings: MoneySettings; version: number }>();
  const copy = (settings: MoneySettings): MoneySettings => structuredClone(settings);
  return {
    async getMoneySettings(userId) {
      const item = items.get(userId);
      return item
        ? { settings: copy(item.settings), version: item.version }
        : { settings: { budgets: [], dismissed: [] }, version: 0 };
    },
    async putMoneySettings(userId, settings, version) {
      if ((items.get(userId)?.version ?? 0) !== version) return 'conflict';
      items.set(userId, { settings: copy(settings), version: version + 1 });
      return 'written';
    },
  };
}
