import { describe, expect, it } from 'vitest';
import { addToLedger, changePages, pageKeyOf } from '#lambdas/domain/ledger';
import type { LedgerTransaction } from '#lambdas/domain/ports';
import { createMemoryLedgerStore } from './memory-ledger.ts';

const line = (
  id: string,
  date: string | undefined,
  extra: Partial<LedgerTransaction> = {},
): LedgerTransaction => ({
  id,
  ...(date ? { date, amountCents: -1000 } : {}),
  description: `LINHA ${id}`,
  category: 'Outros',
  decidedBy: 'engine',
  kind: 'spending',
  uploadId: 'u1',
  index: 0,
  ...extra,
});

describe('the ledger, page by page', () => {
  it('puts a dated line on its month and an undated one on its upload', () => {
    expect(pageKeyOf(line('a', '2026-08-31'))).toBe('2026-08');
    expect(pageKeyOf(line('b', undefined, { uploadId: 'u7' }))).toBe('file:u7');
  });

  it('adds each id once: a line already there keeps its state, the user’s correction included', async () => {
    const store = createMemoryLedgerStore();
    expect(await addToLedger(store, 'me', [line('a', '2026-08-01'), line('b', '2026-09-02')])).toBe(2);
    await changePages(store, 'me', ['2026-08'], (page) =>
      page.lines.map((l) => ({ ...l, category: 'Supermercado', decidedBy: 'user' as const })),
    );
    const again = [line('a', '2026-08-01', { uploadId: 'u2' }), line('c', '2026-08-03', { uploadId: 'u2' })];
    expect(await addToLedger(store, 'me', again)).toBe(1);
    const august = await store.readPage('me', '2026-08');
    expect(august.lines.map((l) => [l.id, l.category, l.uploadId])).toEqual([
      ['a', 'Supermercado', 'u1'],
      ['c', 'Outros', 'u2'],
    ]);
    // Nothing new: nothing written.
    const writes = store.writes;
    expect(await addToLedger(store, 'me', again)).toBe(0);
    expect(store.writes).toBe(writes);
  });

  it('reads a page again when another write came first, and counts what it added once', async () => {
    const store = createMemoryLedgerStore();
    await addToLedger(store, 'me', [line('a', '2026-08-01')]);
    let raced = false;
    const racing = {
      ...store,
      async writePage(...args: Parameters<typeof store.writePage>) {
        if (!raced) {
          raced = true;
          await store.writePage('me', '2026-08', [line('x', '2026-08-09')], 1);
        }
        return store.writePage(...args);
      },
    };
    expect(await addToLedger(racing, 'me', [line('b', '2026-08-02')])).toBe(1);
    expect((await store.readPage('me', '2026-08')).lines.map((l) => l.id)).toEqual(['b', 'x']);
  });
});
