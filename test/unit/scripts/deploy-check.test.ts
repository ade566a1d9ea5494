import {
  AccessDeniedException as BedrockAccessDenied,
  BedrockClient,
  ResourceNotFoundException as BedrockNotFound,
  GetFoundationModelAvailabilityCommand,
  GetFoundationModelCommand,
  GetUseCaseForModelAccessCommand,
} from '@aws-sdk/client-bedrock';
import {
  AccessDeniedException,
  BedrockRuntimeClient,
  ConverseCommand,
  ResourceNotFoundException,
  ValidationException,
} from '@aws-sdk/client-bedrock-runtime';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetParameterCommand, ParameterNotFound, SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { readStageConfig } from '../../../infra/config.ts';
import { runPreflight } from '../../../scripts/deploy/preflight.ts';

const sts = mockClient(STSClient);
const ssm = mockClient(SSMClient);
const bedrock = mockClient(BedrockClient);
const runtime = mockClient(BedrockRuntimeClient);
const lambda = mockClient(LambdaClient);
const clients = () => ({
  sts: new STSClient({ region: 'sa-east-1' }),
  ssm: new SSMClient({ region: 'sa-east-1' }),
  lambda: new LambdaClient({ region: 'sa-east-1' }),
  bedrock: new BedrockClient({ region: 'sa-east-1' }),
  runtime: new BedrockRuntimeClient({ region: 'sa-east-1' }),
});
const config = (context: Record<string, string> = {}) => readStageConfig((key) => context[key], {});
const meta = { $metadata: {} };

/** A model that answers the product's request through the tool. */
function answersByTool(category = 'Transporte') {
  runtime.on(ConverseCommand).resolves({
    ...meta,
    output: {
      message: {
        role: 'assistant',
        content: [
          {
            toolUse: {
              toolUseId: '1',
              name: 'record_categories',
              input: { results: [{ id: '0', category }] },
            },
          },
        ],
      },
    },
  } as never);
}

describe('npm run deploy:check', () => {
  beforeEach(() => {
    for (const client of [sts, ssm, bedrock, runtime, lambda]) client.reset();
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { UnreservedConcurrentExecutions: 1000 } });
    sts.on(GetCallerIdentityCommand).resolves({ Account: '123456789012' });
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '27' } });
    bedrock.on(GetFoundationModelCommand).resolves({
      modelDetails: {
        modelArn: 'arn',
        modelId: 'openai.gpt-oss-120b-1:0',
        modelLifecycle: { status: 'ACTIVE' },
      },
    } as never);
    bedrock.on(GetFoundationModelAvailabilityCommand).resolves({
      modelId: 'openai.gpt-oss-120b-1:0',
      agreementAvailability: { status: 'AVAILABLE' },
      authorizationStatus: 'AUTHORIZED',
      entitlementAvailability: 'AVAILABLE',
      regionAvailability: 'AVAILABLE',
    });
    answersByTool();
  });

  it('passes a ready account: credentials, bootstrap, an Active model that answers through the tool', async () => {
    const results = await runPreflight(config(), clients());

    expect(results.map((r) => [r.title, r.ok])).toEqual([
      ['Credenciais AWS', true],
      ['Bootstrap do CDK', true],
      ['Concorrência do Lambda', true],
      ['Ciclo de vida do modelo', true],
      ['Acesso ao modelo', true],
      ['Chamada de teste (Converse) a openai.gpt-oss-120b-1:0', true],
    ]);
    expect(results[3]?.detail).toContain('Active em sa-east-1');
    expect(bedrock).toHaveReceivedCommandWith(GetFoundationModelCommand, {
      modelIdentifier: 'openai.gpt-oss-120b-1:0',
    });
    expect(runtime).toHaveReceivedCommandWith(ConverseCommand, { modelId: 'openai.gpt-oss-120b-1:0' });
  });

  it('stops at missing credentials', async () => {
    sts
      .on(GetCallerIdentityCommand)
      .rejects(Object.assign(new Error('no creds'), { name: 'CredentialsProviderError' }));

    const results = await runPreflight(config(), clients());

    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ ok: false, title: 'Credenciais AWS' });
    expect(results[0]?.detail).toMatch(/configure credenciais/);
  });

  it('says how to bootstrap an account that has no bootstrap, or an old one', async () => {
    ssm.on(GetParameterCommand).rejectsOnce(new ParameterNotFound({ message: 'none', ...meta }));
    const missing = await runPreflight(config(), clients());
    expect(missing[1]).toMatchObject({ ok: false });
    expect(missing[1]?.detail).toContain('npx cdk bootstrap aws://123456789012/sa-east-1');

    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '5' } });
    const old = await runPreflight(config(), clients());
    expect(old[1]?.detail).toMatch(/versão 5, antiga/);
  });

  it('refuses a Legacy model and names its end of life', async () => {
    bedrock.on(GetFoundationModelCommand).resolves({
      modelDetails: {
        modelArn: 'arn',
        modelId: 'anthropic.claude-3-haiku-20240307-v1:0',
        modelLifecycle: { status: 'LEGACY', endOfLifeTime: new Date('2026-09-10T00:00:00Z') },
      },
    } as never);

    const results = await runPreflight(
      config({ bedrockModelId: 'anthropic.claude-3-haiku-20240307-v1:0' }),
      clients(),
    );

    const lifecycle = results.find((r) => r.title === 'Ciclo de vida do modelo');
    expect(lifecycle).toMatchObject({ ok: false });
    expect(lifecycle?.detail).toContain('LEGACY (fim de vida 2026-09-10)');
  });

  it('asks an admin to subscribe a Marketplace model and to send the Anthropic use-case form', async () => {
    bedrock.on(GetFoundationModelAvailabilityCommand).resolves({
      modelId: 'anthropic.claude-3-haiku-20240307-v1:0',
      agreementAvailability: { status: 'NOT_AVAILABLE' },
      authorizationStatus: 'AUTHORIZED',
      entitlementAvailability: 'NOT_AVAILABLE',
      regionAvailability: 'AVAILABLE',
    });
    bedrock.on(GetUseCaseForModelAccessCommand).rejects(new BedrockNotFound({ message: 'no form', ...meta }));
    runtime.on(ConverseCommand).rejects(
      new AccessDeniedException({
        message: 'Model access requires an AWS Marketplace subscription',
        ...meta,
      }),
    );

    const results = await runPreflight(
      config({ bedrockModelId: 'anthropic.claude-3-haiku-20240307-v1:0' }),
      clients(),
    );
    const byTitle = new Map(results.map((r) => [r.title, r]));

    expect(byTitle.get('Acesso ao modelo')?.detail).toMatch(/aws-marketplace:Subscribe/);
    expect(byTitle.get('Formulário de caso de uso (Anthropic)')).toMatchObject({ ok: false });
    expect(results.at(-1)?.detail).toMatch(/^AccessDeniedException: a primeira chamada precisa assinar/);
  });

  it.each([
    [
      new ResourceNotFoundException({ message: 'This Model is marked by provider as Legacy', ...meta }),
      /Legacy ou no fim de vida/,
    ],
    [
      new ValidationException({
        message: "Invocation of model ID x with on-demand throughput isn't supported.",
        ...meta,
      }),
      /só é servido por um perfil de inferência/,
    ],
    [
      new AccessDeniedException({ message: 'not authorized to perform bedrock:InvokeModel', ...meta }),
      /bedrock:InvokeModel/,
    ],
  ])('turns a failed test call into what to do (%s)', async (error, advice) => {
    runtime.on(ConverseCommand).rejects(error);

    const results = await runPreflight(config(), clients());

    expect(results.at(-1)).toMatchObject({ ok: false });
    expect(results.at(-1)?.detail).toMatch(advice);
  });

  it('flags a model that answers without the tool', async () => {
    runtime.on(ConverseCommand).resolves({
      ...meta,
      output: { message: { role: 'assistant', content: [{ text: 'Transporte' }] } },
    } as never);

    const results = await runPreflight(config(), clients());

    expect(results.at(-1)?.detail).toMatch(/não pela ferramenta/);
  });

  it('says a model that does not exist in the region, and checks no model in local mode', async () => {
    bedrock.on(GetFoundationModelCommand).rejects(new BedrockAccessDenied({ message: 'nope', ...meta }));
    const missing = await runPreflight(config(), clients());
    expect(missing.at(-1)?.detail).toMatch(/list-foundation-models --region sa-east-1/);

    const local = await runPreflight(config({ categorizationMode: 'local' }), clients());
    expect(local.at(-1)).toEqual({
      ok: true,
      title: 'Modelo',
      detail: 'modo local: nenhum modelo é chamado',
    });
    expect(runtime).not.toHaveReceivedCommand(ConverseCommand);
  });

  it('says when a new account cannot reserve the categorize function’s concurrency', async () => {
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { UnreservedConcurrentExecutions: 110 } });

    const results = await runPreflight(config(), clients());

    const concurrency = results.find((r) => r.title === 'Concorrência do Lambda');
    expect(concurrency).toMatchObject({ ok: false });
    expect(concurrency?.detail).toContain('-c categorizeConcurrency=0');
    expect(
      (await runPreflight(config({ categorizeConcurrency: '0' }), clients())).find(
        (r) => r.title === 'Concorrência do Lambda',
      ),
    ).toMatchObject({ ok: true });
  });
});
