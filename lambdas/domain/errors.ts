import { API_ERROR_TYPES, type ApiErrorType } from '#shared/api/schemas';
import { CATEGORIZE_MESSAGES, GENERIC_ERROR_MESSAGE } from '#shared/messages';

/**
 * The one error model of the API. An `AppError` carries an HTTP status, a stable `type` and a pt-BR message
 * fit for the user; anything else thrown is unexpected, logged, and answered as a generic 500 by the mapper
 * (lambdas/http/error-mapper.ts).
 */
export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  abstract readonly type: ApiErrorType;

  toJSON(): { error: { type: string; message: string } } {
    return { error: { type: this.type, message: this.message } };
  }
}

export class ValidationError extends AppError {
  readonly statusCode = 400;
  readonly type = API_ERROR_TYPES.validation;
}

export class PayloadTooLargeError extends AppError {
  readonly statusCode = 413;
  readonly type = API_ERROR_TYPES.payloadTooLarge;
}

export class UnauthorizedError extends AppError {
  readonly statusCode = 401;
  readonly type = API_ERROR_TYPES.unauthorized;
}

export class NotFoundError extends AppError {
  readonly statusCode = 404;
  readonly type = API_ERROR_TYPES.notFound;
}

export class ConflictError extends AppError {
  readonly statusCode = 409;
  readonly type = API_ERROR_TYPES.conflict;
}

/** An `Idempotency-Key` whose first request (within its 24 hours) was another one: its answer is not replayed. */
export class IdempotencyKeyReusedError extends AppError {
  readonly statusCode = 422;
  readonly type = API_ERROR_TYPES.idempotencyKeyReused;
}

/** An `Idempotency-Key` whose first request is still running: try again shortly, for its answer. */
export class IdempotencyKeyInProgressError extends AppError {
  readonly statusCode = 409;
  readonly type = API_ERROR_TYPES.idempotencyKeyInProgress;
}

export class QuotaExceededError extends AppError {
  readonly statusCode = 402;
  readonly type = API_ERROR_TYPES.quotaExceeded;
  constructor(
    message: string,
    readonly remaining: number,
  ) {
    super(message);
  }
}

/** Too many requests for a key's rate: try again after `retryAfterSeconds` (the Retry-After header). */
export class RateLimitedError extends AppError {
  readonly statusCode = 429;
  readonly type = API_ERROR_TYPES.rateLimited;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The categorizer could not answer (e.g. the model is misconfigured or denied); nothing was consumed. */
export class CategorizationFailedError extends AppError {
  readonly statusCode = 502;
  readonly type = API_ERROR_TYPES.categorizationFailed;
  constructor(options?: { cause?: unknown }) {
    super(CATEGORIZE_MESSAGES.fallback, options);
  }
}

export class InternalError extends AppError {
  readonly statusCode = 500;
  readonly type = API_ERROR_TYPES.internal;
  constructor() {
    super(GENERIC_ERROR_MESSAGE);
  }
}
