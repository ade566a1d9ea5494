import { dependencies } from '#lambdas/dependencies';
import { listUploads } from '#lambdas/domain/uploads';
import { acceptsGzip, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';

const deps = dependencies();

/** GET /api/uploads[?cursor=…]: a page of the caller's uploads, newest first, gzipped when large. */
export const handler = httpHandler(async (event) => {
  const cursor = event.queryStringParameters?.cursor;
  const page = await listUploads(deps, userIdOf(event), cursor ? { cursor } : {});
  return json(200, page, { gzip: acceptsGzip(event) });
});
