import type { CategorizedTransaction } from '#shared/api/schemas';
import type { CategoryNumber } from '#shared/categories';

export interface CategoryCount {
  readonly category: string;
  readonly categoryNumber: CategoryNumber | undefined;
  readonly count: number;
}

/** Per-category counts, largest first (ties by name). */
export function summarizeCategories(items: readonly CategorizedTransaction[]): CategoryCount[] {
  const counts = new Map<string, { count: number; categoryNumber: CategoryNumber | undefined }>();
  for (const item of items) {
    const entry = counts.get(item.category);
    if (entry) entry.count++;
    else counts.set(item.category, { count: 1, categoryNumber: item.categoryNumber });
  }
  return [...counts.entries()]
    .map(([category, { count, categoryNumber }]) => ({ category, count, categoryNumber }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category, 'pt-BR'));
}
