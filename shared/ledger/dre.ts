import type { CategoryNumber } from '../categories.ts';
import type { ExportTable } from './exports.ts';
import { categoryKey, monthLabel } from './labels.ts';
import { type LedgerLine, monthOf } from './types.ts';

/**
 * A company's month as an accountant reads it (DRE, demonstração do resultado): revenue, the taxes on it, the
 * costs, the expenses by group, the financial result and the result, each account with its code. Money that is no
 * result (transfers between the company's own accounts, investments, loans, profits paid out) is shown apart and
 * counted in no total. Pure: where each account sits comes from the caller (shared/engine/dre-accounts.ts reads
 * the chart's names); `npm run report`, GET /api/money and the money page's downloads all use this.
 */

/** The parts of a DRE, in the order it reads. */
export const DRE_SECTIONS = ['receita', 'deducoes', 'custos', 'despesas', 'financeiro', 'fora'] as const;
export type DreSection = (typeof DRE_SECTIONS)[number];

/** How each part is titled (pt-BR). */
export const DRE_SECTION_LABELS: Readonly<Record<DreSection, string>> = {
  receita: 'Receita bruta',
  deducoes: '(-) Impostos sobre a receita',
  custos: '(-) Custos',
  despesas: '(-) Despesas operacionais',
  financeiro: 'Resultado financeiro',
  fora: 'Fora do resultado',
};

/** The groups of operating expenses, in the order a DRE lists them. */
export const DRE_EXPENSE_GROUPS = [
  'Despesas com pessoal',
  'Despesas administrativas',
  'Despesas comerciais',
  'Despesas tributárias',
  'Outras despesas',
] as const;
export type DreExpenseGroup = (typeof DRE_EXPENSE_GROUPS)[number];

/** Where an account of the chart sits in the DRE (its group, for an operating expense). */
export interface DrePlace {
  readonly section: DreSection;
  readonly group?: DreExpenseGroup;
}

/** An account's money in a month: signed cents (money in positive), from the company's side. */
export interface DreAccountLine {
  readonly code: CategoryNumber | null;
  readonly name: string;
  readonly cents: number;
}

export interface DreGroupLine {
  readonly group: DreExpenseGroup;
  readonly cents: number;
  readonly accounts: DreAccountLine[];
}

export interface DreMonth {
  readonly month: string;
  readonly revenueCents: number;
  /** Negative: taxes paid on revenue. */
  readonly deductionsCents: number;
  readonly netRevenueCents: number;
  /** Negative. */
  readonly costsCents: number;
  readonly grossProfitCents: number;
  /** Negative: the operating expenses, by group. */
  readonly expensesCents: number;
  readonly expenseGroups: DreGroupLine[];
  readonly operatingResultCents: number;
  /** Financial revenue less bank fees and interest paid. */
  readonly financialCents: number;
  readonly resultCents: number;
  /** The money the result counts, as sums: money in (positive) and money out (positive). */
  readonly moneyInCents: number;
  readonly moneyOutCents: number;
  /** Each section's accounts (not `fora`). */
  readonly accounts: Record<Exclude<DreSection, 'fora'>, DreAccountLine[]>;
  /** Money in no total: own movements, investments, loans, profits paid out. */
  readonly apart: DreAccountLine[];
  readonly apartCents: number;
}

/** A line of the ledger that was filed in an account of a chart. */
type ChartLine = LedgerLine & { readonly categoryNumber: CategoryNumber };

/** An account of a month's DRE, as the table's rows tell accounts apart. */
const lineKey = (line: DreAccountLine) => categoryKey(line.name, line.code);

const sum = (lines: readonly { cents: number }[]) => lines.reduce((total, line) => total + line.cents, 0);

/** Accounts by code (codes as written sort as a chart reads: 3.1.01 before 3.1.02 before 3.2.01). */
function byCode(a: DreAccountLine, b: DreAccountLine): number {
  return (
    String(a.code ?? '').localeCompare(String(b.code ?? ''), 'pt-BR', { numeric: true }) ||
    a.name.localeCompare(b.name)
  );
}

/**
 * The DRE of each month of the lines filed in a chart of accounts (lines without an account number are not the
 * chart's: left out). `placeOf` says where each account sits; an own movement (a transfer the ledger matched
 * between the company's accounts, or one the user marked) is apart whatever its account.
 */
export function monthlyResult(
  lines: readonly LedgerLine[],
  placeOf: (account: { readonly name: string; readonly code: CategoryNumber }) => DrePlace,
): DreMonth[] {
  const chartLines = lines.filter((line): line is ChartLine => line.categoryNumber !== undefined);
  const places = new Map<string, DrePlace>();
  const place = (line: ChartLine) => {
    const key = categoryKey(line.category, line.categoryNumber);
    let found = places.get(key);
    if (found === undefined) {
      found = placeOf({ name: line.category, code: line.categoryNumber });
      places.set(key, found);
    }
    return found;
  };
  const months = new Map<string, ChartLine[]>();
  for (const line of chartLines) {
    const month = monthOf(line.date);
    const list = months.get(month) ?? [];
    list.push(line);
    months.set(month, list);
  }
  return [...months.keys()].sort().map((month) => {
    const totals = new Map<string, { line: DreAccountLine; place: DrePlace }>();
    const apart = new Map<string, DreAccountLine>();
    for (const line of months.get(month) ?? []) {
      const where = place(line);
      const key = categoryKey(line.category, line.categoryNumber);
      if (line.kind === 'ownMovement' || where.section === 'fora') {
        const before = apart.get(key);
        apart.set(key, {
          code: line.categoryNumber,
          name: line.category,
          cents: (before?.cents ?? 0) + line.amountCents,
        });
        continue;
      }
      const before = totals.get(key);
      totals.set(key, {
        line: {
          code: line.categoryNumber,
          name: line.category,
          cents: (before?.line.cents ?? 0) + line.amountCents,
        },
        place: where,
      });
    }
    const inSection = (section: DreSection) =>
      [...totals.values()]
        .filter((entry) => entry.place.section === section)
        .map((entry) => entry.line)
        .sort(byCode);
    const expenseGroups = DRE_EXPENSE_GROUPS.flatMap((group) => {
      const accounts = [...totals.values()]
        .filter(
          (entry) => entry.place.section === 'despesas' && (entry.place.group ?? 'Outras despesas') === group,
        )
        .map((entry) => entry.line)
        .sort(byCode);
      return accounts.length === 0 ? [] : [{ group, cents: sum(accounts), accounts }];
    });
    const accounts = {
      receita: inSection('receita'),
      deducoes: inSection('deducoes'),
      custos: inSection('custos'),
      despesas: inSection('despesas'),
      financeiro: inSection('financeiro'),
    };
    const revenueCents = sum(accounts.receita);
    const deductionsCents = sum(accounts.deducoes);
    const netRevenueCents = revenueCents + deductionsCents;
    const costsCents = sum(accounts.custos);
    const grossProfitCents = netRevenueCents + costsCents;
    const expensesCents = sum(accounts.despesas);
    const operatingResultCents = grossProfitCents + expensesCents;
    const financialCents = sum(accounts.financeiro);
    const counted = Object.values(accounts).flat();
    const apartLines = [...apart.values()].sort(byCode);
    return {
      month,
      revenueCents,
      deductionsCents,
      netRevenueCents,
      costsCents,
      grossProfitCents,
      expensesCents,
      expenseGroups,
      operatingResultCents,
      financialCents,
      resultCents: operatingResultCents + financialCents,
      moneyInCents: sum(counted.filter((line) => line.cents > 0)),
      moneyOutCents: -sum(counted.filter((line) => line.cents < 0)),
      accounts,
      apart: apartLines,
      apartCents: sum(apartLines),
    };
  });
}

/** An account as the DRE's rows name it: "3.1.01 Receita de Serviços". */
export const accountLabel = (line: { readonly code: CategoryNumber | null; readonly name: string }) =>
  line.code === null ? line.name : `${line.code} ${line.name}`;

/**
 * The DRE as a table, months across: each section's title and total, its accounts under it (expenses under their
 * groups), the subtotals (net revenue, gross profit, operating result) and the result; then what stayed apart.
 */
export function dreTable(months: readonly DreMonth[]): ExportTable {
  const rows: (readonly (string | { cents: number })[])[] = [];
  const total = (label: string, cents: (month: DreMonth) => number) =>
    rows.push([label, ...months.map((month) => ({ cents: cents(month) }))]);
  const accountRows = (indent: string, pick: (month: DreMonth) => readonly DreAccountLine[]) => {
    const labels = new Map<string, string>();
    for (const month of months) for (const line of pick(month)) labels.set(lineKey(line), accountLabel(line));
    for (const [key, label] of [...labels].sort((a, b) =>
      a[1].localeCompare(b[1], 'pt-BR', { numeric: true }),
    )) {
      rows.push([
        `${indent}${label}`,
        ...months.map((month) => ({
          cents: sum(pick(month).filter((line) => lineKey(line) === key)),
        })),
      ]);
    }
  };
  total(DRE_SECTION_LABELS.receita, (month) => month.revenueCents);
  accountRows('  ', (month) => month.accounts.receita);
  total(DRE_SECTION_LABELS.deducoes, (month) => month.deductionsCents);
  accountRows('  ', (month) => month.accounts.deducoes);
  total('= Receita líquida', (month) => month.netRevenueCents);
  total(DRE_SECTION_LABELS.custos, (month) => month.costsCents);
  accountRows('  ', (month) => month.accounts.custos);
  total('= Lucro bruto', (month) => month.grossProfitCents);
  total(DRE_SECTION_LABELS.despesas, (month) => month.expensesCents);
  for (const group of DRE_EXPENSE_GROUPS) {
    if (!months.some((month) => month.expenseGroups.some((line) => line.group === group))) continue;
    total(`  ${group}`, (month) => month.expenseGroups.find((line) => line.group === group)?.cents ?? 0);
    accountRows('    ', (month) => month.expenseGroups.find((line) => line.group === group)?.accounts ?? []);
  }
  total('= Resultado operacional', (month) => month.operatingResultCents);
  total(DRE_SECTION_LABELS.financeiro, (month) => month.financialCents);
  accountRows('  ', (month) => month.accounts.financeiro);
  total('= Resultado do mês', (month) => month.resultCents);
  if (months.some((month) => month.apart.length > 0)) {
    total(
      `${DRE_SECTION_LABELS.fora} (entre contas, aplicações, empréstimos, lucros distribuídos)`,
      (month) => month.apartCents,
    );
    accountRows('  ', (month) => month.apart);
  }
  return { header: ['conta', ...months.map((month) => monthLabel(month.month))], rows };
}

/** A line as the accountant's file reads it. */
export interface AccountantLine {
  readonly date: string;
  readonly description: string;
  readonly amountCents: number;
  readonly category: string;
  readonly categoryNumber?: CategoryNumber | undefined;
  /** The bank's own id of the line (OFX FITID), when the statement had one. */
  readonly fitId?: string | undefined;
  /** The bank account the line came from, as the user reads it. */
  readonly account: string;
}

/**
 * The file an accountant imports or reconciles with: one line per transaction, oldest first, with the account
 * code and name it was filed in, the bank's document id (FITID) and the bank account.
 */
export function accountantTable(
  lines: readonly AccountantLine[],
  formatDate: (iso: string) => string,
): ExportTable {
  return {
    header: ['data', 'descrição', 'valor', 'código da conta', 'conta', 'documento (FITID)', 'conta bancária'],
    rows: [...lines]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((line) => [
        formatDate(line.date),
        line.description,
        { cents: line.amountCents },
        line.categoryNumber === undefined ? '' : String(line.categoryNumber),
        line.category,
        line.fitId ?? '',
        line.account,
      ]),
  };
}
