import { dependencies } from '#lambdas/dependencies';
import { listApiKeys } from '#lambdas/domain/api-keys';
import { userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';

const deps = dependencies();

/** GET /api/keys: the caller's API keys (prefixes, dates, limits, this month's lines), never a key itself. */
export const handler = httpHandler(async (event) => json(200, await listApiKeys(deps, userIdOf(event))));
