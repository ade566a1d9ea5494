import { z } from 'zod';
import { dependencies } from '#lambdas/dependencies';
import { deleteUpload } from '#lambdas/domain/account';
import { NotFoundError } from '#lambdas/domain/errors';
import { API_MESSAGES } from '#lambdas/domain/messages';
import { pathParameter, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { noContent } from '#lambdas/http/responses';

const deps = dependencies();
const UploadIdSchema = z.uuid();

/** DELETE /api/uploads/{id}: one of the caller's uploads and its results; any other id is 404. */
export const handler = httpHandler(async (event) => {
  const userId = userIdOf(event);
  const id = UploadIdSchema.safeParse(pathParameter(event, 'id'));
  if (!id.success) throw new NotFoundError(API_MESSAGES.uploadNotFound);
  await deleteUpload(deps, userId, id.data);
  return noContent();
});
