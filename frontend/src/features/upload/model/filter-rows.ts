import type { CategorizedTransaction } from '#shared/api/schemas';
import { fold } from '#shared/fold';

/** What the results table is narrowed to: words of the description and one category ('' for all). */
export interface RowFilter {
  readonly query: string;
  readonly category: string;
}

export interface CategoryOption {
  readonly category: string;
  readonly count: number;
}

const PT_BR = new Intl.Collator('pt-BR');

/** Each description folded once (lower case, no accents), so a search over 10000 rows is a plain scan. */
export function foldDescriptions(items: readonly CategorizedTransaction[]): string[] {
  return items.map((item) => fold(item.description));
}

/** The words of a search, folded; none when the search is blank. */
export function queryWords(query: string): string[] {
  return fold(query)
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

export const isFilterActive = (filter: RowFilter): boolean =>
  filter.category !== '' || queryWords(filter.query).length > 0;

/**
 * The positions (0-based, in file order) of the rows that match: every word of the query appears in the
 * description, in any order, case and accents aside; and the category is the chosen one, if any.
 */
export function filterRows(
  items: readonly CategorizedTransaction[],
  folded: readonly string[],
  filter: RowFilter,
): number[] {
  const words = queryWords(filter.query);
  const rows: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as CategorizedTransaction;
    if (filter.category !== '' && item.category !== filter.category) continue;
    const text = folded[i] ?? '';
    if (words.every((word) => text.includes(word))) rows.push(i);
  }
  return rows;
}

/** Each category present in the items with its count, sorted by name the pt-BR way. */
export function categoryOptions(items: readonly CategorizedTransaction[]): CategoryOption[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  return [...counts]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => PT_BR.compare(a.category, b.category));
}

/**
 * The money of the rows shown (cents, signed: money in less money out), so a filtered statement says how much
 * it adds up to; undefined when any of them has no amount (a one-column file, say), as there is no sum to tell.
 */
export function shownTotal(
  items: readonly CategorizedTransaction[],
  rows: readonly number[],
): number | undefined {
  let cents = 0;
  for (const row of rows) {
    const amount = items[row]?.amountCents;
    if (amount === undefined) return undefined;
    cents += amount;
  }
  return cents;
}
