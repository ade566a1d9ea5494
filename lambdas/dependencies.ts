import { createBedrockCategorizer, createBedrockClient } from './adapters/bedrock-categorizer.ts';
import { createDocumentClient, createDynamoStore, type DynamoStore } from './adapters/dynamo-store.ts';
import { createEngineCategorizer } from './adapters/engine-categorizer.ts';
import { createHybridCategorizer } from './adapters/hybrid-categorizer.ts';
import { type Config, config } from './config.ts';
import type { Categorizer, Clock, Plan } from './domain/ports.ts';
import { logger } from './logger.ts';

export interface Dependencies {
  readonly store: DynamoStore;
  readonly categorizer: Categorizer;
  readonly clock: Clock;
  readonly plan: Plan;
}

/** Picks the categorizer of CATEGORIZATION_MODE. Local mode swaps endpoints, not code paths. */
export function createCategorizer(cfg: Config): Categorizer {
  const engine = createEngineCategorizer();
  if (cfg.CATEGORIZATION_MODE === 'local') return engine;
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

export function createDependencies(cfg: Config): Dependencies {
  return {
    store: createDynamoStore({
      tableName: cfg.TABLE_NAME,
      client: createDocumentClient({ region: cfg.AWS_REGION, endpoint: cfg.DYNAMODB_ENDPOINT }),
    }),
    categorizer: createCategorizer(cfg),
    clock: { now: () => new Date() },
    plan: { limit: cfg.FREE_PLAN_LIMIT, retentionDays: cfg.RETENTION_DAYS },
  };
}

let built: Dependencies | undefined;

/** The dependencies of this Lambda instance: clients built once, on first use (module load of a handler). */
export function dependencies(): Dependencies {
  built ??= createDependencies(config());
  return built;
}
