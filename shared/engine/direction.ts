import type { CustomCategory } from '../categories.ts';
import { CONCEPTS, type ConceptId, conceptIndex } from './concepts.ts';
import { conceptTargets, type ListAdjustments } from './list-mapping.ts';

/**
 * The concepts money received may be: income, transfers, investments coming back, loans taken. Every other
 * concept is spending, which money in never is unless it is a refund (shared/statements/source.ts).
 */
export const MONEY_IN_CONCEPTS = [
  'Receitas',
  'transfer-in',
  'Transferências',
  'Investimentos',
  'Empréstimos e Financiamentos',
  'biz:vendas',
  'biz:receita-financeira',
  'biz:emprestimo-entrada',
] as const;

/** Of those, the ones money paid may be too: transfers, investments, loans (paid back) go both ways. */
const BOTH_WAYS: ReadonlySet<string> = new Set([
  'Transferências',
  'Investimentos',
  'Empréstimos e Financiamentos',
]);

/** The concepts of money received only (income, a sale, a loan taken): what money paid never is. */
export const MONEY_IN_ONLY_CONCEPTS: readonly ConceptId[] = MONEY_IN_CONCEPTS.filter(
  (id) => !BOTH_WAYS.has(id),
);

/**
 * The names of the categories money in may take in a list (the defaults when none), as the user adjusted its
 * understanding: those that receive a money-in concept. A model's answer outside them, for money received that is no refund, is not taken.
 */
export function moneyInCategories(
  customCategories?: readonly CustomCategory[],
  adjustments?: ListAdjustments,
): ReadonlySet<string> {
  if (!customCategories || customCategories.length === 0) {
    return new Set(MONEY_IN_CONCEPTS.map((id) => CONCEPTS[conceptIndex(id)]?.category as string));
  }
  const targets = conceptTargets(customCategories, adjustments);
  return new Set(
    MONEY_IN_CONCEPTS.map((id) => customCategories[targets[conceptIndex(id)] as number]?.name as string),
  );
}
