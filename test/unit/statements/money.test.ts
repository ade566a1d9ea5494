import { describe, expect, it } from 'vitest';
import { isOwnMovementText as isOwnMovement } from '#shared/ledger/kinds';
import { summarizeMoney } from '#shared/statements/money';

const line = (description: string, category: string, amountCents: number, date = '2026-09-05') => ({
  description,
  category,
  amountCents,
  date,
});

describe('where the money went', () => {
  it('totals money out (net of refunds) and in per category, and keeps card-bill payments, own transfers and investments apart', () => {
    const summary = summarizeMoney([
      line('IFOOD *PEDIDO', 'Alimentação', -4290),
      line('PADARIA', 'Alimentação', -1580),
      line('UBER *TRIP', 'Transporte', -1870, '2026-10-01'),
      line('SALARIO EMPRESA', 'Receitas', 320000),
      line('Estorno de "Kalunga"', 'Compras', 1000),
      line('Pagamento de fatura', 'Outros', -98000),
      line('Pagamento recebido', 'Outros', 98000),
      line('APLICACAO CDB', 'Investimentos', -100000),
      line('Lojas Renner', 'Compras', -25980),
    ]);

    expect(summary.categories).toEqual([
      { category: 'Compras', categoryNumber: undefined, count: 2, outCents: 24980, inCents: 0 },
      { category: 'Alimentação', categoryNumber: undefined, count: 2, outCents: 5870, inCents: 0 },
      { category: 'Transporte', categoryNumber: undefined, count: 1, outCents: 1870, inCents: 0 },
      { category: 'Receitas', categoryNumber: undefined, count: 1, outCents: 0, inCents: 320000 },
    ]);
    // The refund of Kalunga takes R$ 10,00 back out of Compras: it is no income.
    expect(summary.outCents).toBe(5870 + 1870 + 24980);
    expect(summary.inCents).toBe(320000);
    expect(summary.ownMovements).toEqual({ count: 3, cents: -100000 });
    expect(summary.months).toEqual([
      { month: '2026-09', outCents: 5870 + 24980 },
      { month: '2026-10', outCents: 1870 },
    ]);
  });

  it('tells own movements from spending by their words, accents or not', () => {
    expect(isOwnMovement('PAGTO FATURA CARTAO')).toBe(true);
    expect(isOwnMovement('Transferência entre contas')).toBe(true);
    expect(isOwnMovement('PIX ENVIADO MARIA')).toBe(false);
    expect(isOwnMovement('FATURAMENTO LOJA')).toBe(false);
  });
});
