/**
 * The HTTP API's routes: the one table both API Gateway (infra/) and local mode (local/) are built from.
 * `handler` names the module `lambdas/handlers/<handler>.ts`, which exports `handler`.
 */
export interface RouteDefinition {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway route path syntax: `{id}` is a path parameter. */
  readonly path: string;
  readonly handler: HandlerName;
  /**
   * Who may call it: anyone (`none`), a signed-in user of the web app (`user`: the Cognito JWT authorizer), or an
   * API key (`apiKey`: the Lambda authorizer over the key table, `lambdas/handlers/authorize-api-key.ts`).
   */
  readonly auth: RouteAuth;
}

export type RouteAuth = 'none' | 'user' | 'apiKey';

export type HandlerName =
  | 'health'
  | 'categorize-transactions'
  | 'create-upload'
  | 'list-uploads'
  | 'get-upload'
  | 'update-upload'
  | 'list-rules'
  | 'put-rule'
  | 'delete-rule'
  | 'list-lists'
  | 'save-list'
  | 'delete-list'
  | 'delete-upload'
  | 'get-usage'
  | 'get-money'
  | 'list-money-lines'
  | 'update-money-lines'
  | 'apply-merchant'
  | 'put-money-settings'
  | 'export-my-data'
  | 'delete-account'
  | 'get-openapi'
  | 'create-api-key'
  | 'list-api-keys'
  | 'revoke-api-key'
  | 'api-categorize'
  | 'create-job'
  | 'get-job'
  | 'get-job-results';

export const ROUTES: readonly RouteDefinition[] = [
  { method: 'GET', path: '/api/health', handler: 'health', auth: 'none' },
  { method: 'POST', path: '/api/categorize', handler: 'categorize-transactions', auth: 'user' },
  { method: 'POST', path: '/api/uploads', handler: 'create-upload', auth: 'user' },
  { method: 'GET', path: '/api/uploads', handler: 'list-uploads', auth: 'user' },
  { method: 'GET', path: '/api/uploads/{id}', handler: 'get-upload', auth: 'user' },
  { method: 'PATCH', path: '/api/uploads/{id}', handler: 'update-upload', auth: 'user' },
  { method: 'DELETE', path: '/api/uploads/{id}', handler: 'delete-upload', auth: 'user' },
  { method: 'GET', path: '/api/usage', handler: 'get-usage', auth: 'user' },
  { method: 'GET', path: '/api/rules', handler: 'list-rules', auth: 'user' },
  { method: 'PUT', path: '/api/rules/{key}', handler: 'put-rule', auth: 'user' },
  { method: 'DELETE', path: '/api/rules/{key}', handler: 'delete-rule', auth: 'user' },
  { method: 'GET', path: '/api/lists', handler: 'list-lists', auth: 'user' },
  { method: 'POST', path: '/api/lists', handler: 'save-list', auth: 'user' },
  { method: 'DELETE', path: '/api/lists/{id}', handler: 'delete-list', auth: 'user' },
  { method: 'GET', path: '/api/money', handler: 'get-money', auth: 'user' },
  { method: 'GET', path: '/api/money/lines', handler: 'list-money-lines', auth: 'user' },
  { method: 'PATCH', path: '/api/money/lines', handler: 'update-money-lines', auth: 'user' },
  { method: 'POST', path: '/api/money/apply', handler: 'apply-merchant', auth: 'user' },
  { method: 'PUT', path: '/api/money/settings', handler: 'put-money-settings', auth: 'user' },
  { method: 'GET', path: '/api/me/export', handler: 'export-my-data', auth: 'user' },
  { method: 'DELETE', path: '/api/me', handler: 'delete-account', auth: 'user' },
  { method: 'GET', path: '/v1/openapi.json', handler: 'get-openapi', auth: 'none' },
  { method: 'POST', path: '/api/keys', handler: 'create-api-key', auth: 'user' },
  { method: 'GET', path: '/api/keys', handler: 'list-api-keys', auth: 'user' },
  { method: 'DELETE', path: '/api/keys/{id}', handler: 'revoke-api-key', auth: 'user' },
  { method: 'POST', path: '/v1/categorize', handler: 'api-categorize', auth: 'apiKey' },
  { method: 'POST', path: '/v1/jobs', handler: 'create-job', auth: 'apiKey' },
  { method: 'GET', path: '/v1/jobs/{id}', handler: 'get-job', auth: 'apiKey' },
  { method: 'GET', path: '/v1/jobs/{id}/results', handler: 'get-job-results', auth: 'apiKey' },
];

/** The HTTP API's Lambda authorizer of `apiKey` routes: `lambdas/handlers/authorize-api-key.ts`. */
export const API_KEY_AUTHORIZER_HANDLER = 'authorize-api-key';

/**
 * How long API Gateway (and local mode) reuse the authorizer's answer for one Authorization header: under the
 * minute within which a revoked key must be refused.
 */
export const API_KEY_AUTHORIZER_CACHE_SECONDS = 30;

/** The Cognito PreSignUp trigger (auto-confirms sign-ups): `lambdas/handlers/pre-sign-up.ts`. */
export const PRE_SIGN_UP_HANDLER = 'pre-sign-up';
