import { dependencies } from '#lambdas/dependencies';
import { putRule } from '#lambdas/domain/rules';
import { MAX_SMALL_BODY_BYTES } from '#lambdas/http/body-limits';
import { parseJsonBody, pathParameter, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';
import { PutRuleRequestSchema } from '#shared/api/schemas';

const deps = dependencies();

/** PUT /api/rules/{key}: makes or changes the caller's rule for a merchant. */
export const handler = httpHandler(async (event) => {
  const userId = userIdOf(event);
  const request = parseJsonBody(event, PutRuleRequestSchema, { maxBytes: MAX_SMALL_BODY_BYTES });
  return json(200, await putRule(deps, userId, pathParameter(event, 'key'), request));
});
