/**
 * Categorizes a file offline, with the same input rules and pt-BR messages as the web app: the spec's
 * one-column transactions file (written in the download format of spec §9), or a bank statement (OFX, the
 * Nubank and Banco Inter exports, or any bank's CSV/TXT whose columns are guessed or given by flags), written
 * as `data | transação | valor | categoria`.
 *
 *   npm run categorize -- <arquivo.csv|.ofx|.txt> [--categories <categorias.csv>] --out <resultado.csv>
 *     [--date-col N --desc-col N (--amount-col N | --credit-col N --debit-col N) [--header-row N] [--negate]]
 *
 * Columns and rows are counted from 1. Exit codes: 0 done, 1 invalid input (message on stderr), 2 wrong usage.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { parseCategoriesCsv } from '#shared/csv/categories-file';
import { exportCsv, exportStatementCsv, UTF8_BOM } from '#shared/csv/export';
import { splitLines, unquote } from '#shared/csv/lines';
import {
  checkTransactionsFile,
  parseTransactionsCsv,
  TRANSACTIONS_HEADER,
} from '#shared/csv/transactions-file';
import { createEngine } from '#shared/engine/engine';
import { foldCase } from '#shared/fold';
import { MAX_FILE_BYTES } from '#shared/limits';
import {
  CATEGORIES_FILE_MESSAGES,
  TITLES,
  TRANSACTIONS_FILE_MESSAGES,
  type UserMessage,
} from '#shared/messages';
import type { ColumnMapping, StatementLine } from '#shared/statements/layouts';
import { StatementError } from '#shared/statements/layouts';
import { OfxError } from '#shared/statements/ofx';
import { readStatement } from '#shared/statements/read';
import { decodeText } from '#shared/text/decode';
import { validateDescriptions } from '#shared/transactions';

const USAGE =
  'Uso: npm run categorize -- <arquivo.csv|.ofx|.txt> [--categories <categorias.csv>] --out <resultado.csv> ' +
  '[--date-col N --desc-col N (--amount-col N | --credit-col N --debit-col N) [--header-row N] [--negate]]';

const STATEMENT_EXTENSIONS = new Set(['.csv', '.ofx', '.txt']);

interface Arguments {
  readonly input: string;
  readonly categories: string | undefined;
  readonly out: string;
  readonly mapping: ColumnMapping | undefined;
}

function parseArguments(argv: readonly string[]): Arguments | undefined {
  let input: string | undefined;
  let categories: string | undefined;
  let out: string | undefined;
  let negate = false;
  const columns: Record<string, number> = {};
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k] as string;
    if (arg === '--categories' || arg === '--categorias') categories = argv[++k];
    else if (arg === '--out' || arg === '--saida') out = argv[++k];
    else if (arg === '--negate') negate = true;
    else if (/^--(date|desc|amount|credit|debit)-col$|^--header-row$/.test(arg)) {
      const value = Number(argv[++k]);
      if (!Number.isInteger(value) || value < 1) return undefined;
      columns[arg.slice(2)] = value - 1;
    } else if (arg.startsWith('--')) return undefined;
    else if (input === undefined) input = arg;
    else return undefined;
  }
  if (!input || !out || (categories !== undefined && categories.length === 0)) return undefined;
  const given = Object.keys(columns).length > 0;
  if (!given) return { input, categories, out, mapping: undefined };
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
  return { input, categories, out, mapping };
}

class InputError extends Error {
  constructor(readonly userMessage: UserMessage) {
    super(userMessage.message);
  }
}

function readBytes(path: string, onFailure: UserMessage): Uint8Array {
  try {
    return readFileSync(path);
  } catch {
    throw new InputError(onFailure);
  }
}

function readText(path: string): string {
  if (!STATEMENT_EXTENSIONS.has(extname(path).toLowerCase())) {
    throw new InputError({ title: TITLES.invalidFile, message: TRANSACTIONS_FILE_MESSAGES.notCsv });
  }
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new InputError({ title: TITLES.invalidFile, message: CATEGORIES_FILE_MESSAGES.readFailedShort });
  }
  if (size > MAX_FILE_BYTES)
    throw new InputError({ title: TITLES.invalidCsv, message: TRANSACTIONS_FILE_MESSAGES.tooLarge });
  const bytes = readBytes(path, {
    title: TITLES.invalidCsv,
    message: CATEGORIES_FILE_MESSAGES.readFailedShort,
  });
  if (bytes.length === 0)
    throw new InputError({ title: TITLES.invalidCsv, message: TRANSACTIONS_FILE_MESSAGES.empty });
  return decodeText(bytes);
}

/** The spec's one-column file: its first line is 'transações'. Everything else is tried as a statement. */
function isTransactionsFile(text: string): boolean {
  const first = splitLines(text).find((line) => line.trim().length > 0) ?? '';
  return foldCase(unquote(first)) === TRANSACTIONS_HEADER;
}

function readTransactions(path: string, text: string): string[] {
  const named = checkTransactionsFile({ name: basename(path), size: 0 });
  if (!named.ok) throw new InputError(named.error);
  const parsed = parseTransactionsCsv(text);
  if (!parsed.ok) throw new InputError(parsed.error);
  return parsed.transactions;
}

/** A statement's lines, or undefined when the file is no statement (the spec's rules then answer it). */
function readStatementLines(text: string, mapping: ColumnMapping | undefined): StatementLine[] | undefined {
  try {
    const read = readStatement(text, mapping);
    if (read.kind === 'not-a-statement') return undefined;
    if (read.kind === 'guessed') {
      const { mapping: guess } = read;
      const named = (k: number | undefined) =>
        k === undefined ? '-' : `"${read.rows[guess.headerRow]?.[k] ?? ''}" (coluna ${k + 1})`;
      console.error(
        `Layout desconhecido: usando data ${named(guess.date)}, descrição ${named(guess.description[0])}, ` +
          `${guess.amount !== undefined ? `valor ${named(guess.amount)}` : `crédito ${named(guess.credit)}, débito ${named(guess.debit)}`}. ` +
          'Para mudar: --date-col, --desc-col, --amount-col ou --credit-col/--debit-col.',
      );
      return readStatementLines(text, guess);
    }
    return read.lines;
  } catch (error) {
    if (error instanceof StatementError || error instanceof OfxError) {
      throw new InputError({ title: TITLES.invalidCsv, message: error.message });
    }
    throw error;
  }
}

function readCategories(path: string) {
  const bytes = readBytes(path, {
    title: TITLES.invalidCategories,
    message: CATEGORIES_FILE_MESSAGES.readFailed,
  });
  const parsed = parseCategoriesCsv(decodeText(bytes));
  if (!parsed.ok) throw new InputError(parsed.error);
  return parsed.categories;
}

function main(argv: readonly string[]): number {
  const args = parseArguments(argv);
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  try {
    const text = readText(args.input);
    const categories = args.categories === undefined ? undefined : readCategories(args.categories);
    const engine = createEngine();
    const lines = isTransactionsFile(text) ? undefined : readStatementLines(text, args.mapping);
    if (!lines) {
      const transactions = readTransactions(args.input, text);
      const results = engine.categorize(transactions, categories);
      const items = transactions.map((description, k) => {
        const result = results[k];
        if (!result) throw new Error(`Sem resultado para a linha ${k + 1}`);
        return result.categoryNumber === undefined
          ? { description, category: result.category }
          : { description, category: result.category, categoryNumber: result.categoryNumber };
      });
      writeFileSync(args.out, UTF8_BOM + exportCsv(items));
      console.error(`${items.length} transações categorizadas → ${args.out}`);
      return 0;
    }
    const checked = validateDescriptions(lines.map((line) => line.description));
    if (!checked.ok) throw new InputError({ title: TITLES.invalidCsv, message: checked.error });
    const results = engine.categorize(checked.value, categories);
    const items = lines.map((line, k) => {
      const result = results[k];
      if (!result) throw new Error(`Sem resultado para a linha ${k + 1}`);
      return {
        date: line.date,
        description: checked.value[k] as string,
        amountCents: line.amountCents,
        category: result.category,
        ...(result.categoryNumber === undefined ? {} : { categoryNumber: result.categoryNumber }),
      };
    });
    writeFileSync(args.out, UTF8_BOM + exportStatementCsv(items));
    console.error(`${items.length} transações do extrato categorizadas → ${args.out}`);
    return 0;
  } catch (error) {
    if (error instanceof InputError) {
      console.error(`${error.userMessage.title}: ${error.userMessage.message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = main(process.argv.slice(2));
