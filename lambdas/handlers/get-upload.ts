import { z } from 'zod';
import { dependencies } from '#lambdas/dependencies';
import { NotFoundError } from '#lambdas/domain/errors';
import { API_MESSAGES } from '#lambdas/domain/messages';
import { getUpload } from '#lambdas/domain/uploads';
import { acceptsGzip, pathParameter, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';

const deps = dependencies();
const UploadIdSchema = z.uuid();

/** GET /api/uploads/{id}: one of the caller's uploads with its results; any other id is 404. */
export const handler = httpHandler(async (event) => {
  const userId = userIdOf(event);
  const id = UploadIdSchema.safeParse(pathParameter(event, 'id'));
  if (!id.success) throw new NotFoundError(API_MESSAGES.uploadNotFound);
  return json(200, await getUpload(deps, userId, id.data), { gzip: acceptsGzip(event) });
});
