import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ListStore } from '#lambdas/domain/ports';

const list = (id: string) => ({
  id,
  name: `Plano ${id}`,
  categories: [
    { name: 'Receita de vendas', number: 1 },
    { name: 'Despesas com pessoal', number: 2 },
  ],
  savedAt: '2026-11-01T10:00:00.000Z',
});

/** What every ListStore does, run against the in-memory fake (unit) and DynamoDB on dynalite (integration). */
export function listStoreContract(name: string, make: () => ListStore | Promise<ListStore>): void {
  describe(`ListStore contract: ${name}`, () => {
    it('saves lists up to the limit, reads them back, and frees a place when one is deleted', async () => {
      const store = await make();
      const user = randomUUID();
      expect(await store.saveList(user, list('a'), 2)).toEqual(list('a'));
      expect(await store.saveList(user, { ...list('b'), adjustments: { Alimentação: 2 } }, 2)).toMatchObject({
        id: 'b',
      });
      expect(await store.saveList(user, list('c'), 2)).toBe('limit');
      const saved = await store.listLists(user);
      expect(saved.map((entry) => entry.id).sort()).toEqual(['a', 'b']);
      expect(saved.find((entry) => entry.id === 'b')).toEqual({
        ...list('b'),
        adjustments: { Alimentação: 2 },
      });
      expect(await store.deleteList(user, 'a')).toBe(true);
      expect(await store.deleteList(user, 'a')).toBe(false);
      expect(await store.saveList(user, list('c'), 2)).toEqual(list('c'));
    });

    it('replaces a list’s adjustments, and answers undefined for a list that is not there', async () => {
      const store = await make();
      const user = randomUUID();
      await store.saveList(user, list('a'), 5);
      expect(await store.updateList(user, 'a', { Transporte: 1 })).toEqual({
        ...list('a'),
        adjustments: { Transporte: 1 },
      });
      expect(await store.updateList(user, 'zz', { Transporte: 1 })).toBeUndefined();
      expect(await store.updateList(randomUUID(), 'a', { Transporte: 1 })).toBeUndefined();
    });
  });
}
