import { dependencies } from '#lambdas/dependencies';
import { createApiKey } from '#lambdas/domain/api-keys';
import { MAX_SMALL_BODY_BYTES } from '#lambdas/http/body-limits';
import { parseJsonBody, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';
import { CreateApiKeyRequestSchema } from '#shared/api/schemas';

const deps = dependencies();

/** POST /api/keys: a new API key for the caller, shown this once with its webhook secret. */
export const handler = httpHandler(async (event) => {
  const userId = userIdOf(event);
  const request = parseJsonBody(event, CreateApiKeyRequestSchema, { maxBytes: MAX_SMALL_BODY_BYTES });
  return json(201, await createApiKey(deps, userId, request));
});
