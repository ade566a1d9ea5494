import type { CategoryNumber } from '#shared/categories';
import { categoryBadgeClass, colorKey } from './category-colors';

/** A category, coloured by its default category (Outros for any other), with its number in parentheses. */
export function CategoryBadge({
  category,
  number,
}: {
  category: string;
  /** The list's number, or an account code (`3.1.01`). */
  number?: CategoryNumber | undefined;
}) {
  return (
    <span
      data-color={colorKey(category)}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${categoryBadgeClass(category)}`}
    >
      {category}
      {number !== undefined && <span className="shrink-0 whitespace-nowrap">({number})</span>}
    </span>
  );
}
