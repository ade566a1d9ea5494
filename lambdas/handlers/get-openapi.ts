import { acceptsGzip } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';
import { openApiDocument } from '#lambdas/openapi';

/** Public, and the same for everyone until the next deploy: clients and caches may keep it five minutes. */
const CACHE_CONTROL = 'public, max-age=300';

/** GET /v1/openapi.json: the OpenAPI 3.1 document of the whole HTTP API (lambdas/openapi.ts); no auth. */
export const handler = httpHandler(async (event) => {
  const response = json(200, openApiDocument(), { gzip: acceptsGzip(event) });
  return {
    ...response,
    headers: { ...response.headers, 'content-type': 'application/json', 'cache-control': CACHE_CONTROL },
  };
});
