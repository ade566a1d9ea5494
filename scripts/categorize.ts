/**
 * Categorizes a file offline, with the same input rules and pt-BR messages as the web app: the spec's
 * one-column transactions file (written in the download format of spec §9), or a bank statement (OFX, the
 * Nubank and Banco Inter exports, or any bank's CSV/TXT whose columns are guessed or given by flags), written
 * as `data | transação | valor | categoria`.
 *
 *   npm run categorize -- <arquivo.csv|.ofx|.txt> [--categories <categorias.csv>] --out <resultado.csv>
 *     [--date-col N --desc-col N (--amount-col N | --credit-col N --debit-col N) [--header-row N] [--negate]]
 *   npm run categorize -- <arquivo> [--categories …] --format json [--out <resultado.json>]
 *
 * `--format json` writes, per line, its description (and date and amount for a statement), category, number,
 * the engine's confidence and the reason it gives; to stdout without `--out`.
 *
 * Columns and rows are counted from 1. Exit codes: 0 done, 1 invalid input (message on stderr), 2 wrong usage.
 */
import { writeFileSync } from 'node:fs';
import { exportCsv, exportStatementCsv, UTF8_BOM } from '#shared/csv/export';
import { createEngine, type EngineResult } from '#shared/engine/engine';
import { kindOfLine } from '#shared/ledger/kinds';
import type { ColumnMapping } from '#shared/statements/layouts';
import { lineHint } from '#shared/statements/source';
import { readUpload } from '#shared/statements/upload';
import { InputError, readCategories, readUploadText, runCli } from './cli/input.ts';

const USAGE =
  'Uso: npm run categorize -- <arquivo.csv|.ofx|.txt> [--categories <categorias.csv>] --out <resultado.csv> ' +
  '[--date-col N --desc-col N (--amount-col N | --credit-col N --debit-col N) [--header-row N] [--negate]] ' +
  '[--format csv|json]';

interface Arguments {
  readonly input: string;
  readonly categories: string | undefined;
  /** Undefined only with `--format json` (then stdout). */
  readonly out: string | undefined;
  readonly format: 'csv' | 'json';
  readonly mapping: ColumnMapping | undefined;
}

function parseArguments(argv: readonly string[]): Arguments | undefined {
  let input: string | undefined;
  let categories: string | undefined;
  let out: string | undefined;
  let negate = false;
  let format: 'csv' | 'json' = 'csv';
  const columns: Record<string, number> = {};
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k] as string;
    if (arg === '--categories' || arg === '--categorias') categories = argv[++k];
    else if (arg === '--out' || arg === '--saida') out = argv[++k];
    else if (arg === '--negate') negate = true;
    else if (arg === '--format') {
      const value = argv[++k];
      if (value !== 'csv' && value !== 'json') return undefined;
      format = value;
    } else if (/^--(date|desc|amount|credit|debit)-col$|^--header-row$/.test(arg)) {
      const value = Number(argv[++k]);
      if (!Number.isInteger(value) || value < 1) return undefined;
      columns[arg.slice(2)] = value - 1;
    } else if (arg.startsWith('--')) return undefined;
    else if (input === undefined) input = arg;
    else return undefined;
  }
  if (!input || (!out && format === 'csv') || (categories !== undefined && categories.length === 0)) {
    return undefined;
  }
  const given = Object.keys(columns).length > 0;
  if (!given) return { input, categories, out, format, mapping: undefined };
  const amount = columns['amount-col'];
  const [credit, debit] = [columns['credit-col'], columns['debit-col']];
  const date = columns['date-col'];
  const description = columns['desc-col'];
  if (date === undefined || description === undefined) return undefined;
  if (amount === undefined && (credit === undefined || debit === undefined)) return undefined;
  const mapping: ColumnMapping = {
    headerRow: columns['header-row'] ?? 0,
    date,
    description: [description],
    ...(amount !== undefined ? { amount } : { credit: credit as number, debit: debit as number }),
    negate,
  };
  return { input, categories, out, format, mapping };
}

/**
 * `--format json`: one object per line with what the engine concluded: category (and number), confidence and
 * the reason it gives. To `out`, or to stdout.
 */
function writeJson(
  out: string | undefined,
  lines: readonly { description: string; date?: string; amountCents?: number }[],
  results: readonly EngineResult[],
): number {
  const answer = lines.map((line, k) => {
    const result = results[k];
    if (!result) throw new Error(`Sem resultado para a linha ${k + 1}`);
    return {
      line: k + 1,
      ...line,
      category: result.category,
      ...(result.categoryNumber === undefined ? {} : { categoryNumber: result.categoryNumber }),
      confidence: result.confidence,
      reason: result.reason,
    };
  });
  const text = `${JSON.stringify(answer, null, 2)}\n`;
  if (out === undefined) process.stdout.write(text);
  else {
    writeFileSync(out, text);
    console.error(`${answer.length} transações categorizadas → ${out}`);
  }
  return 0;
}

function main(argv: readonly string[]): number {
  const args = parseArguments(argv);
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const text = readUploadText(args.input);
  const categories = args.categories === undefined ? undefined : readCategories(args.categories);
  const read = readUpload(text, args.mapping);
  if (!read.ok) throw new InputError(read.error);
  const engine = createEngine();
  if (read.kind === 'transactions') {
    const results = engine.categorize(read.transactions, categories);
    if (args.format === 'json')
      return writeJson(
        args.out,
        read.transactions.map((description) => ({ description })),
        results,
      );
    const out = args.out as string;
    const items = read.transactions.map((description, k) => {
      const result = results[k];
      if (!result) throw new Error(`Sem resultado para a linha ${k + 1}`);
      return result.categoryNumber === undefined
        ? { description, category: result.category }
        : { description, category: result.category, categoryNumber: result.categoryNumber };
    });
    writeFileSync(out, UTF8_BOM + exportCsv(items));
    console.error(`${items.length} transações categorizadas → ${out}`);
    return 0;
  }
  if (read.guessed) {
    const { mapping, header } = read.guessed;
    const named = (k: number | undefined) =>
      k === undefined ? '-' : `"${header[k] ?? ''}" (coluna ${k + 1})`;
    console.error(
      `Layout desconhecido: usando data ${named(mapping.date)}, descrição ${named(mapping.description[0])}, ` +
        `${mapping.amount !== undefined ? `valor ${named(mapping.amount)}` : `crédito ${named(mapping.credit)}, débito ${named(mapping.debit)}`}. ` +
        'Para mudar: --date-col, --desc-col, --amount-col ou --credit-col/--debit-col.',
    );
  }
  // What the statement says of each line (which way the money went, the OFX kind) informs its category.
  const results = engine.categorize(
    read.lines.map((line) => line.description),
    categories,
    read.lines.map(lineHint),
  );
  if (args.format === 'json') {
    return writeJson(
      args.out,
      read.lines.map(({ date, description, amountCents }) => ({ date, description, amountCents })),
      results,
    );
  }
  const out = args.out as string;
  const items = read.lines.map((line, k) => {
    const result = results[k];
    if (!result) throw new Error(`Sem resultado para a linha ${k + 1}`);
    return {
      date: line.date,
      description: line.description,
      amountCents: line.amountCents,
      category: result.category,
      ...(result.categoryNumber === undefined ? {} : { categoryNumber: result.categoryNumber }),
      kind: kindOfLine(line),
    };
  });
  writeFileSync(out, UTF8_BOM + exportStatementCsv(items));
  console.error(`${items.length} transações do extrato (${read.format}) categorizadas → ${out}`);
  return 0;
}

runCli(() => main(process.argv.slice(2)));
