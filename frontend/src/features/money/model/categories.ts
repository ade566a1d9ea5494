import type { MoneyResponse } from '#shared/api/schemas';
import { type CategoryNumber, DEFAULT_CATEGORIES } from '#shared/categories';
import { categoryLabel } from '#shared/ledger/labels';

/** A category offered in a select: its value there, how it reads, and what it is. */
export interface CategoryChoice {
  readonly value: string;
  readonly label: string;
  readonly category: string;
  readonly categoryNumber?: CategoryNumber;
}

export const choiceOf = (category: string, categoryNumber?: CategoryNumber): CategoryChoice => ({
  value: categoryNumber === undefined ? category : `${categoryNumber}:${category}`,
  label: categoryLabel(category, categoryNumber),
  category,
  ...(categoryNumber === undefined ? {} : { categoryNumber }),
});

/** The default categories. */
export const defaultChoices = (): CategoryChoice[] => DEFAULT_CATEGORIES.map((name) => choiceOf(name));

/** The numbered categories (of custom lists) the months' lines are in, each once. */
export function numberedChoices(months: MoneyResponse['months']): CategoryChoice[] {
  const found = new Map<string, CategoryChoice>();
  for (const month of months) {
    for (const entry of month.categories) {
      if (entry.categoryNumber === null) continue;
      const choice = choiceOf(entry.category, entry.categoryNumber);
      found.set(choice.value, choice);
    }
  }
  return [...found.values()];
}
