import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';

/** GET /api/health: no auth, no dependencies. */
export const handler = httpHandler(async () => json(200, { status: 'ok' }));
