import { createBedrockCategorizer, createBedrockClient } from './adapters/bedrock-categorizer.ts';
import { createEngineCategorizer } from './adapters/engine-categorizer.ts';
import { createHybridCategorizer } from './adapters/hybrid-categorizer.ts';
import { type Config, config } from './config.ts';
import { type Dependencies, dependencies } from './dependencies.ts';
import type { Categorizer } from './domain/ports.ts';
import { logger } from './logger.ts';

export interface CategorizeDependencies extends Dependencies {
  readonly categorizer: Categorizer;
}

/** Picks the categorizer of CATEGORIZATION_MODE. Local mode swaps endpoints, not code paths. */
export function createCategorizer(cfg: Config): Categorizer {
  const engine = createEngineCategorizer();
  if (cfg.CATEGORIZATION_MODE === 'local' || cfg.BEDROCK_MODEL_ID === undefined) return engine;
  const model = createBedrockCategorizer({
    client: createBedrockClient({ region: cfg.AWS_REGION }),
    modelId: cfg.BEDROCK_MODEL_ID,
    maxConcurrency: cfg.BEDROCK_MAX_CONCURRENCY,
    fallback: engine,
    logger: { warn: (message, extra) => logger.warn(message, extra ?? {}) },
  });
  if (cfg.CATEGORIZATION_MODE === 'bedrock') return model;
  return createHybridCategorizer({ engine, model, threshold: cfg.HYBRID_CONFIDENCE_THRESHOLD });
}

let built: CategorizeDependencies | undefined;

/** The categorize function's dependencies: the data ones plus the categorizer, built once per instance. */
export function categorizeDependencies(): CategorizeDependencies {
  built ??= { ...dependencies(), categorizer: createCategorizer(config()) };
  return built;
}
