import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError, InternalError, RateLimitedError } from '#lambdas/domain/errors';
import { logger } from '#lambdas/logger';
import { json } from './responses.ts';

/**
 * The one mapper from errors to HTTP: typed errors answer their status and pt-BR message; anything else is
 * logged (name and stack, never request data) and answered as a generic 500.
 */
export function toErrorResponse(error: unknown): APIGatewayProxyStructuredResultV2 {
  if (error instanceof AppError) {
    const log = error.statusCode >= 500 ? logger.error.bind(logger) : logger.info.bind(logger);
    log('Request refused', {
      errorType: error.type,
      statusCode: error.statusCode,
      ...(error.cause instanceof Error ? { causeName: error.cause.name, causeStack: error.cause.stack } : {}),
    });
    const response = json(error.statusCode, error.toJSON());
    if (error instanceof RateLimitedError) {
      return {
        ...response,
        headers: { ...response.headers, 'retry-after': String(error.retryAfterSeconds) },
      };
    }
    return response;
  }
  const unexpected = error instanceof Error ? error : new Error(String(error));
  logger.error('Unhandled error', { errorName: unexpected.name, stack: unexpected.stack });
  return json(500, new InternalError().toJSON());
}
