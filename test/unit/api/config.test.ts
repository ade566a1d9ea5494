import { describe, expect, it } from 'vitest';
import { parseConfig } from '#lambdas/config';

describe('Lambda config', () => {
  it('applies the defaults of local mode', () => {
    expect(parseConfig({ TABLE_NAME: 't' })).toMatchObject({
      TABLE_NAME: 't',
      AWS_REGION: 'us-east-1',
      CATEGORIZATION_MODE: 'local',
      FREE_PLAN_LIMIT: 1000,
      RETENTION_DAYS: 365,
      BEDROCK_MAX_CONCURRENCY: 5,
      HYBRID_CONFIDENCE_THRESHOLD: 0.5,
    });
  });

  it('reads numbers and modes', () => {
    const config = parseConfig({
      TABLE_NAME: 't',
      CATEGORIZATION_MODE: 'hybrid',
      BEDROCK_MODEL_ID: 'amazon.nova-micro-v1:0',
      FREE_PLAN_LIMIT: '0',
      BEDROCK_MAX_CONCURRENCY: '8',
      HYBRID_CONFIDENCE_THRESHOLD: '0.7',
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:9330',
    });
    expect(config).toMatchObject({
      CATEGORIZATION_MODE: 'hybrid',
      FREE_PLAN_LIMIT: 0,
      BEDROCK_MAX_CONCURRENCY: 8,
      HYBRID_CONFIDENCE_THRESHOLD: 0.7,
    });
  });

  it.each([
    { env: {}, field: 'TABLE_NAME' },
    { env: { TABLE_NAME: 't', CATEGORIZATION_MODE: 'gpt' }, field: 'CATEGORIZATION_MODE' },
    { env: { TABLE_NAME: 't', FREE_PLAN_LIMIT: '-1' }, field: 'FREE_PLAN_LIMIT' },
    { env: { TABLE_NAME: 't', FREE_PLAN_LIMIT: 'muitos' }, field: 'FREE_PLAN_LIMIT' },
    { env: { TABLE_NAME: 't', CATEGORIZATION_MODE: 'hybrid' }, field: 'BEDROCK_MODEL_ID' },
    { env: { TABLE_NAME: 't', CATEGORIZATION_MODE: 'bedrock' }, field: 'BEDROCK_MODEL_ID' },
  ])('refuses a bad $field at load', ({ env, field }) => {
    expect(() => parseConfig(env)).toThrow(field);
  });
});
