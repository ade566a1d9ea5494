import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RuleStore } from '#lambdas/domain/ports';
import type { CategoryNumber } from '#shared/categories';

const rule = (
  key: string,
  category = 'Lazer',
  extra: { categoryNumber?: CategoryNumber; updatedAt?: string } = {},
) => ({
  key,
  merchant: key.toUpperCase(),
  category,
  updatedAt: extra.updatedAt ?? '2026-11-01T10:00:00.000Z',
  ...(extra.categoryNumber === undefined ? {} : { categoryNumber: extra.categoryNumber }),
});

/** What every RuleStore does, run against the in-memory fake (unit) and DynamoDB on dynalite (integration). */
export function ruleStoreContract(name: string, make: () => RuleStore | Promise<RuleStore>): void {
  describe(`RuleStore contract: ${name}`, () => {
    it('makes a rule once per merchant, then changes it keeping its creation date and merchant words', async () => {
      const store = await make();
      const user = randomUUID();
      const made = await store.putRule(user, rule('barbearia', 'Lazer', { categoryNumber: 4 }), 10);
      expect(made).toEqual({
        rule: {
          ...rule('barbearia', 'Lazer', { categoryNumber: 4 }),
          createdAt: '2026-11-01T10:00:00.000Z',
          applied: 0,
        },
        previous: undefined,
      });
      const coded = await store.putRule(
        user,
        rule('contador', 'Serviços Contábeis', { categoryNumber: '4.4.05' }),
        10,
      );
      expect(coded !== 'limit' && coded.rule.categoryNumber).toBe('4.4.05');
      expect((await store.findRules(user, ['contador'])).get('contador')?.categoryNumber).toBe('4.4.05');
      const changed = await store.putRule(
        user,
        {
          ...rule('barbearia', 'Cuidados Pessoais', { updatedAt: '2026-11-02T10:00:00.000Z' }),
          merchant: 'OUTRAS PALAVRAS',
        },
        10,
      );
      expect(changed).not.toBe('limit');
      if (changed === 'limit') return;
      expect(changed.rule).toEqual({
        key: 'barbearia',
        merchant: 'BARBEARIA',
        category: 'Cuidados Pessoais',
        createdAt: '2026-11-01T10:00:00.000Z',
        updatedAt: '2026-11-02T10:00:00.000Z',
        applied: 0,
      });
      expect(changed.previous).toMatchObject({ category: 'Lazer', categoryNumber: 4 });
      expect([...(await store.findRules(user, ['barbearia', 'nenhum'])).keys()]).toEqual(['barbearia']);
    });

    it('refuses a new rule past the limit, but changes one that exists', async () => {
      const store = await make();
      const user = randomUUID();
      await store.putRule(user, rule('a'), 1);
      expect(await store.putRule(user, rule('b'), 1)).toBe('limit');
      expect(await store.putRule(user, rule('a', 'Compras'), 1)).not.toBe('limit');
      expect(await store.deleteRule(user, 'a')).toBe(true);
      expect(await store.putRule(user, rule('b'), 1)).not.toBe('limit');
    });

    it('counts what rules decided, adds and subtracts, and starts a rule made again from nothing', async () => {
      const store = await make();
      const user = randomUUID();
      await store.putRule(user, rule('a'), 10);
      await store.putRule(user, rule('b'), 10);
      await store.countApplied(user, new Map([['a', 3]]));
      await store.countApplied(
        user,
        new Map([
          ['a', -1],
          ['b', 2],
        ]),
      );
      const counts = Object.fromEntries((await store.listRules(user)).map((r) => [r.key, r.applied]));
      expect(counts).toEqual({ a: 2, b: 2 });
      expect(await store.deleteRule(user, 'a')).toBe(true);
      expect(await store.deleteRule(user, 'a')).toBe(false);
      await store.putRule(user, rule('a'), 10);
      expect((await store.listRules(user)).find((r) => r.key === 'a')?.applied).toBe(0);
    });

    it('keeps each user apart', async () => {
      const store = await make();
      const [a, b] = [randomUUID(), randomUUID()];
      await store.putRule(a, rule('x'), 10);
      expect(await store.listRules(b)).toEqual([]);
      expect((await store.findRules(b, ['x'])).size).toBe(0);
      expect(await store.deleteRule(b, 'x')).toBe(false);
    });
  });
}
