import type { CategorizedTransaction } from '#shared/api/schemas';
import { mapWithConcurrency } from '#shared/concurrency';
import { transactionIds } from '#shared/ledger/identity';
import { ConflictError } from './errors.ts';
import { findLines, recordInLedger, uploadLines } from './ledger.ts';
import { API_MESSAGES } from './messages.ts';
import type { LedgerStore, LedgerTransaction, StatementFacts, UploadRecord, UploadStore } from './ports.ts';
import { statementFacts, withLineStates } from './statement-lines.ts';

/**
 * Uploads as sources of the ledger: what an upload writes into it, how an upload's lines read their state back
 * from it (a correction made anywhere reaches every upload holding the line), and the migration of uploads
 * recorded before the ledger existed.
 */

/** Times a change of an upload's record is tried again when another change of it came first. */
export const UPDATE_ATTEMPTS = 5;

/** Uploads whose money is made again at once after kinds changed in the ledger. */
const REFRESH_CONCURRENCY = 4;

/**
 * A recorded upload's stored results, exactly its lines; undefined when they are no longer whole (results written
 * before the record expire, by TTL, slightly before it).
 */
export async function wholeResults(
  store: UploadStore,
  userId: string,
  record: Pick<UploadRecord, 'id' | 'transactionCount'>,
): Promise<CategorizedTransaction[] | undefined> {
  const results = await store.getUploadResults(userId, record.id);
  // Batches 0..n-1 were all there at finalization; a batch sent later has a higher index and is not part of it.
  return results.length < record.transactionCount ? undefined : results.slice(0, record.transactionCount);
}

/** The lines an upload brings to the ledger: not those an earlier upload already held, unless the user keeps them. */
export function linesToRecord(
  record: Pick<UploadRecord, 'id' | 'duplicates' | 'kept' | 'account'>,
  results: readonly CategorizedTransaction[],
): LedgerTransaction[] {
  const kept = new Set(record.kept ?? []);
  const skip = new Set(
    (record.duplicates ?? []).map((line) => line.index).filter((index) => !kept.has(index)),
  );
  return uploadLines(record.id, results, { account: record.account, skip });
}

/** Each line of an upload's results as the ledger holds it now (undefined: the ledger does not hold it). */
export async function ledgerStatesOf(
  ledger: LedgerStore,
  userId: string,
  uploadId: string,
  results: readonly CategorizedTransaction[],
): Promise<(LedgerTransaction | undefined)[]> {
  const ids = transactionIds(results);
  const dated = await findLines(ledger, userId, ids);
  const undated = results.some((line) => line.date === undefined)
    ? new Map((await ledger.readPage(userId, `file:${uploadId}`)).lines.map((line) => [line.id, line]))
    : new Map<string, LedgerTransaction>();
  return ids.map((id) => dated.get(id) ?? undated.get(id));
}

/**
 * An upload's lines with every state they have: the record's (corrections made before the ledger, lines already
 * imported, kept or not), then the ledger's, which wins: its category, who decided it, and its kind.
 */
export function withLedgerStates(
  results: readonly CategorizedTransaction[],
  record: Pick<UploadRecord, 'duplicates' | 'kept' | 'edits'>,
  states: readonly (LedgerTransaction | undefined)[],
): CategorizedTransaction[] {
  return withLineStates(results, record).map((line, index) => {
    const state = states[index];
    if (!state) return line;
    const { categoryNumber: _, source: __, ...rest } = line;
    return {
      ...rest,
      category: state.category,
      ...(state.categoryNumber === undefined ? {} : { categoryNumber: state.categoryNumber }),
      // The engine alone is said by no source (shared/api/schemas.ts), as the categorize answer says it.
      ...(state.decidedBy === 'engine' ? {} : { source: state.decidedBy }),
      // A kind means something only for money: the spec's one-column file has none.
      ...(state.date === undefined ? {} : { ledgerKind: state.kind }),
    };
  });
}

/**
 * Migration: an upload recorded before the ledger (or whose recording was cut short) writes its lines into it,
 * its corrections included (decided by the user), then is marked. Running it again changes nothing: a line is
 * added once by id.
 */
export async function ensureInLedger(
  deps: { readonly store: UploadStore; readonly ledger: LedgerStore },
  userId: string,
  listed: UploadRecord,
): Promise<void> {
  if (listed.inLedger) return;
  // The history lists records without their corrections: read the whole record.
  const record = await deps.store.getUpload(userId, listed.id);
  if (!record) return;
  const results = await wholeResults(deps.store, userId, record);
  if (!results) return; // expiring: nothing whole to move
  await moveIntoLedger(deps, userId, record, results);
}

/** The migration of one upload already read whole (its record and its results); nothing when it is in already. */
export async function moveIntoLedger(
  deps: { readonly store: UploadStore; readonly ledger: LedgerStore },
  userId: string,
  record: UploadRecord,
  results: readonly CategorizedTransaction[],
): Promise<void> {
  if (record.inLedger) return;
  const { rekinded } = await recordInLedger(
    deps.ledger,
    userId,
    linesToRecord(record, withLineStates(results, { edits: record.edits })),
  );
  await deps.store.markInLedger(userId, record.id);
  await refreshStatements(deps, userId, rekinded);
}

/** Of the lines a change answers (as they were), those whose kind it changed: a kind chosen differs, or given back. */
export function kindChanged(
  changes: readonly { readonly id: string; readonly kind?: string | null | undefined }[],
): (before: LedgerTransaction) => boolean {
  const kinds = new Map(changes.map((change) => [change.id, change.kind]));
  return (before) => {
    const kind = kinds.get(before.id);
    return kind === null ? before.kindByUser === true : kind !== undefined && kind !== before.kind;
  };
}

const sameFacts = (a: StatementFacts | undefined, b: StatementFacts | undefined): boolean =>
  a?.from === b?.from &&
  a?.to === b?.to &&
  a?.outCents === b?.outCents &&
  a?.inCents === b?.inCents &&
  a?.duplicateLines === b?.duplicateLines;

/**
 * The history's money of the statements holding these lines of the ledger (by their dates), other than
 * `except`, made again from the ledger after their kinds changed there: the user chose a kind, a bill was matched
 * to its payment, or a matched side was deleted. The dashboard then says what the money page says.
 */
export async function refreshStatements(
  deps: { readonly store: UploadStore; readonly ledger: LedgerStore },
  userId: string,
  changed: readonly Pick<LedgerTransaction, 'date'>[],
  except?: string,
): Promise<void> {
  const dates = [...new Set(changed.flatMap((line) => (line.date ? [line.date] : [])))];
  if (dates.length === 0) return;
  const holding = (await deps.store.listUploads(userId)).filter(
    ({ id, statement }) =>
      id !== except && statement && dates.some((date) => date >= statement.from && date <= statement.to),
  );
  await mapWithConcurrency(holding, REFRESH_CONCURRENCY, (record) =>
    refreshStatement(deps, userId, record.id),
  );
}

/** One upload's statement money made again from the ledger, under its version. */
async function refreshStatement(
  deps: { readonly store: UploadStore; readonly ledger: LedgerStore },
  userId: string,
  uploadId: string,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    // The whole record: listing reads records without their line states.
    const record = await deps.store.getUpload(userId, uploadId);
    if (!record?.statement) return;
    const results = await wholeResults(deps.store, userId, record);
    if (!results) return; // expiring: nothing whole to count
    const states = await ledgerStatesOf(deps.ledger, userId, uploadId, results);
    const statement = statementFacts(withLedgerStates(results, record, states));
    if (sameFacts(statement, record.statement)) return;
    const stored = await deps.store.updateUpload(
      userId,
      uploadId,
      { kept: record.kept ?? [], edits: record.edits ?? new Map(), statement },
      record.version ?? 0,
    );
    if (stored !== 'conflict') return;
    if (attempt >= UPDATE_ATTEMPTS) throw new ConflictError(API_MESSAGES.uploadBusy);
  }
}
