import { describe, expect, it } from 'vitest';
import { detectRecurring } from '#shared/ledger/recurring';
import { addDays, CADENCES, type LedgerLine } from '#shared/ledger/types';
import { ledgerLine } from './lines.ts';

const line = (date: string, description: string, amountCents: number, extra: Partial<LedgerLine> = {}) =>
  ledgerLine(date, description, amountCents, { category: 'Assinaturas', ...extra });

/** One charge per date, all the same. */
const charges = (description: string, amountCents: number, dates: readonly string[]) =>
  dates.map((date) => line(date, description, amountCents));

describe('detectRecurring', () => {
  it('lists the cadences', () => {
    expect(CADENCES).toEqual(['weekly', 'biweekly', 'monthly', 'quarterly', 'yearly']);
  });

  it('finds a monthly subscription and its next date', () => {
    // Prepare
    const lines = charges('NETFLIX.COM', -3_990, ['2026-05-07', '2026-06-07', '2026-07-08', '2026-08-07']);

    // Act
    const found = detectRecurring(lines);

    // Assess
    expect(found).toEqual([
      {
        key: 'netflixcom',
        merchant: 'NETFLIX COM',
        category: 'Assinaturas',
        cadence: 'monthly',
        amountCents: 3_990,
        lastDate: '2026-08-07',
        nextDate: '2026-09-07',
        occurrences: 4,
        monthlyCents: 3_990,
        account: 'nubank',
      },
    ]);
  });

  it('takes the 31st and the 1st for neighbours, and clamps the next date to the month', () => {
    // Prepare: due on the last day; some months it falls on the 1st after.
    const endOfMonth = charges('VIVO FIBRA', -9_990, [
      '2026-01-31',
      '2026-03-01',
      '2026-03-31',
      '2026-05-01',
      '2026-05-31',
    ]);
    const intoFebruary = charges('SPOTIFY', -2_190, ['2026-10-31', '2026-11-30', '2026-12-31', '2027-01-31']);

    // Act
    const vivo = detectRecurring(endOfMonth);
    const spotify = detectRecurring(intoFebruary);

    // Assess
    expect(vivo).toMatchObject([{ cadence: 'monthly', occurrences: 5, nextDate: '2026-06-30' }]);
    expect(spotify).toMatchObject([{ cadence: 'monthly', occurrences: 4, nextDate: '2027-02-28' }]);
  });

  it('drops a charge that stopped, and keeps it while it may still come', () => {
    // Prepare: three months, then four months of other spending only.
    const spotify = charges('SPOTIFY', -2_190, ['2026-01-10', '2026-02-10', '2026-03-10']);
    const later = [line('2026-07-15', 'SUPERMERCADO EXTRA', -25_000, { category: 'Mercado' })];

    // Act
    const withLaterData = detectRecurring([...spotify, ...later]);
    const withAsOf = detectRecurring(spotify, { asOf: '2026-07-15' });
    const withoutLaterData = detectRecurring(spotify);
    const oneMissing = detectRecurring(spotify, { asOf: '2026-05-12' });

    // Assess
    expect(withLaterData).toEqual([]);
    expect(withAsOf).toEqual([]);
    expect(withoutLaterData).toMatchObject([{ key: 'spotify', nextDate: '2026-04-10' }]);
    expect(oneMissing).toMatchObject([{ key: 'spotify' }]);
  });

  it('reads the ledger as of a date, leaving later lines out', () => {
    const lines = charges('SPOTIFY', -2_190, ['2026-01-10', '2026-02-10', '2026-03-10', '2026-04-10']);

    expect(detectRecurring(lines, { asOf: '2026-03-20' })).toMatchObject([
      { occurrences: 3, lastDate: '2026-03-10' },
    ]);
  });

  it('accepts amounts that vary: a utility bill and price rises', () => {
    // Prepare
    const electricity = [
      line('2026-03-12', 'ENEL DISTRIBUICAO SP', -18_000),
      line('2026-04-13', 'ENEL DISTRIBUICAO SP', -21_000),
      line('2026-05-12', 'ENEL DISTRIBUICAO SP', -19_500),
      line('2026-06-11', 'ENEL DISTRIBUICAO SP', -24_000),
    ];
    const rise = [
      line('2026-03-05', 'YOUTUBE PREMIUM', -3_990),
      line('2026-04-05', 'YOUTUBE PREMIUM', -3_990),
      line('2026-05-05', 'YOUTUBE PREMIUM', -4_490),
      line('2026-06-05', 'YOUTUBE PREMIUM', -4_490),
    ];
    const step = [
      line('2026-04-02', 'GLOBOPLAY', -2_290),
      line('2026-05-02', 'GLOBOPLAY', -2_290),
      line('2026-06-02', 'GLOBOPLAY', -3_490),
    ];

    // Act
    const found = detectRecurring([...electricity, ...rise, ...step], { asOf: '2026-06-20' });

    // Assess
    expect(found.map((charge) => [charge.key, charge.amountCents, charge.monthlyCents])).toEqual([
      ['eneldistribuicao', 21_000, 21_000],
      ['youtubepremium', 4_490, 4_490],
      // After a price change, the latest price is what it costs now.
      ['globoplay', 3_490, 3_490],
    ]);
  });

  it('refuses amounts that wander', () => {
    // Prepare: the same supermarket once a month, any amount; a bill varying with three charges only.
    const market = [
      line('2026-03-05', 'SUPERMERCADO EXTRA', -25_000),
      line('2026-04-05', 'SUPERMERCADO EXTRA', -8_000),
      line('2026-05-05', 'SUPERMERCADO EXTRA', -40_000),
      line('2026-06-05', 'SUPERMERCADO EXTRA', -15_000),
    ];
    const shortBill = [
      line('2026-04-12', 'ENEL DISTRIBUICAO SP', -18_000),
      line('2026-05-12', 'ENEL DISTRIBUICAO SP', -24_000),
      line('2026-06-12', 'ENEL DISTRIBUICAO SP', -19_500),
    ];

    // Act
    const found = detectRecurring([...market, ...shortBill]);

    // Assess
    expect(found).toEqual([]);
  });

  it('finds weekly, biweekly, quarterly and yearly charges', () => {
    // Prepare
    const weeks = Array.from({ length: 6 }, (_, k) => addDays('2026-06-01', k * 7));
    const fortnights = Array.from({ length: 4 }, (_, k) => addDays('2026-05-20', k * 14));
    const lines = [
      ...charges('CLUBE DO VINHO', -4_990, weeks),
      ...charges('DIARISTA APP', -18_000, fortnights),
      ...charges('SEGURO CELULAR', -6_000, ['2025-12-15', '2026-03-16', '2026-06-15']),
      ...charges('AMAZON PRIME', -11_900, ['2024-03-15', '2025-03-14', '2026-03-16']),
    ];

    // Act
    const found = detectRecurring(lines, { asOf: '2026-07-10' });

    // Assess
    expect(found.map((c) => [c.key, c.cadence, c.monthlyCents, c.nextDate, c.occurrences])).toEqual([
      ['diarista', 'biweekly', 39_000, '2026-07-15', 4],
      ['clubedovinho', 'weekly', 21_623, '2026-07-13', 6],
      ['segurocelular', 'quarterly', 2_000, '2026-09-15', 3],
      ['amazonprime', 'yearly', 992, '2027-03-15', 3],
    ]);
  });

  it('accepts a yearly price that rises each year', () => {
    const lines = [
      line('2024-03-15', 'AMAZON PRIME', -11_900),
      line('2025-03-14', 'AMAZON PRIME', -13_900),
      line('2026-03-16', 'AMAZON PRIME', -16_600),
    ];

    expect(detectRecurring(lines)).toMatchObject([{ cadence: 'yearly', amountCents: 13_900 }]);
  });

  it('does not take many irregular rides for a subscription', () => {
    // Prepare: an Uber every one to three days, amounts all over the place, for three months.
    const rides: LedgerLine[] = [];
    let date = '2026-04-01';
    for (let k = 0; k < 45; k++) {
      rides.push(line(date, 'UBER *TRIP', -(1_500 + ((k * 733) % 3_000))));
      date = addDays(date, 1 + (k % 3));
    }

    // Act
    const found = detectRecurring(rides);

    // Assess
    expect(found).toEqual([]);
  });

  it('does not take a monthly charge among many other charges of the merchant', () => {
    // Prepare: the same amount every month, and three more rides each month.
    const lines = ['2026-03', '2026-04', '2026-05', '2026-06'].flatMap((month) => [
      line(`${month}-05`, 'UBER *TRIP', -2_500),
      line(`${month}-09`, 'UBER *TRIP', -1_830),
      line(`${month}-17`, 'UBER *TRIP', -4_120),
      line(`${month}-23`, 'UBER *TRIP', -990),
    ]);

    expect(detectRecurring(lines)).toEqual([]);
  });

  it('keeps a subscription with a rare extra charge of the same merchant', () => {
    const lines = [
      ...charges('NETFLIX.COM', -3_990, [
        '2026-03-07',
        '2026-04-07',
        '2026-05-07',
        '2026-06-07',
        '2026-07-07',
      ]),
      line('2026-05-20', 'NETFLIX.COM', -5_000),
    ];

    expect(detectRecurring(lines)).toMatchObject([{ key: 'netflixcom', occurrences: 5, amountCents: 3_990 }]);
  });

  it('needs three occurrences', () => {
    expect(detectRecurring(charges('NETFLIX.COM', -3_990, ['2026-05-07', '2026-06-07']))).toEqual([]);
  });

  it('allows one missing month, not two', () => {
    // Prepare
    const oneMissing = charges('SMART FIT', -11_990, [
      '2026-01-10',
      '2026-02-10',
      '2026-04-10',
      '2026-05-10',
    ]);
    const twoMissing = charges('SMART FIT', -11_990, ['2026-01-10', '2026-03-10', '2026-05-10']);

    // Act
    const withOne = detectRecurring(oneMissing);
    const withTwo = detectRecurring(twoMissing);

    // Assess
    expect(withOne).toMatchObject([
      { key: 'smartfit', cadence: 'monthly', occurrences: 4, nextDate: '2026-06-10' },
    ]);
    expect(withTwo).toEqual([]);
  });

  it('leaves installments out', () => {
    const lines = [
      line('2026-08-10', 'KALUNGA - Parcela 3/10', -10_000),
      line('2026-09-10', 'KALUNGA - Parcela 4/10', -10_000),
      line('2026-10-10', 'KALUNGA - Parcela 5/10', -10_000),
      line('2026-11-10', 'KALUNGA - Parcela 6/10', -10_000),
    ];

    expect(detectRecurring(lines)).toEqual([]);
  });

  it('leaves dismissed merchants out', () => {
    const lines = [
      ...charges('NETFLIX.COM', -3_990, ['2026-05-07', '2026-06-07', '2026-07-07']),
      ...charges('SPOTIFY', -2_190, ['2026-05-10', '2026-06-10', '2026-07-10']),
    ];

    expect(detectRecurring(lines, { dismissed: new Set(['netflixcom']) }).map((c) => c.key)).toEqual([
      'spotify',
    ]);
  });

  it('reads spending only, and sorts by cost per month then merchant', () => {
    // Prepare
    const months = ['2026-05-05', '2026-06-05', '2026-07-06'];
    const lines = [
      ...months.map((date) => line(date, 'SALARIO EMPRESA X', 500_000, { kind: 'income' })),
      ...months.map((date) => line(date, 'APLICACAO CDB', -100_000, { kind: 'ownMovement' })),
      ...months.map((date) => line(date, 'LOJA DEVOLVE', 5_000, { kind: 'refund' })),
      ...charges('SPOTIFY', -2_190, months),
      ...charges('DEEZER', -2_190, months),
      ...months.map((date) => line(date, 'CONDOMINIO EDIFICIO SOL', -80_000, { categoryNumber: 4 })),
    ];

    // Act
    const found = detectRecurring(lines);

    // Assess
    expect(found.map((c) => [c.merchant, c.monthlyCents, c.categoryNumber])).toEqual([
      ['CONDOMINIO EDIFICIO SOL', 80_000, 4],
      ['DEEZER', 2_190, undefined],
      ['SPOTIFY', 2_190, undefined],
    ]);
  });
});
