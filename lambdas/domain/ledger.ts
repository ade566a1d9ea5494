import { monthOf } from '#shared/ledger/types';
import type { LedgerPage, LedgerStore, LedgerTransaction } from './ports.ts';

/** The page a line lives on: its month, or its upload's page of undated lines. */
export const pageKeyOf = (line: Pick<LedgerTransaction, 'date' | 'uploadId'>): string =>
  line.date ? monthOf(line.date) : `file:${line.uploadId}`;

/** How many times a page is read and changed again after another write came first. */
export const LEDGER_WRITE_ATTEMPTS = 8;

/**
 * Changes pages of the ledger, each under its version: `change` gets a page as stored and answers its new lines,
 * or undefined to leave it as it is; a page another write changed meanwhile is read and changed again.
 * Answers the pages as written.
 */
export async function changePages(
  store: LedgerStore,
  userId: string,
  keys: Iterable<string>,
  change: (page: LedgerPage) => readonly LedgerTransaction[] | undefined,
): Promise<LedgerPage[]> {
  const written: LedgerPage[] = [];
  for (const key of new Set(keys)) {
    for (let attempt = 0; ; attempt++) {
      if (attempt >= LEDGER_WRITE_ATTEMPTS) throw new Error(`Ledger page ${key} kept changing`);
      const page = await store.readPage(userId, key);
      const lines = change(page);
      if (lines === undefined) break;
      if ((await store.writePage(userId, key, lines, page.version)) === 'written') {
        written.push({ key, version: page.version + 1, lines });
        break;
      }
    }
  }
  return written;
}

/**
 * Adds lines to the ledger: each id once (a line already there keeps what it is, the user's corrections
 * included); answers how many were new.
 */
export async function addToLedger(
  store: LedgerStore,
  userId: string,
  lines: readonly LedgerTransaction[],
): Promise<number> {
  const byPage = new Map<string, LedgerTransaction[]>();
  for (const line of lines) {
    const key = pageKeyOf(line);
    const list = byPage.get(key) ?? [];
    list.push(line);
    byPage.set(key, list);
  }
  // Per page, what its last (written) attempt added: a page read again after a lost race counts once.
  const added = new Map<string, number>();
  await changePages(store, userId, byPage.keys(), (page) => {
    const known = new Set(page.lines.map((line) => line.id));
    const fresh = (byPage.get(page.key) ?? []).filter((line) => !known.has(line.id));
    if (fresh.length === 0) return undefined;
    added.set(page.key, fresh.length);
    return [...page.lines, ...fresh].sort(
      (a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.id.localeCompare(b.id),
    );
  });
  return [...added.values()].reduce((sum, count) => sum + count, 0);
}
