import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ROUTES, type RouteDefinition } from '#lambdas/routes';
import { API_ERROR_TYPES } from '#shared/api/schemas';
import { GATEWAY_MESSAGES, GENERIC_ERROR_MESSAGE } from '#shared/messages';
import { PayloadTooLargeError, readBody } from './http-body.ts';
import type { JwtClaims } from './jwt-authorizer.ts';
import type { AuthorizerContext } from './key-authorizer.ts';
import { lambdaContext, loadHandler } from './lambda-context.ts';

/** API Gateway HTTP API limits: 10 MB payloads, 30 s integration timeout. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
const INTEGRATION_TIMEOUT_MS = 30_000;

interface CompiledRoute {
  readonly route: RouteDefinition;
  readonly pattern: RegExp;
  readonly params: string[];
}

const COMPILED: CompiledRoute[] = ROUTES.map((route) => {
  const params: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      params.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), params };
});

/**
 * Serves `/api/*` as API Gateway does: matches the route table, runs the JWT authorizer on authorized routes,
 * builds an HTTP API v2 (payload format 2.0) event and maps the handler's result back to HTTP.
 */
export function createApiGateway(opts: {
  authorize: (header: string | undefined) => Promise<JwtClaims | undefined>;
  /** The Lambda authorizer of `apiKey` routes (local/key-authorizer.ts). */
  authorizeKey: (header: string | undefined, routeKey: string) => Promise<AuthorizerContext | undefined>;
}) {
  return async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    const candidates = COMPILED.map((c) => ({ c, match: c.pattern.exec(url.pathname) })).filter(
      (x) => x.match,
    );
    const found = candidates.find((x) => x.c.route.method === method);
    if (!found?.match) {
      sendError(res, 404, API_ERROR_TYPES.notFound, GATEWAY_MESSAGES.notFound);
      return;
    }
    const { route, params } = found.c;

    let claims: JwtClaims | undefined;
    let keyContext: AuthorizerContext | undefined;
    if (route.auth === 'user') {
      claims = await opts.authorize(req.headers.authorization);
      if (!claims) {
        res.setHeader('www-authenticate', 'Bearer');
        sendError(res, 401, API_ERROR_TYPES.unauthorized, GATEWAY_MESSAGES.unauthorized);
        return;
      }
    }
    if (route.auth === 'apiKey') {
      keyContext = await opts.authorizeKey(req.headers.authorization, `${route.method} ${route.path}`);
      if (!keyContext) {
        // API Gateway answers a refused Lambda authorizer with 401 (no identity source) or 403; one 401 here,
        // in the API's error shape.
        res.setHeader('www-authenticate', 'Bearer');
        sendError(res, 401, API_ERROR_TYPES.unauthorized, GATEWAY_MESSAGES.apiKeyRefused);
        return;
      }
    }

    let body: Buffer;
    try {
      body = await readBody(req, MAX_PAYLOAD_BYTES);
    } catch (error) {
      if (error instanceof PayloadTooLargeError) {
        sendError(
          res,
          413,
          API_ERROR_TYPES.payloadTooLarge,
          GATEWAY_MESSAGES.bodyTooLarge(Math.floor(MAX_PAYLOAD_BYTES / 1024)),
        );
        return;
      }
      throw error;
    }

    let pathParameters: Record<string, string>;
    try {
      pathParameters = Object.fromEntries(
        params.map((name, index) => [name, decodeURIComponent(found.match?.[index + 1] ?? '')]),
      );
    } catch {
      // A malformed percent-encoding (`/api/uploads/%ZZ`): the client's mistake, not a server error.
      sendError(res, 400, API_ERROR_TYPES.validation, GATEWAY_MESSAGES.badPath);
      return;
    }
    const event = buildEvent({ req, url, method, route, body, claims, keyContext, pathParameters });
    let result: unknown;
    try {
      const handler = await loadHandler(route.handler);
      result = await withTimeout(handler(event, lambdaContext(route.handler)), INTEGRATION_TIMEOUT_MS);
    } catch (error) {
      if (error instanceof IntegrationTimeoutError) {
        sendError(res, 503, API_ERROR_TYPES.internal, GATEWAY_MESSAGES.timeout);
        return;
      }
      console.error(`[local] ${route.handler} lançou uma exceção não tratada:`, error);
      sendError(res, 500, API_ERROR_TYPES.internal, GENERIC_ERROR_MESSAGE);
      return;
    }
    writeResult(res, result);
  };
}

function buildEvent(input: {
  req: IncomingMessage;
  url: URL;
  method: string;
  route: RouteDefinition;
  body: Buffer;
  claims: JwtClaims | undefined;
  keyContext: AuthorizerContext | undefined;
  pathParameters: Record<string, string>;
}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { req, url, method, route, body, claims, keyContext } = input;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie')
      headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query = url.searchParams.size
    ? Object.fromEntries([...url.searchParams.keys()].map((k) => [k, url.searchParams.getAll(k).join(',')]))
    : undefined;
  const contentType = headers['content-type'] ?? '';
  const textual = body.length === 0 || /json|text|x-www-form-urlencoded|xml/i.test(contentType);
  const now = new Date();
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: req.headers.cookie?.split(';').map((c) => c.trim()),
    headers,
    queryStringParameters: query,
    pathParameters: Object.keys(input.pathParameters).length ? input.pathParameters : undefined,
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: !textual,
    stageVariables: undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      authorizer: keyContext
        ? { lambda: keyContext }
        : {
            principalId: '',
            integrationLatency: 0,
            // API Gateway hands claims to the integration as strings.
            jwt: { claims: stringifyClaims(claims ?? {}), scopes: [] },
          },
    },
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}

function stringifyClaims(claims: JwtClaims): Record<string, string | number | boolean | string[]> {
  return Object.fromEntries(
    Object.entries(claims).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]),
  );
}

/** Payload format 2.0 response mapping: a structured result, or anything else as a 200 JSON body. */
function writeResult(res: ServerResponse, result: unknown): void {
  if (typeof result === 'object' && result !== null && 'statusCode' in result) {
    const r = result as APIGatewayProxyStructuredResultV2;
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(r.headers ?? {})) headers[k.toLowerCase()] = String(v);
    if (r.cookies?.length) headers['set-cookie'] = r.cookies;
    res.writeHead(r.statusCode ?? 200, headers);
    res.end(r.body === undefined ? undefined : Buffer.from(r.body, r.isBase64Encoded ? 'base64' : 'utf8'));
    return;
  }
  const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(body);
}

/** The API's error shape, `{ error: { type, message } }` with a pt-BR message, for the gateway's own answers. */
function sendError(res: ServerResponse, status: number, type: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: { type, message } }));
}

class IntegrationTimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T> | T, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new IntegrationTimeoutError()), ms);
  });
  return Promise.race([Promise.resolve(promise), timeout]).finally(() => clearTimeout(timer));
}
