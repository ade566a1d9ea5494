import { dependencies } from '#lambdas/dependencies';
import { updateUpload } from '#lambdas/domain/uploads';
import { MAX_UPDATE_BODY_BYTES } from '#lambdas/http/body-limits';
import { parseJsonBody, uploadIdOf, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';
import { UpdateUploadRequestSchema } from '#shared/api/schemas';

const deps = dependencies();

/** PATCH /api/uploads/{id}: changes to the lines of one of the caller's uploads; any other id is 404. */
export const handler = httpHandler(async (event) => {
  const userId = userIdOf(event);
  const uploadId = uploadIdOf(event);
  const request = parseJsonBody(event, UpdateUploadRequestSchema, { maxBytes: MAX_UPDATE_BODY_BYTES });
  return json(200, await updateUpload(deps, userId, uploadId, request));
});
