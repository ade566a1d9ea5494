import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { logger } from '#lambdas/logger';
import { toErrorResponse } from './error-mapper.ts';
import type { HttpEvent } from './event.ts';

export type HttpHandler = (event: HttpEvent, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * Wraps a route's function: Lambda context and route in every log line, one access log with status and
 * duration, and every thrown error through the one mapper.
 */
export function httpHandler(
  route: (event: HttpEvent, context: Context) => Promise<APIGatewayProxyStructuredResultV2>,
): HttpHandler {
  return async (event, context) => {
    logger.addContext(context);
    logger.appendKeys({ routeKey: event.routeKey });
    const started = performance.now();
    let response: APIGatewayProxyStructuredResultV2;
    try {
      response = await route(event, context);
    } catch (error) {
      response = toErrorResponse(error);
    }
    logger.info('Request handled', {
      statusCode: response.statusCode,
      durationMs: Math.round(performance.now() - started),
    });
    logger.resetKeys();
    return response;
  };
}
