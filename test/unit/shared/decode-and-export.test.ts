import { describe, expect, it } from 'vitest';
import { exportCsv, exportFileName, sampleTransactionsCsv } from '#shared/csv/export';
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

  it('the sample transactions file passes the upload rules', () => {
    const parsed = parseTransactionsCsv(sampleTransactionsCsv());
    expect(parsed.ok && parsed.transactions.length).toBeGreaterThan(5);
  });
});
