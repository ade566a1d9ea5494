import { foldCase } from '../fold.ts';
import type { OfxKind } from './source.ts';
import { type DecimalMark, detectDecimalMark, parseAmount, parseDate } from './values.ts';

/** One transaction of an imported statement, signed from the user's side: money in positive, out negative. */
export interface StatementLine {
  /** ISO yyyy-mm-dd. */
  readonly date: string;
  readonly description: string;
  readonly amountCents: number;
  /** The bank's own id of the transaction, when the format has one (OFX FITID, Nubank Identificador). */
  readonly fitId?: string;
  /** What the bank says the line is, when the format says it (OFX TRNTYPE). */
  readonly kind?: OfxKind;
}

/** Which columns of a table hold what; `headerRow` is the index of the header line. */
export interface ColumnMapping {
  readonly headerRow: number;
  readonly date: number;
  /** Joined with a space, in this order (Inter: Histórico + Descrição). */
  readonly description: readonly number[];
  /** A signed amount column; or separate credit and debit columns. */
  readonly amount?: number;
  readonly credit?: number;
  readonly debit?: number;
  /** The bank's id of each line. */
  readonly fitId?: number;
  /** Amounts are from the card issuer's side (a card bill lists purchases as positive): flip them. */
  readonly negate: boolean;
}

export interface KnownLayout {
  readonly name: string;
  /** The header row as the bank writes it (compared case- and accent-form-insensitively). */
  readonly header: readonly string[];
  readonly mapping: Omit<ColumnMapping, 'headerRow'>;
}

/** The exports whose layout is known: they go straight to categorization, no mapping step. */
export const KNOWN_LAYOUTS: readonly KnownLayout[] = [
  {
    name: 'Nubank (fatura do cartão)',
    header: ['date', 'title', 'amount'],
    mapping: { date: 0, description: [1], amount: 2, negate: true },
  },
  {
    name: 'Nubank (conta)',
    header: ['Data', 'Valor', 'Identificador', 'Descrição'],
    mapping: { date: 0, description: [3], amount: 1, fitId: 2, negate: false },
  },
  {
    name: 'Banco Inter (conta)',
    header: ['Data Lançamento', 'Histórico', 'Descrição', 'Valor', 'Saldo'],
    mapping: { date: 0, description: [1, 2], amount: 3, negate: false },
  },
];

const sameHeader = (row: readonly string[], header: readonly string[]) =>
  row.length >= header.length && header.every((name, k) => foldCase(row[k] ?? '') === foldCase(name));

/** A known layout whose header is among the first rows (after any preamble). */
export function knownLayout(
  rows: readonly string[][],
): { layout: KnownLayout; mapping: ColumnMapping } | undefined {
  for (const [headerRow, row] of rows.slice(0, 20).entries()) {
    const layout = KNOWN_LAYOUTS.find((candidate) => sameHeader(row, candidate.header));
    if (layout) return { layout, mapping: { ...layout.mapping, headerRow } };
  }
  return undefined;
}

const AMOUNT_NAME = /^(valor|amount|montante|quantia|vlr|valor \(r\$\)|valor r\$)$/;
const CREDIT_NAME = /(credito|entrada|creditos)/;
const DEBIT_NAME = /(debito|saida|debitos)/;
const BALANCE_NAME = /saldo|balance/;
const fold = (value: string) =>
  foldCase(value)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * A guess at the columns of an unknown export: the header row (not always the first: preambles), a column whose
 * values read as dates, an amount column (or credit and debit columns) by name or by values, never the balance,
 * and the widest text column as the description. Undefined when no row is followed by dates and amounts: then
 * the file is no statement.
 */
export function guessColumns(rows: readonly string[][]): ColumnMapping | undefined {
  for (let headerRow = 0; headerRow < Math.min(rows.length - 1, 20); headerRow++) {
    const header = (rows[headerRow] ?? []).map(fold);
    const body = rows
      .slice(headerRow + 1, headerRow + 31)
      .filter((row) => row.some((cell) => cell.length > 0));
    if (body.length === 0 || header.length < 2) continue;
    const share = (column: number, test: (value: string) => boolean) =>
      body.filter((row) => test(row[column] ?? '')).length / body.length;
    const columns = header.map((_, k) => k);
    const date = columns.find((k) => share(k, (v) => parseDate(v) !== undefined) >= 0.8);
    // A header names its columns: a row that already holds a date is data, not the header.
    if (date === undefined || parseDate(rows[headerRow]?.[date] ?? '') !== undefined) continue;
    const values = (k: number) => body.map((row) => row[k] ?? '');
    /** Values that read as amounts: most of them, or half for a column whose name says amount. */
    const isAmount = (k: number, needed = 0.8) => {
      const mark = detectDecimalMark(values(k));
      return (
        k !== date &&
        share(k, (v) => v === '' || parseAmount(v, mark) !== undefined) >= needed &&
        share(k, (v) => v !== '') > 0
      );
    };
    const credit = columns.find((k) => CREDIT_NAME.test(header[k] ?? '') && isAmount(k));
    const debit = columns.find((k) => DEBIT_NAME.test(header[k] ?? '') && isAmount(k));
    const named = columns.find((k) => AMOUNT_NAME.test(header[k] ?? '') && isAmount(k, 0.5));
    const amount =
      named ??
      columns.find((k) => !BALANCE_NAME.test(header[k] ?? '') && k !== credit && k !== debit && isAmount(k));
    const usable = credit !== undefined && debit !== undefined ? true : amount !== undefined;
    if (!usable) continue;
    const taken = new Set([date, amount, credit, debit]);
    const texts = columns.filter((k) => !taken.has(k) && !BALANCE_NAME.test(header[k] ?? '') && !isAmount(k));
    const width = (k: number) => values(k).reduce((sum, v) => sum + v.length, 0);
    const description = [...texts].sort((a, b) => width(b) - width(a))[0];
    if (description === undefined) continue;
    return {
      headerRow,
      date,
      description: [description],
      ...(credit !== undefined && debit !== undefined ? { credit, debit } : { amount: amount as number }),
      negate: false,
    };
  }
  return undefined;
}

export class StatementError extends Error {}

const columnName = (header: readonly string[], column: number) =>
  `"${header[column] || `coluna ${column + 1}`}"`;

/**
 * Checks a mapping the user chose for an unknown layout: each role in its own column of the table, an amount
 * (or both credit and debit), and a date column that holds dates. Throws a StatementError saying what is wrong.
 */
export function checkMapping(rows: readonly string[][], mapping: ColumnMapping): void {
  const header = rows[mapping.headerRow] ?? [];
  const width = Math.max(
    header.length,
    ...rows.slice(mapping.headerRow + 1, mapping.headerRow + 31).map((r) => r.length),
  );
  const money =
    mapping.amount !== undefined
      ? [mapping.amount]
      : mapping.credit !== undefined && mapping.debit !== undefined
        ? [mapping.credit, mapping.debit]
        : undefined;
  if (!money) throw new StatementError('Escolha a coluna do valor, ou as colunas de crédito e de débito.');
  if (mapping.description.length === 0) throw new StatementError('Escolha a coluna da descrição.');
  const used = [mapping.date, ...mapping.description, ...money];
  if (used.some((column) => !Number.isInteger(column) || column < 0 || column >= width)) {
    throw new StatementError('Uma das colunas escolhidas não existe no arquivo.');
  }
  if (new Set(used).size !== used.length) {
    throw new StatementError('Escolha uma coluna diferente para cada campo (data, descrição e valor).');
  }
  const body = rows.slice(mapping.headerRow + 1).filter((row) => row.some((cell) => cell.trim().length > 0));
  if (body.length > 0 && !body.some((row) => parseDate(row[mapping.date] ?? '') !== undefined)) {
    throw new StatementError(
      `Nenhuma linha da coluna ${columnName(header, mapping.date)} é uma data (esperado, por exemplo, 31/12/2026).`,
    );
  }
}

/** Lines that say a balance or a total, not a movement of money. */
const SUMMARY = /^(saldo|total|sdo\b|saldo anterior|saldo do dia|saldo final|s a l d o)/i;

/**
 * The statement lines of `rows` under `mapping`: rows without a date are preamble or trailing summary and are
 * left out, as are balance lines; a dated row whose amount cannot be read is an error naming its line and column.
 */
export function applyMapping(rows: readonly string[][], mapping: ColumnMapping): StatementLine[] {
  const body = rows.slice(mapping.headerRow + 1);
  const header = rows[mapping.headerRow] ?? [];
  const markOf = (column: number | undefined): DecimalMark =>
    detectDecimalMark(column === undefined ? [] : body.map((row) => row[column] ?? ''));
  const marks = {
    amount: markOf(mapping.amount),
    credit: markOf(mapping.credit),
    debit: markOf(mapping.debit),
  };
  const lines: StatementLine[] = [];
  for (const [offset, row] of body.entries()) {
    const lineNumber = mapping.headerRow + offset + 2;
    const date = parseDate(row[mapping.date] ?? '');
    if (!date) continue;
    const description = mapping.description
      .map((k) => row[k] ?? '')
      .filter((part) => part.length > 0)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (description.length === 0 || SUMMARY.test(description)) continue;
    const read = (column: number, mark: DecimalMark, allowEmpty: boolean): number | undefined => {
      const text = row[column] ?? '';
      if (allowEmpty && text.trim() === '') return 0;
      const cents = parseAmount(text, mark);
      if (cents === undefined) {
        throw new StatementError(
          `Linha ${lineNumber}: o valor "${text}" da coluna ${columnName(header, column)} não é um número (esperado, por exemplo, -1.234,56).`,
        );
      }
      return cents;
    };
    let cents: number;
    if (mapping.amount !== undefined) cents = read(mapping.amount, marks.amount, false) as number;
    else {
      const credit = read(mapping.credit as number, marks.credit, true) as number;
      const debit = read(mapping.debit as number, marks.debit, true) as number;
      cents = Math.abs(credit) - Math.abs(debit);
    }
    const fitId = mapping.fitId === undefined ? undefined : row[mapping.fitId];
    lines.push({
      date,
      description,
      amountCents: mapping.negate ? -cents : cents,
      ...(fitId ? { fitId } : {}),
    });
  }
  return lines;
}
