import type { z } from 'zod';
import { GENERIC_ERROR_MESSAGE } from '#shared/messages';
import { getAccessToken } from './amplify';
import { afterFirstPaint } from './first-paint';
import { notifyUnauthorized } from './unauthorized';
import { userChecked } from './user-check';
import type * as WireSchemas from './wire-schemas';

/** A response's wire schema, by its name in shared/api/schemas.ts. */
export type SchemaName = {
  [K in keyof typeof WireSchemas]: (typeof WireSchemas)[K] extends z.ZodType ? K : never;
}[keyof typeof WireSchemas];
type WireOf<K extends SchemaName> = z.infer<(typeof WireSchemas)[K]>;

/**
 * zod and the wire schemas, and the runtime config's parser: loaded with the first request, alongside it, so
 * a page's first paint does not wait for them.
 */
const loadSchemas = () => afterFirstPaint().then(() => import('./wire-schemas'));
const loadConfig = () =>
  afterFirstPaint()
    .then(() => import('./config'))
    .then((m) => m.getConfig());

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

const connectionError = () =>
  new ApiError('Não foi possível conectar ao servidor. Verifique sua conexão.', 0, 'NetworkError');

interface RequestOptions<K extends SchemaName> {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  /** The response's wire schema (its name); without one the response has no body (204). */
  readonly schema?: K;
  readonly signal?: AbortSignal;
}

/**
 * The one way the app calls the HTTP API: same-origin base from config.json, the Cognito access token as a
 * Bearer token, JSON in and out, responses parsed with the shared wire schemas, errors as ApiError.
 */
export async function apiRequest<K extends SchemaName>(
  path: string,
  options: RequestOptions<K> & { readonly schema: K },
): Promise<WireOf<K>>;
export async function apiRequest(path: string, options: RequestOptions<SchemaName>): Promise<void>;
export async function apiRequest<K extends SchemaName>(
  path: string,
  options: RequestOptions<K>,
): Promise<WireOf<K> | undefined> {
  // No data is read before a guarded page has confirmed the user (lib/user-check.ts).
  await userChecked();
  const schemas = loadSchemas();
  schemas.catch(() => undefined);
  // A write waits for the code that reads its answer: a failed load then stops it before the server acts, and never
  // reports a write that was done as failed. A read awaits it only once the answer is in.
  const isWrite = (options.method ?? 'GET') !== 'GET';
  const [config, token] = await Promise.all([
    loadConfig(),
    getAccessToken(),
    isWrite ? schemas.catch(() => Promise.reject(connectionError())) : undefined,
  ]);
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
    throw connectionError();
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.status === 401) notifyUnauthorized();
  if (response.ok && !options.schema) return undefined;
  const wire = await schemas.catch(() => {
    throw response.ok ? connectionError() : new ApiError(GENERIC_ERROR_MESSAGE, response.status, 'HttpError');
  });
  if (!response.ok) {
    const parsed = wire.ErrorResponseSchema.safeParse(payload);
    throw parsed.success
      ? new ApiError(parsed.data.error.message, response.status, parsed.data.error.type)
      : new ApiError(GENERIC_ERROR_MESSAGE, response.status, 'HttpError');
  }
  if (!options.schema) return undefined;
  const schema: z.ZodType = wire[options.schema];
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError('Resposta inválida do servidor.', response.status, 'BadResponse');
  return parsed.data as WireOf<K>;
}
