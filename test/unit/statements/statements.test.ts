import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyMapping, guessColumns, knownLayout, StatementError } from '#shared/statements/layouts';
import { OfxError, parseOfx } from '#shared/statements/ofx';
import { isRefund, lineHint } from '#shared/statements/source';
import { detectDelimiter, parseDelimited } from '#shared/statements/table';
import { readUpload } from '#shared/statements/upload';
import { checkUploadFile } from '#shared/statements/upload-file';
import { detectDecimalMark, parseAmount, parseDate } from '#shared/statements/values';
import { decodeText } from '#shared/text/decode';

const fixture = (name: string) =>
  decodeText(
    new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../data/statements/${name}`, import.meta.url)))),
  );
const table = (text: string) => parseDelimited(text, detectDelimiter(text) ?? ',');

describe('amounts and dates of bank exports', () => {
  it.each([
    ['-386,80', ',', -38680],
    ['-200,00', ',', -20000],
    ['1.234,56', ',', 123456],
    ['R$ -1.234,56', ',', -123456],
    ['1,234.56', '.', 123456],
    ['3200.00', '.', 320000],
    ['(12,00)', ',', -1200],
    ['12,00-', ',', -1200],
    ['15,80 D', ',', -1580],
    ['15,80 C', ',', 1580],
    ['7', ',', 700],
  ] as const)('reads %s as %i cents', (text, mark, cents) => {
    expect(parseAmount(text, mark)).toBe(cents);
  });

  it.each(['abc', '1.23.4,5', '12,345', '', '1,2,3'])('refuses %j as an amount', (text) => {
    expect(parseAmount(text, ',')).toBeUndefined();
  });

  it('tells the decimal mark from a column of values', () => {
    expect(detectDecimalMark(['-386,80', '1.234,56', '10'])).toBe(',');
    expect(detectDecimalMark(['3200.00', '-75.30', '3.11'])).toBe('.');
    expect(detectDecimalMark(['1,234.56'])).toBe('.');
  });

  it.each([
    ['01/09/2026', '2026-09-01'],
    ['1/9/26', '2026-09-01'],
    ['2026-08-07', '2026-08-07'],
    ['20260901120000[-3:BRT]', '2026-09-01'],
    ['20260901', '2026-09-01'],
    ['31/02/2026', undefined],
    ['Saldo', undefined],
  ])('reads the date %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });
});

describe('OFX', () => {
  it('reads 1.x SGML with CHARSET:1252 bytes and decimal commas, without balance lines', () => {
    const statement = parseOfx(fixture('extrato-sgml-cp1252.ofx'));
    expect(statement.creditCard).toBe(false);
    expect(statement.transactions[0]).toEqual({
      date: '2026-09-01',
      amountCents: -12050,
      fitId: '202609010',
      description: 'PAGTO ELETRON COBRANCA SABESP',
      type: 'DEBIT',
    });
    expect(statement.transactions[1]?.description).toBe('CRÉDITO SALÁRIO EMPRESA DELTA');
    expect(statement.transactions[1]?.amountCents).toBe(250000);
    expect(statement.transactions.some((t) => /saldo/i.test(t.description))).toBe(false);
  });

  it('reads a 2.x XML card statement with NAME and time zones in dates', () => {
    const statement = parseOfx(fixture('fatura-xml.ofx'));
    expect(statement.creditCard).toBe(true);
    expect(statement.transactions.map((t) => [t.date, t.description, t.amountCents, t.type])).toEqual([
      ['2026-09-01', 'SPOTIFY BRASIL', -3990, 'DEBIT'],
      ['2026-09-02', '99 TECNOLOGIA', -5200, 'DEBIT'],
      ['2026-09-03', 'PAGAMENTO RECEBIDO', 50000, 'CREDIT'],
    ]);
  });

  it('leaves out balance lines and zero lines without an id, and says which transaction is unreadable', () => {
    const ofx = (trn: string) =>
      `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>${trn}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const balance = parseOfx(
      ofx(
        '<STMTTRN><TRNTYPE>OTHER<DTPOSTED>20260901<TRNAMT>0,00<FITID><MEMO>SALDO ANTERIOR</STMTTRN>' +
          '<STMTTRN><TRNTYPE>OTHER<DTPOSTED>20260901<TRNAMT>0<FITID><MEMO>RESUMO</STMTTRN>' +
          '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260902<TRNAMT>-1.386,80<FITID>9<NAME>LOJA &amp; CIA</STMTTRN>',
      ),
    );
    expect(balance.transactions.map((t) => [t.description, t.amountCents])).toEqual([
      ['LOJA & CIA', -138680],
    ]);
    expect(() => parseOfx(ofx('<STMTTRN><DTPOSTED>20260902<TRNAMT>abc<FITID>1</STMTTRN>'))).toThrow(
      new OfxError('Transação 1 do OFX sem valor (TRNAMT) legível.'),
    );
    expect(() => parseOfx('transações\nUBER')).toThrow(OfxError);
  });

  it('reads each amount by its own marks when a file mixes a decimal comma and a decimal dot', () => {
    const trn = (amount: string, id: number) =>
      `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>20260901<TRNAMT>${amount}<FITID>${id}<MEMO>LINHA ${id}</STMTTRN>`;
    const mixed = parseOfx(
      `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>${[
        trn('74,40', 1),
        trn('-20,00', 2),
        trn('1.234,56', 3),
        trn('-3.34', 4),
        trn('-1,234.50', 5),
        trn('-7', 6),
      ].join('')}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`,
    );
    expect(mixed.transactions.map((t) => t.amountCents)).toEqual([7440, -2000, 123456, -334, -123450, -700]);
  });
});

describe('CSV exports', () => {
  it('recognizes the Nubank card bill and turns purchases into money out', () => {
    const rows = table(fixture('nubank-fatura-2026-09.csv'));
    const known = knownLayout(rows);
    expect(known?.layout.name).toBe('Nubank (fatura do cartão)');
    const lines = applyMapping(rows, known?.mapping as NonNullable<typeof known>['mapping']);
    expect(lines[0]).toEqual({
      date: '2026-08-01',
      description: 'Ifood *Restaurante Sabor',
      amountCents: -4290,
    });
    expect(lines.find((l) => l.description === 'Pagamento recebido')?.amountCents).toBe(98000);
    expect(lines.find((l) => l.description === 'Estorno de "Kalunga"')?.amountCents).toBe(1000);
    expect(lines).toHaveLength(9);
  });

  it('recognizes the Nubank account export, with its ids and signed dot decimals', () => {
    const rows = table(fixture('NU_987654321_01SET2026_07SET2026.csv'));
    const known = knownLayout(rows);
    expect(known?.layout.name).toBe('Nubank (conta)');
    const lines = applyMapping(rows, known?.mapping as NonNullable<typeof known>['mapping']);
    expect(lines[0]?.amountCents).toBe(320000);
    expect(lines[0]?.fitId).toBe('db5b5fab-8f4d-4e27-9da1-494c73cf256d');
    expect(lines.at(-1)).toMatchObject({
      description: 'Compra no débito - PADARIA SANTA MARTA',
      amountCents: -2340,
    });
  });

  it('recognizes Banco Inter after its preamble: Latin-1, ";", 1.234,56, the balance column ignored', () => {
    const text = fixture('Extrato-01-09-2026-a-05-09-2026.csv');
    expect(detectDelimiter(text)).toBe(';');
    const rows = table(text);
    const known = knownLayout(rows);
    expect(known?.layout.name).toBe('Banco Inter (conta)');
    expect(known?.mapping.headerRow).toBe(5);
    const lines = applyMapping(rows, known?.mapping as NonNullable<typeof known>['mapping']);
    expect(lines.map((l) => [l.description, l.amountCents])).toEqual([
      ['Pix recebido Cp :11111111-LOJA BETA ME', 85000],
      ['Compra no debito No estabelecimento PADARIA BOM DIA', -1580],
      ['Pagamento efetuado CEMIG DISTRIBUICAO', -14322],
      ['Tarifa Tarifa TED', -850],
      ['Aplicacao CDB INTER', -150000],
    ]);
  });

  it('guesses an unknown bank: header on line 3, separate Crédito and Débito columns, R$ amounts, a total line', () => {
    const text = [
      'Banco Exemplo S.A.',
      'Extrato de 01/10/2026 a 31/10/2026',
      'Data;Lançamento;Crédito (R$);Débito (R$);Saldo (R$)',
      '01/10/2026;SALDO ANTERIOR;;;1.000,00',
      '02/10/2026;PIX RECEBIDO MARIA;R$ 150,00;;1.150,00',
      '03/10/2026;SUPERMERCADO DIA;;R$ 1.089,90;60,10',
      '04/10/2026;TARIFA PACOTE;;12,90;47,20',
      'Total;;150,00;1.102,80;',
    ].join('\n');
    const rows = table(text);
    expect(knownLayout(rows)).toBeUndefined();
    const guess = guessColumns(rows);
    expect(guess).toMatchObject({ headerRow: 2, date: 0, description: [1], credit: 2, debit: 3 });
    expect(
      applyMapping(rows, guess as NonNullable<typeof guess>).map((l) => [l.description, l.amountCents]),
    ).toEqual([
      ['PIX RECEBIDO MARIA', 15000],
      ['SUPERMERCADO DIA', -108990],
      ['TARIFA PACOTE', -1290],
    ]);
  });

  it('finds no statement in a file without dates and amounts (the spec’s rules answer it)', () => {
    expect(guessColumns(table('descricao\nUBER\nIFOOD\n'))).toBeUndefined();
    expect(guessColumns(table('transações\nUBER *TRIP\n'))).toBeUndefined();
  });

  it('says which line and column hold an amount it cannot read', () => {
    const rows = table('Data,Descrição,Valor\n01/10/2026,UBER,-12.50\n02/10/2026,IFOOD,doze\n');
    const guess = { headerRow: 0, date: 0, description: [1], amount: 2, negate: false };
    expect(() => applyMapping(rows, guess)).toThrow(
      new StatementError(
        'Linha 3: o valor "doze" da coluna "Valor" não é um número (esperado, por exemplo, -1.234,56).',
      ),
    );
  });
});

describe('readUpload: the spec’s file, a statement, or the spec’s messages', () => {
  it('keeps the one-column transações file exactly as the spec reads it', () => {
    expect(readUpload('transações\nUBER *TRIP\nIFOOD\n')).toEqual({
      ok: true,
      kind: 'transactions',
      transactions: ['UBER *TRIP', 'IFOOD'],
    });
    expect(readUpload('transações\n=1+1\n')).toMatchObject({ ok: false, error: { title: 'CSV inválido' } });
  });

  it('answers a file that is neither with the spec’s messages', () => {
    expect(readUpload('descricao\nUBER\n')).toEqual({
      ok: false,
      error: { title: 'CSV inválido', message: "O arquivo deve conter uma coluna chamada 'transações'." },
    });
  });

  it('reads statements, checks their descriptions by the spec’s rules, and reports a guessed layout', () => {
    const ofx = readUpload(fixture('fatura-xml.ofx'));
    expect(ofx).toMatchObject({ ok: true, kind: 'statement', format: 'OFX (cartão)' });
    // The bank's kind of each line travels with it (it informs the category); an unknown kind is dropped.
    expect(ofx.ok && ofx.kind === 'statement' && ofx.lines.map((line) => line.kind)).toEqual([
      'DEBIT',
      'DEBIT',
      'CREDIT',
    ]);
    expect(lineHint({ amountCents: 50000, kind: 'CREDIT' })).toEqual({ direction: 'in', kind: 'CREDIT' });
    expect(lineHint({ amountCents: -3990 })).toEqual({ direction: 'out' });
    expect(lineHint({ amountCents: 0 })).toBeUndefined();
    expect(isRefund('Estorno de compra - Uber')).toBe(true);
    expect(isRefund('DEVOLUÇÃO PIX')).toBe(true);
    expect(isRefund('UBER *TRIP')).toBe(false);
    const guessed = readUpload('Data;Histórico;Valor\n01/10/2026;UBER *TRIP;-23,40\n');
    expect(guessed).toMatchObject({
      ok: true,
      kind: 'statement',
      format: 'CSV',
      guessed: { header: ['Data', 'Histórico', 'Valor'] },
    });
    expect(readUpload('Data;Histórico;Valor\n01/10/2026;@SOMA(1);-23,40\n')).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('potencialmente perigosos') },
    });
    expect(checkUploadFile({ name: 'extrato.pdf', size: 10 })).toEqual({
      ok: false,
      error: { title: 'Arquivo inválido', message: 'Por favor, selecione um arquivo CSV, OFX ou TXT.' },
    });
    expect(checkUploadFile({ name: 'EXTRATO.OFX', size: 10 })).toEqual({ ok: true });
  });

  it('shows an unknown layout with its header and first rows, and reads it again with the user’s columns', () => {
    const text = decodeText(
      new Uint8Array(
        readFileSync(
          fileURLToPath(new URL('../../../data/statements/banco-exemplo-extrato.csv', import.meta.url)),
        ),
      ),
    );
    const guessed = readUpload(text);
    if (!guessed.ok || guessed.kind !== 'statement' || !guessed.guessed)
      throw new Error('expected a guessed layout');
    const { mapping, header, sample } = guessed.guessed;
    expect(mapping).toEqual({ headerRow: 4, date: 0, description: [1], credit: 3, debit: 4, negate: false });
    expect(header).toEqual(['Data', 'Histórico', 'Docto.', 'Crédito (R$)', 'Débito (R$)', 'Saldo (R$)']);
    expect(sample).toHaveLength(5);
    expect(sample[0]?.[1]).toBe('SALDO ANTERIOR');
    expect(guessed.lines.map((line) => line.amountCents)).toEqual([
      -1890, 15000, -21237, -4560, -3290, 482015, -120000,
    ]);

    const joined = readUpload(text, { ...mapping, description: [1, 2] });
    expect(joined).toMatchObject({ ok: true, format: 'CSV (colunas escolhidas)' });
    expect(joined.ok && joined.kind === 'statement' && joined.lines[0]?.description).toBe(
      'COMPRA CARTAO DEB PADARIA REAL 000000019283746501',
    );
    const flipped = readUpload(text, { ...mapping, negate: true });
    expect(flipped.ok && flipped.kind === 'statement' && flipped.lines[0]?.amountCents).toBe(1890);
  });

  it('says what is wrong with a mapping the user chose, and loses nothing', () => {
    const text = 'Data;Histórico;Docto;Valor\n01/10/2026;UBER *TRIP;123;-23,40\n';
    const base = { headerRow: 0, date: 0, description: [1], amount: 3, negate: false };
    const message = (mapping: Parameters<typeof readUpload>[1]) => {
      const read = readUpload(text, mapping);
      return read.ok ? undefined : read.error.message;
    };
    expect(message(base)).toBeUndefined();
    expect(message({ ...base, date: 2 })).toBe(
      'Nenhuma linha da coluna "Docto" é uma data (esperado, por exemplo, 31/12/2026).',
    );
    expect(message({ ...base, description: [0] })).toBe(
      'Escolha uma coluna diferente para cada campo (data, descrição e valor).',
    );
    expect(message({ headerRow: 0, date: 0, description: [1], credit: 3, negate: false })).toBe(
      'Escolha a coluna do valor, ou as colunas de crédito e de débito.',
    );
    expect(message({ ...base, amount: 9 })).toBe('Uma das colunas escolhidas não existe no arquivo.');
    expect(message({ ...base, amount: 1, description: [2] })).toBe(
      'Linha 2: o valor "UBER *TRIP" da coluna "Histórico" não é um número (esperado, por exemplo, -1.234,56).',
    );
  });
});
