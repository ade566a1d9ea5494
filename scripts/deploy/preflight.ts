import {
  type BedrockClient,
  GetFoundationModelAvailabilityCommand,
  GetFoundationModelCommand,
  GetUseCaseForModelAccessCommand,
} from '@aws-sdk/client-bedrock';
import { type BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { GetAccountSettingsCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import { GetParameterCommand, type SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, type STSClient } from '@aws-sdk/client-sts';
import { bedrockTarget, type StageConfig } from '../../infra/config.ts';
import {
  buildConverseInput,
  modelProvider,
  parseAnswer,
} from '../../lambdas/adapters/bedrock-categorizer.ts';
import { DEFAULT_CATEGORIES } from '../../shared/categories.ts';
import { foldCase } from '../../shared/fold.ts';

/**
 * `npm run deploy:check`: what a new AWS account needs before `npm run deploy` works, checked with the deployer's
 * own credentials and each gap answered with what to do. The last check is one tiny Converse call with the
 * product's own request: for a model sold through AWS Marketplace, that first call by someone allowed to
 * subscribe is what enables the model for the account (the functions' role may only invoke it).
 */
export interface PreflightClients {
  readonly sts: STSClient;
  readonly ssm: SSMClient;
  readonly lambda: LambdaClient;
  readonly bedrock: BedrockClient;
  readonly runtime: BedrockRuntimeClient;
}

export interface CheckResult {
  readonly ok: boolean;
  readonly title: string;
  /** What was found, and when not ok, what to do. */
  readonly detail: string;
}

/** The oldest CDK bootstrap stack version this CDK (aws-cdk-lib 2.276, MIN_BOOTSTRAP_STACK_VERSION) deploys with. */
export const MIN_BOOTSTRAP_VERSION = 6;

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'Error');
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function runPreflight(config: StageConfig, clients: PreflightClients): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const { region } = config;

  let account: string | undefined;
  try {
    account = (await clients.sts.send(new GetCallerIdentityCommand({}))).Account;
    results.push({ ok: true, title: 'Credenciais AWS', detail: `conta ${account}, região ${region}` });
  } catch (error) {
    results.push({
      ok: false,
      title: 'Credenciais AWS',
      detail: `${errorName(error)}: configure credenciais no shell (aws configure sso, ou AWS_PROFILE) e rode de novo.`,
    });
    return results;
  }

  try {
    const parameter = await clients.ssm.send(
      new GetParameterCommand({ Name: '/cdk-bootstrap/hnb659fds/version' }),
    );
    const version = Number(parameter.Parameter?.Value);
    results.push(
      version >= MIN_BOOTSTRAP_VERSION
        ? { ok: true, title: 'Bootstrap do CDK', detail: `versão ${version}` }
        : {
            ok: false,
            title: 'Bootstrap do CDK',
            detail: `versão ${version}, antiga: rode npx cdk bootstrap aws://${account}/${region}`,
          },
    );
  } catch (error) {
    results.push({
      ok: false,
      title: 'Bootstrap do CDK',
      detail:
        errorName(error) === 'ParameterNotFound'
          ? `a conta não tem o bootstrap do CDK em ${region}: rode npx cdk bootstrap aws://${account}/${region}`
          : `${errorName(error)}: não foi possível ler o bootstrap (${errorMessage(error)})`,
    });
  }

  results.push(await checkConcurrency(config, clients));

  if (config.categorizationMode === 'local') {
    results.push({ ok: true, title: 'Modelo', detail: 'modo local: nenhum modelo é chamado' });
    return results;
  }
  results.push(...(await checkModel(config, clients)));
  return results;
}

/**
 * Lambda lets a function reserve only what leaves the account 100 unreserved executions (a new account's quota
 * is often 10, so it can reserve nothing until the quota is raised).
 */
async function checkConcurrency(config: StageConfig, clients: PreflightClients): Promise<CheckResult> {
  const title = 'Concorrência do Lambda';
  if (config.categorizeConcurrency === 0)
    return { ok: true, title, detail: 'nenhuma concorrência reservada' };
  try {
    const settings = await clients.lambda.send(new GetAccountSettingsCommand({}));
    const unreserved = settings.AccountLimit?.UnreservedConcurrentExecutions ?? 0;
    return unreserved - config.categorizeConcurrency >= 100
      ? {
          ok: true,
          title,
          detail: `${unreserved} execuções livres; ${config.categorizeConcurrency} reservadas para categorizar`,
        }
      : {
          ok: false,
          title,
          detail: `a conta tem ${unreserved} execuções simultâneas livres e o Lambda exige que 100 fiquem sem reserva: peça aumento da cota "Concurrent executions" em Service Quotas, ou faça o deploy com -c categorizeConcurrency=0`,
        };
  } catch (error) {
    return { ok: false, title, detail: `${errorName(error)}: ${errorMessage(error)}` };
  }
}

async function checkModel(config: StageConfig, clients: PreflightClients): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const target = bedrockTarget(config);
  const modelId = target.foundationModelId;
  const where = target.inferenceProfileId
    ? `pelo perfil ${target.inferenceProfileId} (processa fora de ${config.region}: diga isso na página de privacidade)`
    : `em ${config.region}`;

  try {
    const model = await clients.bedrock.send(new GetFoundationModelCommand({ modelIdentifier: modelId }));
    const status = model.modelDetails?.modelLifecycle?.status;
    const endOfLife = model.modelDetails?.modelLifecycle?.endOfLifeTime;
    results.push(
      status === 'ACTIVE'
        ? { ok: true, title: 'Ciclo de vida do modelo', detail: `${modelId} está Active ${where}` }
        : {
            ok: false,
            title: 'Ciclo de vida do modelo',
            detail: `${modelId} está ${status ?? 'sem status'}${endOfLife ? ` (fim de vida ${endOfLife.toISOString().slice(0, 10)})` : ''}: contas novas não podem usá-lo. Escolha um modelo Active: npm run deploy -- -c bedrockModelId=<id>`,
          },
    );
  } catch (error) {
    results.push({
      ok: false,
      title: 'Ciclo de vida do modelo',
      detail: `${errorName(error)}: ${modelId} não existe em ${config.region} (${errorMessage(error)}). Veja os modelos da região: aws bedrock list-foundation-models --region ${config.region}`,
    });
    return results;
  }

  try {
    const availability = await clients.bedrock.send(new GetFoundationModelAvailabilityCommand({ modelId }));
    const problems: string[] = [];
    if (availability.regionAvailability !== 'AVAILABLE') problems.push(`não é servido em ${config.region}`);
    if (availability.authorizationStatus !== 'AUTHORIZED') {
      problems.push('a conta não está autorizada (uma política SCP ou do IAM nega o acesso a modelos)');
    }
    if (availability.agreementAvailability?.status === 'PENDING') {
      problems.push('a assinatura no AWS Marketplace ainda está sendo processada: espere alguns minutos');
    } else if (
      availability.agreementAvailability?.status !== 'AVAILABLE' &&
      availability.agreementAvailability
    ) {
      problems.push(
        'o modelo é vendido pelo AWS Marketplace e a conta ainda não o assinou: a chamada de teste abaixo assina, se quem a roda tiver aws-marketplace:Subscribe e aws-marketplace:ViewSubscriptions (um administrador)',
      );
    }
    results.push({
      ok: problems.length === 0,
      title: 'Acesso ao modelo',
      detail: problems.length === 0 ? 'autorizado e disponível na região' : problems.join('; '),
    });
  } catch (error) {
    results.push({
      ok: false,
      title: 'Acesso ao modelo',
      detail: `${errorName(error)}: não foi possível consultar o acesso (${errorMessage(error)}); a chamada de teste abaixo diz se funciona.`,
    });
  }

  if (modelProvider(modelId) === 'anthropic') {
    try {
      await clients.bedrock.send(new GetUseCaseForModelAccessCommand({}));
      results.push({ ok: true, title: 'Formulário de caso de uso (Anthropic)', detail: 'enviado' });
    } catch (error) {
      results.push({
        ok: false,
        title: 'Formulário de caso de uso (Anthropic)',
        detail: `${errorName(error)}: a conta (ou a conta de gerenciamento da organização) precisa enviar o formulário de caso de uso da Anthropic uma vez, no console do Bedrock (Model catalog → o modelo → Submit use case details) ou com PutUseCaseForModelAccess.`,
      });
    }
  }

  results.push(await tryConverse(config, clients));
  return results;
}

/** One tiny call with the product's own request (the enum-typed tool, one transaction). */
async function tryConverse(config: StageConfig, clients: PreflightClients): Promise<CheckResult> {
  const title = `Chamada de teste (Converse) a ${config.bedrockModelId}`;
  const items = [{ id: '0', description: 'UBER *TRIP' }];
  try {
    const output = await clients.runtime.send(
      new ConverseCommand(buildConverseInput(config.bedrockModelId, items, [...DEFAULT_CATEGORIES])),
    );
    const answer = parseAnswer(
      output,
      new Set(['0']),
      new Map(DEFAULT_CATEGORIES.map((name) => [foldCase(name), name])),
    );
    const category = answer.get('0');
    return category
      ? { ok: true, title, detail: `respondeu pela ferramenta: "${category}"` }
      : {
          ok: false,
          title,
          detail:
            'o modelo respondeu, mas não pela ferramenta com uma categoria válida: o modo hybrid cairá no motor offline. Prefira um modelo que chame ferramentas (Claude, Nova, gpt-oss).',
        };
  } catch (error) {
    return { ok: false, title, detail: converseAdvice(error, config) };
  }
}

function converseAdvice(error: unknown, config: StageConfig): string {
  const message = errorMessage(error);
  switch (errorName(error)) {
    case 'AccessDeniedException':
      return /marketplace/i.test(message)
        ? `AccessDeniedException: a primeira chamada precisa assinar o modelo no AWS Marketplace; rode este check com um usuário que tenha aws-marketplace:Subscribe e aws-marketplace:ViewSubscriptions. (${message})`
        : /use case|form/i.test(message)
          ? `AccessDeniedException: falta o formulário de caso de uso do provedor (console do Bedrock → Model catalog). (${message})`
          : `AccessDeniedException: suas credenciais não podem invocar o modelo (bedrock:InvokeModel), ou um SCP bloqueia a região. (${message})`;
    case 'ResourceNotFoundException':
      return `ResourceNotFoundException: o modelo está Legacy ou no fim de vida para esta conta, ou não existe em ${config.region}; escolha outro com -c bedrockModelId=<id>. (${message})`;
    case 'ValidationException':
      return /on-demand|inference profile/i.test(message)
        ? `ValidationException: este modelo só é servido por um perfil de inferência em ${config.region}: use o id do perfil (por exemplo global.<id>) e diga na página de privacidade que os dados saem da região. (${message})`
        : `ValidationException: ${message}`;
    case 'ThrottlingException':
      return `ThrottlingException: cota de requisições do modelo esgotada; peça aumento em Service Quotas. (${message})`;
    default:
      return `${errorName(error)}: ${message}`;
  }
}
