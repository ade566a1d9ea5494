import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngineCategorizer } from '#lambdas/adapters/engine-categorizer';
import { deleteUpload, exportMyData } from '#lambdas/domain/account';
import { categorizeBatch } from '#lambdas/domain/categorize-batch';
import { ValidationError } from '#lambdas/domain/errors';
import { finalizeUpload } from '#lambdas/domain/finalize-upload';
import {
  applyMerchant,
  getMoney,
  listMoneyLines,
  putMoneySettings,
  updateLines,
} from '#lambdas/domain/money';
import { getUpload, listUploads, updateUpload } from '#lambdas/domain/uploads';
import { merchantOf } from '#shared/engine/merchant';
import { createMemoryLedgerStore } from './memory-ledger.ts';
import { createMemoryMoneySettingsStore } from './memory-money-settings.ts';
import { createMemoryStore } from './memory-store.ts';
import { LEDGER_FILES, type LedgerTestDeps, uploadStatement } from './statement-uploads.ts';

vi.mock('#shared/engine/engine', async () => (await import('./fake-engine.ts')).fakeEngineModule());

const USER = 'user-a';

/** Lines of an October checking account: the bill's payment says nothing of a bill (a boleto to the card's bank). */
const OCTOBER = {
  salary:
    '01/10/2026,3000.00,0b1c9a1e-0000-4000-8000-000000000001,Transferência recebida pelo Pix - EMPRESA ALFA LTDA',
  billPayment:
    '06/10/2026,-812.34,0b1c9a1e-0000-4000-8000-000000000002,Pagamento de boleto efetuado - NU PAGAMENTOS S.A.',
  power:
    '10/10/2026,-45.00,0b1c9a1e-0000-4000-8000-000000000003,Pagamento de boleto efetuado - ENEL DISTRIBUICAO SP',
} as const;

describe('the ledger across uploads', () => {
  let deps: LedgerTestDeps;
  beforeEach(() => {
    deps = {
      store: createMemoryStore(),
      ledger: createMemoryLedgerStore(),
      moneySettings: createMemoryMoneySettingsStore(),
      categorizer: createEngineCategorizer(),
      clock: { now: () => new Date('2026-10-01T12:00:00Z') },
      plan: { limit: 1000, retentionDays: 365 },
    };
  });
  const uploadAll = async () => {
    const ids: string[] = [];
    for (const file of LEDGER_FILES) ids.push((await uploadStatement(deps, USER, file)).uploadId);
    return ids;
  };
  const allLines = async () => (await listMoneyLines(deps, USER, {})).lines;
  /** An upload's money as the dashboard's history shows it. */
  const historyOf = async (uploadId: string) =>
    (await listUploads(deps, USER)).uploads.find((upload) => upload.id === uploadId)?.statement;
  /** October's checking account, with these of its lines. */
  const uploadAccount = (...lines: (keyof typeof OCTOBER)[]) =>
    uploadStatement(
      deps,
      USER,
      'NU_12345678_01OCT2026_31OCT2026.csv',
      ['Data,Valor,Identificador,Descrição', ...lines.map((line) => OCTOBER[line])].join('\n'),
    );
  /** October's card bill: a purchase (unless left out) and the bill's payment received. */
  const uploadBill = (purchase = true) =>
    uploadStatement(
      deps,
      USER,
      'Nubank_2026-10-28.csv',
      [
        'date,title,amount',
        ...(purchase ? ['2026-10-02,Padaria Pao Quente,12.00'] : []),
        '2026-10-07,Pagamento recebido,-812.34',
      ].join('\n'),
    );

  it('holds every line of three bills and the account once, each with its kind and account', async () => {
    await uploadAll();
    const lines = await allLines();

    expect(lines).toHaveLength(58);
    const accounts = new Set(lines.map((line) => line.account));
    expect(accounts.size).toBe(2);
    const netflix = lines.filter((line) => line.description === 'Netflix.com');
    expect(netflix.map((line) => line.kind)).toEqual(['spending', 'spending', 'spending']);
    const rdb = lines.find((line) => line.description === 'Aplicação RDB');
    expect(rdb?.kind).toBe('ownMovement');
  });

  it('links each bill payment in the account to the bill it pays, across uploads', async () => {
    await uploadAll();
    const lines = await allLines();
    const byId = new Map(lines.map((line) => [line.id, line]));
    const received = lines.filter((line) => line.description === 'Pagamento recebido');
    expect(received).toHaveLength(3);
    for (const line of received) {
      expect(line.kind).toBe('ownMovement');
      const other = byId.get(line.linkedId ?? '');
      expect(other?.description).toBe('Pagamento de fatura');
      expect(other?.amountCents).toBe(-(line.amountCents as number));
      expect(other?.linkedId).toBe(line.id);
    }
  });

  it('gives a refund that names the merchant the category of its purchase', async () => {
    await uploadAll();
    const lines = await allLines();
    const refund = lines.find((line) => line.description.startsWith('Estorno'));
    const purchase = lines.find((line) => /renner/i.test(line.description) && line.kind === 'spending');
    expect(refund?.kind).toBe('refund');
    expect(refund?.category).toBe(purchase?.category);
  });

  it('charges the same statement uploaded twice only once, and the known lines keep their corrections', async () => {
    const first = await uploadStatement(deps, USER, LEDGER_FILES[0]);
    expect(first.charged).toBe(13);
    const opened = await getUpload(deps, USER, first.uploadId);
    const uber = opened.categorizedTransactions.findIndex((line) => line.description.startsWith('Uber'));
    await updateUpload(deps, USER, first.uploadId, {
      categories: [{ index: uber, category: 'Viagem' }],
      learn: false,
    });

    const again = await uploadStatement(deps, USER, LEDGER_FILES[0]);

    expect(again.charged).toBe(0);
    const reopened = await getUpload(deps, USER, again.uploadId);
    expect(reopened.categorizedTransactions[uber]).toMatchObject({ category: 'Viagem', source: 'user' });
    expect(await allLines()).toHaveLength(13);
  });

  it('charges an overlapping export only for its new lines', async () => {
    const text = (lines: string[]) => ['date,title,amount', ...lines].join('\n');
    await uploadStatement(
      deps,
      USER,
      'a.csv',
      text(['2026-09-01,Padaria Pao Quente,12.00', '2026-09-02,Padaria Pao Quente,12.00']),
    );
    const overlap = await uploadStatement(
      deps,
      USER,
      'b.csv',
      text(['2026-09-02,Padaria Pao Quente,12.00', '2026-09-03,Farmacia Boa Saude,40.00']),
    );
    // The first coffee of the 2nd is known (copy 0 of that identity); the pharmacy is new.
    expect(overlap.charged).toBe(1);
  });

  it('shows a correction made in one upload in every other upload holding the line', async () => {
    const a = await uploadStatement(deps, USER, LEDGER_FILES[0]);
    const b = await uploadStatement(deps, USER, LEDGER_FILES[0]);
    const index = (await getUpload(deps, USER, a.uploadId)).categorizedTransactions.findIndex((line) =>
      line.description.startsWith('Ifood'),
    );

    await updateUpload(deps, USER, a.uploadId, { categories: [{ index, category: 'Supermercado' }] });

    expect((await getUpload(deps, USER, b.uploadId)).categorizedTransactions[index]?.category).toBe(
      'Supermercado',
    );
  });

  it('applies a merchant correction to its past lines in every upload, counts them for the rule, and undoes it', async () => {
    const [july] = await uploadAll();
    const key = merchantOf('Ifood *Restaurante Sabor')?.key as string;
    const index = (await getUpload(deps, USER, july as string)).categorizedTransactions.findIndex((line) =>
      line.description.startsWith('Ifood'),
    );
    await updateUpload(deps, USER, july as string, { categories: [{ index, category: 'Supermercado' }] });

    const applied = await applyMerchant(deps, USER, { key, category: 'Supermercado' });

    // July's line is the user's correction already: it stays theirs; August's and September's change.
    expect(applied.changed).toBe(2);
    const ifood = (await allLines()).filter((line) => line.description.startsWith('Ifood'));
    expect(ifood.map((line) => line.category)).toEqual(['Supermercado', 'Supermercado', 'Supermercado']);
    expect(ifood.map((line) => line.decidedBy).sort()).toEqual(['rule', 'rule', 'user']);
    expect((await deps.store.listRules(USER)).find((rule) => rule.key === key)?.applied).toBe(2);

    const undone = await updateLines(deps, USER, { changes: applied.undo });
    expect(undone.changed).toBe(2);
    const back = (await allLines()).filter((line) => line.description.startsWith('Ifood'));
    expect(back.map((line) => line.decidedBy).sort()).toEqual(['engine', 'engine', 'user']);
    expect((await deps.store.listRules(USER)).find((rule) => rule.key === key)?.applied).toBe(0);
  });

  it("changes a line's kind, and gives it back to its words", async () => {
    await uploadAll();
    const rdb = (await allLines()).find((line) => line.description === 'Aplicação RDB');
    const changed = await updateLines(deps, USER, { changes: [{ id: rdb?.id as string, kind: 'spending' }] });
    expect(changed.changed).toBe(1);
    const month = (await getMoney(deps, USER, { from: '2026-07', to: '2026-07' })).months[0];
    expect(
      month?.categories.some((category) => category.count > 0 && category.spendingCents >= 100_000),
    ).toBe(true);

    await updateLines(deps, USER, { changes: [{ id: rdb?.id as string, kind: null }] });
    expect((await allLines()).find((line) => line.id === rdb?.id)).toMatchObject({ kind: 'ownMovement' });
  });

  it("changes a line's kind from its upload: the ledger, the upload and the history's money follow", async () => {
    const ids = await uploadAll();
    const account = ids[3] as string;
    const index = (await getUpload(deps, USER, account)).categorizedTransactions.findIndex(
      (line) => line.description === 'Aplicação RDB',
    );
    const moneyOut = async () => (await historyOf(account))?.money_out_cents ?? Number.NaN;
    const before = await moneyOut();

    await updateUpload(deps, USER, account, { kinds: [{ index, kind: 'spending' }] });

    expect((await getUpload(deps, USER, account)).categorizedTransactions[index]?.ledgerKind).toBe(
      'spending',
    );
    expect((await allLines()).find((line) => line.description === 'Aplicação RDB')).toMatchObject({
      kind: 'spending',
      kindByUser: true,
    });
    expect(await moneyOut()).toBe(before + 100_000);

    await updateUpload(deps, USER, account, { kinds: [{ index, kind: null }] });
    expect((await getUpload(deps, USER, account)).categorizedTransactions[index]?.ledgerKind).toBe(
      'ownMovement',
    );
    expect(await moneyOut()).toBe(before);
  });

  it("gives a line held by an earlier upload its kind there, and refuses a kind to a line that is no statement's", async () => {
    const first = await uploadStatement(deps, USER, LEDGER_FILES[0]);
    const again = await uploadStatement(deps, USER, LEDGER_FILES[0]);
    const moneyOut = async () => (await historyOf(first.uploadId))?.money_out_cents ?? Number.NaN;
    const before = await moneyOut();
    const lines = (await getUpload(deps, USER, again.uploadId)).categorizedTransactions;
    const index = lines.findIndex((line) => line.description.startsWith('Ifood'));

    await updateUpload(deps, USER, again.uploadId, { kinds: [{ index, kind: 'ownMovement' }] });

    expect((await getUpload(deps, USER, first.uploadId)).categorizedTransactions[index]?.ledgerKind).toBe(
      'ownMovement',
    );
    expect(await moneyOut()).toBe(before + (lines[index]?.amountCents as number));
    await expect(
      updateUpload(deps, USER, again.uploadId, { kinds: [{ index: 99, kind: 'income' }] }),
    ).rejects.toThrow('A linha 100 não existe nesta importação.');

    const plain = randomUUID();
    await categorizeBatch(deps, USER, { uploadId: plain, batchIndex: 0, transactions: ['Netflix.com'] });
    await finalizeUpload(deps, USER, { uploadId: plain, filename: 'transacoes.csv', transactionCount: 1 });
    await expect(updateUpload(deps, USER, plain, { kinds: [{ index: 0, kind: 'income' }] })).rejects.toThrow(
      'A linha 1 não tem data e valor',
    );
  });

  it('counts the history money again when a kind is changed on the money page', async () => {
    const ids = await uploadAll();
    const account = ids[3] as string;
    const moneyIn = async () => (await historyOf(account))?.money_in_cents ?? Number.NaN;
    const before = await moneyIn();
    const salary = (await allLines()).find(
      (line) => line.account !== undefined && line.kind === 'income' && line.date === '2026-07-01',
    );

    const changed = await updateLines(deps, USER, {
      changes: [{ id: salary?.id as string, kind: 'ownMovement' }],
    });
    expect(await moneyIn()).toBe(before - (salary?.amountCents as number));

    await updateLines(deps, USER, { changes: changed.undo });
    expect(await moneyIn()).toBe(before);
  });

  it('matches a bill to a payment whose words do not say it, and the earlier statement stops counting it as spending', async () => {
    const account = await uploadAccount('salary', 'billPayment', 'power');
    expect((await historyOf(account.uploadId))?.money_out_cents).toBe(85_734);

    const bill = await uploadBill();

    expect((await historyOf(account.uploadId))?.money_out_cents).toBe(4_500);
    expect(bill.kinds).toEqual([]); // the bill's side says what it is by its words
    const reopened = await getUpload(deps, USER, account.uploadId);
    expect(reopened.categorizedTransactions[1]?.ledgerKind).toBe('ownMovement');
  });

  it('tells the browser the kinds the ledger gave a new statement against its words', async () => {
    await uploadBill();
    const account = await uploadAccount('billPayment', 'power');
    expect(account.kinds).toEqual([{ index: 0, kind: 'ownMovement' }]);
    expect((await historyOf(account.uploadId))?.money_out_cents).toBe(4_500);
  });

  it('counts a deleted bill’s payment as its words say again, in its statement too', async () => {
    const account = await uploadAccount('billPayment');
    const bill = await uploadBill(false);
    expect((await historyOf(account.uploadId))?.money_out_cents).toBe(0);

    await deleteUpload(deps, USER, bill.uploadId);

    expect((await historyOf(account.uploadId))?.money_out_cents).toBe(81_234);
  });

  it('answers the money page: months with comparisons, recurring charges, installments, accounts, budgets', async () => {
    await uploadAll();
    await putMoneySettings(deps, USER, {
      budgets: [{ category: 'Alimentação', limitCents: 50_000 }],
      dismissed: [],
    });

    const money = await getMoney(deps, USER, {});

    expect(money.span).toEqual({ from: '2026-06', to: '2026-09' });
    const august = money.months.find((month) => month.month === '2026-08');
    expect(august).toMatchObject({ spendingCents: 304_328, incomeCents: 650_000 });
    expect(august?.previousCents).not.toBeNull();
    expect(money.recurring.map((charge) => charge.merchant)).toContain('NETFLIX COM');
    expect(money.installments.upcoming[0]).toEqual({ month: '2026-10', cents: 28_965 });
    expect(money.accounts).toHaveLength(2);
    expect(money.settings.budgets).toEqual([{ category: 'Alimentação', limitCents: 50_000 }]);

    const netflix = money.recurring.find((charge) => charge.merchant === 'NETFLIX COM');
    await putMoneySettings(deps, USER, { budgets: [], dismissed: [netflix?.key as string] });
    expect((await getMoney(deps, USER, {})).recurring.map((charge) => charge.key)).not.toContain(
      netflix?.key,
    );
  });

  it('filters by account and period, and refuses a period that is not one', async () => {
    await uploadAll();
    const money = await getMoney(deps, USER, {});
    const card = money.accounts.find((account) => account.card);
    const onlyCard = await getMoney(deps, USER, { account: card?.id });
    expect(onlyCard.months.every((month) => month.incomeCents === 0)).toBe(true);
    const august = await listMoneyLines(deps, USER, {
      from: '2026-08',
      to: '2026-08',
      category: 'Alimentação',
    });
    expect(august.lines.length).toBeGreaterThan(0);
    expect(
      august.lines.every((line) => line.date.startsWith('2026-08') && line.category === 'Alimentação'),
    ).toBe(true);

    await expect(getMoney(deps, USER, { from: '2026-13' })).rejects.toThrow(ValidationError);
    await expect(getMoney(deps, USER, { from: '2026-09', to: '2026-08' })).rejects.toThrow(ValidationError);
    await expect(
      putMoneySettings(deps, USER, { budgets: [{ category: 'Inventada', limitCents: 1 }], dismissed: [] }),
    ).rejects.toThrow(ValidationError);
  });

  it('takes a deleted upload’s lines out of the ledger and unlinks their other side', async () => {
    const ids = await uploadAll();
    await deleteUpload(deps, USER, ids[0] as string);
    const lines = await allLines();
    expect(lines).toHaveLength(58 - 13);
    const payment = lines.find(
      (line) => line.description === 'Pagamento de fatura' && line.date === '2026-07-05',
    );
    expect(payment?.linkedId).toBeUndefined();
  });

  it('moves an upload recorded before the ledger into it, its corrections included (the migration)', async () => {
    const { uploadId } = await uploadStatement(deps, USER, LEDGER_FILES[0]);
    // As today's code wrote it before the ledger: the record without the mark, and a correction on the record.
    const record = await deps.store.getUpload(USER, uploadId);
    const fresh = createMemoryLedgerStore();
    const results = [...deps.store.batches].filter(([key]) => key.includes(uploadId));
    await deps.store.deleteUpload(USER, uploadId);
    for (const [key, batch] of results) deps.store.batches.set(key, batch);
    const { inLedger: _, ...old } = record as NonNullable<typeof record>;
    await deps.store.createUpload(USER, old, 1);
    await deps.store.updateUpload(
      USER,
      uploadId,
      { kept: [], edits: new Map([[2, { category: 'Viagem' }]]), statement: old.statement },
      0,
    );
    deps = { ...deps, ledger: fresh };

    const lines = await allLines();

    expect(lines).toHaveLength(13);
    expect(lines.find((line) => line.description.startsWith('Uber'))).toMatchObject({
      category: 'Viagem',
      decidedBy: 'user',
    });
    expect((await deps.store.getUpload(USER, uploadId))?.inLedger).toBe(true);
    // Twice changes nothing.
    expect(await allLines()).toEqual(lines);
  });

  it('puts the ledger and the settings in "Baixar meus dados"', async () => {
    await uploadStatement(deps, USER, LEDGER_FILES[0]);
    await putMoneySettings(deps, USER, { budgets: [], dismissed: ['spotify'] });
    const exported = await exportMyData(
      { ...deps, directory: { emailOf: async () => 'a@b.c', deleteUser: async () => {} } },
      { userId: USER, username: 'a' },
    );
    expect(exported.ledger).toHaveLength(13);
    expect(exported.ledger[0]).toMatchObject({ uploadId: expect.any(String), kind: expect.any(String) });
    expect(exported.moneySettings.dismissed).toEqual(['spotify']);
  });
});
