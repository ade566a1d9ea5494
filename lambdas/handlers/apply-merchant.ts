import { dependencies } from '#lambdas/dependencies';
import { applyMerchant } from '#lambdas/domain/money';
import { MAX_SMALL_BODY_BYTES } from '#lambdas/http/body-limits';
import { parseJsonBody, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';
import { ApplyToMerchantRequestSchema } from '#shared/api/schemas';

const deps = dependencies();

/** POST /api/money/apply: a merchant's category applied to every line of it in the caller's ledger. */
export const handler = httpHandler(async (event) => {
  const request = parseJsonBody(event, ApplyToMerchantRequestSchema, { maxBytes: MAX_SMALL_BODY_BYTES });
  return json(200, await applyMerchant(deps, userIdOf(event), request));
});
