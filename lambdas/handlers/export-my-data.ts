import { accountDependencies } from '#lambdas/account-dependencies';
import { exportMyData } from '#lambdas/domain/account';
import { acceptsGzip, userIdOf, usernameOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';

const deps = accountDependencies();

/** GET /api/me/export: everything stored about the caller, as one JSON document. */
export const handler = httpHandler(async (event) =>
  json(200, await exportMyData(deps, { userId: userIdOf(event), username: usernameOf(event) }), {
    gzip: acceptsGzip(event),
  }),
);
