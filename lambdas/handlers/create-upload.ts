import { dependencies } from '#lambdas/dependencies';
import { finalizeUpload } from '#lambdas/domain/finalize-upload';
import { MAX_SMALL_BODY_BYTES } from '#lambdas/http/body-limits';
import { parseJsonBody, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';
import { CreateUploadRequestSchema } from '#shared/api/schemas';

const deps = dependencies();

/** POST /api/uploads: records an upload whose batches all succeeded (idempotent on uploadId). */
export const handler = httpHandler(async (event) => {
  const userId = userIdOf(event);
  const request = parseJsonBody(event, CreateUploadRequestSchema, { maxBytes: MAX_SMALL_BODY_BYTES });
  return json(201, await finalizeUpload(deps, userId, request));
});
