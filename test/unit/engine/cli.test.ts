import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'categoriza-cli-'));
const cli = fileURLToPath(new URL('../../../scripts/categorize.ts', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8', timeout: 30_000 });

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run categorize', () => {
  const transactions = join(dir, 'transacoes.csv');
  writeFileSync(transactions, 'transações\nIFOOD *IFOOD\nPOSTO SHELL AV GOIAS\nNETFLIX.COM\n');

  it('writes the download format of spec §9, with the numbers of the user list', () => {
    const categories = join(dir, 'categorias.csv');
    writeFileSync(categories, 'categoria | número\nComida | 1\nCarro | 2\nOutros | 3\n');
    const out = join(dir, 'resultado.csv');
    const result = run(transactions, '--categories', categories, '--out', out);
    expect(result.status).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(
      '\uFEFFtransação | categoria | número\nIFOOD *IFOOD | Comida | 1\nPOSTO SHELL AV GOIAS | Carro | 2\nNETFLIX.COM | Outros | 3\n',
    );
  }, 30_000);

  it('prints category, number, confidence and reason per line with --format json', () => {
    const categories = join(dir, 'categorias-json.csv');
    writeFileSync(categories, 'categoria | número\nComida | 1\nCarro | 2\nOutros | 3\n');
    const printed = run(transactions, '--categories', categories, '--format', 'json');
    expect(printed.status).toBe(0);
    const lines = JSON.parse(printed.stdout) as Record<string, unknown>[];
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({
      line: 1,
      description: 'IFOOD *IFOOD',
      category: 'Comida',
      categoryNumber: 1,
      confidence: expect.any(Number),
      reason: expect.any(String),
    });
    for (const line of lines) {
      expect(line.confidence).toBeGreaterThanOrEqual(0);
      expect(line.confidence).toBeLessThanOrEqual(1);
      expect(String(line.reason).length).toBeGreaterThan(0);
    }
    // A statement adds its date and amount; --out writes the same JSON to a file.
    const out = join(dir, 'extrato.json');
    const statement = fileURLToPath(new URL('../../../data/statements/fatura-xml.ofx', import.meta.url));
    expect(run(statement, '--format', 'json', '--out', out).status).toBe(0);
    expect((JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>[])[0]).toMatchObject({
      line: 1,
      date: '2026-09-01',
      description: 'SPOTIFY BRASIL',
      amountCents: -3990,
      category: 'Assinaturas',
    });
    expect(run(transactions, '--format', 'xml').status).toBe(2);
    expect(run(transactions).status).toBe(2);
  }, 30_000);

  it('answers the default categories without a list', () => {
    const out = join(dir, 'padrao.csv');
    expect(run(transactions, '--out', out).status).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(
      '\uFEFFtransação | categoria\nIFOOD *IFOOD | Alimentação\nPOSTO SHELL AV GOIAS | Combustível\nNETFLIX.COM | Assinaturas\n',
    );
  }, 30_000);

  it('writes lines a stranger could craft (PIX messages) so no spreadsheet runs them as formulas', () => {
    const pix = join(dir, 'pix.csv');
    writeFileSync(
      pix,
      'transações\nPIX RECEBIDO JOAO;=HYPERLINK("http://exemplo.invalid/");\nPIX MARIA,=1+1,\n',
    );
    const out = join(dir, 'pix-resultado.csv');
    expect(run(pix, '--out', out).status).toBe(0);
    const [, first, second] = readFileSync(out, 'utf8').split('\n');
    expect(first).toMatch(/^"PIX RECEBIDO JOAO;'=HYPERLINK\(""http:\/\/exemplo\.invalid\/""\);" \| /);
    expect(second).toMatch(/^"PIX MARIA,'=1\+1," \| /);
  }, 30_000);

  it('refuses bad input with the web app message and a non-zero exit', () => {
    const bad = join(dir, 'ruim.csv');
    writeFileSync(bad, 'descricao\nIFOOD\n');
    const result = run(bad, '--out', join(dir, 'nada.csv'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("O arquivo deve conter uma coluna chamada 'transações'.");
    expect(run().status).toBe(2);
  }, 30_000);

  describe('bank statements', () => {
    const sample = (name: string) =>
      fileURLToPath(new URL(`../../../data/statements/${name}`, import.meta.url));
    const lines = (path: string) =>
      readFileSync(path, 'utf8')
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\n');

    it('writes data | transação | valor | categoria | tipo from an OFX (1.x SGML, Windows-1252, decimal commas)', () => {
      const out = join(dir, 'ofx.csv');
      expect(run(sample('extrato-sgml-cp1252.ofx'), '--out', out).status).toBe(0);
      const [header, first, second] = lines(out);
      expect(header).toBe('data | transação | valor | categoria | tipo');
      expect(first).toMatch(/^01\/09\/2026 \| PAGTO ELETRON COBRANCA SABESP \| -120,50 \| /);
      expect(second).toMatch(
        /^02\/09\/2026 \| CRÉDITO SALÁRIO EMPRESA DELTA \| 2500,00 \| Receitas \| Receita$/,
      );
    }, 30_000);

    it('turns a Nubank card bill’s purchases into money out, with the numbers of a custom list', () => {
      const categories = join(dir, 'lista.csv');
      writeFileSync(categories, 'categoria | número\nComida | 1\nTransporte | 2\nOutros | 3\n');
      const out = join(dir, 'nubank.csv');
      expect(run(sample('nubank-fatura-2026-09.csv'), '--categories', categories, '--out', out).status).toBe(
        0,
      );
      const [header, first] = lines(out);
      expect(header).toBe('data | transação | valor | categoria | número | tipo');
      expect(first).toBe('01/08/2026 | Ifood *Restaurante Sabor | -42,90 | Comida | 1 | Gasto');
    }, 30_000);

    it('reads the Nubank account export and an OFX 2.x card statement', () => {
      const account = join(dir, 'nu-conta.csv');
      expect(run(sample('NU_987654321_01SET2026_07SET2026.csv'), '--out', account).status).toBe(0);
      const [, received, bill] = lines(account);
      expect(received).toMatch(
        /^01\/09\/2026 \| Transferência recebida pelo Pix - EMPRESA GAMA LTDA .* \| 3200,00 \| Receitas \| Receita$/,
      );
      expect(bill).toMatch(
        /^02\/09\/2026 \| Pagamento de fatura \| -980,00 \| Transferências \| Movimentação própria$/,
      );

      const card = join(dir, 'fatura-xml.csv');
      expect(run(sample('fatura-xml.ofx'), '--out', card).status).toBe(0);
      const [header, first] = lines(card);
      expect(header).toBe('data | transação | valor | categoria | tipo');
      expect(first).toBe('01/09/2026 | SPOTIFY BRASIL | -39,90 | Assinaturas | Gasto');
    }, 30_000);

    it('reads Banco Inter after its preamble, and an unknown layout with its columns guessed or given', () => {
      const inter = join(dir, 'inter.csv');
      expect(run(sample('Extrato-01-09-2026-a-05-09-2026.csv'), '--out', inter).status).toBe(0);
      expect(lines(inter).at(-1)).toMatch(
        /^05\/09\/2026 \| Aplicacao CDB INTER \| -1500,00 \| Investimentos \| Movimentação própria$/,
      );

      const unknown = join(dir, 'banco.txt');
      writeFileSync(
        unknown,
        'Extrato\nData\tHistórico\tValor\n02/10/2026\tUBER *TRIP\t-23,40\n03/10/2026\tNETFLIX.COM\t-39,90\n',
      );
      const guessed = run(unknown, '--out', join(dir, 'banco-guess.csv'));
      expect(guessed.status).toBe(0);
      expect(guessed.stderr).toContain('Layout desconhecido: usando data "Data" (coluna 1)');
      expect(lines(join(dir, 'banco-guess.csv'))[1]).toBe(
        '02/10/2026 | UBER *TRIP | -23,40 | Transporte | Gasto',
      );

      const given = run(
        unknown,
        '--header-row',
        '2',
        '--date-col',
        '1',
        '--desc-col',
        '2',
        '--amount-col',
        '3',
        '--negate',
        '--out',
        join(dir, 'banco-given.csv'),
      );
      expect(given.status).toBe(0);
      // Flipped, the line is money in: never a spending category such as Assinaturas.
      expect(lines(join(dir, 'banco-given.csv'))[2]).toBe(
        '03/10/2026 | NETFLIX.COM | 39,90 | Receitas | Receita',
      );
    }, 30_000);

    it('says which line and column of a statement cannot be read, and keeps the spec messages for other files', () => {
      const broken = join(dir, 'quebrado.csv');
      writeFileSync(
        broken,
        'Data;Descrição;Valor\n01/10/2026;UBER;-12,50\n02/10/2026;IFOOD;doze\n03/10/2026;PADARIA;-5,00\n',
      );
      const result = run(broken, '--out', join(dir, 'x.csv'));
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Linha 3: o valor "doze" da coluna "Valor" não é um número');

      const xlsx = join(dir, 'planilha.xlsx');
      writeFileSync(xlsx, 'x');
      expect(run(xlsx, '--out', join(dir, 'y.csv')).stderr).toContain(
        'Arquivo inválido: Por favor, selecione um arquivo CSV, OFX ou TXT.',
      );
    }, 30_000);
  });
});
