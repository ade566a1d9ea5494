import { describe, expect, it } from 'vitest';
import { findDuplicates, periodOf } from '#shared/statements/duplicates';

const line = (date: string, amountCents: number, description: string, fitId?: string) => ({
  date,
  amountCents,
  description,
  ...(fitId ? { fitId } : {}),
});

describe('duplicates across uploads', () => {
  const august = {
    filename: 'extrato-agosto.ofx',
    lines: [
      line('2026-08-30', -1890, 'PADARIA REAL', 'A1'),
      line('2026-08-31', -4560, 'DROGASIL 1234', 'A2'),
      line('2026-09-01', -800, 'CAFE DO PONTO'),
      line('2026-09-01', -800, 'CAFE DO PONTO'),
    ],
  };

  it('flags a line an earlier upload holds: same bank id and amount, or same date, amount and description', () => {
    const flags = findDuplicates(
      [
        line('2026-08-30', -1890, 'PADARIA REAL', 'A1'),
        line('2026-08-31', -4560, 'Drogasil  1234'),
        line('2026-08-31', -4560, 'DROGASIL 1234 SP'),
        line('2026-09-02', -2340, 'UBER *TRIP'),
      ],
      [august],
    );
    expect(flags).toEqual(['extrato-agosto.ofx', 'extrato-agosto.ofx', undefined, undefined]);
  });

  it('tells two lines apart by their bank ids, whatever their date, amount and text', () => {
    const coffees = { filename: 'a.ofx', lines: [line('2026-09-01', -800, 'CAFE DO PONTO', 'C1')] };
    // The new file has both coffees of that day, the one not imported first.
    expect(
      findDuplicates(
        [line('2026-09-01', -800, 'CAFE DO PONTO', 'C2'), line('2026-09-01', -800, 'CAFE DO PONTO', 'C1')],
        [coffees],
      ),
    ).toEqual([undefined, 'a.ofx']);
    // Without an id on either side, the date, amount and text decide.
    expect(findDuplicates([line('2026-09-01', -800, 'CAFE DO PONTO')], [coffees])).toEqual(['a.ofx']);
    expect(
      findDuplicates(
        [line('2026-09-01', -800, 'CAFE DO PONTO', 'C9')],
        [{ filename: 'b.csv', lines: [line('2026-09-01', -800, 'cafe do ponto')] }],
      ),
    ).toEqual(['b.csv']);
  });

  it('takes a bank id only with its amount: ids are unique within one account, not across banks', () => {
    expect(findDuplicates([line('2026-09-05', -99900, 'LOJA NOVA', 'A1')], [august])).toEqual([undefined]);
  });

  it('keeps identical lines of one file: the n-th copy is a duplicate only if an earlier upload has n copies', () => {
    const flags = findDuplicates(
      [
        line('2026-09-01', -800, 'CAFE DO PONTO'),
        line('2026-09-01', -800, 'CAFE DO PONTO'),
        line('2026-09-01', -800, 'CAFE DO PONTO'),
      ],
      [august],
    );
    expect(flags).toEqual(['extrato-agosto.ofx', 'extrato-agosto.ofx', undefined]);
    expect(
      findDuplicates(
        [line('2026-09-01', -800, 'CAFE DO PONTO'), line('2026-09-01', -800, 'CAFE DO PONTO')],
        [],
      ),
    ).toEqual([undefined, undefined]);
  });

  it('counts copies by the upload holding the most, not their sum (a statement imported twice before)', () => {
    const again = { ...august, filename: 'extrato-agosto (1).ofx' };
    const flags = findDuplicates(
      [
        line('2026-09-01', -800, 'CAFE DO PONTO'),
        line('2026-09-01', -800, 'CAFE DO PONTO'),
        line('2026-09-01', -800, 'CAFE DO PONTO'),
      ],
      [august, again],
    );
    expect(flags.filter(Boolean)).toHaveLength(2);
  });

  it('never flags lines without a date and an amount (the spec’s one-column file)', () => {
    expect(
      findDuplicates(
        [{ description: 'PADARIA REAL' }],
        [{ filename: 'a.csv', lines: [{ description: 'PADARIA REAL' }] }],
      ),
    ).toEqual([undefined]);
  });

  it('gives a statement’s period, and none for lines without dates', () => {
    expect(periodOf(august.lines)).toEqual({ from: '2026-08-30', to: '2026-09-01' });
    expect(periodOf([{ description: 'UBER' }])).toBeUndefined();
    expect(periodOf([])).toBeUndefined();
  });
});
