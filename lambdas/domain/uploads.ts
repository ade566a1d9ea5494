import type {
  CategorizedTransaction,
  GetUploadResponse,
  ListUploadsResponse,
  UpdateUploadRequest,
  UpdateUploadResponse,
  UploadSummary,
  Usage,
} from '#shared/api/schemas';
import type { CategoryNumber } from '#shared/categories';
import { transactionIds } from '#shared/ledger/identity';
import { HISTORY_PAGE_SIZE } from '#shared/limits';
import { ConflictError, NotFoundError, ValidationError } from './errors.ts';
import { addToLedger, changeLines, removeLines } from './ledger.ts';
import { API_MESSAGES } from './messages.ts';
import type { Clock, LedgerStore, Plan, RuleStore, UploadRecord, UploadStore, UsageStore } from './ports.ts';
import { toUsage } from './quota.ts';
import { inActiveList, learn } from './rules.ts';
import { statementFacts, toStatementSummary } from './statement-lines.ts';
import {
  kindChanged,
  ledgerStatesOf,
  linesToRecord,
  moveIntoLedger,
  refreshStatements,
  UPDATE_ATTEMPTS,
  wholeResults,
  withLedgerStates,
} from './upload-ledger.ts';

export function toSummary(record: UploadRecord): UploadSummary {
  const statement = toStatementSummary(record);
  return {
    id: record.id,
    filename: record.filename,
    transaction_count: record.transactionCount,
    uploaded_at: record.uploadedAt,
    ...(statement ? { statement } : {}),
  };
}

/** Every upload of the user, newest first (ties by id, so the order is total and a cursor is exact). */
export async function allUploads(deps: { store: UploadStore }, userId: string): Promise<UploadRecord[]> {
  const records = await deps.store.listUploads(userId);
  return [...records].sort((a, b) =>
    a.uploadedAt === b.uploadedAt ? b.id.localeCompare(a.id) : b.uploadedAt.localeCompare(a.uploadedAt),
  );
}

const encodeCursor = (record: UploadRecord) =>
  btoa(JSON.stringify([record.uploadedAt, record.id])).replaceAll('=', '');

function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(atob(cursor)) as unknown;
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) {
      return value as [string, string];
    }
  } catch {
    // falls through to the validation error
  }
  throw new ValidationError(API_MESSAGES.invalidRequest);
}

/**
 * GET /api/uploads: a page of the user's uploads, newest first, after `cursor`, and the totals of the whole
 * history (the dashboard's cards). The whole history is read and sorted here: upload items are small (~0.3 KB),
 * so even thousands are a few Query pages (docs/data-model.md).
 */
export async function listUploads(
  deps: { store: UploadStore },
  userId: string,
  page: { cursor?: string; limit?: number } = {},
): Promise<ListUploadsResponse> {
  const newestFirst = await allUploads(deps, userId);
  const limit = page.limit ?? HISTORY_PAGE_SIZE;
  let start = 0;
  if (page.cursor !== undefined) {
    const [uploadedAt, id] = decodeCursor(page.cursor);
    start = newestFirst.findIndex(
      (r) => r.uploadedAt < uploadedAt || (r.uploadedAt === uploadedAt && r.id.localeCompare(id) < 0),
    );
    if (start < 0) start = newestFirst.length;
  }
  const slice = newestFirst.slice(start, start + limit);
  const last = slice.at(-1);
  return {
    uploads: slice.map(toSummary),
    nextCursor: last && start + limit < newestFirst.length ? encodeCursor(last) : null,
    totals: {
      uploads: newestFirst.length,
      transactions: newestFirst.reduce((sum, r) => sum + r.transactionCount, 0),
    },
  };
}

/** GET /api/uploads/{id}: one of the user's uploads with its results; another user's id is simply not found. */
export async function getUpload(
  deps: { store: UploadStore; ledger: LedgerStore },
  userId: string,
  uploadId: string,
  options: { readonly migrate: boolean } = { migrate: true },
): Promise<GetUploadResponse> {
  const record = await deps.store.getUpload(userId, uploadId);
  if (!record) throw new NotFoundError(API_MESSAGES.uploadNotFound);
  const results = await storedLines(deps, userId, record);
  // An upload recorded before the ledger moves into it when opened (not when only exported).
  if (options.migrate) await moveIntoLedger(deps, userId, record, results);
  const states = await ledgerStatesOf(deps.ledger, userId, uploadId, results);
  return {
    upload: toSummary(record),
    categorizedTransactions: withLedgerStates(results, record, states),
    ...(record.customCategories ? { customCategories: [...record.customCategories] } : {}),
  };
}

/** The stored results of a recorded upload, exactly its lines; an upload no longer whole is not found. */
async function storedLines(deps: { store: UploadStore }, userId: string, record: UploadRecord) {
  const results = await wholeResults(deps.store, userId, record);
  if (!results) throw new NotFoundError(API_MESSAGES.uploadNotFound);
  return results;
}

/**
 * PATCH /api/uploads/{id}: changes to a recorded upload's lines, saved with it. Lines an earlier upload already
 * held can be kept in the totals (or left out again); categories can be corrected, to one of the upload's list,
 * and each correction becomes the user's rule for that merchant (unless `learn` is false). The ledger follows: a
 * correction changes the line there (every upload holding it shows it), a kept line joins it, a line left out
 * again leaves it. A statement's line can be given its kind (what its money is), in the ledger. The statement's
 * money in the history follows, this one's and that of the others holding a line whose kind changed. Free:
 * nothing is charged.
 */
export async function updateUpload(
  deps: { store: UploadStore & RuleStore; ledger: LedgerStore; clock: Clock },
  userId: string,
  uploadId: string,
  request: UpdateUploadRequest,
): Promise<UpdateUploadResponse> {
  let record = await deps.store.getUpload(userId, uploadId);
  if (!record) throw new NotFoundError(API_MESSAGES.uploadNotFound);
  const lines = await storedLines(deps, userId, record);
  await moveIntoLedger(deps, userId, record, lines);
  let states = await ledgerStatesOf(deps.ledger, userId, uploadId, lines);
  const { transactionCount, customCategories } = record;
  const ids = transactionIds(lines);
  const kinds = (request.kinds ?? []).map(({ index, kind }) => {
    const line = lines[index];
    if (!line) throw new ValidationError(API_MESSAGES.lineNotInUpload(index + 1));
    if (line.date === undefined || line.amountCents === undefined) {
      throw new ValidationError(API_MESSAGES.kindNeedsMoney(index + 1));
    }
    if (!states[index]) throw new ValidationError(API_MESSAGES.kindOfDuplicate(index + 1));
    return { id: ids[index] as string, kind };
  });
  // The ledger first: the line's kind is its there (every upload holding it shows it), and the money follows.
  const rekinded =
    kinds.length > 0 ? (await changeLines(deps.ledger, userId, kinds)).filter(kindChanged(kinds)) : [];
  if (rekinded.length > 0) states = await ledgerStatesOf(deps.ledger, userId, uploadId, lines);
  const corrections = (request.categories ?? []).map((change) => {
    if (change.index >= transactionCount) {
      throw new ValidationError(API_MESSAGES.lineNotInUpload(change.index + 1));
    }
    const chosen = inActiveList(change, customCategories);
    if (!chosen) throw new ValidationError(API_MESSAGES.categoryNotInList(change.category));
    return { index: change.index, ...chosen };
  });

  for (let attempt = 1; ; attempt++) {
    const duplicates = new Set((record.duplicates ?? []).map((line) => line.index));
    const kept = new Set(record.kept ?? []);
    for (const { index, kept: keep } of request.keep ?? []) {
      if (!duplicates.has(index)) throw new ValidationError(API_MESSAGES.notADuplicate(index + 1));
      if (keep) kept.add(index);
      else kept.delete(index);
    }
    const edits = new Map(record.edits ?? []);
    for (const { index, ...category } of corrections) {
      // Back to what was categorized: no correction left on the line.
      const original = lines[index] as CategorizedTransaction;
      if (original.category === category.category && original.categoryNumber === category.categoryNumber) {
        edits.delete(index);
      } else edits.set(index, category);
    }
    const next = { ...record, kept: [...kept].sort((a, b) => a - b), edits };
    // The corrections as the ledger will hold them, for the statement's money.
    const corrected = states.map((state, index) => {
      const edit = edits.get(index);
      return state && edit
        ? { ...state, category: edit.category, categoryNumber: edit.categoryNumber }
        : state;
    });
    const statement = statementFacts(withLedgerStates(lines, next, corrected));
    const stored = await deps.store.updateUpload(
      userId,
      uploadId,
      { kept: next.kept, edits, statement },
      record.version ?? 0,
    );
    if (stored === undefined) throw new NotFoundError(API_MESSAGES.uploadNotFound);
    if (stored !== 'conflict') {
      record = stored;
      break;
    }
    if (attempt >= UPDATE_ATTEMPTS) throw new ConflictError(API_MESSAGES.uploadBusy);
    record = await deps.store.getUpload(userId, uploadId);
    if (!record) throw new NotFoundError(API_MESSAGES.uploadNotFound);
  }

  await followInLedger(deps.ledger, userId, record, lines, ids, request, corrections);
  // Other statements holding the lines whose kind changed (an account's side of a bill, say).
  await refreshStatements(deps, userId, rekinded, uploadId);

  const taught =
    request.learn === false || corrections.length === 0
      ? { learned: [] }
      : await learn(
          deps,
          userId,
          corrections.map(({ index, ...category }) => ({
            description: (lines[index] as CategorizedTransaction).description,
            ...category,
          })),
        );
  return { upload: toSummary(record), ...taught };
}

/** The ledger after a change of an upload's lines: corrections reach the line, kept lines join, unkept ones leave. */
async function followInLedger(
  ledger: LedgerStore,
  userId: string,
  record: UploadRecord,
  lines: readonly CategorizedTransaction[],
  ids: readonly string[],
  request: UpdateUploadRequest,
  corrections: readonly { index: number; category: string; categoryNumber?: CategoryNumber | undefined }[],
): Promise<void> {
  const keep = request.keep ?? [];
  if (keep.length > 0) {
    const joining = new Set(keep.filter((change) => change.kept).map((change) => change.index));
    const all = linesToRecord({ ...record, duplicates: [] }, lines);
    await addToLedger(
      ledger,
      userId,
      all.filter((line) => joining.has(line.index)),
    );
    const leaving = keep.filter((change) => !change.kept).map((change) => ids[change.index] as string);
    if (leaving.length > 0) await removeLines(ledger, userId, record.id, leaving);
  }
  if (corrections.length > 0) {
    await changeLines(
      ledger,
      userId,
      corrections.map(({ index, category, categoryNumber }) => {
        const original = lines[index] as CategorizedTransaction;
        // Back to what was categorized: decided by whoever decided it then.
        const back = original.category === category && original.categoryNumber === categoryNumber;
        return {
          id: ids[index] as string,
          category: { category, categoryNumber },
          ...(back ? { decidedBy: original.source ?? 'engine' } : {}),
        };
      }),
      record.id,
    );
  }
}

/** GET /api/usage. */
export async function getUsage(deps: { store: UsageStore; plan: Plan }, userId: string): Promise<Usage> {
  const usage = await deps.store.getUsage(userId);
  return toUsage(usage.used, deps.plan);
}
