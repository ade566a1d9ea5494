import { z } from 'zod';
import { FREE_PLAN_TRANSACTIONS } from '#shared/limits';

/**
 * The stage configuration of the AWS deployment: parsed once, here, from CDK context (`-c key=value`) with the
 * environment (`CATEGORIZA_*`) as a fallback. Nothing else in infra/ reads context or `process.env`.
 */

/** Cross-region inference profile prefixes (`us.`, `global.`, ...): the id names a profile, not a model. */
const INFERENCE_PROFILE_PREFIX = /^(us|us-gov|eu|apac|jp|au|ca|global)\./;

/**
 * Claude 3 Haiku runs in sa-east-1 itself (no cross-region routing, data stays in Brazil) and is among the
 * cheapest models there: a short category label per transaction costs little. Override with
 * `-c bedrockModelId=...` (a foundation-model id or a cross-region inference profile id).
 */
export const DEFAULT_BEDROCK_MODEL_ID = 'anthropic.claude-3-haiku-20240307-v1:0';

const regionSchema = z.string().regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, 'an AWS region such as sa-east-1');

const csv = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  z.array(regionSchema),
);

export const StageConfigSchema = z
  .object({
    /** Deployment stage: only `dev` may destroy data on tear-down; every other stage retains it. */
    stage: z.enum(['dev', 'staging', 'prod']).default('dev'),
    region: regionSchema.default('sa-east-1'),
    /** Optional: pins the stack to one account; synth works without it (and without credentials). */
    account: z
      .string()
      .regex(/^\d{12}$/)
      .optional(),
    bedrockModelId: z.string().min(3).default(DEFAULT_BEDROCK_MODEL_ID),
    /**
     * For an inference profile id: the regions it routes to (the function may invoke the model there).
     * Defaults to the stack's region only, which is right for a foundation-model id.
     */
    bedrockRoutingRegions: csv.optional(),
    /** Transactions a user may categorize on the free plan (0 = unlimited). */
    freePlanLimit: z.coerce.number().int().min(0).default(FREE_PLAN_TRANSACTIONS),
    /** Days an upload and its results are kept (DynamoDB TTL). */
    retentionDays: z.coerce.number().int().positive().max(3650).default(365),
    categorizationMode: z.enum(['local', 'bedrock', 'hybrid']).default('hybrid'),
    /** Optional e-mail address subscribed to the alarm topic. */
    alarmEmail: z.email().optional(),
  })
  .superRefine((config, ctx) => {
    if (INFERENCE_PROFILE_PREFIX.test(config.bedrockModelId) && !config.bedrockRoutingRegions?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['bedrockRoutingRegions'],
        message:
          'an inference profile id needs the regions it routes to (e.g. -c bedrockRoutingRegions=us-east-1,us-east-2,us-west-2)',
      });
    }
  });

export type StageConfig = z.infer<typeof StageConfigSchema>;

/** What the Bedrock grant needs: the profile (if any) and the foundation model in every region it may run in. */
export interface BedrockTarget {
  readonly inferenceProfileId?: string;
  readonly foundationModelId: string;
  readonly regions: readonly string[];
  /** Global profiles may route to any commercial region; IAM then also needs the region-less model ARN. */
  readonly global: boolean;
}

export function bedrockTarget(config: StageConfig): BedrockTarget {
  const match = INFERENCE_PROFILE_PREFIX.exec(config.bedrockModelId);
  if (!match) {
    return { foundationModelId: config.bedrockModelId, regions: [config.region], global: false };
  }
  return {
    inferenceProfileId: config.bedrockModelId,
    foundationModelId: config.bedrockModelId.slice(match[0].length),
    regions: config.bedrockRoutingRegions ?? [config.region],
    global: match[1] === 'global',
  };
}

export const isDevStage = (config: StageConfig): boolean => config.stage === 'dev';

const KEYS = [
  'stage',
  'region',
  'account',
  'bedrockModelId',
  'bedrockRoutingRegions',
  'freePlanLimit',
  'retentionDays',
  'categorizationMode',
  'alarmEmail',
] as const;

const envName = (key: string): string => `CATEGORIZA_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/**
 * Reads the stage configuration: CDK context first (`-c stage=prod`), then `CATEGORIZA_STAGE`-style variables,
 * then the account and region the CDK CLI resolved (`CDK_DEFAULT_*`), then the schema's defaults.
 * Throws a readable error listing every invalid value.
 */
export function readStageConfig(
  tryGetContext: (key: string) => unknown,
  env: NodeJS.ProcessEnv = process.env,
): StageConfig {
  const raw: Record<string, unknown> = {};
  for (const key of KEYS) {
    const value = tryGetContext(key) ?? env[envName(key)];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  raw.account ??= env.CDK_DEFAULT_ACCOUNT || undefined;
  const parsed = StageConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid Categoriza stage configuration:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
