import type { Categorizer, CategoryChoice } from '#lambdas/domain/ports';
import type { CustomCategory } from '#shared/categories';
import { createEngine, type Engine, type EngineResult } from '#shared/engine/engine';

/** The offline engine behind the Categorizer port; `score` also gives its confidence (for hybrid mode). */
export interface EngineCategorizer extends Categorizer {
  score(descriptions: readonly string[], customCategories?: readonly CustomCategory[]): EngineResult[];
}

export function toChoice(result: EngineResult): CategoryChoice {
  return result.categoryNumber === undefined
    ? { category: result.category }
    : { category: result.category, categoryNumber: result.categoryNumber };
}

export function createEngineCategorizer(engine: Engine = createEngine()): EngineCategorizer {
  const score = (descriptions: readonly string[], customCategories?: readonly CustomCategory[]) =>
    descriptions.length === 0 ? [] : engine.categorize(descriptions, customCategories);
  return {
    score,
    async categorize(descriptions, customCategories) {
      return score(descriptions, customCategories).map(toChoice);
    },
  };
}
