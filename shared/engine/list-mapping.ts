import {
  type CategoryNumber,
  type CustomCategory,
  type DefaultCategory,
  isDefaultCategory,
} from '../categories.ts';
import { CONCEPT_GUIDE, type ConceptGuide } from './concept-guide.ts';
import { CONCEPTS, type ConceptId, conceptIndex, isConceptId } from './concepts.ts';
import { readChart } from './custom-mapping.ts';

/**
 * The user's own adjustments to how a list is understood: a concept (a default category, or one the preview shows
 * apart, concept-guide.ts) moved to another of their categories (by its number). Concepts not named keep the
 * engine's understanding.
 */
export type ListAdjustments = Readonly<Partial<Record<ConceptId, CategoryNumber>>>;

/** A concept the preview shows under a category: its id, its pt-BR label, and lines it holds. */
export interface UnderstoodConcept extends ConceptGuide {
  readonly concept: ConceptId;
}

/** How a list is understood: for each of the user's categories, what it receives. */
export interface ListUnderstanding {
  readonly category: CustomCategory;
  /** The default categories it receives (the 24 the product knows). */
  readonly defaults: readonly DefaultCategory[];
  /** Everything it receives, in the preview's words: the defaults, and the concepts that go apart from theirs. */
  readonly concepts: readonly UnderstoodConcept[];
}

/**
 * For each concept of the engine, the index of the user's category that takes it, with the user's adjustments:
 * a moved concept goes where it was moved; a moved default category takes along the concepts of its kind that
 * followed it (those the list's names did not claim for another category), unless they were moved themselves.
 */
export function conceptTargets(custom: readonly CustomCategory[], adjustments?: ListAdjustments): number[] {
  return readList(custom, adjustments).targets;
}

/** A list as the engine reads it: its concepts' targets, adjustments applied, and whether it is a company's own. */
export interface ListReading {
  readonly targets: number[];
  readonly companyOnly: boolean;
}

export function readList(custom: readonly CustomCategory[], adjustments?: ListAdjustments): ListReading {
  const { mapping, companyOnly } = readChart(custom);
  return { targets: adjusted(mapping, custom, adjustments), companyOnly };
}

function adjusted(
  base: number[],
  custom: readonly CustomCategory[],
  adjustments: ListAdjustments | undefined,
): number[] {
  if (!adjustments || Object.keys(adjustments).length === 0) return base;
  const position = new Map(custom.map((entry, index) => [entry.number, index]));
  const targetOf = (id: ConceptId) => {
    const moved = adjustments[id];
    return moved === undefined ? undefined : position.get(moved);
  };
  return CONCEPTS.map((concept, index) => {
    const own = base[index] as number;
    const itself = targetOf(concept.id);
    if (itself !== undefined) return itself;
    const withCategory = targetOf(concept.category);
    if (withCategory === undefined) return own;
    return own === base[conceptIndex(concept.category)] ? withCategory : own;
  });
}

/**
 * The concepts the preview names: the 24 default categories, and each other concept that goes to another category
 * than its default category does (a company's payroll to "Salários" while "Outros" takes what else is Outros).
 * The concepts not shown go with their default category: what the preview says of it holds for them.
 */
export function shownConcepts(targets: readonly number[]): ConceptId[] {
  return CONCEPTS.flatMap((concept, index) =>
    isDefaultCategory(concept.id) || targets[index] !== targets[conceptIndex(concept.category)]
      ? [concept.id]
      : [],
  );
}

/**
 * What each of the user's categories receives, adjustments applied: the preview's words, computed from the very
 * targets the engine files lines by (a category said to receive nothing gets no line but by the user's rules).
 */
export function understandList(
  custom: readonly CustomCategory[],
  adjustments?: ListAdjustments,
): ListUnderstanding[] {
  const targets = conceptTargets(custom, adjustments);
  const defaults = custom.map(() => [] as DefaultCategory[]);
  const concepts = custom.map(() => [] as UnderstoodConcept[]);
  for (const id of shownConcepts(targets)) {
    const target = targets[conceptIndex(id)] as number;
    if (isDefaultCategory(id)) defaults[target]?.push(id);
    concepts[target]?.push({ concept: id, ...CONCEPT_GUIDE[id] });
  }
  return custom.map((category, index) => ({
    category,
    defaults: defaults[index] ?? [],
    concepts: concepts[index] ?? [],
  }));
}

/** Adjustments that name only concepts and numbers of the list (what the API accepts). */
export function validAdjustments(
  adjustments: Readonly<Record<string, CategoryNumber>>,
  custom: readonly CustomCategory[],
): ListAdjustments | undefined {
  const numbers = new Set(custom.map((entry) => entry.number));
  const valid: Partial<Record<ConceptId, CategoryNumber>> = {};
  for (const [name, number] of Object.entries(adjustments)) {
    if (!isConceptId(name) || !numbers.has(number)) return undefined;
    valid[name] = number;
  }
  return valid;
}
