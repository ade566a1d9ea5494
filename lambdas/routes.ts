/**
 * The HTTP API's routes: the one table both API Gateway (infra/) and local mode (local/) are built from.
 * `handler` names the module `lambdas/handlers/<handler>.ts`, which exports `handler`.
 */
export interface RouteDefinition {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway route path syntax: `{id}` is a path parameter. */
  readonly path: string;
  readonly handler: HandlerName;
  /** Whether the Cognito JWT authorizer guards the route. */
  readonly authorized: boolean;
}

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
  | 'delete-account';

export const ROUTES: readonly RouteDefinition[] = [
  { method: 'GET', path: '/api/health', handler: 'health', authorized: false },
  { method: 'POST', path: '/api/categorize', handler: 'categorize-transactions', authorized: true },
  { method: 'POST', path: '/api/uploads', handler: 'create-upload', authorized: true },
  { method: 'GET', path: '/api/uploads', handler: 'list-uploads', authorized: true },
  { method: 'GET', path: '/api/uploads/{id}', handler: 'get-upload', authorized: true },
  { method: 'PATCH', path: '/api/uploads/{id}', handler: 'update-upload', authorized: true },
  { method: 'DELETE', path: '/api/uploads/{id}', handler: 'delete-upload', authorized: true },
  { method: 'GET', path: '/api/usage', handler: 'get-usage', authorized: true },
  { method: 'GET', path: '/api/rules', handler: 'list-rules', authorized: true },
  { method: 'PUT', path: '/api/rules/{key}', handler: 'put-rule', authorized: true },
  { method: 'DELETE', path: '/api/rules/{key}', handler: 'delete-rule', authorized: true },
  { method: 'GET', path: '/api/lists', handler: 'list-lists', authorized: true },
  { method: 'POST', path: '/api/lists', handler: 'save-list', authorized: true },
  { method: 'DELETE', path: '/api/lists/{id}', handler: 'delete-list', authorized: true },
  { method: 'GET', path: '/api/money', handler: 'get-money', authorized: true },
  { method: 'GET', path: '/api/money/lines', handler: 'list-money-lines', authorized: true },
  { method: 'PATCH', path: '/api/money/lines', handler: 'update-money-lines', authorized: true },
  { method: 'POST', path: '/api/money/apply', handler: 'apply-merchant', authorized: true },
  { method: 'PUT', path: '/api/money/settings', handler: 'put-money-settings', authorized: true },
  { method: 'GET', path: '/api/me/export', handler: 'export-my-data', authorized: true },
  { method: 'DELETE', path: '/api/me', handler: 'delete-account', authorized: true },
];

/** The Cognito PreSignUp trigger (auto-confirms sign-ups): `lambdas/handlers/pre-sign-up.ts`. */
export const PRE_SIGN_UP_HANDLER = 'pre-sign-up';
