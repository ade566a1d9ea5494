import { dependencies } from '#lambdas/dependencies';
import { listLists } from '#lambdas/domain/lists';
import { userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';

const deps = dependencies();

/** GET /api/lists: the caller's saved category lists, newest first. */
export const handler = httpHandler(async (event) => json(200, await listLists(deps, userIdOf(event))));
