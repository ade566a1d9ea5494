import { dependencies } from '#lambdas/dependencies';
import { revokeApiKey } from '#lambdas/domain/api-keys';
import { pathParameter, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { noContent } from '#lambdas/http/responses';

const deps = dependencies();

/** DELETE /api/keys/{id}: revokes one of the caller's keys; any other id is 404. */
export const handler = httpHandler(async (event) => {
  await revokeApiKey(deps, userIdOf(event), pathParameter(event, 'id'));
  return noContent();
});
