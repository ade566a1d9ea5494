import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import type * as z from 'zod';
import { createDynamoApiKeyStore } from '#lambdas/adapters/dynamo-api-keys';
import { createDocumentClient } from '#lambdas/adapters/dynamo-client';
import { config } from '#lambdas/config';
import { identify } from '#lambdas/domain/api-keys';
import type { ApiKeyContextSchema } from '#lambdas/http/event';
import { logger } from '#lambdas/logger';

const cfg = config();
const keys = createDynamoApiKeyStore({
  tableName: cfg.TABLE_NAME,
  client: createDocumentClient({ region: cfg.AWS_REGION, endpoint: cfg.DYNAMODB_ENDPOINT }),
});

type ApiKeyContext = z.infer<typeof ApiKeyContextSchema>;

/**
 * The HTTP API's Lambda authorizer of /v1 (simple responses): the Authorization header's key, found by its
 * SHA-256, stands for its owner; unknown or revoked keys are refused (401). API Gateway caches the answer per
 * header for less than a minute (infra/constructs/api.ts), so a revoked key is refused within a minute. The key
 * is never logged.
 */
export async function handler(
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<APIGatewaySimpleAuthorizerWithContextResult<ApiKeyContext | Record<string, never>>> {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const identity = await identify(keys, header);
  if (!identity) {
    logger.info('API key refused');
    return { isAuthorized: false, context: {} };
  }
  return {
    isAuthorized: true,
    context: { ownerId: identity.ownerId, keyId: identity.keyId, ...identity.limits },
  };
}
