import { describe, expect, it } from 'vitest';
import { ValidationError } from '#lambdas/domain/errors';
import { listUploads } from '#lambdas/domain/uploads';
import { createMemoryStore } from './memory-store.ts';

describe('history pages (GET /api/uploads)', () => {
  async function storeWith(count: number) {
    const store = createMemoryStore();
    for (let k = 0; k < count; k++) {
      // Pairs of uploads share a timestamp: ties must still page exactly.
      const uploadedAt = new Date(Date.UTC(2026, 0, 1) + Math.floor(k / 2) * 60_000).toISOString();
      const id = `id-${String(k).padStart(3, '0')}`;
      await store.createUpload('u', { id, filename: `f${k}.csv`, transactionCount: k + 1, uploadedAt }, 0);
    }
    return store;
  }

  it('pages newest first with a cursor, every upload once, with the totals of the whole history', async () => {
    const store = await storeWith(120);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listUploads({ store }, 'u', { ...(cursor ? { cursor } : {}), limit: 50 });
      expect(page.totals).toEqual({ uploads: 120, transactions: (120 * 121) / 2 });
      seen.push(...page.uploads.map((u) => u.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);

    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(120);
    const all = (await listUploads({ store }, 'u', { limit: 500 })).uploads.map((u) => u.id);
    expect(seen).toEqual(all);
  });

  it('refuses a cursor it did not make', async () => {
    const store = await storeWith(3);
    await expect(listUploads({ store }, 'u', { cursor: 'bm90IGpzb24' })).rejects.toThrow(ValidationError);
    await expect(listUploads({ store }, 'u', { cursor: '%%%' })).rejects.toThrow(ValidationError);
  });
});
