import './zod-jitless';
import type { z } from 'zod';
import { ErrorResponseSchema } from '#shared/api/schemas';
import { GENERIC_ERROR_MESSAGE } from '#shared/messages';
import { getAccessToken } from './amplify';
import { getConfig } from './config';
import { notifyUnauthorized } from './unauthorized';

/** An API failure with the pt-BR message to show (the server's, when it sent one). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly type: string,
  ) {
    super(message);
  }
}

interface RequestOptions<S extends z.ZodType> {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  /** The response's wire schema; without one the response has no body (204). */
  readonly schema?: S;
  readonly signal?: AbortSignal;
}

/**
 * The one way the app calls the HTTP API: same-origin base from config.json, the Cognito access token as a
 * Bearer token, JSON in and out, responses parsed with the shared wire schemas, errors as ApiError.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S> & { readonly schema: S },
): Promise<z.infer<S>>;
export async function apiRequest(path: string, options: RequestOptions<z.ZodType>): Promise<void>;
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.infer<S> | undefined> {
  const [config, token] = await Promise.all([getConfig(), getAccessToken()]);
  if (!token) {
    notifyUnauthorized();
    throw new ApiError('Sessão expirada. Faça login novamente.', 401, 'Unauthorized');
  }
  let response: Response;
  try {
    response = await fetch(`${config.apiBaseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers: {
        Authorization: `Bearer ${token}`,
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Não foi possível conectar ao servidor. Verifique sua conexão.', 0, 'NetworkError');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ErrorResponseSchema.safeParse(payload);
    const error = parsed.success
      ? new ApiError(parsed.data.error.message, response.status, parsed.data.error.type)
      : new ApiError(GENERIC_ERROR_MESSAGE, response.status, 'HttpError');
    if (response.status === 401) notifyUnauthorized();
    throw error;
  }
  if (!options.schema) return undefined;
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new ApiError('Resposta inválida do servidor.', response.status, 'BadResponse');
  return parsed.data;
}
