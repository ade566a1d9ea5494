import type { CategorizedTransaction, CreateUploadRequest, CreateUploadResponse } from '#shared/api/schemas';
import { type CustomCategory, validateCustomCategories } from '#shared/categories';
import { merchantOf } from '#shared/engine/merchant';
import { kindOfLine } from '#shared/ledger/kinds';
import { MAX_FILE_BYTES, MAX_TRANSACTIONS_PER_UPLOAD } from '#shared/limits';
import { TRANSACTIONS_FILE_MESSAGES } from '#shared/messages';
import { periodOf } from '#shared/statements/duplicates';
import { cleanFilename } from '#shared/transactions';
import { ConflictError, ValidationError } from './errors.ts';
import { recordInLedger } from './ledger.ts';
import { API_MESSAGES } from './messages.ts';
import type { Clock, LedgerStore, Plan, RuleStore, UploadRecord, UploadStore, UsageStore } from './ports.ts';
import { batchKey, expiresAt } from './quota.ts';
import { duplicatesOf, statementFacts } from './statement-lines.ts';
import { ledgerStatesOf, linesToRecord, refreshStatements, withLedgerStates } from './upload-ledger.ts';
import { toSummary } from './uploads.ts';

export interface FinalizeUploadDeps {
  readonly store: UploadStore & UsageStore & RuleStore;
  readonly ledger: LedgerStore;
  readonly clock: Clock;
  readonly plan: Plan;
}

/** How many lines each rule decided (by merchant key), for the rules page. */
function ruleCounts(results: readonly CategorizedTransaction[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of results) {
    if (line.source !== 'rule') continue;
    const key = merchantOf(line.description)?.key;
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * The answer: the summary, and for a statement the lines that earlier uploads already held, and the lines whose
 * kind in the ledger is not what their words say (matched to another account's line, or chosen by the user).
 */
function answer(record: UploadRecord, lines: readonly CategorizedTransaction[] = []): CreateUploadResponse {
  const kinds = lines.flatMap((line, index) =>
    line.ledgerKind !== undefined && line.ledgerKind !== kindOfLine({ ...line, ledgerKind: undefined })
      ? [{ index, kind: line.ledgerKind }]
      : [],
  );
  return {
    ...toSummary(record),
    ...(record.duplicates && record.duplicates.length > 0 ? { duplicates: [...record.duplicates] } : {}),
    ...(kinds.length > 0 ? { kinds } : {}),
  };
}

/**
 * POST /api/uploads: records an upload once all its batches are stored. For an imported statement it also
 * finds the lines that earlier uploads already held (flagged, and out of the totals unless kept) and records
 * the statement's period and money for the history, and writes its lines into the user's ledger. Idempotent on uploadId: a repeated call
 * answers the record already written. Its results, kept a day while the upload was unfinished, are kept for the
 * retention period from now on; the batches' open markers are cleared (their stored results keep deduplicating
 * any late retry).
 */
export async function finalizeUpload(
  deps: FinalizeUploadDeps,
  userId: string,
  request: CreateUploadRequest,
): Promise<CreateUploadResponse> {
  const { store } = deps;
  const existing = await store.getUpload(userId, request.uploadId);
  if (existing) {
    // A repeat (the first answer was lost): its markers may not have been cleared yet.
    const batches = await store.listBatchCounts(userId, request.uploadId);
    await store.clearBatchMarkers(
      userId,
      batches.map((batch) => batchKey(request.uploadId, batch.batchIndex)),
    );
    return answer(existing);
  }

  const batches = await store.listBatchCounts(userId, request.uploadId);
  if (batches.length === 0 || batches.some((batch, index) => batch.batchIndex !== index)) {
    throw new ConflictError(API_MESSAGES.uploadIncomplete);
  }
  const total = batches.reduce((sum, batch) => sum + batch.count, 0);
  if (total > MAX_TRANSACTIONS_PER_UPLOAD) throw new ValidationError(TRANSACTIONS_FILE_MESSAGES.tooMany);
  if (total !== request.transactionCount) throw new ConflictError(API_MESSAGES.uploadMismatch);
  // Spec §5's 5 MB file limit, on the server: the descriptions alone can never pass it for a valid file.
  const bytes = batches.reduce((sum, batch) => sum + batch.bytes, 0);
  if (bytes > MAX_FILE_BYTES) throw new ValidationError(TRANSACTIONS_FILE_MESSAGES.tooLarge);

  const filename = cleanFilename(request.filename);
  if (filename.length === 0) throw new ValidationError(API_MESSAGES.invalidRequest);
  let customCategories: CustomCategory[] | undefined;
  if (request.customCategories && request.customCategories.length > 0) {
    const checked = validateCustomCategories(request.customCategories);
    if (!checked.ok) throw new ValidationError(checked.error);
    customCategories = checked.value;
  }
  const now = deps.clock.now();
  const results = (await store.getUploadResults(userId, request.uploadId)).slice(0, total);
  const duplicates = await duplicatesOf(store, userId, request.uploadId, results);
  const dated = periodOf(results) !== undefined;
  const source = {
    id: request.uploadId,
    ...(duplicates.length > 0 ? { duplicates } : {}),
    ...(dated && request.account ? { account: request.account } : {}),
  };
  // The ledger first: a repeat after a failure adds nothing twice (lines are added once by id), and a record
  // only ever says `inLedger` once its lines are there.
  const { rekinded } = await recordInLedger(deps.ledger, userId, linesToRecord(source, results));
  // The statement's money as the ledger now holds its lines: matched to another account's, or known before.
  const states = dated
    ? await ledgerStatesOf(deps.ledger, userId, request.uploadId, results)
    : results.map(() => undefined);
  const lines = withLedgerStates(results, { duplicates }, states);
  const statement = statementFacts(lines);
  const record: UploadRecord = {
    ...source,
    filename,
    transactionCount: total,
    uploadedAt: now.toISOString(),
    ...(statement ? { statement } : {}),
    ...(customCategories ? { customCategories } : {}),
    inLedger: true,
  };
  const keepUntil = expiresAt(now, deps.plan);
  await store.retainResults(userId, request.uploadId, keepUntil);
  const stored = await store.createUpload(userId, record, keepUntil);
  await store.clearBatchMarkers(
    userId,
    batches.map((batch) => batchKey(request.uploadId, batch.batchIndex)),
  );
  if (stored === record) {
    // Only rules that still exist count (one deleted since its lines were categorized starts from nothing).
    const counts = ruleCounts(results);
    const live = counts.size > 0 ? await store.findRules(userId, [...counts.keys()]) : new Map();
    await store.countApplied(userId, new Map([...counts].filter(([key]) => live.has(key))));
  }
  // Earlier statements whose lines this one's matched (a bill and its payment): their money follows.
  await refreshStatements(deps, userId, rekinded, request.uploadId);
  return answer(stored, stored === record ? lines : []);
}
