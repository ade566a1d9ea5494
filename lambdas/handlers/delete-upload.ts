import { dependencies } from '#lambdas/dependencies';
import { deleteUpload } from '#lambdas/domain/account';
import { uploadIdOf, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { noContent } from '#lambdas/http/responses';

const deps = dependencies();

/** DELETE /api/uploads/{id}: one of the caller's uploads and its results; any other id is 404. */
export const handler = httpHandler(async (event) => {
  await deleteUpload(deps, userIdOf(event), uploadIdOf(event));
  return noContent();
});
