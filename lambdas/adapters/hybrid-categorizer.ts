import { type Categorizer, type CategoryChoice, contextFor } from '#lambdas/domain/ports';
import { type EngineCategorizer, toChoice } from './engine-categorizer.ts';

/**
 * Hybrid mode: the offline engine answers first; only the descriptions it is unsure of (confidence under
 * `threshold`) go to the model, which itself falls back to the engine when it cannot answer. Every line says
 * who decided it (`source`).
 */
export function createHybridCategorizer(opts: {
  engine: EngineCategorizer;
  model: Categorizer;
  threshold: number;
}): Categorizer {
  return {
    async categorize(descriptions, customCategories, context) {
      const scored = opts.engine.score(descriptions, customCategories, context?.hints, context?.adjustments);
      const unsure = scored.flatMap((result, index) => (result.confidence < opts.threshold ? [index] : []));
      const choices: CategoryChoice[] = scored.map((result) => ({ ...toChoice(result), source: 'engine' }));
      if (unsure.length === 0) return choices;
      const answers = await opts.model.categorize(
        unsure.map((index) => descriptions[index] as string),
        customCategories,
        contextFor(context, unsure),
      );
      unsure.forEach((index, i) => {
        const answer = answers[i];
        if (answer) choices[index] = answer;
      });
      return choices;
    },
  };
}
