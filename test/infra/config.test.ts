import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTACT } from '#shared/site-contact';
import {
  bedrockTarget,
  DEFAULT_BEDROCK_MODEL_ID,
  readStageConfig,
  StageConfigSchema,
} from '../../infra/config.ts';
import { bedrockResourceArns } from '../../infra/constructs/functions.ts';

const fromContext = (context: Record<string, unknown>, env: NodeJS.ProcessEnv = {}) =>
  readStageConfig((key) => context[key], env);

describe('stage configuration', () => {
  it('defaults to a dev stage in sa-east-1, hybrid mode, 1000 free transactions, a year of retention and the default contact', () => {
    expect(fromContext({})).toEqual({
      stage: 'dev',
      region: 'sa-east-1',
      bedrockModelId: DEFAULT_BEDROCK_MODEL_ID,
      freePlanLimit: 1000,
      retentionDays: 365,
      categorizationMode: 'hybrid',
      waf: true,
      categorizeConcurrency: 20,
      contactEmail: DEFAULT_SITE_CONTACT.contactEmail,
      controllerName: DEFAULT_SITE_CONTACT.controllerName,
    });
  });

  it('reads the contact e-mail and the data controller per stage, from context or CATEGORIZA_* variables', () => {
    expect(
      fromContext(
        { contactEmail: 'dpo@empresa.com.br' },
        { CATEGORIZA_CONTROLLER_NAME: '  Empresa Exemplo Ltda.  ' },
      ),
    ).toMatchObject({ contactEmail: 'dpo@empresa.com.br', controllerName: 'Empresa Exemplo Ltda.' });
  });

  it('reads CDK context first, then CATEGORIZA_* variables, and coerces numbers', () => {
    const config = fromContext(
      { stage: 'prod', freePlanLimit: '5000' },
      {
        CATEGORIZA_STAGE: 'staging',
        CATEGORIZA_RETENTION_DAYS: '90',
        CATEGORIZA_CATEGORIZATION_MODE: 'local',
      },
    );
    expect(config).toMatchObject({
      stage: 'prod',
      freePlanLimit: 5000,
      retentionDays: 90,
      categorizationMode: 'local',
    });
  });

  it('takes the account the CDK CLI resolved when none is configured', () => {
    expect(fromContext({}, { CDK_DEFAULT_ACCOUNT: '123456789012' }).account).toBe('123456789012');
  });

  it.each([
    [{ stage: 'production' }, 'stage'],
    [{ categorizationMode: 'gpt' }, 'categorizationMode'],
    [{ freePlanLimit: '-1' }, 'freePlanLimit'],
    [{ retentionDays: 'forever' }, 'retentionDays'],
    [{ region: 'brazil' }, 'region'],
    [{ region: 'us-east-1', bedrockModelId: 'us.amazon.nova-micro-v1:0' }, 'bedrockRoutingRegions'],
    [
      { bedrockModelId: 'us.amazon.nova-micro-v1:0', bedrockRoutingRegions: 'us-east-1' },
      'cannot be called from sa-east-1',
    ],
    [{ bedrockModelId: 'eu.anthropic.claude-haiku-4-5-20251001-v1:0' }, 'cannot be called from sa-east-1'],
    [
      { bedrockModelId: 'sa.amazon.nova-lite-v1:0' },
      'neither a Bedrock model provider nor an inference profile prefix',
    ],
    [{ bedrockModelId: 'claude-3-haiku' }, 'neither a Bedrock model provider'],
    [{ contactEmail: 'contato em categoriza' }, 'contactEmail'],
    [{ controllerName: 'x'.repeat(201) }, 'controllerName'],
  ])('rejects %o, naming %s', (context, field) => {
    expect(() => fromContext(context)).toThrow(
      new RegExp(`Invalid Categoriza stage configuration[\\s\\S]*${field}`),
    );
  });
});

describe('Bedrock grant targets', () => {
  const app = new App();
  const stacks = new Map(
    ['sa-east-1', 'us-east-1'].map((region) => [
      region,
      new Stack(app, `Arns-${region}`, { env: { account: '123456789012', region } }),
    ]),
  );
  const arns = (context: Record<string, unknown>) => {
    const config = StageConfigSchema.parse(context);
    const stack = stacks.get(config.region) as Stack;
    return bedrockResourceArns(stack, bedrockTarget(config)).map((arn) => stack.resolve(arn));
  };
  const join = (...parts: unknown[]) => ({ 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ...parts]] });

  it('grants a foundation-model id in the stack region only', () => {
    expect(arns({})).toEqual([join(`:bedrock:sa-east-1::foundation-model/${DEFAULT_BEDROCK_MODEL_ID}`)]);
  });

  it('grants an inference profile plus its model in every region it routes to, the stack region first', () => {
    expect(
      arns({
        region: 'us-east-1',
        bedrockModelId: 'us.amazon.nova-micro-v1:0',
        bedrockRoutingRegions: 'us-east-2,us-west-2',
      }),
    ).toEqual([
      join(':bedrock:us-east-1:123456789012:inference-profile/us.amazon.nova-micro-v1:0'),
      join(':bedrock:us-east-1::foundation-model/amazon.nova-micro-v1:0'),
      join(':bedrock:us-east-2::foundation-model/amazon.nova-micro-v1:0'),
      join(':bedrock:us-west-2::foundation-model/amazon.nova-micro-v1:0'),
    ]);
  });

  it('grants a global profile from sa-east-1: the profile, the model in the stack region, the region-less model', () => {
    expect(arns({ bedrockModelId: 'global.anthropic.claude-haiku-4-5-20251001-v1:0' })).toEqual([
      join(
        ':bedrock:sa-east-1:123456789012:inference-profile/global.anthropic.claude-haiku-4-5-20251001-v1:0',
      ),
      join(':bedrock:sa-east-1::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0'),
      join(':bedrock:::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0'),
    ]);
  });
});
