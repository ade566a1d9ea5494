import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UploadRecord, UploadStore } from '#lambdas/domain/ports';

const FAR = 4_000_000_000;
const record = (id: string, extra: Partial<UploadRecord> = {}): UploadRecord => ({
  id,
  filename: `${id}.csv`,
  transactionCount: 3,
  uploadedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const lines = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, k) => ({
    description: `${prefix} ${k}`,
    category: 'Outros',
    date: '2026-09-01',
    amountCents: -100 - k,
    source: 'engine' as const,
  }));

/** What every UploadStore does, run against the in-memory fake (unit) and DynamoDB on dynalite (integration). */
export function uploadStoreContract(name: string, make: () => UploadStore | Promise<UploadStore>): void {
  describe(`UploadStore contract: ${name}`, () => {
    it('stores a batch once, and reads batches back in order with their counts and bytes', async () => {
      const store = await make();
      const user = randomUUID();
      await store.putBatch(user, 'u', 1, lines('B', 1), FAR);
      await store.putBatch(user, 'u', 0, lines('A', 2), FAR);
      await store.putBatch(user, 'u', 0, lines('OTHER', 2), FAR);
      expect(await store.getBatch(user, 'u', 0)).toEqual(lines('A', 2));
      expect(await store.getBatch(user, 'u', 2)).toBeUndefined();
      expect(await store.listBatchCounts(user, 'u')).toEqual([
        { batchIndex: 0, count: 2, bytes: Buffer.byteLength('A 0A 1') },
        { batchIndex: 1, count: 1, bytes: Buffer.byteLength('B 0') },
      ]);
      expect(await store.getUploadResults(user, 'u')).toEqual([...lines('A', 2), ...lines('B', 1)]);
    });

    it('records an upload once, answering the stored record on a repeat', async () => {
      const store = await make();
      const user = randomUUID();
      const first = record('u', { account: 'Nubank (conta)#1', inLedger: true });
      expect(await store.createUpload(user, first, FAR)).toEqual(first);
      expect(await store.createUpload(user, { ...first, filename: 'outro.csv' }, FAR)).toMatchObject({
        filename: 'u.csv',
      });
      expect(await store.getUpload(user, 'u')).toMatchObject(first);
      expect((await store.listUploads(user)).map((upload) => upload.id)).toEqual(['u']);
    });

    it('changes line states only at the version read, and says when there is no such upload', async () => {
      const store = await make();
      const user = randomUUID();
      await store.createUpload(user, record('u'), FAR);
      const statement = {
        from: '2026-09-01',
        to: '2026-09-30',
        outCents: 300,
        inCents: 0,
        duplicateLines: 1,
      };
      const changed = await store.updateUpload(
        user,
        'u',
        { kept: [2], edits: new Map([[1, { category: 'Lazer', categoryNumber: 4 }]]), statement },
        0,
      );
      expect(changed).toMatchObject({ kept: [2], statement, version: 1 });
      expect((changed as UploadRecord).edits?.get(1)).toEqual({ category: 'Lazer', categoryNumber: 4 });
      expect(await store.updateUpload(user, 'u', { kept: [], edits: new Map(), statement }, 0)).toBe(
        'conflict',
      );
      expect(
        await store.updateUpload(user, 'zz', { kept: [], edits: new Map(), statement }, 0),
      ).toBeUndefined();
      expect((await store.getUpload(user, 'u'))?.edits?.get(1)).toEqual({
        category: 'Lazer',
        categoryNumber: 4,
      });
    });

    it('marks an upload as in the ledger', async () => {
      const store = await make();
      const user = randomUUID();
      await store.createUpload(user, record('u'), FAR);
      await store.markInLedger(user, 'u');
      await store.markInLedger(user, 'gone');
      expect((await store.getUpload(user, 'u'))?.inLedger).toBe(true);
      expect((await store.listUploads(user))[0]?.inLedger).toBe(true);
    });

    it('deletes an upload with its results, and a user’s data without touching anyone else’s', async () => {
      const store = await make();
      const [user, other] = [randomUUID(), randomUUID()];
      for (const owner of [user, other]) {
        await store.putBatch(owner, 'u', 0, lines('A', 3), FAR);
        await store.createUpload(owner, record('u'), FAR);
        await store.createUpload(owner, record('v'), FAR);
      }
      expect(await store.deleteUpload(user, 'u')).toBe(true);
      expect(await store.deleteUpload(user, 'u')).toBe(false);
      expect(await store.getUpload(user, 'u')).toBeUndefined();
      expect(await store.getUploadResults(user, 'u')).toEqual([]);
      expect(await store.deleteAllUserData(user)).toBeGreaterThan(0);
      expect(await store.listUploads(user)).toEqual([]);
      expect((await store.listUploads(other)).map((upload) => upload.id).sort()).toEqual(['u', 'v']);
      expect(await store.getUploadResults(other, 'u')).toEqual(lines('A', 3));
    });
  });
}
