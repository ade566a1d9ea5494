import { type CategoryNumber, type CustomCategory, isDefaultCategory } from './categories.ts';
import { conceptIndex } from './engine/concepts.ts';
import { moneyInCategories } from './engine/direction.ts';
import { conceptTargets, type ListAdjustments } from './engine/list-mapping.ts';
import { foldCase } from './fold.ts';
import { isRefund, type LineHint } from './statements/source.ts';

/** What a learned rule files a merchant's lines under: a default category, or a name of the user's list. */
export interface RuleCategory {
  readonly category: string;
  readonly categoryNumber?: CategoryNumber;
}

/** Where rules file lines under one active list, with what it needs worked out once. */
export interface RuleResolver {
  /**
   * Where a rule files a line: a name of the active list is taken as it is; a default category maps through the
   * list the way the engine maps it; a custom name absent from the list does not apply (undefined), and the
   * engine decides.
   */
  target(rule: RuleCategory): { category: string; categoryNumber?: CategoryNumber } | undefined;
  /**
   * Whether a target fits a line: money in is never spending (unless it is a refund), so a rule to a spending
   * category does not apply to money received from that merchant.
   */
  fits(target: { category: string }, description: string, hint: LineHint | undefined): boolean;
}

/** Rules under the active list (the defaults when there is none), as the user adjusted its understanding. */
export function ruleResolver(
  customCategories?: readonly CustomCategory[],
  adjustments?: ListAdjustments,
): RuleResolver {
  const custom = customCategories && customCategories.length > 0 ? customCategories : undefined;
  let mapping: number[] | undefined;
  let moneyIn: ReadonlySet<string> | undefined;
  const byName = new Map(custom?.map((entry) => [foldCase(entry.name), entry]) ?? []);
  return {
    target(rule) {
      if (!custom) return isDefaultCategory(rule.category) ? { category: rule.category } : undefined;
      const named = byName.get(foldCase(rule.category));
      if (named) return { category: named.name, categoryNumber: named.number };
      if (!isDefaultCategory(rule.category)) return undefined;
      mapping ??= conceptTargets(custom, adjustments);
      const mapped = custom[mapping[conceptIndex(rule.category)] as number];
      return mapped ? { category: mapped.name, categoryNumber: mapped.number } : undefined;
    },
    fits(target, description, hint) {
      if (hint?.direction !== 'in' || isRefund(description)) return true;
      moneyIn ??= moneyInCategories(custom, adjustments);
      return moneyIn.has(target.category);
    },
  };
}
