import { describe, expect, it } from 'vitest';
import { validateCustomCategories } from '#shared/categories';
import { checkTransactionsFile, parseTransactionsCsv } from '#shared/csv/transactions-file';
import { validateDescriptions } from '#shared/transactions';

const csv = (...lines: string[]) => lines.join('\n');

describe('checkTransactionsFile (before reading)', () => {
  it.each([
    ['extrato.csv', 100, true],
    ['EXTRATO.CSV', 100, true],
    ['extrato.txt', 100, false],
    ['extrato.csv.xlsx', 100, false],
  ])('%s → ok=%s', (name, size, ok) => {
    expect(checkTransactionsFile({ name, size }).ok).toBe(ok);
  });

  it('refuses a non-CSV with the spec toast', () => {
    expect(checkTransactionsFile({ name: 'a.xlsx', size: 1 })).toEqual({
      ok: false,
      error: { title: 'Arquivo inválido', message: 'Por favor, selecione um arquivo CSV.' },
    });
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(checkTransactionsFile({ name: 'a.csv', size: 5_242_880 }).ok).toBe(true);
    expect(checkTransactionsFile({ name: 'a.csv', size: 5_242_881 })).toEqual({
      ok: false,
      error: { title: 'CSV inválido', message: 'Arquivo muito grande. O tamanho máximo é 5MB.' },
    });
  });
});

describe('parseTransactionsCsv', () => {
  const error = (text: string) => {
    const out = parseTransactionsCsv(text);
    if (out.ok) throw new Error('expected an error');
    expect(out.error.title).toBe('CSV inválido');
    return out.error.message;
  };

  it('reads descriptions, dropping the header and blank lines, any line ending, with or without BOM', () => {
    expect(
      parseTransactionsCsv('\uFEFFTransações\r\nIFOOD *PEDIDO\r\n\r\n  UBER *TRIP  \rNETFLIX.COM\n'),
    ).toEqual({
      ok: true,
      transactions: ['IFOOD *PEDIDO', 'UBER *TRIP', 'NETFLIX.COM'],
    });
  });

  it('accepts the header in any case and unquotes quoted lines', () => {
    expect(parseTransactionsCsv(csv('"TRANSAÇÕES"', '"PAG*LOJA, CENTRO"', '"Ele disse ""oi"""'))).toEqual({
      ok: true,
      transactions: ['PAG*LOJA, CENTRO', 'Ele disse "oi"'],
    });
  });

  it('accepts a header written in decomposed Unicode (macOS)', () => {
    expect(parseTransactionsCsv(csv('transações'.normalize('NFD'), 'PADARIA')).ok).toBe(true);
  });

  it('refuses an empty file', () => {
    expect(error('')).toBe('Arquivo vazio ou inválido.');
    expect(error(' \n\n ')).toBe('Arquivo vazio ou inválido.');
  });

  it('refuses a file whose first line is not transações', () => {
    expect(error(csv('descricao', 'IFOOD'))).toBe("O arquivo deve conter uma coluna chamada 'transações'.");
    expect(error(csv('transações;valor', 'IFOOD;10'))).toBe(
      "O arquivo deve conter uma coluna chamada 'transações'.",
    );
  });

  it('accepts 10000 transactions and refuses 10001', () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => `COMPRA ${i}`);
    expect(parseTransactionsCsv(csv('transações', ...lines)).ok).toBe(true);
    expect(error(csv('transações', ...lines, 'UMA A MAIS'))).toBe(
      'O arquivo deve ter no máximo 10000 transações.',
    );
  });

  it.each(['=SOMA(A1)', '+5511999999999', '-10,00 PADARIA', '@LOJA', '\tTAB', '   =HYPERLINK()', '"=1+1"'])(
    'refuses a formula-like line %j',
    (line) => {
      expect(error(csv('transações', 'OK', line))).toBe(
        'O arquivo contém caracteres potencialmente perigosos. Remova fórmulas ou caracteres especiais no início das linhas.',
      );
    },
  );

  it('allows those characters inside a line', () => {
    expect(parseTransactionsCsv(csv('transações', 'PIX - MARIA', 'A+B@C=D')).ok).toBe(true);
  });

  it('refuses a file with only the header', () => {
    expect(error(csv('transações', '', '  '))).toBe('Nenhuma transação encontrada no arquivo');
  });

  it('refuses a description longer than 500 characters, naming its line', () => {
    expect(error(csv('transações', 'OK', '', 'x'.repeat(501)))).toBe(
      'Linha 4: a transação tem mais de 500 caracteres.',
    );
    expect(parseTransactionsCsv(csv('transações', 'x'.repeat(500))).ok).toBe(true);
  });
});

describe('validateDescriptions (server side)', () => {
  it('trims and accepts ordinary descriptions', () => {
    expect(validateDescriptions([' A ', 'B'])).toEqual({ ok: true, value: ['A', 'B'] });
  });
  it('refuses empty strings, formulas and an empty list', () => {
    expect(validateDescriptions([])).toEqual({ ok: false, error: 'Nenhuma transação encontrada no arquivo' });
    expect(validateDescriptions(['A', '  '])).toEqual({
      ok: false,
      error: 'Nenhuma transação encontrada no arquivo',
    });
    expect(validateDescriptions(['=1']).ok).toBe(false);
  });
});

describe('server rules after trimming every kind of space', () => {
  const DANGEROUS =
    'O arquivo contém caracteres potencialmente perigosos. Remova fórmulas ou caracteres especiais no início das linhas.';

  it.each([
    '\u3000=1+1',
    '\ufeff@SUM(1)',
    '\u2003+5511',
    '\u200b-10,00',
    '\u2028=A1',
    '\u00a0\u2009=HYPERLINK("x")',
  ])('refuses a formula behind Unicode spaces %j', (value) => {
    expect(validateDescriptions(['OK', value])).toEqual({ ok: false, error: DANGEROUS });
  });

  it.each(['LOJA\n=1+1', 'LOJA\r=1', 'LOJA\u0000X', 'A\tB', 'PIX\u0085MARIA', 'X\u007f'])(
    'refuses a control character inside %j',
    (value) => {
      expect(validateDescriptions([value])).toEqual({ ok: false, error: DANGEROUS });
    },
  );

  it('stores the text without any kind of surrounding space', () => {
    expect(validateDescriptions(['\u3000UBER *TRIP\u2003', '\ufeffIFOOD\u200b'])).toEqual({
      ok: true,
      value: ['UBER *TRIP', 'IFOOD'],
    });
  });

  it('refuses the same in a category name', () => {
    const result = validateCustomCategories([
      { name: 'Casa', number: 1 },
      { name: '\u3000=CMD()', number: 2 },
    ]);
    expect(result).toEqual({
      ok: false,
      error: 'Linha 3: o nome da categoria não pode começar com =, +, -, @ ou caracteres de controle',
    });
    expect(validateCustomCategories([{ name: 'Ca\nsa', number: 1 }]).ok).toBe(false);
    expect(validateCustomCategories([{ name: '\u2003Casa\u3000', number: 1 }])).toEqual({
      ok: true,
      value: [{ name: 'Casa', number: 1 }],
    });
  });
});
