import * as z from 'zod';
import { FREE_PLAN_TRANSACTIONS } from '#shared/limits';
import { SERVICE_NAME } from './telemetry.ts';

/**
 * The Lambdas' configuration: parsed once, at module load, from the environment. Nothing else in lambdas/
 * reads `process.env`. A missing or invalid variable throws here, so a misconfigured function fails at init.
 */
const optionalNumber = <T extends z.ZodNumber>(schema: T, fallback: number) =>
  z.preprocess((value) => (value === undefined || value === '' ? fallback : Number(value)), schema);

export const ConfigSchema = z.object({
  TABLE_NAME: z.string().min(1),
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** The user pool, for the account rights (export, erasure); COGNITO_ENDPOINT points local mode at its emulator. */
  USER_POOL_ID: z.string().min(1).optional(),
  COGNITO_ENDPOINT: z.url().optional(),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  CATEGORIZATION_MODE: z.enum(['local', 'bedrock', 'hybrid']).default('local'),
  /** Model or inference profile id; the stack sets it (infra/config.ts owns the default). Needed unless local. */
  BEDROCK_MODEL_ID: z.string().min(1).optional(),
  /** Another Bedrock Runtime endpoint: local mode and the integration tests point it at a stand-in. */
  BEDROCK_ENDPOINT: z.url().optional(),
  BEDROCK_MAX_CONCURRENCY: optionalNumber(z.number().int().min(1).max(50), 5),
  /** Time one batch may spend on the model before the engine answers the rest (under the gateway's 30 s). */
  BEDROCK_BUDGET_MS: optionalNumber(z.number().int().min(100).max(25_000), 20_000),
  BEDROCK_CALL_TIMEOUT_MS: optionalNumber(z.number().int().min(100).max(25_000), 12_000),
  /** Failed model calls in a row that open the circuit breaker, and how long it stays open. */
  BEDROCK_BREAKER_FAILURES: optionalNumber(z.number().int().min(1), 3),
  BEDROCK_BREAKER_COOLDOWN_SECONDS: optionalNumber(z.number().int().min(0), 300),
  HYBRID_CONFIDENCE_THRESHOLD: optionalNumber(z.number().min(0).max(1), 0.5),
  /** Lines a user may send to the model per day (hybrid and bedrock modes); past it the engine answers. 0 = none. */
  MODEL_DAILY_LINES_PER_USER: optionalNumber(z.number().int().min(0), 2000),
  FREE_PLAN_LIMIT: optionalNumber(z.number().int().min(0), FREE_PLAN_TRANSACTIONS),
  RETENTION_DAYS: optionalNumber(z.number().int().min(1), 365),
  /** The API's jobs (docs/decisions/0058): the bucket and queues in AWS (infra/constructs/jobs.ts)... */
  JOBS_BUCKET: z.string().min(1).optional(),
  JOB_CHUNKS_QUEUE_URL: z.url().optional(),
  JOB_WEBHOOKS_QUEUE_URL: z.url().optional(),
  /** ...or local mode's folder, the base URL it serves it at with the secret that signs those URLs, and its queue. */
  JOBS_DIR: z.string().min(1).optional(),
  JOB_FILES_URL: z.url().optional(),
  JOB_FILES_SECRET: z.string().min(16).optional(),
  JOB_QUEUE_ENDPOINT: z.url().optional(),
  /** Local mode only: webhooks may go to http://127.0.0.1 (nothing else internal opens up). */
  WEBHOOK_ALLOW_LOOPBACK: z.enum(['0', '1']).default('0'),
  POWERTOOLS_SERVICE_NAME: z.string().min(1).default(SERVICE_NAME),
  POWERTOOLS_LOG_LEVEL: z
    .enum(['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT', 'CRITICAL'])
    .default('INFO'),
});

export type Config = z.infer<typeof ConfigSchema>;

const RefinedConfigSchema = ConfigSchema.refine(
  (cfg) => cfg.CATEGORIZATION_MODE === 'local' || cfg.BEDROCK_MODEL_ID !== undefined,
  { path: ['BEDROCK_MODEL_ID'], message: 'required when CATEGORIZATION_MODE is bedrock or hybrid' },
);

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = RefinedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid Lambda configuration: ${fields}`);
  }
  return parsed.data;
}

/** Logging needs only these, so even a function without a table (health) can log. */
export const LoggingConfigSchema = ConfigSchema.pick({
  POWERTOOLS_SERVICE_NAME: true,
  POWERTOOLS_LOG_LEVEL: true,
});
export type LoggingConfig = z.infer<typeof LoggingConfigSchema>;

export function loggingConfig(): LoggingConfig {
  return LoggingConfigSchema.parse(process.env);
}

let cached: Config | undefined;

/** The configuration, parsed on first use (at module load of any handler) and then kept. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
