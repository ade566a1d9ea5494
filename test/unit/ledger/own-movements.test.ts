import { describe, expect, it } from 'vitest';
import { type MatchableLine, matchOwnMovements } from '#shared/ledger/own-movements';

let next = 0;
const line = (
  account: string,
  date: string,
  amountCents: number,
  description: string,
  extra: Partial<MatchableLine> = {},
): MatchableLine => ({
  id: `l${next++}`,
  account,
  date,
  amountCents,
  description,
  kind: amountCents < 0 ? 'spending' : 'income',
  ...extra,
});

describe('matching own movements across accounts', () => {
  it("links the account's bill payment to the bill's payment received, a few days apart", () => {
    const paid = line('conta', '2026-09-02', -98000, 'PAGTO BOLETO NU PAGAMENTOS');
    const received = line('cartao', '2026-09-04', 98000, 'Pagamento recebido', { kind: 'ownMovement' });
    expect(matchOwnMovements([paid, received])).toEqual([{ outId: paid.id, inId: received.id, days: 2 }]);
  });

  it('links a transfer between two accounts, and leaves lines of one account alone', () => {
    const out = line('nubank', '2026-09-10', -50000, 'Transferência enviada pelo Pix - JOAO P SILVA');
    const into = line('inter', '2026-09-10', 50000, 'Pix recebido JOAO P SILVA');
    const sameAccount = line('nubank', '2026-09-11', 50000, 'Pix recebido JOAO P SILVA');
    expect(matchOwnMovements([out, sameAccount, into])).toEqual([{ outId: out.id, inId: into.id, days: 0 }]);
  });

  it('needs the same amount to the cent, a window of five days, and words of a movement', () => {
    const bill = line('cartao', '2026-09-05', 98000, 'Pagamento recebido', { kind: 'ownMovement' });
    expect(matchOwnMovements([line('conta', '2026-09-05', -98001, 'Pagamento de fatura'), bill])).toEqual([]);
    expect(matchOwnMovements([line('conta', '2026-08-30', -98000, 'Pagamento de fatura'), bill])).toEqual([]);
    // A salary and a purchase of the same amount are no movement.
    expect(
      matchOwnMovements([
        line('conta', '2026-09-05', -650000, 'CONCESSIONARIA AUTO'),
        line('outra', '2026-09-05', 650000, 'SALARIO EMPRESA ALFA'),
      ]),
    ).toEqual([]);
  });

  it('takes the closest date first and uses each line once', () => {
    const far = line('conta', '2026-09-01', -10000, 'TED enviada');
    const near = line('conta', '2026-09-04', -10000, 'TED enviada');
    const into = line('poupanca', '2026-09-05', 10000, 'TED recebida');
    expect(matchOwnMovements([far, near, into])).toEqual([{ outId: near.id, inId: into.id, days: 1 }]);
  });

  it('never matches a line the user said is no own movement', () => {
    const out = line('nubank', '2026-09-10', -50000, 'Transferência enviada pelo Pix - MAE', {
      kindByUser: true,
    });
    const into = line('inter', '2026-09-10', 50000, 'Pix recebido');
    expect(matchOwnMovements([out, into])).toEqual([]);
  });
});
