import type { GetUploadResponse, ListUploadsResponse, UploadSummary, Usage } from '#shared/api/schemas';
import { HISTORY_PAGE_SIZE } from '#shared/limits';
import { NotFoundError, ValidationError } from './errors.ts';
import { API_MESSAGES } from './messages.ts';
import type { Plan, UploadRecord, UploadStore, UsageStore } from './ports.ts';
import { toUsage } from './quota.ts';

export function toSummary(record: UploadRecord): UploadSummary {
  return {
    id: record.id,
    filename: record.filename,
    transaction_count: record.transactionCount,
    uploaded_at: record.uploadedAt,
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
  const results = await deps.store.getUploadResults(userId, uploadId);
  // Results written before the record expire (TTL) slightly before it: never answer a partial upload.
  if (results.length < record.transactionCount) throw new NotFoundError(API_MESSAGES.uploadNotFound);
  // Batches 0..n-1 were all there at finalization; a batch sent later has a higher index and is not part of it.
  return { upload: toSummary(record), categorizedTransactions: results.slice(0, record.transactionCount) };
}

/** GET /api/usage. */
export async function getUsage(deps: { store: UsageStore; plan: Plan }, userId: string): Promise<Usage> {
  const usage = await deps.store.getUsage(userId);
  return toUsage(usage.used, deps.plan);
}
