import { randomUUID } from 'node:crypto';
import { API_KEY_AUTHORIZER_CACHE_SECONDS, API_KEY_AUTHORIZER_HANDLER } from '#lambdas/routes';
import { lambdaContext, loadHandler } from './lambda-context.ts';

export type AuthorizerContext = Record<string, string | number | boolean>;

/**
 * API Gateway's Lambda authorizer of `apiKey` routes, as configured in AWS: the very handler
 * (lambdas/handlers/authorize-api-key.ts) invoked with the request's Authorization header, its simple answer
 * cached per header for API_KEY_AUTHORIZER_CACHE_SECONDS (a revoked key is refused once the cache expires).
 */
export function createKeyAuthorizer(opts: { now?: () => number; cacheSeconds?: number } = {}) {
  const now = opts.now ?? Date.now;
  const cacheMs = (opts.cacheSeconds ?? API_KEY_AUTHORIZER_CACHE_SECONDS) * 1000;
  const cache = new Map<string, { until: number; context: AuthorizerContext | undefined }>();
  return async function authorizeKey(
    authorization: string | undefined,
    routeKey: string,
  ): Promise<AuthorizerContext | undefined> {
    // API Gateway refuses a request without the identity source before invoking the authorizer.
    if (!authorization) return undefined;
    const cached = cache.get(authorization);
    if (cached && cached.until > now()) return cached.context;
    const handler = await loadHandler(API_KEY_AUTHORIZER_HANDLER);
    const answer = (await handler(
      {
        version: '2.0',
        type: 'REQUEST',
        routeArn: `arn:aws:execute-api:local:000000000000:local/$default/${routeKey.replace(' ', '')}`,
        identitySource: [authorization],
        routeKey,
        headers: { authorization },
        requestContext: { requestId: randomUUID(), routeKey },
      },
      lambdaContext(API_KEY_AUTHORIZER_HANDLER),
    )) as { isAuthorized?: boolean; context?: AuthorizerContext };
    const context = answer?.isAuthorized ? (answer.context ?? {}) : undefined;
    cache.set(authorization, { until: now() + cacheMs, context });
    if (cache.size > 10_000) cache.delete(cache.keys().next().value as string);
    return context;
  };
}
