import { describe, expect, it } from 'vitest';
import { installmentPlan, parseInstallment } from '#shared/ledger/installments';
import { ledgerLine } from './lines.ts';

const line = ledgerLine;

describe('parseInstallment', () => {
  it('reads the installment markers of Brazilian bills', () => {
    // Prepare
    const cases: [string, number, number][] = [
      ['KALUNGA - Parcela 3/10', 3, 10],
      ['MAGAZINE LUIZA PARC 03/10', 3, 10],
      ['LOJA X 03/10', 3, 10],
      ['Netshoes Parc.2/6', 2, 6],
      ['CASAS BAHIA PARCELA 2 DE 12', 2, 12],
      ['AMAZON MARKETPLACE PARCELAS 02 / 10', 2, 10],
      ['PARC 1/3 LOJAS RENNER', 1, 3],
      ['CURSO IDIOMAS PARC 12/60', 12, 60],
    ];

    // Act
    const read = cases.map(([description]) => parseInstallment(description));

    // Assess
    expect(read).toEqual(cases.map(([, installment, of]) => ({ installment, of })));
  });

  it('refuses counts out of range', () => {
    for (const description of [
      'LOJA PARC 0/10',
      'LOJA PARC 11/10',
      'LOJA PARCELA 1/1',
      'LOJA PARC 3/100',
      'LOJA X 12/30',
      'LOJA X 1/1',
      'KALUNGA',
      '03/10 LOJA X',
    ])
      expect(parseInstallment(description), description).toBeUndefined();
  });

  it('does not take dates for installments', () => {
    // Prepare
    const dates: [string, string | undefined][] = [
      ['PIX 05/09', undefined],
      ['PIX ENVIADO MARIA 05/09', undefined],
      ['COMPRA 05/09 14:32', undefined],
      ['PADARIA REAL 14:32 05/09', undefined],
      ['PADARIA 12/09/2026', undefined],
      ['PADARIA 12/09/26', undefined],
      ['PAGTO EM 05/09', undefined],
      ['BOLETO VENC. 05/09', undefined],
      ['DÉBITO 05/09 PADARIA', undefined],
      ['LOJA 15/09', undefined],
      ['LOJA X 05/09', '2026-09-05'],
      ['LOJA X 05/09', '2026-10-02'],
      ['LOJA X 03/12', '2027-01-02'],
    ];

    // Act
    const read = dates.map(([description, date]) => parseInstallment(description, date));

    // Assess
    expect(read).toEqual(dates.map(() => undefined));
  });

  it('reads a bare fraction that cannot be a recent date of the line', () => {
    expect(parseInstallment('LOJA X 05/09', '2026-12-20')).toEqual({ installment: 5, of: 9 });
    expect(parseInstallment('LOJA X 05/09', '2026-09-04')).toEqual({ installment: 5, of: 9 });
    expect(parseInstallment('LOJA X 03/10', '2026-08-10')).toEqual({ installment: 3, of: 10 });
  });

  it('keeps explicit markers even when they look like a date', () => {
    expect(parseInstallment('LOJA X PARC 05/09', '2026-09-05')).toEqual({ installment: 5, of: 9 });
  });
});

describe('installmentPlan', () => {
  it('counts a purchase seen in three bills once, at its latest installment', () => {
    // Prepare
    const lines = [
      line('2026-08-10', 'KALUNGA - Parcela 3/10', -10_000),
      line('2026-09-10', 'KALUNGA - Parcela 4/10', -10_000),
      line('2026-10-10', 'KALUNGA - Parcela 5/10', -10_000),
    ];

    // Act
    const plan = installmentPlan(lines);

    // Assess
    expect(plan.purchases).toEqual([
      {
        merchant: 'KALUNGA',
        category: 'Compras',
        installment: 5,
        of: 10,
        amountCents: 10_000,
        lastDate: '2026-10-10',
        remaining: 5,
        remainingCents: 50_000,
        account: 'nubank',
      },
    ]);
    expect(plan.upcoming).toEqual(
      ['2026-11', '2026-12', '2027-01', '2027-02', '2027-03'].map((month) => ({ month, cents: 10_000 })),
    );
  });

  it('reads installments dated with the original purchase date', () => {
    // Prepare: bought 15 Jun; 3/10 on the August bill, 4/10 on September's, both dated 15 Jun.
    const lines = [
      line('2026-06-15', 'MAGAZINE LUIZA PARC 03/10', -25_000),
      line('2026-06-15', 'MAGAZINE LUIZA PARC 04/10', -25_000),
    ];

    // Act
    const plan = installmentPlan(lines);

    // Assess
    expect(plan.purchases).toHaveLength(1);
    expect(plan.purchases[0]).toMatchObject({ installment: 4, remaining: 6, remainingCents: 150_000 });
    expect(plan.upcoming.map((entry) => entry.month)).toEqual([
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
  });

  it('keeps apart two purchases of the same shop started in different months', () => {
    // Prepare: one bought in July (2/6 on the August bill), one in September.
    const lines = [
      line('2026-08-12', 'NETSHOES PARC 2/6', -5_000),
      line('2026-09-12', 'NETSHOES PARC 3/6', -5_000),
      line('2026-09-20', 'NETSHOES PARC 1/6', -5_000),
    ];

    // Act
    const plan = installmentPlan(lines);

    // Assess
    expect(plan.purchases.map((p) => [p.installment, p.remaining])).toEqual([
      [1, 5],
      [3, 3],
    ]);
    expect(plan.upcoming).toEqual([
      { month: '2026-10', cents: 10_000 },
      { month: '2026-11', cents: 10_000 },
      { month: '2026-12', cents: 10_000 },
      { month: '2027-01', cents: 5_000 },
      { month: '2027-02', cents: 5_000 },
    ]);
  });

  it('keeps apart two purchases dated with their purchase dates', () => {
    const lines = [
      line('2026-05-03', 'NETSHOES PARC 3/6', -5_000),
      line('2026-05-03', 'NETSHOES PARC 4/6', -5_000),
      line('2026-07-03', 'NETSHOES PARC 1/6', -5_000),
      line('2026-07-03', 'NETSHOES PARC 2/6', -5_000),
    ];

    expect(installmentPlan(lines).purchases.map((p) => [p.installment, p.remaining])).toEqual([
      [2, 4],
      [4, 2],
    ]);
  });

  it('tells purchases apart by amount, count and account, and keeps equal purchases of one month', () => {
    const lines = [
      line('2026-09-10', 'LOJA X PARC 2/6', -5_000),
      line('2026-09-10', 'LOJA X PARC 2/6', -5_000),
      line('2026-09-10', 'LOJA X PARC 2/6', -8_000),
      line('2026-09-10', 'LOJA X PARC 2/5', -5_000),
      line('2026-09-10', 'LOJA X PARC 2/6', -5_000, { account: 'itau' }),
    ];

    expect(installmentPlan(lines).purchases).toHaveLength(5);
  });

  it('takes installments a few cents apart for one purchase', () => {
    // Prepare: the first installment carries the rounding cent; a large one differs by under 1%.
    const lines = [
      line('2026-07-05', 'LOJA PARC 1/3', -3_334),
      line('2026-08-05', 'LOJA PARC 2/3', -3_333),
      line('2026-07-05', 'GELADEIRA PARC 1/10', -100_900),
      line('2026-08-05', 'GELADEIRA PARC 2/10', -100_000),
    ];

    // Act
    const plan = installmentPlan(lines);

    // Assess
    expect(plan.purchases.map((p) => [p.merchant, p.installment, p.amountCents, p.remainingCents])).toEqual([
      ['GELADEIRA', 2, 100_000, 800_000],
      ['LOJA', 2, 3_333, 3_333],
    ]);
  });

  it('spreads what is left month by month across the year', () => {
    // Prepare: 11/12 in November leaves December; 2/6 leaves 3/6 to 6/6, December to March.
    const lines = [
      line('2026-11-10', 'LOJA A PARC 11/12', -5_000),
      line('2026-11-10', 'LOJA B PARC 2/6', -2_000),
    ];

    // Act
    const plan = installmentPlan(lines);

    // Assess
    expect(plan.upcoming).toEqual([
      { month: '2026-12', cents: 7_000 },
      { month: '2027-01', cents: 2_000 },
      { month: '2027-02', cents: 2_000 },
      { month: '2027-03', cents: 2_000 },
    ]);
    expect(plan.purchases.map((p) => [p.merchant, p.remaining, p.remainingCents])).toEqual([
      ['LOJA B', 4, 8_000],
      ['LOJA A', 1, 5_000],
    ]);
  });

  it('leaves out a finished purchase: it owes nothing', () => {
    const plan = installmentPlan([
      line('2026-11-10', 'LOJA A PARC 6/6', -5_000),
      line('2026-11-12', 'LOJA B PARC 5/6', -7_000),
    ]);

    expect(plan.upcoming).toEqual([{ month: '2026-12', cents: 7_000 }]);
    expect(plan.purchases).toMatchObject([{ merchant: 'LOJA B', installment: 5, of: 6, remaining: 1 }]);
  });

  it('ignores refunds, own movements, income and lines without installments', () => {
    const lines = [
      line('2026-09-10', 'LOJA A PARC 2/6', 5_000, { kind: 'refund' }),
      line('2026-09-10', 'LOJA B PARC 2/6', -5_000, { kind: 'ownMovement' }),
      line('2026-09-10', 'LOJA C PARC 2/6', 5_000, { kind: 'income' }),
      line('2026-09-10', 'LOJA D PARC 2/6', 5_000),
      line('2026-09-10', 'LOJA E', -5_000),
    ];

    expect(installmentPlan(lines)).toEqual({ upcoming: [], purchases: [] });
  });

  it('keeps the category number and names a line without a merchant by its description', () => {
    const plan = installmentPlan([line('2026-09-10', 'PARC 03/10', -5_000, { categoryNumber: 7 })]);

    expect(plan.purchases).toMatchObject([{ merchant: 'PARC 03/10', categoryNumber: 7, installment: 3 }]);
  });
});
