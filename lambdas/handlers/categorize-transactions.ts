import { categorizeDependencies } from '#lambdas/categorizer-dependencies';
import { categorizeBatch } from '#lambdas/domain/categorize-batch';
import { categorizeRequestMessage, MAX_CATEGORIZE_BODY_BYTES } from '#lambdas/http/body-limits';
import { parseJsonBody, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';
import { logger } from '#lambdas/logger';
import { CategorizeRequestSchema } from '#shared/api/schemas';

const deps = categorizeDependencies();

/** POST /api/categorize: one batch of an upload. */
export const handler = httpHandler(async (event) => {
  const userId = userIdOf(event);
  const request = parseJsonBody(event, CategorizeRequestSchema, {
    maxBytes: MAX_CATEGORIZE_BODY_BYTES,
    invalidMessage: categorizeRequestMessage,
  });
  logger.appendKeys({
    uploadId: request.uploadId,
    batchIndex: request.batchIndex,
    transactions: request.transactions.length,
  });
  return json(200, await categorizeBatch(deps, userId, request));
});
