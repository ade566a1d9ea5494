import { dependencies } from '#lambdas/dependencies';
import { listUploads } from '#lambdas/domain/uploads';
import { userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';

const deps = dependencies();

/** GET /api/uploads: the caller's uploads, newest first. */
export const handler = httpHandler(async (event) => json(200, await listUploads(deps, userIdOf(event))));
