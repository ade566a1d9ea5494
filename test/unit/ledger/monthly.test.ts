import { describe, expect, it } from 'vitest';
import type { CategoryNumber } from '#shared/categories';
import { compareMonths, summarizeMonths } from '#shared/ledger/monthly';
import type { LedgerLine, TransactionKind } from '#shared/ledger/types';

let next = 0;
const line = (
  date: string,
  amountCents: number,
  category: string,
  kind: TransactionKind,
  categoryNumber?: CategoryNumber,
): LedgerLine => ({
  id: `l${next++}`,
  date,
  amountCents,
  description: category,
  category,
  categoryNumber,
  kind,
  account: 'a',
});

describe('money month by month', () => {
  it('sums spending net of refunds and income per category, and keeps own movements out of both', () => {
    const months = summarizeMonths([
      line('2026-08-01', 650000, 'Receitas', 'income'),
      line('2026-08-02', -25980, 'Compras', 'spending'),
      line('2026-08-09', 12990, 'Compras', 'refund'),
      line('2026-08-05', -5240, 'Alimentação', 'spending'),
      line('2026-08-10', -100000, 'Investimentos', 'ownMovement'),
      line('2026-09-01', -3990, 'Assinaturas', 'spending', 7),
    ]);
    expect(months).toEqual([
      {
        month: '2026-08',
        spendingCents: 18230,
        incomeCents: 650000,
        netCents: 631770,
        ownMovementCents: 100000,
        ownMovementCount: 1,
        categories: [
          { category: 'Compras', categoryNumber: null, spendingCents: 12990, incomeCents: 0, count: 2 },
          { category: 'Alimentação', categoryNumber: null, spendingCents: 5240, incomeCents: 0, count: 1 },
          { category: 'Receitas', categoryNumber: null, spendingCents: 0, incomeCents: 650000, count: 1 },
        ],
      },
      {
        month: '2026-09',
        spendingCents: 3990,
        incomeCents: 0,
        netCents: -3990,
        ownMovementCents: 0,
        ownMovementCount: 0,
        categories: [
          { category: 'Assinaturas', categoryNumber: 7, spendingCents: 3990, incomeCents: 0, count: 1 },
        ],
      },
    ]);
  });

  it('compares each month with the previous one and the average of the last three, empty months as zero', () => {
    const months = summarizeMonths([
      line('2026-05-03', -10000, 'Alimentação', 'spending'),
      line('2026-06-03', -20000, 'Alimentação', 'spending'),
      line('2026-08-03', -60000, 'Alimentação', 'spending'),
      line('2026-08-03', -5000, 'Lazer', 'spending'),
    ]);
    expect(compareMonths(months, 'Alimentação')).toEqual([
      { month: '2026-05', cents: 10000, previousCents: null, average3Cents: null },
      { month: '2026-06', cents: 20000, previousCents: 10000, average3Cents: 10000 },
      { month: '2026-08', cents: 60000, previousCents: 0, average3Cents: 10000 },
    ]);
    expect(compareMonths(months).at(-1)).toEqual({
      month: '2026-08',
      cents: 65000,
      previousCents: 0,
      average3Cents: 10000,
    });
  });
});
