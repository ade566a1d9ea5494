import { describe, expect, it } from 'vitest';
import { type JobInputEntry, JobInputError, readJobInput } from '#lambdas/domain/job-input';

/** The text as bytes cut every `size` bytes: records, quotes, tags and UTF-8 characters split across pieces. */
async function* piecesOf(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  for (let start = 0; start < bytes.length; start += size) yield bytes.slice(start, start + size);
}

async function read(format: 'csv' | 'ofx' | 'jsonl', text: string, size = 7): Promise<JobInputEntry[]> {
  const out: JobInputEntry[] = [];
  for await (const entry of readJobInput(format, piecesOf(text, size))) out.push(entry);
  return out;
}

describe('readJobInput (a job file as it streams)', () => {
  it('reads a CSV by its header, in any order and spelling, with Brazilian amounts and dates', async () => {
    const csv =
      '\uFEFFData;Descrição;Valor;ID\n02/10/2026;"PADARIA; PÃO QUENTE";-1.234,56;a1\n2026-10-03;UBER *TRIP;12,00;a2\n';
    expect(await read('csv', csv)).toEqual([
      {
        line: 2,
        item: { id: 'a1', description: 'PADARIA; PÃO QUENTE', amountCents: -123456, date: '2026-10-02' },
      },
      { line: 3, item: { id: 'a2', description: 'UBER *TRIP', amountCents: 1200, date: '2026-10-03' } },
    ]);
  });

  it('keeps a quoted line break inside its record (refused whole, as the app refuses one) and numbers lines as the file does', async () => {
    const csv = 'description,amount\n"LOJA\nCENTRO",-5.00\n\nNETFLIX.COM,-39.90\n';
    const entries = await read('csv', csv, 3);
    expect(entries).toEqual([
      { line: 2, id: '2', error: expect.stringContaining('caracteres de controle') },
      { line: 5, item: { id: '5', description: 'NETFLIX.COM', amountCents: -3990 } },
    ]);
  });

  it('refuses each bad line with its number, id and field, and goes on', async () => {
    const csv = [
      'id,description,amount,date',
      'x1,,-1.00,2026-10-01',
      'x2,=HYPERLINK(1),-1.00,2026-10-01',
      'x3,LOJA,dez,2026-10-01',
      'x4,LOJA,-1.00,32/13/2026',
      'x4,LOJA REPETIDA,-1.00,2026-10-01',
      'x5,LOJA BOA,-1.00,2026-10-01',
    ].join('\n');
    const entries = await read('csv', csv);
    expect(
      entries.map((entry) =>
        'error' in entry ? [entry.line, entry.id, entry.error.split(' ')[1]] : entry.line,
      ),
    ).toEqual([
      [2, 'x1', 'description'],
      [3, 'x2', 'description'],
      [4, 'x3', 'amount'],
      [5, 'x4', 'date'],
      6,
      7,
    ]);
    // x4's first line was refused for its date, so its id is free for the next one.
    expect(entries[4]).toMatchObject({ item: { id: 'x4' } });
  });

  it('refuses a repeated id', async () => {
    const entries = await read('csv', 'id,description\na,LOJA 1\na,LOJA 2\n');
    expect(entries[1]).toMatchObject({ line: 3, id: 'a', error: expect.stringContaining('repetido') });
  });

  it('fails the whole file when the CSV has no description column', async () => {
    await expect(read('csv', 'data;valor\n01/10/2026;-1,00\n')).rejects.toThrow(JobInputError);
  });

  it('reads JSON Lines as /v1 transactions: amounts in reais, a bad line named', async () => {
    const jsonl = [
      JSON.stringify({ id: 't1', description: 'IFOOD *IFOOD', amount: -45.9, date: '2026-10-02' }),
      'não é json',
      JSON.stringify({ id: 't3', description: 'X', amount: 'dez' }),
      '',
      JSON.stringify({ id: 't5', description: '  PIX RECEBIDO  ' }),
    ].join('\r\n');
    const entries = await read('jsonl', jsonl, 5);
    expect(entries).toEqual([
      { line: 1, item: { id: 't1', description: 'IFOOD *IFOOD', amountCents: -4590, date: '2026-10-02' } },
      { line: 2, error: expect.stringContaining('JSON') },
      { line: 3, id: 't3', error: expect.stringContaining('amount') },
      { line: 5, item: { id: 't5', description: 'PIX RECEBIDO' } },
    ]);
  });

  it('reads an OFX block by block, tags split across pieces, each amount by its own mark', async () => {
    const ofx = [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>',
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261003<TRNAMT>-74,40<FITID>F1<MEMO>POSTO SHELL</STMTTRN>',
      '<STMTTRN><TRNTYPE>FEE<DTPOSTED>20261004<TRNAMT>-3.34<FITID>F1<MEMO>TARIFA</STMTTRN>',
      '<STMTTRN><TRNTYPE>OTHER<DTPOSTED>20261004<TRNAMT>0<FITID><MEMO>SALDO DO DIA</STMTTRN>',
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>nunca<TRNAMT>-1,00<FITID>F3<MEMO>SEM DATA</STMTTRN>',
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\n');
    const entries = await read('ofx', ofx, 11);
    expect(entries).toEqual([
      {
        line: 1,
        item: { id: 'F1', description: 'POSTO SHELL', amountCents: -7440, date: '2026-10-03', kind: 'DEBIT' },
      },
      // A repeated FITID: the record's number is its id.
      {
        line: 2,
        item: { id: '#2', description: 'TARIFA', amountCents: -334, date: '2026-10-04', kind: 'FEE' },
      },
      { line: 4, error: expect.stringContaining('DTPOSTED') },
    ]);
  });

  it('fails a file that is not an OFX', async () => {
    await expect(read('ofx', 'description\nNETFLIX\n')).rejects.toThrow(JobInputError);
  });

  it('reads a file in Windows-1252, as many banks export it', async () => {
    const text = 'description;valor\nPADARIA SÃO JOÃO;-12,00\nCAFÉ;-5,00\n';
    const bytes = Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
    const entries: JobInputEntry[] = [];
    for await (const entry of readJobInput(
      'csv',
      (async function* () {
        yield bytes.slice(0, 20);
        yield bytes.slice(20);
      })(),
    ))
      entries.push(entry);
    expect(entries.map((entry) => ('item' in entry ? entry.item.description : entry.error))).toEqual([
      'PADARIA SÃO JOÃO',
      'CAFÉ',
    ]);
  });
});
