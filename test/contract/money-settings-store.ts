import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MoneySettingsStore } from '#lambdas/domain/ports';

/** What every MoneySettingsStore does, run against the in-memory fake (unit) and DynamoDB on dynalite (integration). */
export function moneySettingsStoreContract(
  name: string,
  make: () => MoneySettingsStore | Promise<MoneySettingsStore>,
): void {
  describe(`MoneySettingsStore contract: ${name}`, () => {
    it('reads nothing set as version 0, writes once per version, and reads back what it wrote', async () => {
      const store = await make();
      const user = randomUUID();
      expect(await store.getMoneySettings(user)).toEqual({
        settings: { budgets: [], dismissed: [] },
        version: 0,
      });
      const settings = {
        budgets: [
          { category: 'Alimentação', limitCents: 80_000 },
          { category: 'Mercado', categoryNumber: 7, limitCents: 120_000 },
        ],
        dismissed: ['netflixcom'],
      };
      expect(await store.putMoneySettings(user, settings, 0)).toBe('written');
      expect(await store.putMoneySettings(user, { budgets: [], dismissed: [] }, 0)).toBe('conflict');
      expect(await store.getMoneySettings(user)).toEqual({ settings, version: 1 });
      expect(await store.putMoneySettings(user, { budgets: [], dismissed: [] }, 1)).toBe('written');
      expect(await store.getMoneySettings(user)).toEqual({
        settings: { budgets: [], dismissed: [] },
        version: 2,
      });
    });

    it('keeps each user apart', async () => {
      const store = await make();
      const [a, b] = [randomUUID(), randomUUID()];
      await store.putMoneySettings(a, { budgets: [], dismissed: ['x'] }, 0);
      expect((await store.getMoneySettings(b)).version).toBe(0);
    });
  });
}
