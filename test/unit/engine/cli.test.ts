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
});
