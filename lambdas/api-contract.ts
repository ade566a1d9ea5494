import * as z from 'zod';
import {
  ApplyToMerchantRequestSchema,
  CategorizeRequestSchema,
  CategorizeResponseSchema,
  CreateApiKeyRequestSchema,
  CreatedApiKeySchema,
  CreateUploadRequestSchema,
  CreateUploadResponseSchema,
  ErrorResponseSchema,
  GetUploadResponseSchema,
  ListApiKeysResponseSchema,
  ListRulesResponseSchema,
  ListSavedListsResponseSchema,
  ListUploadsResponseSchema,
  MoneyLinesResponseSchema,
  MoneyResponseSchema,
  MoneySettingsSchema,
  MyDataExportSchema,
  PutRuleRequestSchema,
  RuleSchema,
  SavedListSchema,
  SaveListRequestSchema,
  UpdateLinesRequestSchema,
  UpdateLinesResponseSchema,
  UpdateUploadRequestSchema,
  UpdateUploadResponseSchema,
  UsageSchema,
} from '#shared/api/schemas';
import {
  V1_RESULT_FORMATS,
  V1CategorizeRequestSchema,
  V1CategorizeResponseSchema,
  V1CreateJobRequestSchema,
  V1CreateJobResponseSchema,
  V1JobResultsSchema,
  V1JobSchema,
} from '#shared/api/v1';
import { MONTH_PATTERN } from '#shared/ledger/types';
import { MAX_MERCHANT_KEY_LENGTH } from '#shared/limits';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  IdempotencyKeySchema,
} from './http/idempotency-key.ts';
import type { HandlerName } from './routes.ts';

/**
 * The HTTP API's contract: for each handler of the route table (lambdas/routes.ts), what its operation is called
 * and what it takes and answers, with the very zod schemas the handler parses with (shared/api/schemas.ts). The
 * OpenAPI document (lambdas/openapi.ts, GET /v1/openapi.json) is built from the route table and this, and
 * test/unit/api/openapi.test.ts checks each entry against its handler's source. The route table owns the method,
 * path and auth (hence the security scheme and the 401); this file owns the rest.
 *
 * Conventions: operationIds are camelCase verbs; summaries are short pt-BR; the errors a route answers besides
 * those every route shares (see `errors`) are listed with `errors({ ... })`.
 */

/** The document's tags, each with what it groups. */
export const API_TAGS = {
  Sistema: 'Saúde do serviço e este documento.',
  Categorização: 'Categorização de um arquivo em lotes pelo app web.',
  Importações: 'O histórico de arquivos importados e suas correções.',
  Regras: 'Regras aprendidas das correções: um estabelecimento vai para uma categoria.',
  Listas: 'Listas de categorias salvas na conta.',
  Dinheiro: 'O histórico de transações (ledger): meses, recorrências, parcelas, DRE e orçamentos.',
  Conta: 'Uso do plano, exportação dos dados (LGPD) e exclusão da conta.',
  'Chaves de API': 'Chaves de API da conta, para as rotas /v1.',
  'API para instituições (v1)': 'Categorização para instituições, com chave de API (camelCase).',
} as const;
export type ApiTag = keyof typeof API_TAGS;

export type SuccessStatus = 200 | 201 | 202 | 204 | 303;
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503;
export type HttpStatus = SuccessStatus | ErrorStatus;

export interface ResponseContract {
  readonly description: string;
  /** The JSON body; none for a 204. */
  readonly schema?: z.ZodType;
  /** Response headers worth naming (e.g. Retry-After). */
  readonly headers?: z.ZodObject;
}

export interface RequestContract {
  /** The JSON body: the schema the handler passes to `parseJsonBody`. */
  readonly body?: z.ZodType;
  /** Query string parameters, as the handler reads them (all strings on the wire). */
  readonly query?: z.ZodObject;
  /** The route path's `{name}` parameters; a parameter left out is documented as a plain string. */
  readonly path?: z.ZodObject;
  readonly headers?: z.ZodObject;
}

export interface RouteContract {
  /** camelCase verb, unique across the API: what generated clients call the method. */
  readonly operationId: string;
  /** Short, pt-BR. */
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly ApiTag[];
  readonly request?: RequestContract;
  /**
   * The success answer(s) and the route's own errors. Added by the document for every route: 500; for a route
   * with auth, 401; for a route with a body, 400 and 413 (what `parseJsonBody` answers). A status listed here
   * wins over the added one (its description).
   */
  readonly responses: Partial<Record<HttpStatus, ResponseContract>>;
}

/** What each error status means, in general; a route may say it more precisely. */
export const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Pedido inválido: JSON malformado, forma errada ou uma regra de validação (a mensagem diz qual).',
  401: 'Sem credencial válida.',
  402: 'Limite do plano excedido; nada foi consumido.',
  403: 'A credencial não dá acesso a este recurso.',
  404: 'Não encontrado (ou de outro usuário: a API não revela que existe).',
  409: 'Conflito com o estado atual.',
  413: 'Corpo maior que o limite da rota.',
  422: 'Pedido bem formado que não pode ser atendido como foi feito (a mensagem diz por quê).',
  429: 'Requisições demais: tente de novo depois de Retry-After segundos.',
  500: 'Erro inesperado (registrado sem os dados do pedido).',
  502: 'O categorizador falhou; nada foi consumido.',
  503: 'Serviço indisponível no momento; tente de novo.',
};

const RetryAfterHeaders = z.object({
  'Retry-After': z.string().meta({ description: 'Segundos até poder tentar de novo.' }),
});

/**
 * Error responses, all `{ error: { type, message } }` (ErrorResponseSchema): `true` takes the status's general
 * description, a string says it for this route.
 */
export function errors(
  statuses: Partial<Record<ErrorStatus, true | string>>,
): Partial<Record<ErrorStatus, ResponseContract>> {
  return Object.fromEntries(
    Object.entries(statuses).map(([key, said]) => {
      const status = Number(key) as ErrorStatus;
      const description = said === true ? ERROR_DESCRIPTIONS[status] : (said as string);
      const response: ResponseContract = {
        description,
        schema: ErrorResponseSchema,
        ...(status === 429 ? { headers: RetryAfterHeaders } : {}),
      };
      return [status, response];
    }),
  );
}

/** `GET /api/health`'s constant answer. */
const HealthResponseSchema = z.object({ status: z.literal('ok') });

/** The OpenAPI document itself, as far as a client needs to know it. */
const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

const Month = z.string().regex(MONTH_PATTERN);

const UploadPath = z.object({
  id: z.uuid().meta({ description: 'O id do upload (o `uploadId` dos lotes); outro valor é 404.' }),
});
const RulePath = z.object({
  key: z.string().min(1).max(MAX_MERCHANT_KEY_LENGTH).meta({
    description: 'A chave do estabelecimento (letras e dígitos, sem espaços: `barbeariadomcorleone`).',
  }),
});
const ListPath = z.object({ id: z.string().meta({ description: 'O id da lista salva.' }) });
const ApiKeyPath = z.object({ id: z.string().meta({ description: 'O id da chave (não a chave).' }) });
const JobPath = z.object({
  id: z.uuid().meta({ description: 'O id do job; o de outro dono, ou outro valor, é 404.' }),
});
const JobResultsQuery = z.object({
  format: z
    .enum(V1_RESULT_FORMATS)
    .optional()
    .meta({ description: 'jsonl (padrão): uma transação por linha; csv: com cabeçalho.' }),
});

const ListUploadsQuery = z.object({
  cursor: z
    .string()
    .optional()
    .meta({ description: 'O `nextCursor` da página anterior; um cursor que a API não fez é 400.' }),
});
const MoneyQuery = z.object({
  from: Month.optional().meta({ description: 'Primeiro mês (yyyy-mm); padrão: os últimos 12 meses.' }),
  to: Month.optional().meta({ description: 'Último mês (yyyy-mm).' }),
  account: z.string().optional().meta({ description: 'Só esta conta (o id de `accounts`).' }),
});
const MoneyLinesQuery = MoneyQuery.extend({
  category: z.string().optional().meta({ description: 'Só esta categoria.' }),
});

/** The optional `Idempotency-Key` of an API-key route (lambdas/http/idempotency.ts), and what a replay says. */
const IdempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional().meta({
    description:
      'Opcional. Um valor seu (um UUID, por exemplo) por pedido: repetir o pedido com o mesmo valor em até 24 horas devolve a primeira resposta, sem nova cobrança. O mesmo valor com outro pedido é 422; enquanto o primeiro está em andamento, 409. Respostas de erro não são guardadas.',
  }),
});
const IdempotentReplayedHeaders = z.object({
  [IDEMPOTENT_REPLAYED_HEADER]: z
    .literal('true')
    .optional()
    .meta({
      description: `Presente quando a resposta é a guardada de um pedido anterior com a mesma ${IDEMPOTENCY_KEY_HEADER}.`,
    }),
});

const GZIPPED =
  'Vem com gzip (`content-encoding: gzip`) quando o cliente manda `Accept-Encoding: gzip` e é grande.';

export const API_CONTRACT: Record<HandlerName, RouteContract> = {
  health: {
    operationId: 'health',
    summary: 'Verifica se a API está no ar',
    tags: ['Sistema'],
    responses: { 200: { description: 'A API responde.', schema: HealthResponseSchema } },
  },
  'get-openapi': {
    operationId: 'getOpenApiDocument',
    summary: 'Este documento OpenAPI 3.1',
    description: 'Gerado dos schemas zod da API; público, em cache por 5 minutos.',
    tags: ['Sistema'],
    responses: { 200: { description: 'O documento OpenAPI 3.1 da API.', schema: OpenApiDocumentSchema } },
  },
  'categorize-transactions': {
    operationId: 'categorizeBatch',
    summary: 'Categoriza um lote de um arquivo',
    description:
      'Até 500 descrições por lote; os lotes de um arquivo compartilham o `uploadId` (0..n-1). Um lote repetido ' +
      '(mesmo `uploadId`, `batchIndex` e descrições) é respondido do que foi guardado e não é cobrado de novo.',
    tags: ['Categorização'],
    request: { body: CategorizeRequestSchema },
    responses: {
      200: {
        description: 'As transações categorizadas, na ordem enviada, e o uso do plano.',
        schema: CategorizeResponseSchema,
      },
      ...errors({
        402: 'O lote passaria do plano gratuito; nada foi consumido.',
        409: 'O mesmo lote já foi processado com outras descrições.',
        502: true,
      }),
    },
  },
  'create-upload': {
    operationId: 'createUpload',
    summary: 'Registra um upload cujos lotes terminaram',
    description: 'Idempotente no `uploadId`: repetir responde 201 com o registro já guardado.',
    tags: ['Importações'],
    request: { body: CreateUploadRequestSchema },
    responses: {
      201: {
        description: 'O upload registrado (e, num extrato, as linhas já importadas).',
        schema: CreateUploadResponseSchema,
      },
      ...errors({ 409: 'Faltam lotes do upload, ou a contagem não bate com a dos lotes guardados.' }),
    },
  },
  'list-uploads': {
    operationId: 'listUploads',
    summary: 'Lista o histórico de uploads',
    description: `Páginas de 50, do mais novo ao mais antigo, com os totais do histórico. ${GZIPPED}`,
    tags: ['Importações'],
    request: { query: ListUploadsQuery },
    responses: {
      200: { description: 'Uma página do histórico.', schema: ListUploadsResponseSchema },
      ...errors({ 400: 'Um cursor que a API não fez.' }),
    },
  },
  'get-upload': {
    operationId: 'getUpload',
    summary: 'Um upload com seus resultados',
    description: GZIPPED,
    tags: ['Importações'],
    request: { path: UploadPath },
    responses: {
      200: {
        description: 'O upload e suas transações, na ordem do arquivo.',
        schema: GetUploadResponseSchema,
      },
      ...errors({ 404: 'Upload não encontrado, de outro usuário ou expirado.' }),
    },
  },
  'update-upload': {
    operationId: 'updateUpload',
    summary: 'Corrige as linhas de um upload',
    description:
      'Mantém linhas já importadas, corrige categorias (que viram regras, salvo `learn: false`) e escolhe o tipo ' +
      'de uma linha. Não cobra o plano.',
    tags: ['Importações'],
    request: { path: UploadPath, body: UpdateUploadRequestSchema },
    responses: {
      200: { description: 'O upload alterado e as regras aprendidas.', schema: UpdateUploadResponseSchema },
      ...errors({
        404: 'Upload não encontrado ou de outro usuário.',
        409: 'Outra alteração do mesmo upload não terminou; tente de novo.',
      }),
    },
  },
  'delete-upload': {
    operationId: 'deleteUpload',
    summary: 'Apaga um upload e seus resultados',
    tags: ['Importações'],
    request: { path: UploadPath },
    responses: {
      204: { description: 'Apagado.' },
      ...errors({ 404: 'Upload não encontrado ou de outro usuário.' }),
    },
  },
  'get-usage': {
    operationId: 'getUsage',
    summary: 'O uso do plano gratuito',
    tags: ['Conta'],
    responses: {
      200: { description: 'Transações usadas e restantes (`null`: plano ilimitado).', schema: UsageSchema },
    },
  },
  'list-rules': {
    operationId: 'listRules',
    summary: 'Lista as regras aprendidas',
    tags: ['Regras'],
    responses: {
      200: { description: 'As regras, por estabelecimento, e o limite.', schema: ListRulesResponseSchema },
    },
  },
  'put-rule': {
    operationId: 'putRule',
    summary: 'Cria ou altera a regra de um estabelecimento',
    tags: ['Regras'],
    request: { path: RulePath, body: PutRuleRequestSchema },
    responses: {
      200: { description: 'A regra como ficou.', schema: RuleSchema },
      ...errors({
        404: 'Chave de estabelecimento inválida.',
        409: 'Limite de regras da conta atingido.',
      }),
    },
  },
  'delete-rule': {
    operationId: 'deleteRule',
    summary: 'Apaga a regra de um estabelecimento',
    tags: ['Regras'],
    request: { path: RulePath },
    responses: {
      204: { description: 'Apagada: o estabelecimento volta ao motor.' },
      ...errors({ 404: 'Não há regra para esta chave.' }),
    },
  },
  'list-lists': {
    operationId: 'listLists',
    summary: 'Lista as listas de categorias salvas',
    tags: ['Listas'],
    responses: {
      200: {
        description: 'As listas, da mais nova à mais antiga, e o limite.',
        schema: ListSavedListsResponseSchema,
      },
    },
  },
  'save-list': {
    operationId: 'saveList',
    summary: 'Salva uma lista de categorias',
    description: 'A mesma lista de novo responde a já salva.',
    tags: ['Listas'],
    request: { body: SaveListRequestSchema },
    responses: {
      201: { description: 'A lista salva.', schema: SavedListSchema },
      ...errors({ 409: 'Limite de listas salvas atingido.' }),
    },
  },
  'delete-list': {
    operationId: 'deleteList',
    summary: 'Apaga uma lista salva',
    tags: ['Listas'],
    request: { path: ListPath },
    responses: {
      204: { description: 'Apagada.' },
      ...errors({ 404: 'Lista não encontrada.' }),
    },
  },
  'get-money': {
    operationId: 'getMoney',
    summary: 'O dinheiro ao longo do tempo',
    description: `Meses, recorrências, parcelas, contas, configurações e, para um plano de contas, a DRE. ${GZIPPED}`,
    tags: ['Dinheiro'],
    request: { query: MoneyQuery },
    responses: {
      200: { description: 'O histórico no período.', schema: MoneyResponseSchema },
      ...errors({ 400: 'Período inválido (um mês que não é yyyy-mm, ou `from` depois de `to`).' }),
    },
  },
  'list-money-lines': {
    operationId: 'listMoneyLines',
    summary: 'As transações de um período',
    description: `Da mais nova à mais antiga, no máximo 20.000. ${GZIPPED}`,
    tags: ['Dinheiro'],
    request: { query: MoneyLinesQuery },
    responses: {
      200: { description: 'As transações que casam com os filtros.', schema: MoneyLinesResponseSchema },
      ...errors({ 400: 'Período inválido.' }),
    },
  },
  'update-money-lines': {
    operationId: 'updateMoneyLines',
    summary: 'Corrige transações do histórico',
    description: 'Categoria e tipo decididos pelo usuário; a resposta traz o corpo que desfaz a mudança.',
    tags: ['Dinheiro'],
    request: { body: UpdateLinesRequestSchema },
    responses: {
      200: { description: 'Quantas linhas mudaram, e como desfazer.', schema: UpdateLinesResponseSchema },
      ...errors({ 404: 'Transação não encontrada no histórico.' }),
    },
  },
  'apply-merchant': {
    operationId: 'applyMerchant',
    summary: 'Aplica uma categoria a um estabelecimento',
    description:
      'A categoria em todas as linhas do estabelecimento no histórico (todos os uploads), pela sua regra.',
    tags: ['Dinheiro'],
    request: { body: ApplyToMerchantRequestSchema },
    responses: {
      200: { description: 'Quantas linhas mudaram, e como desfazer.', schema: UpdateLinesResponseSchema },
      ...errors({ 404: 'Chave de estabelecimento inválida.' }),
    },
  },
  'put-money-settings': {
    operationId: 'putMoneySettings',
    summary: 'Salva orçamentos e cobranças dispensadas',
    tags: ['Dinheiro'],
    request: { body: MoneySettingsSchema },
    responses: {
      200: { description: 'As configurações como ficaram.', schema: MoneySettingsSchema },
      ...errors({ 409: 'As configurações estão sendo alteradas em outra janela; tente de novo.' }),
    },
  },
  'export-my-data': {
    operationId: 'exportMyData',
    summary: 'Exporta todos os dados da conta (LGPD)',
    description: GZIPPED,
    tags: ['Conta'],
    responses: {
      200: { description: 'Tudo o que está guardado sobre o usuário.', schema: MyDataExportSchema },
    },
  },
  'delete-account': {
    operationId: 'deleteAccount',
    summary: 'Apaga a conta e todos os seus dados',
    tags: ['Conta'],
    responses: { 204: { description: 'Apagada: a conta não entra mais.' } },
  },
  'create-api-key': {
    operationId: 'createApiKey',
    summary: 'Cria uma chave de API',
    description: 'A chave e o segredo dos webhooks vêm só nesta resposta; depois, só o prefixo.',
    tags: ['Chaves de API'],
    request: { body: CreateApiKeyRequestSchema },
    responses: {
      201: { description: 'A chave criada, com o segredo dos webhooks.', schema: CreatedApiKeySchema },
      ...errors({ 409: 'Limite de chaves ativas da conta atingido.' }),
    },
  },
  'list-api-keys': {
    operationId: 'listApiKeys',
    summary: 'Lista as chaves de API',
    description: 'Prefixos, datas, limites e o uso do mês; nunca a chave.',
    tags: ['Chaves de API'],
    responses: {
      200: { description: 'As chaves da conta, revogadas inclusive.', schema: ListApiKeysResponseSchema },
    },
  },
  'revoke-api-key': {
    operationId: 'revokeApiKey',
    summary: 'Revoga uma chave de API',
    tags: ['Chaves de API'],
    request: { path: ApiKeyPath },
    responses: {
      204: { description: 'Revogada: em até um minuto a chave é recusada.' },
      ...errors({ 404: 'Chave não encontrada.' }),
    },
  },
  'api-categorize': {
    operationId: 'categorizeTransactions',
    summary: 'Categoriza transações',
    description: 'Até 10.000 transações por chamada, respondidas na mesma resposta, na ordem enviada.',
    tags: ['API para instituições (v1)'],
    request: { body: V1CategorizeRequestSchema, headers: IdempotencyHeaders },
    responses: {
      200: {
        description: 'Cada transação categorizada, e o uso da chave no mês.',
        schema: V1CategorizeResponseSchema,
        headers: IdempotentReplayedHeaders,
      },
      ...errors({
        402: 'O pedido passaria do limite mensal de transações da chave; nada foi consumido.',
        409: `Um pedido com esta ${IDEMPOTENCY_KEY_HEADER} ainda está em andamento; tente de novo em instantes.`,
        422: `Esta ${IDEMPOTENCY_KEY_HEADER} já foi usada com outro pedido nas últimas 24 horas.`,
        429: true,
        502: true,
      }),
    },
  },
  'create-job': {
    operationId: 'createJob',
    summary: 'Cria um job para um arquivo grande',
    description:
      'Até 1.000.000 de linhas e 200 MB (CSV, OFX ou JSON Lines). Responde a URL para enviar o arquivo com um PUT; o job começa quando o arquivo chega, e o webhookUrl (HTTPS) é chamado quando termina.',
    tags: ['API para instituições (v1)'],
    request: { body: V1CreateJobRequestSchema, headers: IdempotencyHeaders },
    responses: {
      201: {
        description:
          'O job, esperando o arquivo (com Idempotent-Replayed quando é a resposta de um pedido repetido).',
        schema: V1CreateJobResponseSchema,
        headers: IdempotentReplayedHeaders,
      },
      ...errors({
        409: `Um pedido com esta ${IDEMPOTENCY_KEY_HEADER} ainda está em andamento; tente de novo em instantes.`,
        422: `Esta ${IDEMPOTENCY_KEY_HEADER} já foi usada com outro pedido nas últimas 24 horas.`,
        429: true,
      }),
    },
  },
  'get-job': {
    operationId: 'getJob',
    summary: 'Consulta um job',
    description:
      'Status, progresso (done/failed/total) e as linhas recusadas, com o número e o motivo de cada uma.',
    tags: ['API para instituições (v1)'],
    request: { path: JobPath },
    responses: {
      200: { description: 'O job.', schema: V1JobSchema },
      ...errors({ 404: true, 429: true }),
    },
  },
  'get-job-results': {
    operationId: 'getJobResults',
    summary: 'Baixa os resultados de um job',
    description:
      'Redireciona (303) para uma URL temporária (15 minutos) do arquivo de resultados: `curl -L` segue. A URL vem também no corpo.',
    tags: ['API para instituições (v1)'],
    request: { path: JobPath, query: JobResultsQuery },
    responses: {
      303: {
        description: 'A URL dos resultados (também no cabeçalho Location).',
        schema: V1JobResultsSchema,
      },
      ...errors({ 404: true, 409: 'O job ainda não terminou, ou falhou e não tem resultados.', 429: true }),
    },
  },
};
