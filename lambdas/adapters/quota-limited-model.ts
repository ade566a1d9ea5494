import {
  type Categorizer,
  type CategoryChoice,
  contextFor,
  type ModelLineQuota,
} from '#lambdas/domain/ports';

/**
 * The model behind each user's daily ceiling: of the lines asked, as many as the ceiling still grants go to the
 * model; the rest are the engine's answer (`source: engine`). Without a user (no context) nothing is limited.
 */
export function createQuotaLimitedModel(opts: {
  model: Categorizer;
  engine: Categorizer;
  quota: ModelLineQuota;
  onCapped?: (report: { asked: number; granted: number }) => void;
}): Categorizer {
  return {
    async categorize(descriptions, customCategories, context) {
      if (!context || descriptions.length === 0)
        return opts.model.categorize(descriptions, customCategories, context);
      // The ceiling is a cost guard: when it cannot be read, the engine answers rather than the upload failing.
      const granted = await opts.quota
        .grant(context.userId, descriptions.length, context.modelCeiling)
        .catch(() => 0);
      if (granted >= descriptions.length)
        return opts.model.categorize(descriptions, customCategories, context);
      opts.onCapped?.({ asked: descriptions.length, granted });
      const [toModel, toEngine] = [descriptions.slice(0, granted), descriptions.slice(granted)];
      const indexes = descriptions.map((_, index) => index);
      const fromModel =
        toModel.length > 0
          ? await opts.model.categorize(
              toModel,
              customCategories,
              contextFor(context, indexes.slice(0, granted)),
            )
          : [];
      const fromEngine = await opts.engine.categorize(
        toEngine,
        customCategories,
        contextFor(context, indexes.slice(granted)),
      );
      return [...fromModel, ...fromEngine.map((choice): CategoryChoice => ({ ...choice, source: 'engine' }))];
    },
  };
}
