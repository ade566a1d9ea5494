import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import * as z from 'zod';
import {
  NotFoundError,
  PayloadTooLargeError,
  UnauthorizedError,
  ValidationError,
} from '#lambdas/domain/errors';
import { API_MESSAGES, JOB_MESSAGES } from '#lambdas/domain/messages';
import type { ApiKeyIdentity } from '#lambdas/domain/ports';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;

/** The caller, only from the verified token's `sub` claim (API Gateway's JWT authorizer checked it). */
export function userIdOf(event: HttpEvent): string {
  const sub = event.requestContext?.authorizer?.jwt?.claims?.sub;
  if (typeof sub !== 'string' || sub.length === 0) throw new UnauthorizedError(API_MESSAGES.unauthorized);
  return sub;
}

/** The caller's account name (the access token's `username` claim), for the rights that reach Cognito. */
export function usernameOf(event: HttpEvent): string {
  const username = event.requestContext?.authorizer?.jwt?.claims?.username;
  if (typeof username !== 'string' || username.length === 0) {
    throw new UnauthorizedError(API_MESSAGES.unauthorized);
  }
  return username;
}

/** What the API-key authorizer hands a /v1 handler (API Gateway passes its numbers as they were given). */
export const ApiKeyContextSchema = z.object({
  ownerId: z.string().min(1),
  keyId: z.string().min(1),
  linesPerMonth: z.coerce.number().int(),
  requestsPerSecond: z.coerce.number().int(),
  modelLinesPerDay: z.coerce.number().int(),
});

/**
 * The API key a /v1 request came with, as the Lambda authorizer (lambdas/handlers/authorize-api-key.ts) vouched
 * for it: its owner, its id and its limits. Nothing else names the caller.
 */
export function apiKeyIdentityOf(event: HttpEvent): ApiKeyIdentity {
  const context = (event.requestContext?.authorizer as { lambda?: unknown } | undefined)?.lambda;
  const parsed = ApiKeyContextSchema.safeParse(context);
  if (!parsed.success) throw new UnauthorizedError(API_MESSAGES.apiKeyInvalid);
  const { ownerId, keyId, ...limits } = parsed.data;
  return { ownerId, keyId, limits };
}

/** A request header's value, whatever its case. */
export function headerOf(event: HttpEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === wanted)?.[1];
}

export interface ParseBodyOptions {
  readonly maxBytes: number;
  /** The pt-BR message for a body of the wrong shape; the issues can pick a more precise one. */
  readonly invalidMessage?: (issues: readonly z.core.$ZodIssue[], body: unknown) => string;
}

/** The JSON body, size-checked and parsed by `schema`; every failure is a typed 400 or 413. */
export function parseJsonBody<S extends z.ZodType>(
  event: HttpEvent,
  schema: S,
  options: ParseBodyOptions,
): z.infer<S> {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (Buffer.byteLength(text, 'utf8') > options.maxBytes) {
    throw new PayloadTooLargeError(API_MESSAGES.bodyTooLarge(Math.floor(options.maxBytes / 1024)));
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError(API_MESSAGES.invalidJson);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ValidationError(
      options.invalidMessage?.(parsed.error.issues, body) ?? API_MESSAGES.invalidRequest,
    );
  }
  return parsed.data;
}

/** Whether the client takes a gzipped response (every browser does). */
export function acceptsGzip(event: HttpEvent): boolean {
  return /\bgzip\b/i.test(headerOf(event, 'accept-encoding') ?? '');
}

const UploadIdSchema = z.uuid();

/** The `{id}` of an upload route: a UUID, or the upload is simply not found (whatever else was sent). */
export function uploadIdOf(event: HttpEvent): string {
  const id = UploadIdSchema.safeParse(pathParameter(event, 'id'));
  if (!id.success) throw new NotFoundError(API_MESSAGES.uploadNotFound);
  return id.data;
}

/** The `{id}` of a job route: a UUID, or the job is simply not found. */
export function jobIdOf(event: HttpEvent): string {
  const id = UploadIdSchema.safeParse(pathParameter(event, 'id'));
  if (!id.success) throw new NotFoundError(JOB_MESSAGES.jobNotFound);
  return id.data;
}

export function pathParameter(event: HttpEvent, name: string): string {
  const value = event.pathParameters?.[name];
  if (!value) throw new ValidationError(API_MESSAGES.invalidRequest);
  return value;
}
