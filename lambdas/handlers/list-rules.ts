import { dependencies } from '#lambdas/dependencies';
import { listRules } from '#lambdas/domain/rules';
import { userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';

const deps = dependencies();

/** GET /api/rules: the caller's learned rules. */
export const handler = httpHandler(async (event) => json(200, await listRules(deps, userIdOf(event))));
