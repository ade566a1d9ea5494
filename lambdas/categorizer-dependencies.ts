import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  createBedrockCategorizer,
  createBedrockClient,
  type ModelFailureReport,
} from './adapters/bedrock-categorizer.ts';
import { createListMappingCategorizer } from './adapters/bedrock-list-mapper.ts';
import { createCircuitBreaker } from './adapters/circuit-breaker.ts';
import { createModelLineQuota } from './adapters/dynamo-usage.ts';
import { createEngineCategorizer } from './adapters/engine-categorizer.ts';
import { createHybridCategorizer } from './adapters/hybrid-categorizer.ts';
import { createQuotaLimitedModel } from './adapters/quota-limited-model.ts';
import { type Config, config } from './config.ts';
import { type Dependencies, dependencies } from './dependencies.ts';
import type { Categorizer } from './domain/ports.ts';
import { logger } from './logger.ts';
import { metrics } from './metrics.ts';
import { MODEL_METRICS } from './telemetry.ts';

export interface CategorizeDependencies extends Dependencies {
  readonly categorizer: Categorizer;
}

/** The model could not answer: say why in the log (no transaction text) and in the alarm's metric. */
function reportModelFailure(cfg: Config, report: ModelFailureReport): void {
  logger.warn('Model unavailable: the offline engine answered in its place', {
    modelId: cfg.BEDROCK_MODEL_ID,
    reasons: report.reasons,
    fallbackLines: report.fallbackLines,
    totalLines: report.totalLines,
  });
  const metric = metrics.singleMetric();
  metric.addMetric(MODEL_METRICS.unavailable, MetricUnit.Count, 1);
  metric.addMetric(MODEL_METRICS.fallbackLines, MetricUnit.Count, report.fallbackLines);
}

/** Picks the categorizer of CATEGORIZATION_MODE. Local mode swaps endpoints, not code paths. */
export function createCategorizer(cfg: Config, documentClient: DynamoDBDocumentClient): Categorizer {
  const engine = createEngineCategorizer();
  if (cfg.CATEGORIZATION_MODE === 'local' || cfg.BEDROCK_MODEL_ID === undefined) return engine;
  const client = createBedrockClient({
    region: cfg.AWS_REGION,
    ...(cfg.BEDROCK_ENDPOINT ? { endpoint: cfg.BEDROCK_ENDPOINT } : {}),
  });
  const breaker = createCircuitBreaker({
    failureThreshold: cfg.BEDROCK_BREAKER_FAILURES,
    cooldownMs: cfg.BEDROCK_BREAKER_COOLDOWN_SECONDS * 1000,
  });
  const model = createBedrockCategorizer({
    client,
    modelId: cfg.BEDROCK_MODEL_ID,
    maxConcurrency: cfg.BEDROCK_MAX_CONCURRENCY,
    budgetMs: cfg.BEDROCK_BUDGET_MS,
    callTimeoutMs: cfg.BEDROCK_CALL_TIMEOUT_MS,
    fallback: engine,
    breaker,
    logger: { warn: (message, extra) => logger.warn(message, extra ?? {}) },
    onFailure: (report) => reportModelFailure(cfg, report),
  });
  const limited = createQuotaLimitedModel({
    model,
    engine,
    quota: createModelLineQuota({
      tableName: cfg.TABLE_NAME,
      client: documentClient,
      ceiling: cfg.MODEL_DAILY_LINES_PER_USER,
    }),
    onCapped: (report) =>
      logger.info('Daily model ceiling reached: the offline engine answered the rest', report),
  });
  const categorizer =
    cfg.CATEGORIZATION_MODE === 'bedrock'
      ? limited
      : createHybridCategorizer({ engine, model: limited, threshold: cfg.HYBRID_CONFIDENCE_THRESHOLD });
  // A new custom list is understood by the model once (cached); the engine then files lines by that mapping.
  return createListMappingCategorizer({
    inner: categorizer,
    client,
    modelId: cfg.BEDROCK_MODEL_ID,
    callTimeoutMs: cfg.BEDROCK_CALL_TIMEOUT_MS,
    breaker,
    onFailure: (reason) =>
      logger.warn("Model could not map a custom list: the engine's own understanding stands", { reason }),
  });
}

let built: CategorizeDependencies | undefined;

/** The categorize function's dependencies: the data ones plus the categorizer, built once per instance. */
export function categorizeDependencies(): CategorizeDependencies {
  if (built) return built;
  const deps = dependencies();
  built = { ...deps, categorizer: createCategorizer(config(), deps.documentClient) };
  return built;
}
