import * as z from 'zod';
import { FREE_PLAN_TRANSACTIONS } from '#shared/limits';
import { ContactEmailSchema, ControllerNameSchema } from '#shared/runtime-config';

/**
 * The stage configuration of the AWS deployment: parsed once, here, from CDK context (`-c key=value`) with the
 * environment (`CATEGORIZA_*`) as a fallback. Nothing else in infra/ reads context or `process.env`.
 */

/**
 * Cross-region inference profiles by prefix, with the source regions each may be called from (Bedrock's
 * geographies: US, EU, APAC, JP, AU, US GovCloud, and global, callable from any commercial region). There is no
 * South American geography: from sa-east-1 only a `global.` profile routes elsewhere.
 */
const PROFILE_GEOGRAPHIES: Readonly<Record<string, (region: string) => boolean>> = {
  us: (region) => /^(us-(east|west)-\d|ca-(central|west)-1)$/.test(region),
  'us-gov': (region) => region.startsWith('us-gov-'),
  eu: (region) => region.startsWith('eu-'),
  apac: (region) => region.startsWith('ap-'),
  jp: (region) => region === 'ap-northeast-1' || region === 'ap-northeast-3',
  au: (region) => /^ap-southeast-[246]$/.test(region),
  global: (region) => !region.startsWith('us-gov-') && !region.startsWith('cn-'),
};

/** Model providers on Bedrock: the first part of a foundation-model id (`openai.gpt-oss-120b-1:0`). */
const MODEL_PROVIDERS = new Set([
  'ai21',
  'amazon',
  'anthropic',
  'cohere',
  'deepseek',
  'google',
  'meta',
  'minimax',
  'mistral',
  'moonshot',
  'moonshotai',
  'nvidia',
  'openai',
  'qwen',
  'twelvelabs',
  'writer',
]);

/**
 * OpenAI gpt-oss-120b: Active on Bedrock and served in sa-east-1 itself (on-demand, no cross-region routing), so
 * transactions stay in Brazil; not sold through AWS Marketplace, so no subscription or use-case form stands
 * between a new account and its first call (docs/deploy.md, ADR 0050). Claude 3 Haiku, the first default, is
 * Legacy with an end of life of 2026-09-10; Claude 4.x and Nova are not offered in-region in sa-east-1. Override
 * with `-c bedrockModelId=...` (a foundation-model id or an inference profile id); `npm run deploy:check` says
 * whether the chosen model is Active and answers from the stack's region.
 */
export const DEFAULT_BEDROCK_MODEL_ID = 'openai.gpt-oss-120b-1:0';

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
    /** WAF web ACLs with per-IP rate limits on CloudFront and on the user pool (a fixed monthly fee each). */
    waf: z
      .preprocess((value) => (typeof value === 'string' ? value !== 'false' : value), z.boolean())
      .default(true),
    /**
     * Concurrent executions reserved for (and capping) the categorize function: it bounds what a flood can
     * spend, Bedrock included. 0 reserves none (accounts whose concurrency quota is still the new-account 10).
     */
    categorizeConcurrency: z.coerce.number().int().min(0).max(1000).default(20),
    /** Optional e-mail address subscribed to the alarm topic. */
    alarmEmail: z.email().optional(),
    /** The public contact the pages give (privacy requests, sales, demonstrations): written to config.json. */
    contactEmail: ContactEmailSchema,
    /** The controller of the personal data (LGPD) the privacy and terms pages name: written to config.json. */
    controllerName: ControllerNameSchema,
  })
  .superRefine((config, ctx) => {
    const [first = ''] = config.bedrockModelId.split('.');
    const geography = PROFILE_GEOGRAPHIES[first];
    if (!geography && !MODEL_PROVIDERS.has(first)) {
      ctx.addIssue({
        code: 'custom',
        path: ['bedrockModelId'],
        message: `"${first}" is neither a Bedrock model provider nor an inference profile prefix (${Object.keys(PROFILE_GEOGRAPHIES).join(', ')})`,
      });
      return;
    }
    if (geography && !geography(config.region)) {
      ctx.addIssue({
        code: 'custom',
        path: ['bedrockModelId'],
        message: `the "${first}." inference profile cannot be called from ${config.region}: use a model served in ${config.region} or a global. profile (and say so in the privacy page: data leaves the region)`,
      });
    }
    if (geography && first !== 'global' && !config.bedrockRoutingRegions?.length) {
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

/** The grant's targets. The stack's own region is always among them: a profile may serve from the caller's region. */
export function bedrockTarget(config: StageConfig): BedrockTarget {
  const [first = ''] = config.bedrockModelId.split('.');
  if (!(first in PROFILE_GEOGRAPHIES)) {
    return { foundationModelId: config.bedrockModelId, regions: [config.region], global: false };
  }
  return {
    inferenceProfileId: config.bedrockModelId,
    foundationModelId: config.bedrockModelId.slice(first.length + 1),
    regions: [...new Set([config.region, ...(config.bedrockRoutingRegions ?? [])])],
    global: first === 'global',
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
  'waf',
  'categorizeConcurrency',
  'alarmEmail',
  'contactEmail',
  'controllerName',
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
