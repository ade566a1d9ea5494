import { dependencies } from '#lambdas/dependencies';
import { getUpload } from '#lambdas/domain/uploads';
import { acceptsGzip, uploadIdOf, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';

const deps = dependencies();

/** GET /api/uploads/{id}: one of the caller's uploads with its results; any other id is 404. */
export const handler = httpHandler(async (event) => {
  return json(200, await getUpload(deps, userIdOf(event), uploadIdOf(event)), { gzip: acceptsGzip(event) });
});
