import type { CategoryNumber } from '../categories.ts';
import { addMonths, type LedgerLine, monthOf } from './types.ts';

/** A category's money in one month. */
export interface CategoryMonth {
  readonly category: string;
  readonly categoryNumber: CategoryNumber | null;
  /** Money spent, positive, net of the refunds of the category. */
  readonly spendingCents: number;
  readonly incomeCents: number;
  /** Lines of the category in the month (spending, refunds and income; own movements are in no category). */
  readonly count: number;
}

/** One month of the ledger. */
export interface MonthSummary {
  /** yyyy-mm. */
  readonly month: string;
  /** Money spent, positive, net of refunds. */
  readonly spendingCents: number;
  readonly incomeCents: number;
  /** Net cash flow: income minus spending. */
  readonly netCents: number;
  /** Money moved between own accounts and investments (out of both totals), as the sum of its outgoing side. */
  readonly ownMovementCents: number;
  readonly ownMovementCount: number;
  /** The largest spending first, then the largest income, then by name. */
  readonly categories: CategoryMonth[];
}

interface CategoryTotals {
  categoryNumber: CategoryNumber | null;
  spending: number;
  income: number;
  count: number;
}

/**
 * Where the money went, month by month: spending and income per category, refunds taken back from the spending
 * of their category, own movements apart and in no total. Months in order, only those with lines.
 */
export function summarizeMonths(lines: readonly LedgerLine[]): MonthSummary[] {
  const months = new Map<
    string,
    { categories: Map<string, CategoryTotals>; ownCents: number; ownCount: number }
  >();
  for (const line of lines) {
    const key = monthOf(line.date);
    let month = months.get(key);
    if (!month) {
      month = { categories: new Map(), ownCents: 0, ownCount: 0 };
      months.set(key, month);
    }
    if (line.kind === 'ownMovement') {
      month.ownCount++;
      if (line.amountCents < 0) month.ownCents -= line.amountCents;
      continue;
    }
    let totals = month.categories.get(line.category);
    if (!totals) {
      totals = { categoryNumber: line.categoryNumber ?? null, spending: 0, income: 0, count: 0 };
      month.categories.set(line.category, totals);
    }
    totals.count++;
    if (line.kind === 'spending') totals.spending -= line.amountCents;
    else if (line.kind === 'refund') totals.spending -= Math.abs(line.amountCents);
    else totals.income += line.amountCents;
  }
  return [...months]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, { categories, ownCents, ownCount }]) => {
      const list = [...categories]
        .map(([category, t]) => ({
          category,
          categoryNumber: t.categoryNumber,
          spendingCents: t.spending,
          incomeCents: t.income,
          count: t.count,
        }))
        .sort(
          (a, b) =>
            b.spendingCents - a.spendingCents ||
            b.incomeCents - a.incomeCents ||
            a.category.localeCompare(b.category, 'pt-BR'),
        );
      const spendingCents = list.reduce((sum, c) => sum + c.spendingCents, 0);
      const incomeCents = list.reduce((sum, c) => sum + c.incomeCents, 0);
      return {
        month,
        spendingCents,
        incomeCents,
        netCents: incomeCents - spendingCents,
        ownMovementCents: ownCents,
        ownMovementCount: ownCount,
        categories: list,
      };
    });
}

/** A month's spending beside the previous month's and the average of the three before it. */
export interface MonthComparison {
  readonly month: string;
  readonly cents: number;
  /** The previous calendar month's spending; null when the ledger has nothing before this month. */
  readonly previousCents: number | null;
  /** The average of the three calendar months before; null when fewer than one of them is in the ledger. */
  readonly average3Cents: number | null;
}

/**
 * Each month's spending (of one category, or in all) compared with the previous month and with the average of
 * the last three. A month of the span without lines counts as zero: spending nothing in a month is a fact.
 */
export function compareMonths(months: readonly MonthSummary[], category?: string): MonthComparison[] {
  const spending = (summary: MonthSummary) =>
    category === undefined
      ? summary.spendingCents
      : (summary.categories.find((c) => c.category === category)?.spendingCents ?? 0);
  const byMonth = new Map(months.map((summary) => [summary.month, spending(summary)]));
  const first = months[0]?.month;
  return months.map((summary) => {
    const before = [1, 2, 3]
      .map((k) => addMonths(summary.month, -k))
      .filter((month) => first !== undefined && month >= first);
    const values = before.map((month) => byMonth.get(month) ?? 0);
    return {
      month: summary.month,
      cents: spending(summary),
      previousCents: values.length > 0 ? (values[0] as number) : null,
      average3Cents:
        values.length > 0 ? Math.round(values.reduce((sum, value) => sum + value, 0) / values.length) : null,
    };
  });
}
