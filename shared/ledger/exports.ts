import type { CategoryNumber } from '../categories.ts';
import { formatAmount, safeCell, UTF8_BOM } from '../csv/export.ts';
import { formatDateBr } from '../statements/values.ts';
import { categoryKey, categoryLabel, KIND_LABELS, monthLabel } from './labels.ts';
import type { TransactionKind } from './types.ts';

/**
 * The money page's downloads, as tables of cells: the selected months' transactions, and the month × category
 * table. The same table becomes a CSV ready for pt-BR Excel (`;`, decimal comma, UTF-8 with BOM) or an .xlsx
 * (frontend), so both say the same.
 */

/** A cell: text, or money in cents (written as a number of reais). */
export type ExportCell = string | { readonly cents: number };

export interface ExportTable {
  readonly header: readonly string[];
  readonly rows: readonly (readonly ExportCell[])[];
}

/** A transaction as the download reads it. */
export interface ExportLine {
  readonly date: string;
  readonly description: string;
  readonly amountCents: number;
  readonly category: string;
  readonly categoryNumber?: CategoryNumber | undefined;
  readonly kind: TransactionKind;
  /** The account's name as the user reads it. */
  readonly account: string;
}

/** The transactions, oldest first: date, description, amount, category, number (with a list), kind, account. */
export function transactionsTable(lines: readonly ExportLine[]): ExportTable {
  const numbered = lines.some((line) => line.categoryNumber !== undefined);
  return {
    header: ['data', 'descrição', 'valor', 'categoria', ...(numbered ? ['número'] : []), 'tipo', 'conta'],
    rows: [...lines]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((line) => [
        formatDateBr(line.date),
        line.description,
        { cents: line.amountCents },
        line.category,
        ...(numbered ? [line.categoryNumber === undefined ? '' : String(line.categoryNumber)] : []),
        KIND_LABELS[line.kind],
        line.account,
      ]),
  };
}

/** A month's money as the table reads it. */
export interface ExportMonth {
  readonly month: string;
  readonly spendingCents: number;
  readonly incomeCents: number;
  readonly netCents: number;
  readonly categories: readonly {
    readonly category: string;
    readonly categoryNumber: CategoryNumber | null;
    readonly spendingCents: number;
  }[];
}

/**
 * Categories down, months across: each category's spending per month (net of refunds), then the month's total
 * spending, income and net cash flow.
 */
export function monthCategoryTable(months: readonly ExportMonth[]): ExportTable {
  const names = new Map<string, string>();
  for (const month of months) {
    for (const entry of month.categories) {
      if (entry.spendingCents === 0) continue;
      names.set(
        categoryKey(entry.category, entry.categoryNumber),
        categoryLabel(entry.category, entry.categoryNumber),
      );
    }
  }
  const spent = (month: ExportMonth, key: string) =>
    month.categories
      .filter((entry) => categoryKey(entry.category, entry.categoryNumber) === key)
      .reduce((sum, entry) => sum + entry.spendingCents, 0);
  return {
    header: ['categoria', ...months.map((month) => monthLabel(month.month))],
    rows: [
      ...[...names].map(([key, name]) => [name, ...months.map((month) => ({ cents: spent(month, key) }))]),
      ['Total de gastos', ...months.map((month) => ({ cents: month.spendingCents }))],
      ['Receitas', ...months.map((month) => ({ cents: month.incomeCents }))],
      ['Saldo do mês', ...months.map((month) => ({ cents: month.netCents }))],
    ],
  };
}

/** The table as a CSV for pt-BR Excel: `;` between cells, decimal comma, CRLF, a BOM first. */
export function tableCsv(table: ExportTable): string {
  // Text goes through the downloads' guard against formulas, quoted when it holds a separator.
  const cell = (value: ExportCell) =>
    typeof value === 'string' ? safeCell(value) : formatAmount(value.cents);
  const rows = [table.header.map((name) => safeCell(name)), ...table.rows.map((row) => row.map(cell))];
  return `${UTF8_BOM}${rows.map((row) => row.join(';')).join('\r\n')}\r\n`;
}
