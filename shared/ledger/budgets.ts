import type { Budget } from '../api/schemas.ts';
import type { CategoryMonth } from './monthly.ts';

export interface BudgetProgress extends Budget {
  /** Money spent in the category in the month, net of refunds (0 when nothing). */
  readonly spentCents: number;
  /** spent / limit, 0… (1 = the limit reached). */
  readonly ratio: number;
  readonly over: boolean;
}

/** Each budget against a month's spending in its category: what the money page and the dashboard show. */
export function budgetProgress(
  budgets: readonly Budget[],
  categories: readonly Pick<CategoryMonth, 'category' | 'categoryNumber' | 'spendingCents'>[],
): BudgetProgress[] {
  return budgets.map((budget) => {
    const spent = categories
      .filter(
        (entry) =>
          entry.category === budget.category && (entry.categoryNumber ?? undefined) === budget.categoryNumber,
      )
      .reduce((sum, entry) => sum + entry.spendingCents, 0);
    const spentCents = Math.max(0, spent);
    return {
      ...budget,
      spentCents,
      ratio: spentCents / budget.limitCents,
      over: spentCents > budget.limitCents,
    };
  });
}
