import type { CategorizedTransaction, CategorySource, LineChange } from '#shared/api/schemas';
import type { CategoryNumber } from '#shared/categories';
import { merchantOf } from '#shared/engine/merchant';
import { transactionIds, UNDATED_ID_PREFIX } from '#shared/ledger/identity';
import { kindOf } from '#shared/ledger/kinds';
import { matchOwnMovements } from '#shared/ledger/own-movements';
import { refundTargets } from '#shared/ledger/refunds';
import { addMonths, monthOf, type TransactionKind } from '#shared/ledger/types';
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

/** The months a set of lines spans, and the ones beside them (a bill paid days after its month closed). */
function monthsAround(dates: readonly string[], margin: number): { from: string; to: string } | undefined {
  const months = dates.map(monthOf).sort();
  const first = months[0];
  const last = months.at(-1);
  return first && last ? { from: addMonths(first, -margin), to: addMonths(last, margin) } : undefined;
}

/** The lines of the ledger with these ids (dated ones: an id begins with its date), by id. */
export async function findLines(
  store: LedgerStore,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, LedgerTransaction>> {
  const wanted = new Set(ids.filter((id) => !id.startsWith(UNDATED_ID_PREFIX)));
  const range = monthsAround([...wanted], 0);
  const found = new Map<string, LedgerTransaction>();
  if (!range) return found;
  for (const page of await store.readPages(userId, range)) {
    for (const line of page.lines) if (wanted.has(line.id)) found.set(line.id, line);
  }
  return found;
}

/**
 * What an upload brings to the ledger: each categorized line with its stable id, its kind from its words and the
 * bank's signals, who decided its category, and its account. Lines an earlier upload already held (flagged at
 * finalization and not kept) stay out: the ledger has them.
 */
export function uploadLines(
  uploadId: string,
  results: readonly CategorizedTransaction[],
  options: { readonly account?: string | undefined; readonly skip?: ReadonlySet<number> } = {},
): LedgerTransaction[] {
  const ids = transactionIds(results);
  return results.flatMap((line, index) => {
    if (options.skip?.has(index)) return [];
    return [
      {
        id: ids[index] as string,
        ...(line.date === undefined ? {} : { date: line.date }),
        ...(line.amountCents === undefined ? {} : { amountCents: line.amountCents }),
        description: line.description,
        category: line.category,
        ...(line.categoryNumber === undefined ? {} : { categoryNumber: line.categoryNumber }),
        decidedBy: line.source ?? 'engine',
        kind: kindOf({ description: line.description, amountCents: line.amountCents, ofxKind: line.kind }),
        uploadId,
        index,
        ...(options.account ? { account: options.account } : {}),
        ...(line.fitId ? { fitId: line.fitId } : {}),
      },
    ];
  });
}

/** A change of some fields of a line, by id. */
type LinePatch = Partial<Omit<LedgerTransaction, 'id' | 'uploadId' | 'index'>>;

/** Applies patches to the pages holding their lines (by the month in each id, or the given pages). */
async function patchLines(
  store: LedgerStore,
  userId: string,
  patches: ReadonlyMap<string, (line: LedgerTransaction) => LedgerTransaction | undefined>,
  pages: Iterable<string>,
): Promise<LedgerTransaction[]> {
  // Per page, what its last attempt changed: a page read again after a lost race replaces its report.
  const before = new Map<string, LedgerTransaction[]>();
  await changePages(store, userId, pages, (page) => {
    let changed = false;
    const changedHere: LedgerTransaction[] = [];
    const lines = page.lines.map((line) => {
      const next = patches.get(line.id)?.(line);
      if (!next || next === line) return line;
      changed = true;
      changedHere.push(line);
      return next;
    });
    if (!changed) return undefined;
    before.set(page.key, changedHere);
    return lines;
  });
  return [...before.values()].flat();
}

const withPatch = (line: LedgerTransaction, patch: LinePatch): LedgerTransaction => {
  const next: Record<string, unknown> = { ...line, ...patch };
  for (const [key, value] of Object.entries(patch)) if (value === undefined) delete next[key];
  return next as unknown as LedgerTransaction;
};

/**
 * Settles the months around `dates` after lines came in: money that left one account and arrived in another
 * (a bill and its payment) is linked as one own movement, and a refund that names a merchant the user bought
 * from reduces that purchase's category. What the user chose is never changed. Answers the lines whose kind
 * changed, as they were (their uploads' money changes with them).
 */
export async function settleLedger(
  store: LedgerStore,
  userId: string,
  dates: readonly string[],
): Promise<LedgerTransaction[]> {
  const range = monthsAround(dates, 1);
  if (!range) return [];
  const pages = await store.readPages(userId, range);
  const lines = pages.flatMap((page) => page.lines);
  const dated = lines.flatMap((line) =>
    line.date !== undefined && line.amountCents !== undefined
      ? [{ ...line, date: line.date, amountCents: line.amountCents, account: line.account ?? '' }]
      : [],
  );
  const patches = new Map<string, (line: LedgerTransaction) => LedgerTransaction | undefined>();
  const unlinked = dated.filter((line) => line.linkedId === undefined && line.account !== '');
  for (const { outId, inId } of matchOwnMovements(unlinked)) {
    for (const [id, other] of [
      [outId, inId],
      [inId, outId],
    ] as const) {
      patches.set(id, (line) =>
        line.linkedId === undefined ? withPatch(line, { kind: 'ownMovement', linkedId: other }) : undefined,
      );
    }
  }
  const linked = new Set(patches.keys());
  const settled = dated.map((line) =>
    linked.has(line.id) ? { ...line, kind: 'ownMovement' as const } : line,
  );
  for (const [id, target] of refundTargets(settled)) {
    patches.set(id, (line) =>
      line.decidedBy === 'user' ||
      (line.category === target.category && line.categoryNumber === target.categoryNumber)
        ? undefined
        : withPatch(line, { category: target.category, categoryNumber: target.categoryNumber }),
    );
  }
  if (patches.size === 0) return [];
  const before = await patchLines(
    store,
    userId,
    patches,
    pages.map((page) => page.key),
  );
  return before.filter((line) => linked.has(line.id) && line.kind !== 'ownMovement');
}

/**
 * Records an upload's lines in the ledger, then settles the months they touch. Answers how many were new, and
 * the lines already there whose kind settling changed (as they were).
 */
export async function recordInLedger(
  store: LedgerStore,
  userId: string,
  lines: readonly LedgerTransaction[],
): Promise<{ added: number; rekinded: LedgerTransaction[] }> {
  const added = await addToLedger(store, userId, lines);
  const rekinded = await settleLedger(
    store,
    userId,
    lines.flatMap((line) => (line.date ? [line.date] : [])),
  );
  return { added, rekinded };
}

/**
 * Takes lines an upload brought out of the ledger (all of them when the upload is deleted, or those of `ids` the
 * user no longer keeps), and the other side's link to them. Answers how many left, and the other sides whose
 * kind went back to their words (as they were).
 */
export async function removeLines(
  store: LedgerStore,
  userId: string,
  uploadId: string,
  ids?: readonly string[],
): Promise<{ removed: number; rekinded: LedgerTransaction[] }> {
  const only = ids ? new Set(ids) : undefined;
  const pages = await store.readPages(userId);
  const gone = new Set(
    pages.flatMap((page) =>
      page.lines
        .filter((line) => line.uploadId === uploadId && (!only || only.has(line.id)))
        .map((line) => line.id),
    ),
  );
  if (gone.size === 0) return { removed: 0, rekinded: [] };
  // Per page, what its last attempt changed back (a page read again after a lost race replaces its report).
  const rekinded = new Map<string, LedgerTransaction[]>();
  const touched = pages
    .filter((page) =>
      page.lines.some((line) => gone.has(line.id) || (line.linkedId && gone.has(line.linkedId))),
    )
    .map((page) => page.key);
  await changePages(store, userId, touched, (page) => {
    let changed = false;
    const rekindedHere: LedgerTransaction[] = [];
    const lines = page.lines.flatMap((line) => {
      if (gone.has(line.id) && line.uploadId === uploadId) {
        changed = true;
        return [];
      }
      if (line.linkedId && gone.has(line.linkedId)) {
        changed = true;
        // Its other side is gone: the words say what it is again, unless the user said it.
        const { linkedId: _, ...rest } = line;
        if (line.kindByUser) return [rest];
        const kind = kindOf({ description: line.description, amountCents: line.amountCents });
        if (kind !== line.kind) rekindedHere.push(line);
        return [{ ...rest, kind }];
      }
      return [line];
    });
    if (!changed) return undefined;
    rekinded.set(page.key, rekindedHere);
    return lines;
  });
  return { removed: gone.size, rekinded: [...rekinded.values()].flat() };
}

/** A change of a line's category or kind (LineChange on the wire), validated. */
export interface LedgerChange {
  readonly id: string;
  readonly category?: { readonly category: string; readonly categoryNumber?: CategoryNumber | undefined };
  /** null: the kind goes back to the words and matching. */
  readonly kind?: TransactionKind | null;
  /** Restores who decided (an undo); a category change is the user's otherwise. */
  readonly decidedBy?: CategorySource;
}

/** What puts a changed line back as it was. */
export function undoOf(line: LedgerTransaction): LineChange {
  return {
    id: line.id,
    category: line.category,
    categoryNumber: line.categoryNumber ?? null,
    kind: line.kindByUser ? line.kind : null,
    decidedBy: line.decidedBy,
  };
}

/** The page a line lives on, by its id: its month, or (no date) the page of the upload that brought it. */
export const pageOfId = (id: string, uploadId?: string): string =>
  id.startsWith(UNDATED_ID_PREFIX) && uploadId ? `file:${uploadId}` : monthOf(id);

/**
 * Changes lines of the ledger by id: their category (decided by the user, unless an undo restores who did) and
 * their kind (chosen by the user; null gives it back to the words). Lines without a date are found on the page of
 * `uploadId`. Answers the lines as they were before.
 */
export async function changeLines(
  store: LedgerStore,
  userId: string,
  changes: readonly LedgerChange[],
  uploadId?: string,
): Promise<LedgerTransaction[]> {
  const patches = new Map<string, (line: LedgerTransaction) => LedgerTransaction | undefined>();
  for (const change of changes) {
    patches.set(change.id, (line) => {
      let next = line;
      if (change.category) {
        next = withPatch(next, {
          category: change.category.category,
          categoryNumber: change.category.categoryNumber,
          decidedBy: change.decidedBy ?? 'user',
        });
      }
      if (change.kind === null) {
        // Back to the words, or to the match a linked line still has; a kind the user never chose stays.
        if (line.kindByUser) {
          next = withPatch(next, {
            kind:
              line.linkedId === undefined
                ? kindOf({ description: line.description, amountCents: line.amountCents })
                : 'ownMovement',
            kindByUser: undefined,
          });
        }
      } else if (change.kind !== undefined) {
        next = withPatch(next, {
          kind: change.kind,
          kindByUser: true,
          ...(change.kind === 'ownMovement' ? {} : { linkedId: undefined }),
        });
      }
      return sameLine(line, next) ? undefined : next;
    });
  }
  const pages = new Set(changes.map((change) => pageOfId(change.id, uploadId)));
  return patchLines(store, userId, patches, pages);
}

const sameLine = (a: LedgerTransaction, b: LedgerTransaction): boolean =>
  a.category === b.category &&
  a.categoryNumber === b.categoryNumber &&
  a.decidedBy === b.decidedBy &&
  a.kind === b.kind &&
  a.kindByUser === b.kindByUser &&
  a.linkedId === b.linkedId;

/**
 * A merchant's category applied to its lines in every upload (a correction reaching the past, or a rule applied
 * to the history): each line of the merchant whose category is of the same kind of list (a default category, or
 * a numbered one of a custom list) and another category gets it, decided by `decidedBy`. Answers the lines as
 * they were before.
 */
export async function applyToMerchant(
  store: LedgerStore,
  userId: string,
  key: string,
  category: { readonly category: string; readonly categoryNumber?: CategoryNumber | undefined },
  decidedBy: CategorySource,
): Promise<LedgerTransaction[]> {
  const pages = await store.readPages(userId);
  const numbered = category.categoryNumber !== undefined;
  const patches = new Map<string, (line: LedgerTransaction) => LedgerTransaction | undefined>();
  const touched = new Set<string>();
  for (const page of pages) {
    for (const line of page.lines) {
      if ((line.categoryNumber !== undefined) !== numbered) continue;
      if (merchantOf(line.description)?.key !== key) continue;
      touched.add(page.key);
      patches.set(line.id, (current) =>
        // A line already in the category keeps who decided it (the user's own correction stays theirs).
        current.category === category.category && current.categoryNumber === category.categoryNumber
          ? undefined
          : withPatch(current, {
              category: category.category,
              categoryNumber: category.categoryNumber,
              decidedBy,
            }),
      );
    }
  }
  if (patches.size === 0) return [];
  return patchLines(store, userId, patches, touched);
}
