import { describe, expect, it } from 'vitest';
import { buildLedger, type SourceLine } from '#shared/ledger/build';
import { transactionIds } from '#shared/ledger/identity';
import { refundedMerchantKey } from '#shared/ledger/refunds';

const line = (date: string, amountCents: number, description: string, category: string): SourceLine => ({
  date,
  amountCents,
  description,
  category,
});

describe('stable ids', () => {
  it('gives a line the same id in every import, and two identical lines of one file two ids', () => {
    const coffee = { date: '2026-09-05', amountCents: -500, description: 'PADARIA' };
    const first = transactionIds([coffee, coffee]);
    expect(new Set(first).size).toBe(2);
    // An export that overlaps brings the same two coffees (case and spaces aside), and a third one.
    const again = transactionIds([coffee, { ...coffee, description: 'padaria ' }, coffee]);
    expect(again.slice(0, 2)).toEqual(first);
    expect(first).not.toContain(again[2]);
    expect(first[0]).toMatch(/^2026-09-05#[0-9a-f]{16}$/);
  });

  it('names a line with a bank id by that id and its amount, whatever its words', () => {
    const [a] = transactionIds([{ date: '2026-09-05', amountCents: -500, description: 'X', fitId: '123' }]);
    const [b] = transactionIds([{ date: '2026-09-05', amountCents: -500, description: 'Y', fitId: '123' }]);
    const [c] = transactionIds([{ date: '2026-09-05', amountCents: -600, description: 'X', fitId: '123' }]);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});

describe('refunds', () => {
  it('reads the merchant a refund names', () => {
    expect(refundedMerchantKey('Estorno de "Lojas Renner"')).toBe('lojasrenner');
    expect(refundedMerchantKey('ESTORNO COMPRA - CASA DO PAO')).toBe('casadopao');
    expect(refundedMerchantKey('Estorno')).toBeUndefined();
  });
});

describe('several statements as one ledger', () => {
  const bill = {
    account: 'cartao',
    name: 'fatura.csv',
    lines: [
      line('2026-07-22', -25980, 'Lojas Renner', 'Compras'),
      line('2026-08-02', 12990, 'Estorno de "Lojas Renner"', 'Outros'),
      line('2026-08-05', 109900, 'Pagamento recebido', 'Outros'),
    ],
  };
  const account = {
    account: 'conta',
    name: 'conta.csv',
    lines: [
      line('2026-08-01', 650000, 'Transferência recebida pelo Pix - EMPRESA ALFA', 'Receitas'),
      line('2026-08-05', -109900, 'PAGTO BOLETO NU PAGAMENTOS', 'Outros'),
      line('2026-08-10', -100000, 'APLICACAO CDB', 'Investimentos'),
    ],
  };

  it('gives each line its kind, links the bill to its payment, and puts a refund in its purchase category', () => {
    const ledger = buildLedger([bill, account]);
    const by = (description: string) => ledger.lines.find((l) => l.description === description);
    expect(by('Lojas Renner')?.kind).toBe('spending');
    expect(by('Estorno de "Lojas Renner"')).toMatchObject({ kind: 'refund', category: 'Compras' });
    expect(by('Transferência recebida pelo Pix - EMPRESA ALFA')?.kind).toBe('income');
    expect(by('APLICACAO CDB')?.kind).toBe('ownMovement');
    const payment = by('PAGTO BOLETO NU PAGAMENTOS');
    const received = by('Pagamento recebido');
    expect(payment).toMatchObject({ kind: 'ownMovement', linkedId: received?.id });
    expect(received).toMatchObject({ kind: 'ownMovement', linkedId: payment?.id });
    expect(ledger.links).toHaveLength(1);
  });

  it('keeps a line once when an overlapping export brings it again', () => {
    const overlap = {
      ...account,
      name: 'conta-2.csv',
      lines: [...account.lines.slice(1), line('2026-08-20', -2340, 'PADARIA', 'Alimentação')],
    };
    const ledger = buildLedger([bill, account, overlap]);
    expect(ledger.duplicates).toBe(2);
    expect(ledger.lines).toHaveLength(7);
  });

  it("keeps the user's kind over what the words say", () => {
    const ledger = buildLedger([
      {
        ...account,
        lines: [{ ...line('2026-08-10', -100000, 'APLICACAO CDB', 'Investimentos'), kind: 'spending' }],
      },
    ]);
    expect(ledger.lines[0]?.kind).toBe('spending');
  });
});
