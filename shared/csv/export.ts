import type { CategorizedTransaction } from '../api/schemas.ts';
import type { CategoryNumber } from '../categories.ts';
import { KIND_LABELS } from '../ledger/labels.ts';
import type { TransactionKind } from '../ledger/types.ts';
import { formatDateBr } from '../statements/values.ts';

/** Byte order mark: Excel needs it to read the UTF-8 file's accents. */
export const UTF8_BOM = '\uFEFF';

const SEPARATOR = ' | ';

/** What a spreadsheet may take as a field separator when it opens the file (pt-BR Excel picks `;`). */
const SEPARATORS = /[;,|\t"]/;
/** A formula start (OWASP CSV injection): =, +, -, @, tab or CR first. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A formula start right after a character a spreadsheet may split on (spaces and quotes between them). */
const INNER_FORMULA = /([;,|\t][\s"]*)([=+\-@])/g;
const NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;

/**
 * One cell of the download, safe in any spreadsheet (OWASP's CSV-injection guidance). A spreadsheet may split
 * the line on `;` (pt-BR Excel), `,`, `|` or tab, not only on our ` | `, so: a formula start (other than a
 * plain number such as -37,79) gets an apostrophe, at the start of the cell and after each of those
 * characters; and a cell holding one of them or a quote is wrapped in quotes, its quotes doubled. Ordinary text
 * is left exactly as it is.
 */
export function safeCell(value: string): string {
  if (NUMBER.test(value)) return SEPARATORS.test(value) ? `"${value}"` : value;
  const neutral = (FORMULA_START.test(value) ? `'${value}` : value).replace(INNER_FORMULA, "$1'$2");
  return SEPARATORS.test(neutral) ? `"${neutral.replaceAll('"', '""')}"` : neutral;
}

/** File name of the download: categorized transactions plus the local date (spec §9). */
export function exportFileName(date: Date = new Date()): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `transacoes_categorizadas_${y}-${m}-${d}.csv`;
}

/** The header of the number column: 'número' (spec §9), or 'código' for a chart of accounts (ADR 0053). */
const numberHeader = (items: readonly { readonly categoryNumber?: CategoryNumber | undefined }[]): string =>
  items.some((item) => typeof item.categoryNumber === 'string') ? 'código' : 'número';

/**
 * The download's text (spec §9): header 'transação | categoria' (plus '| número' when any item has a
 * category number, '| código' when they are account codes), rows joined with ' | ', each cell through `safeCell`. Without the BOM; callers writing a
 * file prepend UTF8_BOM.
 */
export function exportCsv(items: readonly CategorizedTransaction[]): string {
  const withNumbers = items.some((item) => item.categoryNumber !== undefined);
  const header = withNumbers ? ['transação', 'categoria', numberHeader(items)] : ['transação', 'categoria'];
  const rows = items.map((item) => {
    const cells = [item.description, item.category];
    if (withNumbers) cells.push(item.categoryNumber === undefined ? '' : String(item.categoryNumber));
    return cells.map(safeCell).join(SEPARATOR);
  });
  return `${[header.join(SEPARATOR), ...rows].join('\n')}\n`;
}

/** A categorized line of an imported statement, for the download. */
export interface StatementExportItem {
  /** ISO yyyy-mm-dd. */
  readonly date: string;
  readonly description: string;
  readonly amountCents: number;
  readonly category: string;
  readonly categoryNumber?: CategoryNumber;
  /** What the line's money is (spending, income, refund, own movement), as the totals count it. */
  readonly kind: TransactionKind;
}

/** Decimal comma, sign, no thousands separator: `-37,79`, `1234,50` (a plain number: no cell to neutralize). */
export function formatAmount(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The download of a statement: header 'data | transação | valor | categoria' (plus '| número' with a numbered
 * list) '| tipo', dates dd/mm/aaaa, amounts as `formatAmount`, text cells through `safeCell`, the kind as the app
 * names it (Gasto, Receita, Estorno, Movimentação própria). Without the BOM.
 */
export function exportStatementCsv(items: readonly StatementExportItem[]): string {
  const withNumbers = items.some((item) => item.categoryNumber !== undefined);
  const header = [
    'data',
    'transação',
    'valor',
    'categoria',
    ...(withNumbers ? [numberHeader(items)] : []),
    'tipo',
  ];
  const rows = items.map((item) =>
    [
      formatDateBr(item.date),
      safeCell(item.description),
      formatAmount(item.amountCents),
      safeCell(item.category),
      ...(withNumbers ? [item.categoryNumber === undefined ? '' : String(item.categoryNumber)] : []),
      KIND_LABELS[item.kind],
    ].join(SEPARATOR),
  );
  return `${[header.join(SEPARATOR), ...rows].join('\n')}\n`;
}

/** A sample transactions file, for the 'download example' button and the static format example. */
export const SAMPLE_TRANSACTIONS = [
  'IFOOD *RESTAURANTE SABOR',
  'UBER *TRIP HELP.UBER.COM',
  'POSTO SHELL AV PAULISTA',
  'NETFLIX.COM',
  'DROGASIL 1234',
  'PIX ENVIADO MARIA SILVA',
  'MERCADOLIVRE*VENDEDOR',
  'PADARIA PAO DOURADO',
] as const;

export function sampleTransactionsCsv(): string {
  return `${['transações', ...SAMPLE_TRANSACTIONS].join('\n')}\n`;
}
