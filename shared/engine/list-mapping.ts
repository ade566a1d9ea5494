import {
  type CategoryNumber,
  type CustomCategory,
  DEFAULT_CATEGORIES,
  type DefaultCategory,
  isDefaultCategory,
} from '../categories.ts';
import { CONCEPTS, conceptIndex } from './concepts.ts';
import { mapConceptsToCategories } from './custom-mapping.ts';

/**
 * The user's own adjustments to how a list is understood: a default category moved to another of their
 * categories (by its number). Default categories not named keep the engine's understanding.
 */
export type ListAdjustments = Readonly<Partial<Record<DefaultCategory, CategoryNumber>>>;

/** How a list is understood: for each of the user's categories, the default categories it receives. */
export interface ListUnderstanding {
  readonly category: CustomCategory;
  readonly defaults: readonly DefaultCategory[];
}

/**
 * For each concept of the engine, the index of the user's category that takes it, with the user's adjustments:
 * a moved default category takes its own concept along, and the business concepts that followed it (those the
 * list's names did not claim for another category).
 */
export function conceptTargets(custom: readonly CustomCategory[], adjustments?: ListAdjustments): number[] {
  const base = mapConceptsToCategories(custom);
  if (!adjustments || Object.keys(adjustments).length === 0) return base;
  const position = new Map(custom.map((entry, index) => [entry.number, index]));
  return CONCEPTS.map((concept, index) => {
    const own = base[index] as number;
    const moved = adjustments[concept.category];
    const target = moved === undefined ? undefined : position.get(moved);
    if (target === undefined) return own;
    if (concept.id === concept.category) return target;
    return own === base[conceptIndex(concept.category)] ? target : own;
  });
}

/** What each of the user's categories receives of the 24 defaults, adjustments applied (the preview's words). */
export function understandList(
  custom: readonly CustomCategory[],
  adjustments?: ListAdjustments,
): ListUnderstanding[] {
  const targets = conceptTargets(custom, adjustments);
  const received = custom.map(() => [] as DefaultCategory[]);
  for (const name of DEFAULT_CATEGORIES) {
    received[targets[conceptIndex(name)] as number]?.push(name);
  }
  return custom.map((category, index) => ({ category, defaults: received[index] ?? [] }));
}

/** Adjustments that name only default categories and numbers of the list (what the API accepts). */
export function validAdjustments(
  adjustments: Readonly<Record<string, CategoryNumber>>,
  custom: readonly CustomCategory[],
): ListAdjustments | undefined {
  const numbers = new Set(custom.map((entry) => entry.number));
  const valid: Partial<Record<DefaultCategory, CategoryNumber>> = {};
  for (const [name, number] of Object.entries(adjustments)) {
    if (!isDefaultCategory(name) || !numbers.has(number)) return undefined;
    valid[name] = number;
  }
  return valid;
}
