import type * as z from 'zod';
import {
  type CreateDocumentOptions,
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiParameters,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiSecuritySchemeObject,
} from 'zod-openapi';
import * as appSchemas from '#shared/api/schemas';
import * as v1Schemas from '#shared/api/v1';
import {
  API_CONTRACT,
  API_TAGS,
  ERROR_DESCRIPTIONS,
  type ErrorStatus,
  type ResponseContract,
  type RouteContract,
} from './api-contract.ts';
import { ROUTES, type RouteAuth, type RouteDefinition } from './routes.ts';

/**
 * The OpenAPI 3.1 document of the whole HTTP API (GET /v1/openapi.json), built from the route table
 * (lambdas/routes.ts: method, path, auth) and the contract (lambdas/api-contract.ts: operationId, schemas,
 * responses) by zod-openapi, so it says what the handlers parse. test/unit/api/openapi.test.ts checks it.
 */

/** The document's `info.version`: the version of the API's contract, raised when it changes. */
export const API_DOCUMENT_VERSION = '1.0.0';

export const OPENAPI_VERSION = '3.1.1';

/** The modules whose exported schemas become named components (`FooSchema` → `#/components/schemas/Foo`). */
const SCHEMA_MODULES: readonly Record<string, unknown>[] = [appSchemas, v1Schemas];

/** The security schemes, by what ROUTES says a route needs. */
export const SECURITY_SCHEMES = {
  cognitoJwt: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'O token de acesso do Cognito da sessão do app web: `Authorization: Bearer <token>`.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'cz_…',
    description: 'Uma chave de API criada em POST /api/keys: `Authorization: Bearer cz_…`.',
  },
} as const satisfies Record<string, ZodOpenApiSecuritySchemeObject>;

/** The document as zod-openapi types it. */
export type OpenApiDocument = ReturnType<typeof createDocument>;

const SECURITY: Record<RouteAuth, Record<string, string[]>[]> = {
  none: [],
  user: [{ cognitoJwt: [] }],
  apiKey: [{ apiKey: [] }],
};

const UNAUTHORIZED: Record<Exclude<RouteAuth, 'none'>, string> = {
  user: 'Token ausente, expirado ou de outro cliente.',
  apiKey: 'Chave de API ausente, inválida ou revogada.',
};

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * How zod-openapi renders a schema here (the drift test renders with the same options). Two departures from zod's
 * own JSON Schema: a response object does not say `additionalProperties: false` (answers may gain fields, and
 * clients ignore those they do not know; a strict object still says it), and an integer has no bounds when they
 * are only JavaScript's safe-integer range.
 */
export const SCHEMA_OPTIONS: CreateDocumentOptions = {
  override: ({ jsonSchema, zodSchema, io }) => {
    const def = zodSchema._zod.def as { type: string; catchall?: unknown };
    if (io === 'output' && def.type === 'object' && def.catchall === undefined) {
      if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
    }
    if (jsonSchema.type === 'integer') {
      if (jsonSchema.minimum === -MAX_SAFE) delete jsonSchema.minimum;
      if (jsonSchema.maximum === MAX_SAFE) delete jsonSchema.maximum;
    }
  },
};

/** Every schema the schema modules export, named after its export: `CategorizeRequestSchema` → `CategorizeRequest`. */
export function schemaComponents(): Record<string, z.ZodType> {
  const components: Record<string, z.ZodType> = {};
  for (const module of SCHEMA_MODULES) {
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith('Schema') && isZodSchema(value))
        components[name.slice(0, -'Schema'.length)] ??= value;
    }
  }
  return components;
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The `{name}` parameters of a route path. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The route's error responses that follow from the route table and the shared HTTP layer, with the contract's own. */
export function responsesOf(
  route: RouteDefinition,
  contract: RouteContract,
): Record<string, ResponseContract> {
  const shared: Partial<Record<ErrorStatus, string>> = {
    ...(contract.request?.body ? { 400: ERROR_DESCRIPTIONS[400], 413: ERROR_DESCRIPTIONS[413] } : {}),
    ...(route.auth === 'none' ? {} : { 401: UNAUTHORIZED[route.auth] }),
    500: ERROR_DESCRIPTIONS[500],
  };
  const all: Record<string, ResponseContract> = {};
  for (const [status, description] of Object.entries(shared)) {
    all[status] = { description, schema: appSchemas.ErrorResponseSchema };
  }
  Object.assign(all, contract.responses);
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => Number(a) - Number(b)));
}

function response({ description, schema, headers }: ResponseContract): ZodOpenApiResponseObject {
  return {
    description,
    ...(schema ? { content: { 'application/json': { schema } } } : {}),
    ...(headers ? { headers } : {}),
  };
}

function operation(route: RouteDefinition, contract: RouteContract): ZodOpenApiOperationObject {
  const { request } = contract;
  const params: ZodOpenApiParameters = {
    ...(request?.path ? { path: request.path } : {}),
    ...(request?.query ? { query: request.query } : {}),
    ...(request?.headers ? { header: request.headers } : {}),
  };
  const given = new Set(Object.keys(request?.path?.shape ?? {}));
  const plain = pathParameterNames(route.path).filter((name) => !given.has(name));
  return {
    operationId: contract.operationId,
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: [...contract.tags],
    security: SECURITY[route.auth],
    ...(Object.keys(params).length ? { requestParams: params } : {}),
    ...(plain.length
      ? {
          parameters: plain.map((name) => ({
            name,
            in: 'path' as const,
            required: true,
            schema: { type: 'string' as const },
          })),
        }
      : {}),
    ...(request?.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: request.body } } } }
      : {}),
    responses: Object.fromEntries(
      Object.entries(responsesOf(route, contract)).map(([status, described]) => [
        status,
        response(described),
      ]),
    ),
  };
}

const DESCRIPTION = `API HTTP do Categoriza: categorização de transações bancárias.

**Autenticação.** As rotas do app web (\`/api/*\`) pedem o token de acesso do Cognito da sessão
(\`Authorization: Bearer <token>\`). As rotas \`/v1/*\`, para instituições, pedem uma chave de API criada em
\`POST /api/keys\` (\`Authorization: Bearer cz_…\`). \`GET /api/health\` e este documento são públicos.

**Erros.** Todo erro é \`{ "error": { "type", "message" } }\` (\`ErrorResponse\`): \`message\` em pt-BR, pronta para
mostrar ao usuário; \`type\` estável, um de ${Object.values(appSchemas.API_ERROR_TYPES)
  .map((type) => `\`${type}\``)
  .join(', ')}.

**Nomes.** camelCase em \`/v1\`. As rotas do app mantêm os campos dos registros do spec em snake_case
(\`transaction_count\`, \`uploaded_at\`). Respostas podem ganhar campos: ignore os que não conhecer.`;

function build(): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of ROUTES) {
    const contract = API_CONTRACT[route.handler];
    if (!contract) throw new Error(`lambdas/api-contract.ts has no entry for ${route.handler}`);
    const method = route.method.toLowerCase() as Lowercase<RouteDefinition['method']>;
    paths[route.path] = { ...paths[route.path], [method]: operation(route, contract) };
  }
  const used = new Set(ROUTES.flatMap((route) => API_CONTRACT[route.handler].tags));
  const document = createDocument(
    {
      openapi: OPENAPI_VERSION,
      info: { title: 'Categoriza API', version: API_DOCUMENT_VERSION, description: DESCRIPTION },
      servers: [{ url: '/', description: 'A mesma origem do app web.' }],
      tags: Object.entries(API_TAGS)
        .filter(([name]) => used.has(name as keyof typeof API_TAGS))
        .map(([name, description]) => ({ name, description })),
      paths,
      components: { schemas: schemaComponents(), securitySchemes: SECURITY_SCHEMES },
    },
    SCHEMA_OPTIONS,
  );
  pruneUnusedSchemas(document);
  return document;
}

/** Drops the named schemas no operation reaches (the modules export building blocks that are only extended). */
function pruneUnusedSchemas(document: OpenApiDocument): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const prefix = '#/components/schemas/';
  const reached = new Set<string>();
  const pending = refsIn(document.paths).filter((ref) => ref.startsWith(prefix));
  while (pending.length) {
    const name = (pending.pop() as string).slice(prefix.length);
    if (reached.has(name)) continue;
    reached.add(name);
    pending.push(...refsIn(schemas[name]).filter((ref) => ref.startsWith(prefix)));
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

let cached: OpenApiDocument | undefined;

/** The document, built once per process. */
export function openApiDocument(): OpenApiDocument {
  cached ??= build();
  return cached;
}
