import { dependencies } from '#lambdas/dependencies';
import { deleteRule } from '#lambdas/domain/rules';
import { pathParameter, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { noContent } from '#lambdas/http/responses';

const deps = dependencies();

/** DELETE /api/rules/{key}: the merchant goes back to the engine; any other key is 404. */
export const handler = httpHandler(async (event) => {
  await deleteRule(deps, userIdOf(event), pathParameter(event, 'key'));
  return noContent();
});
