import type { GetUploadResponse, ListUploadsResponse, UploadSummary, Usage } from '#shared/api/schemas';
import { NotFoundError } from './errors.ts';
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

/** GET /api/uploads: the user's uploads, newest first. */
export async function listUploads(
  deps: { store: UploadStore },
  userId: string,
): Promise<ListUploadsResponse> {
  const records = await deps.store.listUploads(userId);
  const newestFirst = [...records].sort((a, b) =>
    a.uploadedAt === b.uploadedAt ? b.id.localeCompare(a.id) : b.uploadedAt.localeCompare(a.uploadedAt),
  );
  return { uploads: newestFirst.map(toSummary) };
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
