import { readFileSync } from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createSchema } from 'zod-openapi';
import { API_CONTRACT, type RouteContract } from '#lambdas/api-contract';
import {
  OPENAPI_VERSION,
  type OpenApiDocument,
  openApiDocument,
  pathParameterNames,
  SCHEMA_OPTIONS,
  schemaComponents,
} from '#lambdas/openapi';
import { ROUTES, type RouteDefinition } from '#lambdas/routes';
import { CategorizeRequestSchema, ErrorResponseSchema, RuleSchema } from '#shared/api/schemas';

/**
 * The OpenAPI document (lambdas/openapi.ts) against the route table, the contract (lambdas/api-contract.ts) and
 * the handlers' own source: a route missing from the document, or a contract that no longer says what its
 * handler parses or answers, fails here.
 */

const ROOT = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');
const PACKAGE_IMPORTS = (JSON.parse(read('package.json')) as { imports: Record<string, string> }).imports;

const document = openApiDocument();
const SCHEMA_REF = '#/components/schemas/';
const ERROR_REF = { $ref: `${SCHEMA_REF}ErrorResponse` };

type Method = Lowercase<RouteDefinition['method']>;
type Operation = NonNullable<NonNullable<OpenApiDocument['paths']>[string][Method]>;
interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
}
interface Described {
  readonly description?: string;
  readonly content?: unknown;
  readonly required?: boolean;
}
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>) => `${route.method} ${route.path}`;
const contractOf = (route: RouteDefinition): RouteContract => API_CONTRACT[route.handler];

function operationOf(route: RouteDefinition): Operation {
  const operation = document.paths?.[route.path]?.[route.method.toLowerCase() as Method];
  if (!operation) throw new Error(`${routeKey(route)} is not in the document`);
  return operation;
}

/** A schema with every `#/components/schemas/` reference replaced by what it names. */
function deref(value: unknown, components: Record<string, unknown>, seen: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => deref(item, components, seen));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith(SCHEMA_REF)) {
    const name = ref.slice(SCHEMA_REF.length);
    if (seen.includes(name)) throw new Error(`cycle through ${name}`);
    if (!(name in components)) throw new Error(`dangling reference ${ref}`);
    return deref(components[name], components, [...seen, name]);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, deref(inner, components, seen)]),
  );
}

const documentSchema = (schema: unknown) => deref(schema, document.components?.schemas ?? {});

/** What zod-openapi renders for this very schema, on its own, with the document's options. */
function rendered(schema: z.ZodType, io: 'input' | 'output'): unknown {
  const result = createSchema(schema, { io, opts: SCHEMA_OPTIONS, openapiVersion: OPENAPI_VERSION });
  return deref(result.schema, result.components);
}

const jsonSchemaOf = (content: unknown) =>
  (content as Record<string, { schema?: unknown }> | undefined)?.['application/json']?.schema;

/** The schemas' export names, by the schema object (`FooSchema` for the component `Foo`). */
const EXPORT_NAMES = new Map<unknown, string>(
  Object.entries(schemaComponents()).map(([name, schema]) => [schema, `${name}Schema`]),
);
const nameOf = (schema: unknown) => (schema ? (EXPORT_NAMES.get(schema) ?? 'a schema of its own') : 'none');

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : compileErrors(result)).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('has one operation per route of the route table, and no other', () => {
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(ROUTES.map(routeKey).sort());
  });

  it.each(ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s carries its contract’s operationId',
    (_, route) => {
      expect(operationOf(route).operationId).toBe(contractOf(route).operationId);
    },
  );

  it('has unique camelCase operationIds', () => {
    const ids = ROUTES.map((route) => operationOf(route).operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it('has a contract only for routed handlers', () => {
    expect(Object.keys(API_CONTRACT).sort()).toEqual(
      [...new Set(ROUTES.map((route) => route.handler))].sort(),
    );
  });

  it('gives the issue’s routes the issue’s operationIds, and no other route takes them', () => {
    const named: Record<string, string> = {
      'POST /api/keys': 'createApiKey',
      'GET /api/keys': 'listApiKeys',
      'DELETE /api/keys/{id}': 'revokeApiKey',
      'POST /v1/categorize': 'categorizeTransactions',
      'POST /v1/jobs': 'createJob',
      'GET /v1/jobs/{id}': 'getJob',
      'GET /v1/jobs/{id}/results': 'getJobResults',
    };
    const reserved = new Set(Object.values(named));
    for (const route of ROUTES) {
      const id = operationOf(route).operationId;
      const expected = named[routeKey(route)];
      if (expected) expect(id, routeKey(route)).toBe(expected);
      else expect(reserved.has(id ?? ''), `${routeKey(route)} takes ${id}`).toBe(false);
    }
  });

  it('says which security each route needs, as the route table does', () => {
    const schemes = document.components?.securitySchemes ?? {};
    expect(schemes.cognitoJwt).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(schemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const expected = { none: [], user: [{ cognitoJwt: [] }], apiKey: [{ apiKey: [] }] };
    for (const route of ROUTES)
      expect(operationOf(route).security, routeKey(route)).toEqual(expected[route.auth]);
  });

  it('is served from the route table’s own route', () => {
    expect(ROUTES).toContainEqual({
      method: 'GET',
      path: '/v1/openapi.json',
      handler: 'get-openapi',
      auth: 'none',
    });
    expect(document.info).toMatchObject({ title: 'Categoriza API', version: expect.any(String) });
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });
});

describe.each(ROUTES.map((route) => [routeKey(route), route] as const))('%s in the document', (_, route) => {
  const contract = contractOf(route);
  const operation = () => operationOf(route);

  it('takes the request body its contract names, as zod-openapi renders that schema', () => {
    const body = contract.request?.body;
    const requestBody = operation().requestBody as Described | undefined;
    if (!body) {
      expect(requestBody).toBeUndefined();
      return;
    }
    expect(requestBody?.required).toBe(true);
    expect(documentSchema(jsonSchemaOf(requestBody?.content))).toEqual(rendered(body, 'input'));
  });

  it('has the path parameters of its route and the query parameters of its contract', () => {
    const parameters = (operation().parameters ?? []) as Parameter[];
    const named = (where: string) =>
      parameters
        .filter((parameter) => parameter.in === where)
        .map((parameter) => parameter.name)
        .sort();
    expect(named('path')).toEqual(pathParameterNames(route.path).sort());
    for (const parameter of parameters.filter((p) => p.in === 'path')) expect(parameter.required).toBe(true);
    expect(named('query')).toEqual(Object.keys(contract.request?.query?.shape ?? {}).sort());
  });

  it('answers what its contract says, as zod-openapi renders each schema', () => {
    const responses = operation().responses as Record<string, Described>;
    for (const [status, described] of Object.entries(contract.responses)) {
      const response = responses[status];
      expect(response?.description, status).toBe(described.description);
      if (described.schema) {
        expect(documentSchema(jsonSchemaOf(response?.content)), status).toEqual(
          rendered(described.schema, 'output'),
        );
      } else expect(response?.content, status).toBeUndefined();
    }
    expect(Object.keys(responses).some((status) => status.startsWith('2') || status === '303')).toBe(true);
  });

  it('answers every error as the one ErrorResponse: 500 always, 401 with auth, 400 and 413 with a body', () => {
    const responses = operation().responses as Record<string, Described>;
    const errors = Object.keys(responses).filter((status) => Number(status) >= 400);
    for (const status of errors) expect(jsonSchemaOf(responses[status]?.content), status).toEqual(ERROR_REF);
    expect(errors).toContain('500');
    if (route.auth !== 'none') expect(errors).toContain('401');
    if (contract.request?.body) expect(errors).toEqual(expect.arrayContaining(['400', '413']));
  });
});

describe('the ErrorResponse component', () => {
  it('is ErrorResponseSchema as zod-openapi renders it', () => {
    expect(documentSchema(ERROR_REF)).toEqual(rendered(ErrorResponseSchema, 'output'));
  });
});

// ---- The contract against the handlers' source ----

interface Imported {
  readonly name: string;
  readonly from: string;
}

function importsOf(source: string): Map<string, Imported> {
  const imports = new Map<string, Imported>();
  for (const [, names = '', from = ''] of source.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g,
  )) {
    for (const item of names.split(',')) {
      const [name, local = name] = item
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((part) => part.trim());
      if (name && local) imports.set(local, { name, from });
    }
  }
  return imports;
}

/** A module specifier of a handler as a repository path (`#lambdas/domain/x` → `lambdas/domain/x.ts`). */
function repoPathOf(specifier: string): string | undefined {
  if (specifier.startsWith('./')) return `lambdas/handlers/${specifier.slice(2)}`;
  for (const [pattern, target] of Object.entries(PACKAGE_IMPORTS)) {
    const [prefix = '', suffix = ''] = pattern.split('*');
    if (specifier.startsWith(prefix) && specifier.endsWith(suffix)) {
      return target.replace('*', specifier.slice(prefix.length, specifier.length - suffix.length)).slice(2);
    }
  }
  return undefined;
}

/** The value a handler imports under `local`, or undefined when it is not imported (defined in the handler). */
async function importedValue(source: string, local: string): Promise<unknown> {
  const imported = importsOf(source).get(local);
  if (!imported) return undefined;
  const module = (await import(imported.from)) as Record<string, unknown>;
  return module[imported.name];
}

/** The type a function returns (`Promise<T>`), read from the module the handler imports it from. */
function returnTypeOf(source: string, fn: string): string | undefined {
  const imported = importsOf(source).get(fn);
  const path = imported && repoPathOf(imported.from);
  if (!imported || !path) return undefined;
  const match = new RegExp(
    `export\\s+async\\s+function\\s+${imported.name}\\s*\\([\\s\\S]*?\\)\\s*:\\s*Promise<(\\w+)>`,
  ).exec(read(path));
  return match?.[1];
}

/** What does not agree between a route's contract and its handler's source; empty when all does. */
async function driftOf(route: RouteDefinition, contract: RouteContract, source: string): Promise<string[]> {
  const problems: string[] = [];

  // The body: the schema given to parseJsonBody is the contract's, the very object.
  const parsed = [...source.matchAll(/parseJsonBody\(\s*event\s*,\s*(\w+)/g)].map(
    (match) => match[1] as string,
  );
  const body = contract.request?.body;
  if (parsed.length > 1) problems.push(`parses ${parsed.length} bodies`);
  const [parsedName] = parsed;
  if (!parsedName && body) problems.push(`parses no body, the contract documents ${nameOf(body)}`);
  if (parsedName) {
    const schema = await importedValue(source, parsedName);
    if (!schema) problems.push(`parses ${parsedName}, which it does not import from a schema module`);
    else if (schema !== body) problems.push(`parses ${parsedName}, the contract documents ${nameOf(body)}`);
  }

  // The query: the names the handler reads are the contract's, or its schema is the contract's.
  const query = contract.request?.query;
  const queryNames = new Set<string>();
  for (const [, names = ''] of source.matchAll(/const\s*\{([^}]*)\}\s*=\s*event\.queryStringParameters/g)) {
    for (const name of names.split(',')) {
      const key = name.split(/[:=]/)[0]?.trim();
      if (key) queryNames.add(key);
    }
  }
  for (const [, name = ''] of source.matchAll(/event\.queryStringParameters\??\.(\w+)/g))
    queryNames.add(name);
  const querySchemas = [...source.matchAll(/(\w+)\.(?:safeParse|parse)\(\s*event\.queryStringParameters/g)];
  for (const [, name = ''] of querySchemas) {
    const schema = await importedValue(source, name);
    if (schema !== query) problems.push(`parses the query with ${name}, the contract documents another`);
  }
  if (source.includes('queryStringParameters') && queryNames.size === 0 && querySchemas.length === 0) {
    problems.push('reads the query in a way this test cannot see');
  }
  if (querySchemas.length === 0) {
    const documented = Object.keys(query?.shape ?? {}).sort();
    if (JSON.stringify([...queryNames].sort()) !== JSON.stringify(documented)) {
      problems.push(
        `reads query ${[...queryNames].sort().join(',') || 'none'}, the contract has ${documented.join(',') || 'none'}`,
      );
    }
  }

  // The path: every parameter the handler reads is in the route's path.
  const pathNames = [...source.matchAll(/pathParameter\(\s*event\s*,\s*'(\w+)'\s*\)/g)].map(
    (m) => m[1] as string,
  );
  if (/(?:upload|job)IdOf\(\s*event\s*\)/.test(source)) pathNames.push('id');
  for (const name of pathNames) {
    if (!pathParameterNames(route.path).includes(name))
      problems.push(`reads path parameter ${name}, not in ${route.path}`);
  }

  // The success status(es).
  const statuses = new Set(
    [...source.matchAll(/\bjson\(\s*(\d{3})\s*,/g)].map((match) => match[1] as string),
  );
  if (/\bnoContent\(\)/.test(source)) statuses.add('204');
  // A success is a 2xx, or the 303 that sends a client to a file (GET /v1/jobs/{id}/results).
  const documented = Object.keys(contract.responses).filter(
    (status) => status.startsWith('2') || status === '303',
  );
  if (statuses.size === 0)
    problems.push('answers a status this test cannot see (json(<status>, …) or noContent())');
  else if (JSON.stringify([...statuses].sort()) !== JSON.stringify(documented.sort())) {
    problems.push(
      `answers ${[...statuses].sort().join(',')}, the contract documents ${documented.join(',')}`,
    );
  }

  // The answer's schema, where the handler answers what a function returns: `json(200, await f(…))` or
  // `const x = await f(…)` then `json(200, x)`, and f says `Promise<T>`: the contract's schema is `TSchema`.
  for (const [, status = '', value = ''] of source.matchAll(/\bjson\(\s*(\d{3})\s*,\s*((?:await\s+)?\w+)/g)) {
    const fn = value.startsWith('await')
      ? value.replace(/^await\s+/, '')
      : new RegExp(`const\\s+${value}\\s*=\\s*await\\s+(\\w+)\\(`).exec(source)?.[1];
    const type = fn && returnTypeOf(source, fn);
    if (!type) continue;
    const expected = schemaComponents()[type];
    const schema = contract.responses[Number(status) as 200]?.schema;
    if (!expected) problems.push(`answers ${type}, which no schema module exports as ${type}Schema`);
    else if (schema !== expected)
      problems.push(`answers ${type}, the contract documents ${nameOf(schema)} for ${status}`);
  }
  return problems;
}

const handlerSource = (route: RouteDefinition) => read(`lambdas/handlers/${route.handler}.ts`);

describe('the contract against each handler’s source', () => {
  it.each(ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s: the contract says what the handler parses and answers',
    async (_, route) => {
      expect(await driftOf(route, contractOf(route), handlerSource(route))).toEqual([]);
    },
  );
});

describe('the drift checks bite', () => {
  const find = (handler: string) => {
    const route = ROUTES.find((candidate) => candidate.handler === handler);
    if (!route) throw new Error(handler);
    return { route, contract: contractOf(route), source: handlerSource(route) };
  };

  it('when a handler parses another body than its contract’s', async () => {
    const { route, contract, source } = find('put-rule');
    const other = source.replaceAll('PutRuleRequestSchema', 'SaveListRequestSchema');
    expect(await driftOf(route, contract, other)).toEqual([
      'parses SaveListRequestSchema, the contract documents PutRuleRequestSchema',
    ]);
  });

  it('when a handler parses a body its contract does not document, or a schema of its own', async () => {
    const { route, contract, source } = find('put-rule');
    expect(await driftOf(route, { ...contract, request: { path: contract.request?.path } }, source)).toEqual([
      'parses PutRuleRequestSchema, the contract documents none',
    ]);
    const own = source.replace(/import \{ PutRuleRequestSchema \} from '#shared\/api\/schemas';/, '');
    expect(await driftOf(route, contract, own)).toEqual([
      'parses PutRuleRequestSchema, which it does not import from a schema module',
    ]);
  });

  it('when a handler answers another status, reads another parameter or answers another schema', async () => {
    const { route, contract, source } = find('put-rule');
    expect(await driftOf(route, contract, source.replace('json(200', 'json(201'))).toEqual([
      'answers 201, the contract documents 200',
      'answers Rule, the contract documents none for 201',
    ]);
    expect(await driftOf(route, contract, source.replace("'key')", "'merchant')"))).toEqual([
      'reads path parameter merchant, not in /api/rules/{key}',
    ]);
    const usage = find('get-usage');
    const wrong = { ...usage.contract, responses: { 200: { description: 'x', schema: RuleSchema } } };
    expect(await driftOf(usage.route, wrong, usage.source)).toEqual([
      'answers Usage, the contract documents RuleSchema for 200',
    ]);
  });

  it('when a handler reads a query parameter its contract does not have', async () => {
    const { route, contract, source } = find('list-uploads');
    expect(await driftOf(route, contract, source.replace('?.cursor', '?.page'))).toEqual([
      'reads query page, the contract has cursor',
    ]);
  });

  it('when a schema changes: the document renders the schema itself', () => {
    const route = ROUTES.find((candidate) => candidate.handler === 'categorize-transactions');
    if (!route) throw new Error('categorize-transactions');
    const inDocument = documentSchema(jsonSchemaOf((operationOf(route).requestBody as Described).content));
    expect(inDocument).toEqual(rendered(CategorizeRequestSchema, 'input'));
    expect(inDocument).not.toEqual(rendered(CategorizeRequestSchema.extend({ extra: z.string() }), 'input'));
  });
});
