import { categorizeDependencies } from '#lambdas/categorizer-dependencies';
import { admitRequest, categorizeForKey, describeRequestIssue } from '#lambdas/domain/api-categorize';
import { MAX_API_CATEGORIZE_BODY_BYTES } from '#lambdas/http/body-limits';
import { acceptsGzip, apiKeyIdentityOf, parseJsonBody } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { idempotent } from '#lambdas/http/idempotency';
import { json } from '#lambdas/http/responses';
import { logger } from '#lambdas/logger';
import { V1CategorizeRequestSchema } from '#shared/api/v1';

const deps = categorizeDependencies();

/**
 * POST /v1/categorize: up to 10,000 transactions of an API key, answered in one response. With an
 * `Idempotency-Key`, a retry gets the first answer and is not charged again.
 */
export const handler = httpHandler(async (event, context) => {
  const key = apiKeyIdentityOf(event);
  logger.appendKeys({ apiKeyId: key.keyId });
  await admitRequest(deps, key);
  return idempotent(event, context, key, async () => {
    const request = parseJsonBody(event, V1CategorizeRequestSchema, {
      maxBytes: MAX_API_CATEGORIZE_BODY_BYTES,
      invalidMessage: describeRequestIssue,
    });
    logger.appendKeys({ transactions: request.transactions.length });
    return json(200, await categorizeForKey(deps, key, request), { gzip: acceptsGzip(event) });
  });
});
