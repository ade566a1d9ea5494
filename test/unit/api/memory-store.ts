import type {
  ListStore,
  OpenBatch,
  RuleStore,
  UploadRecord,
  UploadStore,
  UsageStore,
} from '#lambdas/domain/ports';
import { abandoned, MAX_OPEN_BATCHES, staleBatches } from '#lambdas/domain/quota';
import type { CategorizedTransaction, Rule, SavedList } from '#shared/api/schemas';

/** An in-memory store with the ports' semantics, for domain tests (the DynamoDB one has its own tests). */
export function createMemoryStore(): UploadStore &
  UsageStore &
  RuleStore &
  ListStore & {
    usage: Map<string, { used: number; committed: number; open: Map<string, OpenBatch> }>;
    batches: Map<string, CategorizedTransaction[]>;
    expiries: Map<string, number>;
  } {
  const usage = new Map<string, { used: number; committed: number; open: Map<string, OpenBatch> }>();
  const batches = new Map<string, CategorizedTransaction[]>();
  const expiries = new Map<string, number>();
  const uploads = new Map<string, UploadRecord>();
  const rules = new Map<string, Rule>();
  const lists = new Map<string, SavedList>();
  const owned = <T>(map: Map<string, T>, userId: string) =>
    [...map].filter(([key]) => key.startsWith(`${userId}/`)).map(([, value]) => value);
  const usageOf = (userId: string) => {
    let entry = usage.get(userId);
    if (!entry) {
      entry = { used: 0, committed: 0, open: new Map() };
      usage.set(userId, entry);
    }
    return entry;
  };
  return {
    usage,
    batches,
    expiries,
    async getUsage(userId) {
      const entry = usageOf(userId);
      return { used: entry.used, committed: entry.committed, open: new Map(entry.open) };
    },
    async claim(userId, key, { digest, count, now, limit }) {
      const entry = usageOf(userId);
      for (const [staleKey, stale] of staleBatches(entry.open, now, key).keys) {
        entry.open.delete(staleKey);
        if (!stale.charged) entry.committed -= stale.count;
      }
      const held = entry.open.get(key);
      if (held && !abandoned(held, now)) return { status: 'taken', digest: held.digest };
      const replaced = held?.count ?? 0;
      if (limit > 0 && entry.committed - replaced + count > limit) {
        return { status: 'exceeded', committed: entry.committed - replaced };
      }
      if (!held && entry.open.size >= MAX_OPEN_BATCHES) return { status: 'too-many-open' };
      entry.open.set(key, { digest, count, at: now, charged: false });
      entry.committed += count - replaced;
      return { status: 'claimed' };
    },
    async charge(userId, key, digest, count) {
      const entry = usageOf(userId);
      const held = entry.open.get(key);
      if (!held || held.digest !== digest || held.charged) throw new Error('no claim to charge');
      entry.open.set(key, { ...held, charged: true });
      entry.used += count;
      return entry.used;
    },
    async release(userId, key, digest) {
      const entry = usageOf(userId);
      const held = entry.open.get(key);
      if (!held || held.digest !== digest) return;
      entry.open.delete(key);
      entry.committed -= held.count;
      if (held.charged) entry.used -= held.count;
    },
    async clearBatchMarkers(userId, keys) {
      const entry = usageOf(userId);
      for (const key of keys) entry.open.delete(key);
    },
    async getBatch(userId, uploadId, batchIndex) {
      return batches.get(`${userId}/${uploadId}/${batchIndex}`);
    },
    async putBatch(userId, uploadId, batchIndex, results, expiresAt) {
      const key = `${userId}/${uploadId}/${batchIndex}`;
      if (batches.has(key)) return;
      batches.set(key, [...results]);
      expiries.set(key, expiresAt);
    },
    async retainResults(userId, uploadId, expiresAt) {
      for (const key of batches.keys())
        if (key.startsWith(`${userId}/${uploadId}/`)) expiries.set(key, expiresAt);
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
    async markInLedger(userId, uploadId) {
      const record = uploads.get(`${userId}/${uploadId}`);
      if (record) uploads.set(`${userId}/${uploadId}`, { ...record, inLedger: true });
    },
    async deleteUpload(userId, uploadId) {
      const had = uploads.delete(`${userId}/${uploadId}`);
      for (const key of [...batches.keys()])
        if (key.startsWith(`${userId}/${uploadId}/`)) batches.delete(key);
      return had;
    },
    async deleteAllUserData(userId) {
      let count = usage.delete(userId) ? 1 : 0;
      for (const map of [uploads, batches, rules, lists] as Map<string, unknown>[]) {
        for (const key of [...map.keys()]) if (key.startsWith(`${userId}/`) && map.delete(key)) count++;
      }
      return count;
    },
    async updateUpload(userId, uploadId, changes, version) {
      const key = `${userId}/${uploadId}`;
      const existing = uploads.get(key);
      if (!existing) return undefined;
      if ((existing.version ?? 0) !== version) return 'conflict';
      const { statement: _, ...rest } = existing;
      const updated: UploadRecord = {
        ...rest,
        kept: [...changes.kept],
        edits: new Map(changes.edits),
        version: version + 1,
        ...(changes.statement
          ? { statement: changes.statement }
          : existing.statement
            ? { statement: existing.statement }
            : {}),
      };
      uploads.set(key, updated);
      return updated;
    },
    async findRules(userId, keys) {
      const found = new Map<string, Rule>();
      for (const key of keys) {
        const rule = rules.get(`${userId}/${key}`);
        if (rule) found.set(key, rule);
      }
      return found;
    },
    async listRules(userId) {
      return owned(rules, userId);
    },
    async putRule(userId, rule, limit) {
      const id = `${userId}/${rule.key}`;
      const previous = rules.get(id);
      if (!previous && owned(rules, userId).length >= limit) return 'limit';
      const { categoryNumber: _, ...base } = previous ?? { createdAt: rule.updatedAt, applied: 0 };
      const stored: Rule = {
        ...base,
        ...rule,
        merchant: previous?.merchant ?? rule.merchant,
        createdAt: previous?.createdAt ?? rule.updatedAt,
        applied: previous?.applied ?? 0,
      } as Rule;
      rules.set(id, stored);
      return { rule: stored, previous };
    },
    async deleteRule(userId, key) {
      return rules.delete(`${userId}/${key}`);
    },
    async countApplied(userId, counts) {
      for (const [key, count] of counts) {
        const rule = rules.get(`${userId}/${key}`);
        if (rule) rules.set(`${userId}/${key}`, { ...rule, applied: rule.applied + count });
      }
    },
    async listLists(userId) {
      return owned(lists, userId);
    },
    async saveList(userId, list, limit) {
      if (owned(lists, userId).length >= limit) return 'limit';
      lists.set(`${userId}/${list.id}`, list);
      return list;
    },
    async updateList(userId, id, adjustments) {
      const list = lists.get(`${userId}/${id}`);
      if (!list) return undefined;
      const updated = { ...list, adjustments: { ...adjustments } };
      lists.set(`${userId}/${id}`, updated);
      return updated;
    },
    async deleteList(userId, id) {
      return lists.delete(`${userId}/${id}`);
    },
    async listUploads(userId) {
      return [...uploads].filter(([key]) => key.startsWith(`${userId}/`)).map(([, record]) => record);
    },
  };
}
