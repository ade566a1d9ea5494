import { dependencies } from '#lambdas/dependencies';
import { deleteList } from '#lambdas/domain/lists';
import { pathParameter, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { noContent } from '#lambdas/http/responses';

const deps = dependencies();

/** DELETE /api/lists/{id}: one of the caller's saved lists; any other id is 404. */
export const handler = httpHandler(async (event) => {
  await deleteList(deps, userIdOf(event), pathParameter(event, 'id'));
  return noContent();
});
