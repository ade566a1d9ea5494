import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CustomCategory } from '#shared/categories';
import { parseCategoriesCsv } from '#shared/csv/categories-file';
import type { StatementLine } from '#shared/statements/layouts';
import { readUpload } from '#shared/statements/upload';

/**
 * The companies' worked example (data/statements/empresa/README.md): a services company's 17-account chart with
 * dotted codes, two months of its Itaú OFX, and the account an accountant booked each line to (esperado.csv).
 */
const file = (name: string) =>
  fileURLToPath(new URL(`../../data/statements/empresa/${name}`, import.meta.url));

export function workedExample(): {
  chart: CustomCategory[];
  /** The accountant's account code of each line, by the bank's FITID. */
  booked: Map<string, string>;
  statements: { file: string; lines: StatementLine[] }[];
} {
  const chart = parseCategoriesCsv(readFileSync(file('plano-de-contas.csv'), 'utf8'));
  if (!chart.ok) throw new Error(chart.error.message);
  const booked = new Map(
    readFileSync(file('esperado.csv'), 'utf8')
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(',') as [string, string]),
  );
  const statements = ['itau-2026-09.ofx', 'itau-2026-10.ofx'].map((name) => {
    const upload = readUpload(readFileSync(file(name), 'latin1'));
    if (!upload.ok || upload.kind !== 'statement') throw new Error(`${name} não foi lido`);
    return { file: name, lines: upload.lines };
  });
  return { chart: chart.categories, booked, statements };
}

/** The path of one of the worked example's files, for what reads them itself (the CLI, the browser). */
export const workedExampleFile = file;
