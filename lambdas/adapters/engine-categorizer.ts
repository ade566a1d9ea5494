import type { Categorizer, CategoryChoice } from '#lambdas/domain/ports';
import type { CustomCategory } from '#shared/categories';
import { createEngine, type Engine, type EngineResult } from '#shared/engine/engine';
import type { ListAdjustments } from '#shared/engine/list-mapping';
import type { LineHint } from '#shared/statements/source';

/** The offline engine behind the Categorizer port; `score` also gives its confidence (for hybrid mode). */
export interface EngineCategorizer extends Categorizer {
  score(
    descriptions: readonly string[],
    customCategories?: readonly CustomCategory[],
    hints?: readonly (LineHint | undefined)[],
    adjustments?: ListAdjustments,
  ): EngineResult[];
}

export function toChoice(result: EngineResult): CategoryChoice {
  return {
    category: result.category,
    ...(result.categoryNumber === undefined ? {} : { categoryNumber: result.categoryNumber }),
    confidence: result.confidence,
    reason: result.reason,
  };
}

export function createEngineCategorizer(engine: Engine = createEngine()): EngineCategorizer {
  const score: EngineCategorizer['score'] = (descriptions, customCategories, hints, adjustments) =>
    descriptions.length === 0 ? [] : engine.categorize(descriptions, customCategories, hints, adjustments);
  return {
    score,
    async categorize(descriptions, customCategories, context) {
      return score(descriptions, customCategories, context?.hints, context?.adjustments).map(toChoice);
    },
  };
}
