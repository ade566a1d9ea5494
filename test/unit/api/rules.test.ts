import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngineCategorizer } from '#lambdas/adapters/engine-categorizer';
import { categorizeBatch } from '#lambdas/domain/categorize-batch';
import { ConflictError, NotFoundError, ValidationError } from '#lambdas/domain/errors';
import { finalizeUpload } from '#lambdas/domain/finalize-upload';
import { deleteRule, listRules, putRule } from '#lambdas/domain/rules';
import { getUpload, getUsage, updateUpload } from '#lambdas/domain/uploads';
import type { CustomCategory } from '#shared/categories';
import { MAX_RULES_PER_USER } from '#shared/limits';
import { createMemoryLedgerStore } from './memory-ledger.ts';
import { createMemoryStore } from './memory-store.ts';

vi.mock('#shared/engine/engine', async () => (await import('./fake-engine.ts')).fakeEngineModule());

const USER = 'user-a';

describe('corrections and learned rules', () => {
  let store: ReturnType<typeof createMemoryStore>;
  let categorizer: ReturnType<typeof createEngineCategorizer>;
  let ledger: ReturnType<typeof createMemoryLedgerStore>;
  const deps = () => ({
    store,
    ledger,
    categorizer,
    clock: { now: () => new Date('2026-10-01T12:00:00Z') },
    plan: { limit: 1000, retentionDays: 365 },
  });

  async function upload(
    transactions: string[],
    customCategories?: CustomCategory[],
    userId = USER,
    statement?: { date: string; amountCents: number }[],
  ) {
    const uploadId = randomUUID();
    const answered = await categorizeBatch(deps(), userId, {
      uploadId,
      batchIndex: 0,
      transactions,
      ...(customCategories ? { customCategories } : {}),
      ...(statement ? { statement } : {}),
    });
    await finalizeUpload(deps(), userId, {
      uploadId,
      filename: 'extrato.csv',
      transactionCount: transactions.length,
      ...(customCategories ? { customCategories } : {}),
    });
    return { uploadId, lines: answered.categorizedTransactions };
  }

  beforeEach(() => {
    store = createMemoryStore();
    ledger = createMemoryLedgerStore();
    categorizer = createEngineCategorizer();
    vi.spyOn(categorizer, 'categorize');
  });

  it('saves a correction with the upload, for free, and makes it the rule of that merchant', async () => {
    const { uploadId } = await upload(['BARBEARIA DOM CORLEONE 2', 'UBER TRIP', 'Barbearia Dom Corleone']);
    const used = (await getUsage(deps(), USER)).used;

    const answer = await updateUpload(deps(), USER, uploadId, {
      categories: [{ index: 0, category: 'Cuidados Pessoais' }],
    });

    expect(answer.learned).toEqual([
      {
        rule: expect.objectContaining({
          key: 'barbeariadomcorleone',
          merchant: 'BARBEARIA DOM CORLEONE',
          category: 'Cuidados Pessoais',
          applied: 0,
        }),
        previous: null,
      },
    ]);
    const reopened = await getUpload(deps(), USER, uploadId);
    expect(reopened.categorizedTransactions[0]).toMatchObject({
      category: 'Cuidados Pessoais',
      source: 'user',
    });
    // Only the corrected line changes in this upload; the same merchant's other line is the user's to apply.
    expect(reopened.categorizedTransactions[2]?.source).toBeUndefined();
    expect((await getUsage(deps(), USER)).used).toBe(used);
  });

  it('applies the rule on every later upload, before the categorizer, and says so; deleting it restores the engine', async () => {
    const first = await upload(['BARBEARIA DOM CORLEONE 2']);
    await updateUpload(deps(), USER, first.uploadId, {
      categories: [{ index: 0, category: 'Cuidados Pessoais' }],
    });
    vi.mocked(categorizer.categorize).mockClear();

    const next = await upload(['Barbearia Dom Corleone', 'PAG*BarbeariaDomCorleone', 'UBER TRIP']);
    expect(next.lines.map((line) => [line.category, line.source])).toEqual([
      ['Cuidados Pessoais', 'rule'],
      ['Cuidados Pessoais', 'rule'],
      ['Transporte', undefined],
    ]);
    // The rule's lines never reach the categorizer.
    expect(vi.mocked(categorizer.categorize).mock.calls.map((call) => call[0])).toEqual([['UBER TRIP']]);
    // The rule counts the lines it decided once their upload is recorded.
    expect((await listRules(deps(), USER)).rules[0]).toMatchObject({ applied: 2 });

    await deleteRule(deps(), USER, 'barbeariadomcorleone');
    const after = await upload(['BARBEARIA DOM CORLEONE 2']);
    expect(after.lines[0]?.source).toBeUndefined();
    expect(after.lines[0]?.category).not.toBe('Cuidados Pessoais');
    await expect(deleteRule(deps(), USER, 'barbeariadomcorleone')).rejects.toThrow(NotFoundError);
  });

  it('carries a chart of accounts’ codes as written: results, the stored upload, corrections and rules', async () => {
    const chart: CustomCategory[] = [
      { name: 'Transporte', number: '4.4.10' },
      { name: 'Serviços Contábeis', number: '4.4.05' },
      { name: 'Outras Despesas', number: '4.9.99' },
    ];
    const { uploadId, lines } = await upload(['UBER *TRIP', 'ESCRITORIO CONTABIL SILVA'], chart);
    expect(lines[0]).toMatchObject({ category: 'Transporte', categoryNumber: '4.4.10' });
    expect(lines[1]).toMatchObject({ category: 'Outras Despesas', categoryNumber: '4.9.99' });

    const answer = await updateUpload(deps(), USER, uploadId, {
      categories: [{ index: 1, category: 'Serviços Contábeis', categoryNumber: '4.4.05' }],
    });
    expect(answer.learned[0]?.rule).toMatchObject({
      category: 'Serviços Contábeis',
      categoryNumber: '4.4.05',
    });
    const reopened = await getUpload(deps(), USER, uploadId);
    expect(reopened.customCategories).toEqual(chart);
    expect(reopened.categorizedTransactions[1]).toMatchObject({ categoryNumber: '4.4.05', source: 'user' });
    // The list's name decides: its code comes with it; a name the list does not have is refused.
    await updateUpload(deps(), USER, uploadId, {
      categories: [{ index: 0, category: 'Transporte', categoryNumber: '4.4.11' }],
      learn: false,
    });
    expect((await getUpload(deps(), USER, uploadId)).categorizedTransactions[0]?.categoryNumber).toBe(
      '4.4.10',
    );
    await expect(
      updateUpload(deps(), USER, uploadId, { categories: [{ index: 0, category: 'Fornecedores' }] }),
    ).rejects.toThrow(ValidationError);

    const next = await upload(['ESCRITORIO CONTABIL SILVA'], chart);
    expect(next.lines[0]).toMatchObject({ categoryNumber: '4.4.05', source: 'rule' });
  });

  it('keeps each user’s rules their own', async () => {
    const mine = await upload(['BARBEARIA DOM CORLEONE']);
    await updateUpload(deps(), USER, mine.uploadId, { categories: [{ index: 0, category: 'Lazer' }] });
    const theirs = await upload(['BARBEARIA DOM CORLEONE'], undefined, 'user-b');
    expect(theirs.lines[0]?.source).toBeUndefined();
    expect((await listRules(deps(), 'user-b')).rules).toEqual([]);
    await expect(
      updateUpload(deps(), 'user-b', mine.uploadId, { categories: [{ index: 0, category: 'Lazer' }] }),
    ).rejects.toThrow(NotFoundError);
  });

  it('maps a rule through another list: a default category by meaning, a custom name when the list has it', async () => {
    const familia = [
      { name: 'Comida', number: 1 },
      { name: 'Beleza', number: 2 },
      { name: 'Outros', number: 3 },
    ];
    const first = await upload(['BARBEARIA DOM CORLEONE', 'PADARIA REAL'], familia);
    await updateUpload(deps(), USER, first.uploadId, {
      categories: [
        { index: 0, category: 'Beleza', categoryNumber: 2 },
        { index: 1, category: 'Comida', categoryNumber: 1 },
      ],
    });
    const again = await upload(
      ['BARBEARIA DOM CORLEONE', 'PADARIA REAL'],
      [
        { name: 'Beleza', number: 7 },
        { name: 'Diversos', number: 8 },
      ],
    );
    expect(again.lines.map((line) => [line.category, line.categoryNumber, line.source])).toEqual([
      ['Beleza', 7, 'rule'],
      [expect.any(String), expect.any(Number), undefined],
    ]);

    // A rule to a default category maps through the active list.
    const defaults = await upload(['LOJA DO ZE']);
    await updateUpload(deps(), USER, defaults.uploadId, {
      categories: [{ index: 0, category: 'Alimentação' }],
    });
    const mapped = await upload(['LOJA DO ZE'], familia);
    expect(mapped.lines[0]).toMatchObject({ category: 'Comida', categoryNumber: 1, source: 'rule' });
  });

  it('never files money in under a spending rule', async () => {
    const first = await upload(['PIX MARIA SILVA']);
    await updateUpload(deps(), USER, first.uploadId, { categories: [{ index: 0, category: 'Moradia' }] });
    const next = await upload(['PIX MARIA SILVA', 'PIX MARIA SILVA'], undefined, USER, [
      { date: '2026-10-05', amountCents: -150000 },
      { date: '2026-10-06', amountCents: 20000 },
    ]);
    expect(next.lines.map((line) => [line.category, line.source])).toEqual([
      ['Moradia', 'rule'],
      [expect.not.stringMatching(/^Moradia$/), undefined],
    ]);
  });

  it('refuses a category outside the upload’s list or a line outside it, and saves nothing', async () => {
    const { uploadId } = await upload(
      ['UBER TRIP'],
      [
        { name: 'Transporte', number: 1 },
        { name: 'Outros', number: 2 },
      ],
    );
    await expect(
      updateUpload(deps(), USER, uploadId, { categories: [{ index: 0, category: 'Lazer' }] }),
    ).rejects.toThrow('A categoria "Lazer" não está na lista de categorias desta importação.');
    await expect(
      updateUpload(deps(), USER, uploadId, { categories: [{ index: 5, category: 'Outros' }] }),
    ).rejects.toThrow(ValidationError);
    expect((await getUpload(deps(), USER, uploadId)).categorizedTransactions[0]?.source).toBeUndefined();
    expect((await listRules(deps(), USER)).rules).toEqual([]);
  });

  it('does not learn when asked not to (an undo), and tells the previous rule when one changes', async () => {
    const { uploadId } = await upload(['UBER TRIP']);
    const quiet = await updateUpload(deps(), USER, uploadId, {
      categories: [{ index: 0, category: 'Viagem' }],
      learn: false,
    });
    expect(quiet.learned).toEqual([]);
    await updateUpload(deps(), USER, uploadId, { categories: [{ index: 0, category: 'Viagem' }] });
    const changed = await updateUpload(deps(), USER, uploadId, {
      categories: [{ index: 0, category: 'Lazer' }],
    });
    expect(changed.learned[0]?.previous).toEqual({ category: 'Viagem' });
    // Undone back to what was categorized: the line is no longer a correction.
    await updateUpload(deps(), USER, uploadId, {
      categories: [{ index: 0, category: 'Transporte' }],
      learn: false,
    });
    expect((await getUpload(deps(), USER, uploadId)).categorizedTransactions[0]).toEqual({
      description: 'UBER TRIP',
      category: 'Transporte',
    });
  });

  it('bounds the rules of a user: past the limit a correction is saved and says it will not be remembered', async () => {
    for (let k = 0; k < MAX_RULES_PER_USER; k++) {
      await store.putRule(
        USER,
        { key: `loja${k}`, merchant: `LOJA ${k}`, category: 'Compras', updatedAt: 'x' },
        MAX_RULES_PER_USER,
      );
    }
    const { uploadId } = await upload(['BARBEARIA DOM CORLEONE']);
    const answer = await updateUpload(deps(), USER, uploadId, {
      categories: [{ index: 0, category: 'Lazer' }],
    });
    expect(answer.learned).toEqual([]);
    expect(answer.notice).toContain('5000 regras');
    expect((await getUpload(deps(), USER, uploadId)).categorizedTransactions[0]?.category).toBe('Lazer');
    await expect(putRule(deps(), USER, 'novaloja', { category: 'Lazer' })).rejects.toThrow(ConflictError);
    // Changing an existing rule is always possible.
    expect((await putRule(deps(), USER, 'loja1', { category: 'Lazer' })).category).toBe('Lazer');
  });

  it('counts lines only for rules that still exist when their upload is recorded', async () => {
    const first = await upload(['BARBEARIA DOM CORLEONE']);
    await updateUpload(deps(), USER, first.uploadId, { categories: [{ index: 0, category: 'Lazer' }] });
    const uploadId = randomUUID();
    await categorizeBatch(deps(), USER, {
      uploadId,
      batchIndex: 0,
      transactions: ['BARBEARIA DOM CORLEONE 3'],
    });
    await deleteRule(deps(), USER, 'barbeariadomcorleone');
    const counted = vi.spyOn(store, 'countApplied');
    await finalizeUpload(deps(), USER, { uploadId, filename: 'b.csv', transactionCount: 1 });
    expect(counted).toHaveBeenCalledWith(USER, new Map());
    // Made again after, the merchant's rule starts from nothing.
    await putRule(deps(), USER, 'barbeariadomcorleone', { category: 'Cuidados Pessoais' });
    expect((await listRules(deps(), USER)).rules[0]).toMatchObject({
      category: 'Cuidados Pessoais',
      applied: 0,
    });
  });
});
