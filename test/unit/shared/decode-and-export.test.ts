import { describe, expect, it } from 'vitest';
import { exportCsv, exportFileName, safeCell, sampleTransactionsCsv } from '#shared/csv/export';
import { parseTransactionsCsv } from '#shared/csv/transactions-file';
import { decodeText } from '#shared/text/decode';

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('decodeText', () => {
  it('reads UTF-8 with and without BOM', () => {
    const bytes = new TextEncoder().encode('transações\nPÃO');
    expect(decodeText(bytes)).toBe('transações\nPÃO');
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes]))).toBe('transações\nPÃO');
  });

  it('reads Windows-1252 / Latin-1, as Brazilian bank exports often are', () => {
    const text = decodeText(latin1('transações\nAÇOUGUE SÃO JOSÉ'));
    expect(text).toBe('transações\nAÇOUGUE SÃO JOSÉ');
    expect(parseTransactionsCsv(text)).toEqual({ ok: true, transactions: ['AÇOUGUE SÃO JOSÉ'] });
  });

  it('reads UTF-16 with a BOM', () => {
    const body = 'transações';
    const bytes = new Uint8Array(2 + body.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < body.length; i++) bytes[2 + i * 2] = body.charCodeAt(i);
    expect(decodeText(bytes)).toBe(body);
  });
});

describe('export (spec §9)', () => {
  it('names the file with the local date', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('transacoes_categorizadas_2026-01-05.csv');
  });

  it('writes header and rows joined by " | " without numbers', () => {
    expect(
      exportCsv([
        { description: 'IFOOD', category: 'Alimentação' },
        { description: 'UBER', category: 'Transporte' },
      ]),
    ).toBe('transação | categoria\nIFOOD | Alimentação\nUBER | Transporte\n');
  });

  it('adds the número column when any item has a category number', () => {
    expect(
      exportCsv([
        { description: 'IFOOD', category: 'Alimentação', categoryNumber: 1 },
        { description: 'UBER', category: 'Transporte', categoryNumber: 2 },
      ]),
    ).toBe('transação | categoria | número\nIFOOD | Alimentação | 1\nUBER | Transporte | 2\n');
  });

  it('names the column código, with each code as written, for a chart of accounts', () => {
    expect(
      exportCsv([
        { description: 'PIX RECEBIDO CLIENTE', category: 'Receita de Serviços', categoryNumber: '3.1.01' },
        { description: 'TARIFA', category: 'Tarifas Bancárias', categoryNumber: '4.5.01' },
      ]),
    ).toBe(
      'transação | categoria | código\nPIX RECEBIDO CLIENTE | Receita de Serviços | 3.1.01\nTARIFA | Tarifas Bancárias | 4.5.01\n',
    );
  });

  it('the sample transactions file passes the upload rules', () => {
    const parsed = parseTransactionsCsv(sampleTransactionsCsv());
    expect(parsed.ok && parsed.transactions.length).toBeGreaterThan(5);
  });
});

/** How a spreadsheet splits a line on `separator`: a field that opens with a quote runs to its closing quote. */
function spreadsheetCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let k = 0;
  while (k <= line.length) {
    let cell = '';
    if (line[k] === '"') {
      k++;
      while (k < line.length) {
        if (line[k] === '"' && line[k + 1] === '"') {
          cell += '"';
          k += 2;
        } else if (line[k] === '"') {
          k++;
          break;
        } else cell += line[k++];
      }
    }
    while (k < line.length && line[k] !== separator) cell += line[k++];
    cells.push(cell);
    k++;
  }
  return cells;
}

describe('downloads safe in spreadsheets (OWASP CSV injection)', () => {
  const hostile = [
    'PIX RECEBIDO JOAO;=HYPERLINK("http://exemplo.invalid/");',
    'PIX MARIA,=1+1,',
    'LOJA A | =1+1',
    'PAGAMENTO "=2+2";@SOMA(1)',
    'TED, +5511999999999',
  ];
  const text = exportCsv([
    ...hostile.map((description) => ({ description, category: 'Outros;=1+1', categoryNumber: 7 })),
    { description: 'NETFLIX.COM', category: 'Assinaturas', categoryNumber: -3 },
  ]);

  it.each([';', ',', '|', '\t'])(
    'no cell starts a formula when opened with %j as the separator',
    (separator) => {
      for (const line of text.trimEnd().split('\n')) {
        for (const cell of spreadsheetCells(line, separator)) {
          const start = cell.trimStart();
          if (/^[-+]?\d+(?:[.,]\d+)?$/.test(start)) continue;
          expect(cell, `${JSON.stringify(line)} split on ${JSON.stringify(separator)}`).not.toMatch(
            /^[=+\-@\t\r]/,
          );
          expect(start, JSON.stringify(line)).not.toMatch(/^[=+\-@]/);
        }
      }
    },
  );

  it('keeps each hostile description whole in one cell when read back with the file separator', () => {
    const rows = text.trimEnd().split('\n').slice(1);
    expect(rows[0]).toBe(
      `"PIX RECEBIDO JOAO;'=HYPERLINK(""http://exemplo.invalid/"");" | "Outros;'=1+1" | 7`,
    );
    expect(rows[1]).toBe(`"PIX MARIA,'=1+1," | "Outros;'=1+1" | 7`);
    expect(rows.at(-1)).toBe('NETFLIX.COM | Assinaturas | -3');
  });

  it('neutralizes a formula start with an apostrophe, but not a number', () => {
    expect(safeCell('=1+1')).toBe("'=1+1");
    expect(safeCell('@SOMA(A1)')).toBe("'@SOMA(A1)");
    expect(safeCell('-37,79')).toBe('"-37,79"');
    expect(safeCell('-3')).toBe('-3');
    expect(safeCell('UBER *TRIP')).toBe('UBER *TRIP');
  });

  it('leaves ordinary lines byte-identical to the spec format', () => {
    expect(
      exportCsv([
        { description: 'IFOOD *RESTAURANTE SABOR', category: 'Alimentação' },
        { description: 'PIX ENVIADO MARIA SILVA', category: 'Transferências' },
      ]),
    ).toBe(
      'transação | categoria\nIFOOD *RESTAURANTE SABOR | Alimentação\nPIX ENVIADO MARIA SILVA | Transferências\n',
    );
  });
});
