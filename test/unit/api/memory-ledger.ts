import type { LedgerPage, LedgerStore, LedgerTransaction } from '#lambdas/domain/ports';

/** The ledger port in memory, with the DynamoDB adapter's semantics (test/contract/ledger-store.ts pins both). */
export function createMemoryLedgerStore(): LedgerStore & { writes: number } {
  const pages = new Map<string, Map<string, { version: number; lines: LedgerTransaction[] }>>();
  const userPages = (userId: string) => {
    let map = pages.get(userId);
    if (!map) {
      map = new Map();
      pages.set(userId, map);
    }
    return map;
  };
  // Stored lines are copies: a caller changing what it wrote or read changes nothing stored.
  const copy = (lines: readonly LedgerTransaction[]) => lines.map((line) => ({ ...line }));
  const store = {
    writes: 0,
    async readPage(userId: string, key: string): Promise<LedgerPage> {
      const page = userPages(userId).get(key);
      return page ? { key, version: page.version, lines: copy(page.lines) } : { key, version: 0, lines: [] };
    },
    async readPages(userId: string, range?: { from: string; to: string }): Promise<LedgerPage[]> {
      return [...userPages(userId)]
        .filter(([key]) => !range || (key >= range.from && key <= range.to && /^\d{4}-\d{2}$/.test(key)))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, page]) => ({ key, version: page.version, lines: copy(page.lines) }));
    },
    async writePage(
      userId: string,
      key: string,
      lines: readonly LedgerTransaction[],
      version: number,
    ): Promise<'written' | 'conflict'> {
      const map = userPages(userId);
      const current = map.get(key)?.version ?? 0;
      if (current !== version) return 'conflict';
      store.writes++;
      if (lines.length === 0) map.delete(key);
      else map.set(key, { version: version + 1, lines: copy(lines) });
      return 'written';
    },
  };
  return store;
}
