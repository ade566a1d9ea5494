import type {
  GetUploadResponse,
  ListUploadsResponse,
  UpdateUploadRequest,
  UploadSummary,
  Usage,
} from '#shared/api/schemas';
import { HISTORY_PAGE_SIZE } from '#shared/limits';
import { NotFoundError, ValidationError } from './errors.ts';
import { API_MESSAGES } from './messages.ts';
import type { Plan, UploadRecord, UploadStore, UsageStore } from './ports.ts';
import { toUsage } from './quota.ts';
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
  return { upload: toSummary(record), categorizedTransactions: withLineStates(results, record) };
}

/** The stored results of a recorded upload, exactly its lines. */
async function storedLines(deps: { store: UploadStore }, userId: string, record: UploadRecord) {
  const results = await deps.store.getUploadResults(userId, record.id);
  // Results written before the record expire (TTL) slightly before it: never answer a partial upload.
  if (results.length < record.transactionCount) throw new NotFoundError(API_MESSAGES.uploadNotFound);
  // Batches 0..n-1 were all there at finalization; a batch sent later has a higher index and is not part of it.
  return results.slice(0, record.transactionCount);
}

/**
 * PATCH /api/uploads/{id}: keeps (or leaves out again) lines of a statement that an earlier upload already
 * held; the statement's money in the history follows. Only such lines can be kept. Free: nothing is charged.
 */
export async function updateUpload(
  deps: { store: UploadStore },
  userId: string,
  uploadId: string,
  request: UpdateUploadRequest,
): Promise<UploadSummary> {
  const record = await deps.store.getUpload(userId, uploadId);
  if (!record) throw new NotFoundError(API_MESSAGES.uploadNotFound);
  const duplicates = new Set((record.duplicates ?? []).map((line) => line.index));
  const kept = new Set(record.kept ?? []);
  for (const { index, kept: keep } of request.keep) {
    if (!duplicates.has(index)) throw new ValidationError(API_MESSAGES.notADuplicate(index + 1));
    if (keep) kept.add(index);
    else kept.delete(index);
  }
  const next = { ...record, kept: [...kept].sort((a, b) => a - b) };
  const statement = statementFacts(withLineStates(await storedLines(deps, userId, record), next));
  if (!statement) throw new ValidationError(API_MESSAGES.invalidRequest);
  const stored = await deps.store.updateUpload(userId, uploadId, { kept: next.kept, statement });
  if (!stored) throw new NotFoundError(API_MESSAGES.uploadNotFound);
  return toSummary(stored);
}

/** GET /api/usage. */
export async function getUsage(deps: { store: UsageStore; plan: Plan }, userId: string): Promise<Usage> {
  const usage = await deps.store.getUsage(userId);
  return toUsage(usage.used, deps.plan);
}
