import type { CategoryNumber } from '#shared/categories';
import { categoryBadgeClass, colorKey } from './category-colors';

/**
 * A category, coloured by its default category (Outros for any other), with its number in parentheses.
 *
 * A long name wraps between its words, never inside one (a place that lets words break anywhere does not
 * reach in here), and the number never splits: it moves whole to the next line when it does not fit.
 */
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
      className={`inline-flex max-w-full flex-wrap items-center gap-x-1 rounded-xl px-2.5 py-0.5 text-xs font-semibold wrap-break-word ring-1 ring-inset ${categoryBadgeClass(category)}`}
    >
      <span className="min-w-0">{category}</span>
      {number !== undefined && <span className="whitespace-nowrap">({number})</span>}
    </span>
  );
}
