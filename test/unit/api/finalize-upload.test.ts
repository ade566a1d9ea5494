import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngineCategorizer } from '#lambdas/adapters/engine-categorizer';
import { categorizeBatch } from '#lambdas/domain/categorize-batch';
import { ConflictError, NotFoundError, ValidationError } from '#lambdas/domain/errors';
import { finalizeUpload } from '#lambdas/domain/finalize-upload';
import { getUpload, getUsage, listUploads, updateUpload } from '#lambdas/domain/uploads';
import { TRANSACTIONS_FILE_MESSAGES } from '#shared/messages';
import { createMemoryLedgerStore } from './memory-ledger.ts';
import { createMemoryStore } from './memory-store.ts';

vi.mock('#shared/engine/engine', async () => (await import('./fake-engine.ts')).fakeEngineModule());

const USER = 'user-a';

describe('finalizeUpload and the history', () => {
  let store: ReturnType<typeof createMemoryStore>;
  let now: Date;
  let ledger: ReturnType<typeof createMemoryLedgerStore>;
  const deps = () => ({
    store,
    ledger,
    categorizer: createEngineCategorizer(),
    clock: { now: () => now },
    plan: { limit: 1000, retentionDays: 365 },
  });

  async function sendBatches(userId: string, uploadId: string, batches: string[][]) {
    await Promise.all(
      batches.map((transactions, batchIndex) =>
        categorizeBatch(deps(), userId, { uploadId, batchIndex, transactions }),
      ),
    );
  }

  beforeEach(() => {
    store = createMemoryStore();
    ledger = createMemoryLedgerStore();
    now = new Date('2026-03-01T12:00:00.000Z');
  });

  it('records an upload whose batches are all there, clears its markers, and re-opens it in order', async () => {
    const uploadId = randomUUID();
    await sendBatches(USER, uploadId, [['UBER', 'IFOOD'], ['NETFLIX']]);

    const summary = await finalizeUpload(deps(), USER, {
      uploadId,
      filename: 'extrato.csv',
      transactionCount: 3,
    });

    expect(summary).toEqual({
      id: uploadId,
      filename: 'extrato.csv',
      transaction_count: 3,
      uploaded_at: '2026-03-01T12:00:00.000Z',
    });
    expect((await store.getUsage(USER)).open.size).toBe(0);
    // Kept for the retention period from now on, not the unfinished upload's day.
    expect(new Set(store.expiries.values())).toEqual(new Set([Date.parse('2027-03-01T12:00:00Z') / 1000]));
    const opened = await getUpload(deps(), USER, uploadId);
    expect(opened.categorizedTransactions.map((t) => t.description)).toEqual(['UBER', 'IFOOD', 'NETFLIX']);
    expect(await getUsage(deps(), USER)).toEqual({ used: 3, limit: 1000, remaining: 997 });
  });

  it('stores the file name without control characters or surrounding spaces of any kind', async () => {
    const uploadId = randomUUID();
    await sendBatches(USER, uploadId, [['UBER']]);

    const summary = await finalizeUpload(deps(), USER, {
      uploadId,
      filename: '\u3000extrato\nsetembro\u0000.csv\u2003',
      transactionCount: 1,
    });

    expect(summary.filename).toBe('extrato setembro .csv');
  });

  it('is idempotent on uploadId', async () => {
    const uploadId = randomUUID();
    await sendBatches(USER, uploadId, [['UBER']]);
    const first = await finalizeUpload(deps(), USER, { uploadId, filename: 'a.csv', transactionCount: 1 });
    now = new Date('2026-03-02T00:00:00.000Z');

    const again = await finalizeUpload(deps(), USER, { uploadId, filename: 'b.csv', transactionCount: 1 });

    expect(again).toEqual(first);
    expect((await listUploads(deps(), USER)).uploads).toHaveLength(1);
  });

  it.each([
    { name: 'a missing batch', batches: [['A'], undefined, ['C']], count: 2 },
    { name: 'no batch at all', batches: [], count: 1 },
    { name: 'a count that does not match', batches: [['A', 'B']], count: 3 },
  ])('refuses $name', async ({ batches, count }) => {
    const uploadId = randomUUID();
    for (const [batchIndex, transactions] of batches.entries()) {
      if (transactions) await categorizeBatch(deps(), USER, { uploadId, batchIndex, transactions });
    }

    const act = finalizeUpload(deps(), USER, { uploadId, filename: 'a.csv', transactionCount: count });

    await expect(act).rejects.toThrow(ConflictError);
    expect((await listUploads(deps(), USER)).uploads).toHaveLength(0);
  });

  it('refuses an upload whose descriptions pass the 5 MB file limit', async () => {
    const uploadId = randomUUID();
    const unlimited = { ...deps(), plan: { limit: 0, retentionDays: 365 } };
    for (let batchIndex = 0; batchIndex < 11; batchIndex++) {
      const transactions = Array.from(
        { length: 500 },
        (_, i) => `${'ç'.repeat(495)}${String(batchIndex * 500 + i).padStart(5, '0')}`,
      );
      await categorizeBatch(unlimited, USER, { uploadId, batchIndex, transactions });
    }

    const act = finalizeUpload(unlimited, USER, { uploadId, filename: 'a.csv', transactionCount: 5500 });

    await expect(act).rejects.toThrow(new ValidationError(TRANSACTIONS_FILE_MESSAGES.tooLarge));
  });

  it('cannot finalize, open or list another user’s upload', async () => {
    const uploadId = randomUUID();
    await sendBatches(USER, uploadId, [['UBER']]);
    await finalizeUpload(deps(), USER, { uploadId, filename: 'a.csv', transactionCount: 1 });

    await expect(
      finalizeUpload(deps(), 'user-b', { uploadId, filename: 'x.csv', transactionCount: 1 }),
    ).rejects.toThrow(ConflictError);
    await expect(getUpload(deps(), 'user-b', uploadId)).rejects.toThrow(NotFoundError);
    expect((await listUploads(deps(), 'user-b')).uploads).toEqual([]);
  });

  it('answers not found once the results have expired, never a partial upload', async () => {
    const uploadId = randomUUID();
    await sendBatches(USER, uploadId, [['UBER'], ['IFOOD']]);
    await finalizeUpload(deps(), USER, { uploadId, filename: 'a.csv', transactionCount: 2 });
    store.batches.delete(`${USER}/${uploadId}/0`);

    await expect(getUpload(deps(), USER, uploadId)).rejects.toThrow(NotFoundError);
  });

  it('re-opens exactly the finalized batches even if a batch is sent after finalization', async () => {
    const uploadId = randomUUID();
    await sendBatches(USER, uploadId, [['UBER'], ['IFOOD']]);
    await finalizeUpload(deps(), USER, { uploadId, filename: 'a.csv', transactionCount: 2 });
    await categorizeBatch(deps(), USER, { uploadId, batchIndex: 2, transactions: ['NETFLIX'] });

    const opened = await getUpload(deps(), USER, uploadId);

    expect(opened.categorizedTransactions.map((t) => t.description)).toEqual(['UBER', 'IFOOD']);
  });

  it('lists newest first', async () => {
    for (const [i, day] of ['2026-01-02', '2026-01-03', '2026-01-01'].entries()) {
      const uploadId = randomUUID();
      now = new Date(`${day}T00:00:00.000Z`);
      await sendBatches(USER, uploadId, [[`T${i}`]]);
      await finalizeUpload(deps(), USER, { uploadId, filename: `${day}.csv`, transactionCount: 1 });
    }

    const { uploads } = await listUploads(deps(), USER);

    expect(uploads.map((u) => u.filename)).toEqual(['2026-01-03.csv', '2026-01-02.csv', '2026-01-01.csv']);
  });

  describe('statements: period, money and lines already imported', () => {
    type Line = [date: string, cents: number, description: string];
    async function importStatement(userId: string, filename: string, lines: Line[]) {
      const uploadId = randomUUID();
      await categorizeBatch(deps(), userId, {
        uploadId,
        batchIndex: 0,
        transactions: lines.map(([, , description]) => description),
        statement: lines.map(([date, amountCents]) => ({ date, amountCents })),
      });
      const summary = await finalizeUpload(deps(), userId, {
        uploadId,
        filename,
        transactionCount: lines.length,
      });
      return { uploadId, summary };
    }
    const september: Line[] = [
      ['2026-09-01', -1890, 'PADARIA REAL'],
      ['2026-09-02', 250000, 'SALARIO EMPRESA'],
      ['2026-09-03', -98000, 'PAGAMENTO DE FATURA'],
      ['2026-09-05', -800, 'CAFE DO PONTO'],
      ['2026-09-05', -800, 'CAFE DO PONTO'],
    ];

    it('records the period and money of a statement; card-bill payments stay out of money out', async () => {
      const { summary } = await importStatement(USER, 'setembro.csv', september);
      expect(summary.statement).toEqual({
        period_start: '2026-09-01',
        period_end: '2026-09-05',
        money_out_cents: 3490,
        money_in_cents: 250000,
        duplicate_lines: 0,
      });
      expect(summary).not.toHaveProperty('duplicates');
      const listed = await listUploads(deps(), USER);
      expect(listed.uploads[0]?.statement?.money_out_cents).toBe(3490);
    });

    it('flags the lines an earlier upload held, out of the totals until kept; the change is free', async () => {
      await importStatement(USER, 'setembro.csv', september);
      now = new Date('2026-10-01T12:00:00.000Z');
      const overlapping: Line[] = [
        ['2026-09-05', -800, 'CAFE DO PONTO'],
        ['2026-09-05', -800, 'CAFE DO PONTO'],
        ['2026-09-05', -800, 'CAFE DO PONTO'],
        ['2026-09-06', -4560, 'DROGASIL 1234'],
      ];
      const { uploadId, summary } = await importStatement(USER, 'extrato-parcial.csv', overlapping);

      expect(summary.duplicates).toEqual([
        { index: 0, of: 'setembro.csv' },
        { index: 1, of: 'setembro.csv' },
      ]);
      expect(summary.statement).toMatchObject({ money_out_cents: 5360, duplicate_lines: 2 });
      const opened = await getUpload(deps(), USER, uploadId);
      expect(opened.categorizedTransactions.map((t) => t.duplicateOf)).toEqual([
        'setembro.csv',
        'setembro.csv',
        undefined,
        undefined,
      ]);

      const used = (await getUsage(deps(), USER)).used;
      const kept = await updateUpload(deps(), USER, uploadId, { keep: [{ index: 1, kept: true }] });
      expect(kept.upload.statement).toMatchObject({ money_out_cents: 6160, duplicate_lines: 1 });
      const reopened = await getUpload(deps(), USER, uploadId);
      expect(reopened.categorizedTransactions[1]).toMatchObject({ duplicateOf: 'setembro.csv', kept: true });
      expect(reopened.categorizedTransactions[0]).not.toHaveProperty('kept');
      const undone = await updateUpload(deps(), USER, uploadId, { keep: [{ index: 1, kept: false }] });
      expect(undone.upload.statement).toMatchObject({ money_out_cents: 5360, duplicate_lines: 2 });
      expect((await getUsage(deps(), USER)).used).toBe(used);

      await expect(
        updateUpload(deps(), USER, uploadId, { keep: [{ index: 3, kept: true }] }),
      ).rejects.toThrow('A linha 4 não é uma transação já importada');
      await expect(
        updateUpload(deps(), 'user-b', uploadId, { keep: [{ index: 0, kept: true }] }),
      ).rejects.toThrow(NotFoundError);
    });

    it('looks only at the user’s own uploads whose period overlaps', async () => {
      await importStatement('user-b', 'dela.csv', september);
      await importStatement(USER, 'agosto.csv', [['2026-08-05', -800, 'CAFE DO PONTO']]);
      const { summary } = await importStatement(USER, 'setembro.csv', september);
      expect(summary.duplicates).toBeUndefined();
      expect(summary.statement?.duplicate_lines).toBe(0);
    });

    it('records no statement for the spec’s one-column file', async () => {
      const uploadId = randomUUID();
      await sendBatches(USER, uploadId, [['UBER']]);
      const summary = await finalizeUpload(deps(), USER, {
        uploadId,
        filename: 'a.csv',
        transactionCount: 1,
      });
      expect(summary).not.toHaveProperty('statement');
      await expect(
        updateUpload(deps(), USER, uploadId, { keep: [{ index: 0, kept: true }] }),
      ).rejects.toThrow(ValidationError);
    });
  });
});
