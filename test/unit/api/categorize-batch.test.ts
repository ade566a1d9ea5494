import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngineCategorizer } from '#lambdas/adapters/engine-categorizer';
import { categorizeBatch } from '#lambdas/domain/categorize-batch';
import {
  CategorizationFailedError,
  ConflictError,
  QuotaExceededError,
  ValidationError,
} from '#lambdas/domain/errors';
import type { Categorizer } from '#lambdas/domain/ports';
import { CATEGORIES_FILE_MESSAGES, CATEGORIZE_MESSAGES, TRANSACTIONS_FILE_MESSAGES } from '#shared/messages';
import { createMemoryLedgerStore } from './memory-ledger.ts';
import { createMemoryStore } from './memory-store.ts';

vi.mock('#shared/engine/engine', async () => (await import('./fake-engine.ts')).fakeEngineModule());

const USER = 'user-a';
const clock = { now: () => new Date('2026-01-01T00:00:00Z') };

describe('categorizeBatch', () => {
  let store: ReturnType<typeof createMemoryStore>;
  let categorizer: Categorizer & { categorize: ReturnType<typeof vi.fn> };
  let ledger: ReturnType<typeof createMemoryLedgerStore>;
  const deps = (limit = 1000) => ({ store, ledger, categorizer, clock, plan: { limit, retentionDays: 365 } });
  const request = (transactions: string[], batchIndex = 0, uploadId = randomUUID()) => ({
    uploadId,
    batchIndex,
    transactions,
  });

  beforeEach(() => {
    store = createMemoryStore();
    ledger = createMemoryLedgerStore();
    const engine = createEngineCategorizer();
    categorizer = { categorize: vi.fn(engine.categorize) };
  });

  it('answers each description in input order and reports usage', async () => {
    // Act
    const result = await categorizeBatch(deps(), USER, request(['  UBER TRIP ', 'IFOOD *PEDIDO', 'XYZ']));

    // Assess
    expect(result.categorizedTransactions.map((t) => t.description)).toEqual([
      'UBER TRIP',
      'IFOOD *PEDIDO',
      'XYZ',
    ]);
    expect(result.categorizedTransactions[0]?.category).toBe('Transporte');
    expect(result.usage).toEqual({ used: 3, limit: 1000, remaining: 997 });
  });

  it('categorizes identical descriptions once', async () => {
    await categorizeBatch(deps(), USER, request(['UBER', 'UBER', 'IFOOD', 'UBER']));

    expect(categorizer.categorize).toHaveBeenCalledTimes(1);
    expect(categorizer.categorize.mock.calls[0]?.[0]).toEqual(['UBER', 'IFOOD']);
  });

  it('passes validated custom categories and answers their numbers', async () => {
    const result = await categorizeBatch(deps(), USER, {
      ...request(['UBER']),
      customCategories: [
        { name: ' Transporte ', number: 2 },
        { name: 'Outros', number: 7 },
      ],
    });

    expect(result.categorizedTransactions[0]).toEqual({
      description: 'UBER',
      category: 'Transporte',
      categoryNumber: 2,
    });
  });

  it.each([
    { name: 'no transactions', transactions: [], message: CATEGORIZE_MESSAGES.failed },
    { name: 'a blank one', transactions: ['ok', '   '], message: TRANSACTIONS_FILE_MESSAGES.noTransactions },
    {
      name: 'a formula',
      transactions: ['ok', ' =HYPERLINK()'],
      message: TRANSACTIONS_FILE_MESSAGES.dangerous,
    },
    { name: 'a tab start', transactions: ['\tSUM'], message: TRANSACTIONS_FILE_MESSAGES.dangerous },
    {
      name: 'a description too long',
      transactions: ['x'.repeat(501)],
      message: TRANSACTIONS_FILE_MESSAGES.descriptionTooLong(1, 500),
    },
  ])('refuses $name with the pt-BR message and consumes nothing', async ({ transactions, message }) => {
    const act = categorizeBatch(deps(), USER, request(transactions));

    await expect(act).rejects.toThrow(new ValidationError(message));
    expect(categorizer.categorize).not.toHaveBeenCalled();
    expect((await store.getUsage(USER)).used).toBe(0);
  });

  it.each([
    {
      categories: [
        { name: 'A', number: 1 },
        { name: 'a', number: 2 },
      ],
      message: CATEGORIES_FILE_MESSAGES.duplicateName('a', 3),
    },
    {
      categories: [
        { name: 'A', number: 1 },
        { name: 'B', number: 1 },
      ],
      message: CATEGORIES_FILE_MESSAGES.duplicateNumber(1, 3),
    },
    { categories: [{ name: ' ', number: 1 }], message: CATEGORIES_FILE_MESSAGES.emptyName(2) },
    { categories: [{ name: '=cmd', number: 1 }], message: CATEGORIES_FILE_MESSAGES.dangerousName(2) },
  ])('refuses invalid custom categories: $message', async ({ categories, message }) => {
    const act = categorizeBatch(deps(), USER, { ...request(['UBER']), customCategories: categories });

    await expect(act).rejects.toThrow(new ValidationError(message));
  });

  it('refuses a batch the plan cannot pay, saying how many remain, and consumes nothing', async () => {
    await categorizeBatch(deps(10), USER, request(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']));

    const act = categorizeBatch(deps(10), USER, request(['i', 'j', 'k']));

    await expect(act).rejects.toThrow(QuotaExceededError);
    await expect(act).rejects.toThrow('restam 2 transações');
    expect(categorizer.categorize).toHaveBeenCalledTimes(1);
    expect((await store.getUsage(USER)).used).toBe(8);
  });

  it('with limit 0 is unlimited', async () => {
    const result = await categorizeBatch(deps(0), USER, request(['a', 'b']));
    expect(result.usage).toEqual({ used: 2, limit: null, remaining: null });
  });

  it('consumes nothing when categorization fails', async () => {
    categorizer.categorize.mockRejectedValueOnce(new Error('model down'));

    const act = categorizeBatch(deps(), USER, request(['UBER']));

    await expect(act).rejects.toThrow(CategorizationFailedError);
    expect((await store.getUsage(USER)).used).toBe(0);
  });

  it('answers a retried batch from its stored results without consuming again', async () => {
    const first = request(['UBER', 'IFOOD'], 3);
    const original = await categorizeBatch(deps(), USER, first);

    const retried = await categorizeBatch(deps(), USER, first);

    expect(retried.categorizedTransactions).toEqual(original.categorizedTransactions);
    expect(retried.usage.used).toBe(2);
    expect(categorizer.categorize).toHaveBeenCalledTimes(1);
  });

  it('refuses a retry of a batch with other descriptions', async () => {
    const first = request(['UBER'], 0);
    await categorizeBatch(deps(), USER, first);

    await expect(categorizeBatch(deps(), USER, { ...first, transactions: ['IFOOD'] })).rejects.toThrow(
      ConflictError,
    );
  });

  it('does not charge twice when two copies of a batch race', async () => {
    const same = request(['UBER', 'IFOOD', 'XYZ'], 1);

    const [a, b] = await Promise.all([
      categorizeBatch(deps(), USER, same),
      categorizeBatch(deps(), USER, same),
    ]);

    expect(a.categorizedTransactions).toEqual(b.categorizedTransactions);
    expect((await store.getUsage(USER)).used).toBe(3);
  });

  it('keeps users apart: the same uploadId and batch of another user is theirs alone', async () => {
    const shared = request(['UBER'], 0);
    await categorizeBatch(deps(), USER, shared);

    const other = await categorizeBatch(deps(), 'user-b', { ...shared, transactions: ['IFOOD'] });

    expect(other.categorizedTransactions[0]?.description).toBe('IFOOD');
    expect((await store.getUsage('user-b')).used).toBe(1);
  });

  it('refunds when the results cannot be stored', async () => {
    vi.spyOn(store, 'putBatch').mockRejectedValueOnce(new Error('dynamo down'));

    await expect(categorizeBatch(deps(), USER, request(['UBER']))).rejects.toThrow('dynamo down');

    expect((await store.getUsage(USER)).used).toBe(0);
    expect((await store.getUsage(USER)).open.size).toBe(0);
  });

  it('charges a batch for its own content: a parallel copy with other content gets 409 and no results', async () => {
    const uploadId = randomUUID();
    const attacker = [
      categorizeBatch(deps(), USER, { uploadId, batchIndex: 0, transactions: ['x'] }),
      ...Array.from({ length: 20 }, (_, k) =>
        categorizeBatch(deps(), USER, {
          uploadId,
          batchIndex: 0,
          transactions: Array.from({ length: 500 }, (_, i) => `LOJA ${k} ${i}`),
        }),
      ),
    ];

    const outcomes = await Promise.allSettled(attacker);

    const answered = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(answered).toHaveLength(1);
    const lines = answered[0]?.categorizedTransactions.length ?? 0;
    expect((await store.getUsage(USER)).used).toBe(lines);
    expect(categorizer.categorize).toHaveBeenCalledTimes(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ConflictError);
    }
  });

  it('with one transaction left, a race of big batches yields nothing beyond it', async () => {
    await categorizeBatch(deps(10), USER, request(Array.from({ length: 9 }, (_, i) => `A${i}`)));
    const uploadId = randomUUID();

    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, k) =>
        categorizeBatch(deps(10), USER, {
          uploadId,
          batchIndex: k,
          transactions: k === 0 ? ['UMA'] : Array.from({ length: 500 }, (_, i) => `B${k} ${i}`),
        }),
      ),
    );

    const lines = outcomes.reduce(
      (sum, o) => sum + (o.status === 'fulfilled' ? o.value.categorizedTransactions.length : 0),
      0,
    );
    expect(lines).toBeLessThanOrEqual(1);
    expect((await store.getUsage(USER)).used).toBe(9 + lines);
  });

  it('a parallel copy with the same content waits for the stored results instead of categorizing again', async () => {
    let finish: () => void = () => undefined;
    const engine = createEngineCategorizer();
    categorizer.categorize.mockImplementationOnce(async (descriptions: readonly string[]) => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return engine.categorize(descriptions);
    });
    const same = request(['UBER', 'IFOOD'], 2);
    let polls = 0;
    const sleep = async () => {
      polls++;
      if (polls === 2) finish();
      await new Promise((resolve) => setTimeout(resolve, 1));
    };

    const [a, b] = await Promise.all([
      categorizeBatch({ ...deps(), sleep }, USER, same),
      categorizeBatch({ ...deps(), sleep }, USER, same),
    ]);

    expect(b.categorizedTransactions).toEqual(a.categorizedTransactions);
    expect(categorizer.categorize).toHaveBeenCalledTimes(1);
    expect((await store.getUsage(USER)).used).toBe(2);
  });

  it('keeps the results of an unfinished upload a day, and prunes its markers after that', async () => {
    const first = request(['UBER'], 0);
    await categorizeBatch(deps(), USER, first);
    expect([...store.expiries.values()]).toEqual([Date.parse('2026-01-02T00:00:00Z') / 1000]);
    expect((await store.getUsage(USER)).open.size).toBe(1);

    const later = { now: () => new Date('2026-01-02T00:00:01Z') };
    await categorizeBatch({ ...deps(), clock: later }, USER, request(['IFOOD'], 0));

    expect([...(await store.getUsage(USER)).open.keys()]).toHaveLength(1);
    expect((await store.getUsage(USER)).used).toBe(2);
  });

  it('bounds the open batches of a user on any plan', async () => {
    const uploadId = randomUUID();
    for (let k = 0; k < 200; k++) await categorizeBatch(deps(0), USER, request([`L${k}`], k, uploadId));

    await expect(categorizeBatch(deps(0), USER, request(['MAIS'], 200, uploadId))).rejects.toThrow(
      'Há envios demais em andamento (200 lotes).',
    );
  });

  it('a claim whose request died neither locks the user out nor its batch: a retry takes it over', async () => {
    await categorizeBatch(deps(10), USER, request(Array.from({ length: 8 }, (_, i) => `A${i}`)));
    const uploadId = randomUUID();
    // A request that claimed batch 0 (2 lines) and died before charging or releasing, two minutes ago.
    const entry = store.usage.get(USER);
    entry?.open.set(`${uploadId}#0`, {
      digest: 'x',
      count: 2,
      at: Date.parse('2025-12-31T23:58:00Z') / 1000,
      charged: false,
    });
    if (entry) entry.committed += 2;

    const other = await categorizeBatch(deps(10), USER, request(['B1', 'B2']));
    expect(other.usage.used).toBe(10);
    expect((await store.getUsage(USER)).committed).toBe(10);
  });

  it('a retry takes over its own batch from a request that died', async () => {
    const uploadId = randomUUID();
    await store.getUsage(USER); // creates the user's usage entry
    const entry = store.usage.get(USER);
    entry?.open.set(`${uploadId}#0`, {
      digest: 'x',
      count: 1,
      at: Date.parse('2025-12-31T23:58:00Z') / 1000,
      charged: false,
    });
    if (entry) entry.committed += 1;

    const retried = await categorizeBatch(deps(), USER, {
      uploadId,
      batchIndex: 0,
      transactions: ['UBER', 'IFOOD'],
    });

    expect(retried.categorizedTransactions).toHaveLength(2);
    expect(await store.getUsage(USER)).toMatchObject({ used: 2, committed: 2 });
  });

  it('carries a statement’s dates, amounts and ids with the categorized lines, and refuses a misaligned one', async () => {
    const statement = [
      { date: '2026-09-01', amountCents: -4290, fitId: 'a1' },
      { date: '2026-09-02', amountCents: 320000 },
    ];
    const result = await categorizeBatch(deps(), USER, {
      ...request(['IFOOD *PEDIDO', 'SALARIO EMPRESA']),
      statement,
    });

    expect(
      result.categorizedTransactions.map(({ date, amountCents, fitId }) => ({ date, amountCents, fitId })),
    ).toEqual([
      { date: '2026-09-01', amountCents: -4290, fitId: 'a1' },
      { date: '2026-09-02', amountCents: 320000, fitId: undefined },
    ]);
    await expect(
      categorizeBatch(deps(), USER, { ...request(['UBER', 'IFOOD']), statement: statement.slice(0, 1) }),
    ).rejects.toThrow(ValidationError);
  });

  it('gives the categorizer what the statement says of each line: same text, other direction, asked apart', async () => {
    await categorizeBatch(deps(), USER, {
      ...request(['PIX ACME', 'PIX ACME', 'PIX ACME', 'TARIFA']),
      statement: [
        { date: '2026-09-01', amountCents: 5000 },
        { date: '2026-09-01', amountCents: -5000 },
        { date: '2026-09-02', amountCents: 7000 },
        { date: '2026-09-03', amountCents: -1290, kind: 'FEE' },
      ],
    });

    expect(categorizer.categorize).toHaveBeenCalledTimes(1);
    expect(categorizer.categorize.mock.calls[0]?.slice(0, 1)).toEqual([['PIX ACME', 'PIX ACME', 'TARIFA']]);
    expect(categorizer.categorize.mock.calls[0]?.[2]).toEqual({
      userId: USER,
      hints: [{ direction: 'in' }, { direction: 'out' }, { direction: 'out', kind: 'FEE' }],
    });
  });

  it('passes the user’s adjustments of a custom list, and refuses adjustments outside it', async () => {
    const customCategories = [
      { name: 'Comida', number: 1 },
      { name: 'Casa', number: 2 },
    ];
    await categorizeBatch(deps(), USER, {
      ...request(['UBER']),
      customCategories,
      listAdjustments: { Supermercado: 2 },
    });
    expect(categorizer.categorize.mock.calls[0]?.[2]).toMatchObject({ adjustments: { Supermercado: 2 } });
    const invalid: Record<string, number>[] = [{ Supermercado: 7 }, { Mercadinho: 1 }];
    for (const listAdjustments of invalid) {
      await expect(
        categorizeBatch(deps(), USER, { ...request(['UBER']), customCategories, listAdjustments }),
      ).rejects.toThrow(ValidationError);
    }
    await expect(
      categorizeBatch(deps(), USER, { ...request(['UBER']), listAdjustments: { Supermercado: 1 } }),
    ).rejects.toThrow(ValidationError);
    expect((await store.getUsage(USER)).used).toBe(1);
  });
});
