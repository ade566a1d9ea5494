import type { ConsumeOutcome, UploadRecord, UploadStore, UsageStore } from '#lambdas/domain/ports';
import type { CategorizedTransaction } from '#shared/api/schemas';

/** An in-memory store with the ports' semantics, for domain tests (the DynamoDB one has its own tests). */
export function createMemoryStore(): UploadStore &
  UsageStore & {
    usage: Map<string, { used: number; batches: Set<string> }>;
    batches: Map<string, CategorizedTransaction[]>;
  } {
  const usage = new Map<string, { used: number; batches: Set<string> }>();
  const batches = new Map<string, CategorizedTransaction[]>();
  const uploads = new Map<string, UploadRecord>();
  const usageOf = (userId: string) => {
    let entry = usage.get(userId);
    if (!entry) {
      entry = { used: 0, batches: new Set() };
      usage.set(userId, entry);
    }
    return entry;
  };
  return {
    usage,
    batches,
    async getUsage(userId) {
      const entry = usageOf(userId);
      return { used: entry.used, consumedBatches: new Set(entry.batches) };
    },
    async consume(userId, key, count, limit): Promise<ConsumeOutcome> {
      const entry = usageOf(userId);
      if (entry.batches.has(key)) return { status: 'already-consumed', used: entry.used };
      if (limit > 0 && entry.used + count > limit) return { status: 'exceeded', used: entry.used };
      entry.used += count;
      entry.batches.add(key);
      return { status: 'consumed', used: entry.used };
    },
    async refund(userId, key, count) {
      const entry = usageOf(userId);
      if (!entry.batches.delete(key)) return;
      entry.used -= count;
    },
    async clearBatchMarkers(userId, keys) {
      const entry = usageOf(userId);
      for (const key of keys) entry.batches.delete(key);
    },
    async getBatch(userId, uploadId, batchIndex) {
      return batches.get(`${userId}/${uploadId}/${batchIndex}`);
    },
    async putBatch(userId, uploadId, batchIndex, results) {
      batches.set(`${userId}/${uploadId}/${batchIndex}`, [...results]);
    },
    async listBatchCounts(userId, uploadId) {
      const prefix = `${userId}/${uploadId}/`;
      return [...batches]
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, results]) => ({
          batchIndex: Number(key.slice(prefix.length)),
          count: results.length,
          bytes: results.reduce((sum, r) => sum + Buffer.byteLength(r.description), 0),
        }))
        .sort((a, b) => a.batchIndex - b.batchIndex);
    },
    async getUploadResults(userId, uploadId) {
      const counts = await this.listBatchCounts(userId, uploadId);
      return counts.flatMap(({ batchIndex }) => batches.get(`${userId}/${uploadId}/${batchIndex}`) ?? []);
    },
    async getUpload(userId, uploadId) {
      return uploads.get(`${userId}/${uploadId}`);
    },
    async createUpload(userId, record) {
      const key = `${userId}/${record.id}`;
      const existing = uploads.get(key);
      if (existing) return existing;
      uploads.set(key, record);
      return record;
    },
    async listUploads(userId) {
      return [...uploads].filter(([key]) => key.startsWith(`${userId}/`)).map(([, record]) => record);
    },
  };
}
