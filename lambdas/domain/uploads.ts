import type {
  CategorizedTransaction,
  GetUploadResponse,
  ListUploadsResponse,
  UpdateUploadRequest,
  UpdateUploadResponse,
  UploadSummary,
  Usage,
} from '#shared/api/schemas';
import { HISTORY_PAGE_SIZE } from '#shared/limits';
import { ConflictError, NotFoundError, ValidationError } from './errors.ts';
import { API_MESSAGES } from './messages.ts';
import type { Clock, Plan, RuleStore, UploadRecord, UploadStore, UsageStore } from './ports.ts';
import { toUsage } from './quota.ts';
import { inActiveList, learn } from './rules.ts';
import { statementFacts, toStatementSummary, withLineStates } from './statement-lines.ts';

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
  deps: { store: UploadStore },
  userId: string,
  uploadId: string,
): Promise<GetUploadResponse> {
  const record = await deps.store.getUpload(userId, uploadId);
  if (!record) throw new NotFoundError(API_MESSAGES.uploadNotFound);
  const results = await storedLines(deps, userId, record);
  return {
    upload: toSummary(record),
    categorizedTransactions: withLineStates(results, record),
    ...(record.customCategories ? { customCategories: [...record.customCategories] } : {}),
  };
}

/** The stored results of a recorded upload, exactly its lines. */
async function storedLines(deps: { store: UploadStore }, userId: string, record: UploadRecord) {
  const results = await deps.store.getUploadResults(userId, record.id);
  // Results written before the record expire (TTL) slightly before it: never answer a partial upload.
  if (results.length < record.transactionCount) throw new NotFoundError(API_MESSAGES.uploadNotFound);
  // Batches 0..n-1 were all there at finalization; a batch sent later has a higher index and is not part of it.
  return results.slice(0, record.transactionCount);
}

/** Times a change of line states is tried again when another change of the same upload came first. */
const UPDATE_ATTEMPTS = 5;

/**
 * PATCH /api/uploads/{id}: changes to a recorded upload's lines, saved with it. Lines an earlier upload already
 * held can be kept in the totals (or left out again); categories can be corrected, to one of the upload's list,
 * and each correction becomes the user's rule for that merchant (unless `learn` is false). The statement's money
 * in the history follows. Free: nothing is charged.
 */
export async function updateUpload(
  deps: { store: UploadStore & RuleStore; clock: Clock },
  userId: string,
  uploadId: string,
  request: UpdateUploadRequest,
): Promise<UpdateUploadResponse> {
  let record = await deps.store.getUpload(userId, uploadId);
  if (!record) throw new NotFoundError(API_MESSAGES.uploadNotFound);
  const lines = await storedLines(deps, userId, record);
  const { transactionCount, customCategories } = record;
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
    const statement = statementFacts(withLineStates(lines, next));
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

/** GET /api/usage. */
export async function getUsage(deps: { store: UsageStore; plan: Plan }, userId: string): Promise<Usage> {
  const usage = await deps.store.getUsage(userId);
  return toUsage(usage.used, deps.plan);
}
