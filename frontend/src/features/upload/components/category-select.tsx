import { ChevronDown } from 'lucide-react';
import type { CategorizedTransaction } from '#shared/api/schemas';
import { type CustomCategory, DEFAULT_CATEGORIES } from '#shared/categories';
import type { RuleCategory } from '#shared/rules';
import { categoryBarClass } from '@/components/ui/category-colors';
import { usePausedChoice } from '../hooks/use-paused-choice';

export interface CorrectionOption extends RuleCategory {
  readonly label: string;
}

/** The categories a line can be corrected to: the upload's own list, or the defaults. */
export function correctionOptions(
  customCategories: readonly CustomCategory[] | undefined,
): CorrectionOption[] {
  return customCategories && customCategories.length > 0
    ? customCategories.map((entry) => ({
        category: entry.name,
        categoryNumber: entry.number,
        label: `${entry.name} (${entry.number})`,
      }))
    : DEFAULT_CATEGORIES.map((name) => ({ category: name, label: name }));
}

const SOURCE_NOTE: Partial<Record<NonNullable<CategorizedTransaction['source']>, string>> = {
  rule: 'regra sua',
  user: 'corrigida',
};

/**
 * A line's category as a control (named "Categoria de <descrição>"): a native select, so keyboards and phones
 * get their own pickers. Says when one of the user's rules decided the line, or the user corrected it.
 *
 * A select cannot wrap its text, and a list's categories are long ("Receitas de Vendas e Serviços (4101)"):
 * so the select lies see-through over a label of its choice that wraps between words, its number kept whole.
 * Clicks, taps and keys reach the select; screen readers hear the select, not the label.
 */
export function CategorySelect({
  item,
  options,
  onChange,
}: {
  item: CategorizedTransaction;
  options: readonly CorrectionOption[];
  onChange: (choice: RuleCategory) => void;
}) {
  const present = options.some((option) => option.category === item.category);
  const all = present ? options : [{ category: item.category, label: item.category }, ...options];
  const choice = usePausedChoice(item.category, (value) => {
    const chosen = all.find((option) => option.category === value);
    if (!chosen || chosen.category === item.category) return;
    onChange(
      chosen.categoryNumber === undefined
        ? { category: chosen.category }
        : { category: chosen.category, categoryNumber: chosen.categoryNumber },
    );
  });
  const note = item.source ? SOURCE_NOTE[item.source] : undefined;
  const shown = all.find((option) => option.category === choice.value);
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <span className="flex min-w-0 items-center gap-1.5">
        <span
          className={`size-2.5 shrink-0 rounded-full ${categoryBarClass(choice.value)}`}
          aria-hidden="true"
        />
        <span className="relative flex min-h-8 min-w-0 flex-1 items-center gap-1 rounded-md border border-slate-300 bg-white py-1 pr-1 pl-2 text-xs font-semibold text-slate-900 hover:border-slate-400 has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-1 has-[select:focus-visible]:outline-indigo-500">
          <span className="min-w-0 flex-1 wrap-break-word" aria-hidden="true" data-testid="category-choice">
            {shown?.categoryNumber === undefined ? (
              choice.value
            ) : (
              <>
                {shown.category} <span className="whitespace-nowrap">({shown.categoryNumber})</span>
              </>
            )}
          </span>
          <ChevronDown className="size-3.5 shrink-0 text-slate-500" aria-hidden />
          <select
            aria-label={`Categoria de ${item.description}`}
            className="absolute inset-0 size-full cursor-pointer opacity-0"
            {...choice}
          >
            {all.map((option) => (
              <option key={option.category} value={option.category}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      </span>
      {note && (
        <span className="pl-4 text-[11px] font-medium text-indigo-800" data-testid="category-source">
          {note}
        </span>
      )}
    </span>
  );
}
