import { dependencies } from '#lambdas/dependencies';
import { getUsage } from '#lambdas/domain/uploads';
import { userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';

const deps = dependencies();

/** GET /api/usage: transactions used and remaining on the free plan. */
export const handler = httpHandler(async (event) => json(200, await getUsage(deps, userIdOf(event))));
