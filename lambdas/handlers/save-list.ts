import { dependencies } from '#lambdas/dependencies';
import { saveList } from '#lambdas/domain/lists';
import { MAX_SMALL_BODY_BYTES } from '#lambdas/http/body-limits';
import { parseJsonBody, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';
import { SaveListRequestSchema } from '#shared/api/schemas';

const deps = dependencies();

/** POST /api/lists: saves a category list to the caller's account. */
export const handler = httpHandler(async (event) => {
  const userId = userIdOf(event);
  const request = parseJsonBody(event, SaveListRequestSchema, { maxBytes: MAX_SMALL_BODY_BYTES });
  return json(201, await saveList(deps, userId, request));
});
