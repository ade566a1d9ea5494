/**
 * Categorizes a transactions file offline, with the same input rules and pt-BR messages as
 * the web app, and writes the download format of spec §9.
 *
 *   npm run categorize -- <transações.csv> [--categories <categorias.csv>] --out <resultado.csv>
 *
 * Exit codes: 0 done, 1 invalid input (message on stderr), 2 wrong usage.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseCategoriesCsv } from '#shared/csv/categories-file';
import { exportCsv, UTF8_BOM } from '#shared/csv/export';
import { checkTransactionsFile, parseTransactionsCsv } from '#shared/csv/transactions-file';
import { createEngine } from '#shared/engine/engine';
import {
  CATEGORIES_FILE_MESSAGES,
  TITLES,
  TRANSACTIONS_FILE_MESSAGES,
  type UserMessage,
} from '#shared/messages';
import { decodeText } from '#shared/text/decode';

const USAGE =
  'Uso: npm run categorize -- <transações.csv> [--categories <categorias.csv>] --out <resultado.csv>';

interface Arguments {
  readonly transactions: string;
  readonly categories: string | undefined;
  readonly out: string;
}

function parseArguments(argv: readonly string[]): Arguments | undefined {
  let transactions: string | undefined;
  let categories: string | undefined;
  let out: string | undefined;
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k] as string;
    if (arg === '--categories' || arg === '--categorias') categories = argv[++k];
    else if (arg === '--out' || arg === '--saida') out = argv[++k];
    else if (arg.startsWith('--')) return undefined;
    else if (transactions === undefined) transactions = arg;
    else return undefined;
  }
  if (!transactions || !out || (categories !== undefined && categories.length === 0)) return undefined;
  return { transactions, categories, out };
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

function readTransactions(path: string): string[] {
  const named = checkTransactionsFile({ name: basename(path), size: 0 });
  if (!named.ok) throw new InputError(named.error);
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new InputError({ title: TITLES.invalidFile, message: CATEGORIES_FILE_MESSAGES.readFailedShort });
  }
  const check = checkTransactionsFile({ name: basename(path), size });
  if (!check.ok) throw new InputError(check.error);
  const bytes = readBytes(path, {
    title: TITLES.invalidCsv,
    message: CATEGORIES_FILE_MESSAGES.readFailedShort,
  });
  if (bytes.length === 0)
    throw new InputError({ title: TITLES.invalidCsv, message: TRANSACTIONS_FILE_MESSAGES.empty });
  const parsed = parseTransactionsCsv(decodeText(bytes));
  if (!parsed.ok) throw new InputError(parsed.error);
  return parsed.transactions;
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
    const transactions = readTransactions(args.transactions);
    const categories = args.categories === undefined ? undefined : readCategories(args.categories);
    const results = createEngine().categorize(transactions, categories);
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
  } catch (error) {
    if (error instanceof InputError) {
      console.error(`${error.userMessage.title}: ${error.userMessage.message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = main(process.argv.slice(2));
