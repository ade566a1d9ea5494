import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LedgerStore, LedgerTransaction } from '#lambdas/domain/ports';

const line = (id: string, extra: Partial<LedgerTransaction> = {}): LedgerTransaction => ({
  id,
  date: '2026-08-05',
  amountCents: -4290,
  description: 'IFOOD *RESTAURANTE SABOR',
  category: 'Alimentação',
  decidedBy: 'engine',
  kind: 'spending',
  uploadId: 'u1',
  index: 0,
  account: 'Nubank (fatura do cartão)',
  ...extra,
});

/**
 * What every LedgerStore does, run against the in-memory fake (unit) and the DynamoDB adapter on dynalite
 * (integration), so the fake cannot drift from the real thing.
 */
export function ledgerStoreContract(name: string, make: () => LedgerStore | Promise<LedgerStore>): void {
  describe(`LedgerStore contract: ${name}`, () => {
    it('reads a page that does not exist as version 0 with no lines, and writes it once', async () => {
      const store = await make();
      const user = randomUUID();
      expect(await store.readPage(user, '2026-08')).toEqual({ key: '2026-08', version: 0, lines: [] });
      const lines = [
        line('a', { fitId: 'F1', linkedId: 'b', kindByUser: true, kind: 'ownMovement' }),
        line('b', { categoryNumber: 3, decidedBy: 'user', index: 1 }),
        // A chart of accounts' code, kept as written (ADR 0053).
        line('c', { category: 'Receita de Serviços', categoryNumber: '3.1.01', index: 2 }),
      ];
      expect(await store.writePage(user, '2026-08', lines, 0)).toBe('written');
      expect(await store.writePage(user, '2026-08', lines, 0)).toBe('conflict');
      expect(await store.readPage(user, '2026-08')).toEqual({ key: '2026-08', version: 1, lines });
    });

    it('replaces a page only at the version read, and deletes it when no line is left', async () => {
      const store = await make();
      const user = randomUUID();
      await store.writePage(user, '2026-09', [line('a')], 0);
      expect(await store.writePage(user, '2026-09', [line('b')], 1)).toBe('written');
      expect(await store.writePage(user, '2026-09', [line('c')], 1)).toBe('conflict');
      expect((await store.readPage(user, '2026-09')).lines.map((l) => l.id)).toEqual(['b']);
      expect(await store.writePage(user, '2026-09', [], 1)).toBe('conflict');
      expect(await store.writePage(user, '2026-09', [], 2)).toBe('written');
      expect(await store.readPage(user, '2026-09')).toEqual({ key: '2026-09', version: 0, lines: [] });
      expect(await store.readPages(user)).toEqual([]);
    });

    it('lists month pages in order within a range, undated pages only without one, and one user only', async () => {
      const store = await make();
      const user = randomUUID();
      const other = randomUUID();
      for (const month of ['2026-10', '2026-07', '2026-08', '2027-01']) {
        await store.writePage(user, month, [line(`x${month}`, { date: `${month}-01` })], 0);
      }
      const { date: _, amountCents: __, ...undated } = line('plain');
      await store.writePage(user, 'file:u9', [undated], 0);
      await store.writePage(other, '2026-08', [line('theirs')], 0);
      expect((await store.readPages(user, { from: '2026-08', to: '2026-12' })).map((p) => p.key)).toEqual([
        '2026-08',
        '2026-10',
      ]);
      expect((await store.readPages(user)).map((p) => p.key)).toEqual([
        '2026-07',
        '2026-08',
        '2026-10',
        '2027-01',
        'file:u9',
      ]);
      expect((await store.readPage(user, 'file:u9')).lines).toEqual([undated]);
      expect((await store.readPages(other)).map((p) => p.lines[0]?.id)).toEqual(['theirs']);
    });

    it('keeps every field of 10,000 lines, whatever their text', async () => {
      const store = await make();
      const user = randomUUID();
      const lines = Array.from({ length: 10_000 }, (_, k) =>
        line(`id-${k}`, {
          description: `LOJA ${k} ${'çãé 東京 '.repeat(k % 7)}"aspas" | ;`,
          amountCents: k % 2 === 0 ? -(k + 1) : k,
          index: k,
          uploadId: `u${k % 3}`,
          account: k % 5 === 0 ? undefined : `conta ${k % 2}`,
          kind: k % 2 === 0 ? 'spending' : 'income',
        }),
      ).map((l) => (l.account === undefined ? (({ account: _, ...rest }) => rest)(l) : l));
      expect(await store.writePage(user, '2026-08', lines, 0)).toBe('written');
      expect((await store.readPage(user, '2026-08')).lines).toEqual(lines);
    });

    it('lets exactly one of parallel writers at one version win', async () => {
      const store = await make();
      const user = randomUUID();
      await store.writePage(user, '2026-11', [line('first')], 0);
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, (_, k) => store.writePage(user, '2026-11', [line(`w${k}`)], 1)),
      );
      expect(outcomes.filter((o) => o === 'written')).toHaveLength(1);
      const page = await store.readPage(user, '2026-11');
      expect(page.version).toBe(2);
      expect(page.lines).toHaveLength(1);
      expect(page.lines[0]?.id).toBe(`w${outcomes.indexOf('written')}`);
    });
  });
}
