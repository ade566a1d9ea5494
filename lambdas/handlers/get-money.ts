import { dependencies } from '#lambdas/dependencies';
import { getMoney } from '#lambdas/domain/money';
import { acceptsGzip, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';

const deps = dependencies();

/** GET /api/money[?from=yyyy-mm&to=yyyy-mm&account=…]: the caller's money over time, for the money page. */
export const handler = httpHandler(async (event) => {
  const { from, to, account } = event.queryStringParameters ?? {};
  return json(200, await getMoney(deps, userIdOf(event), { from, to, account }), {
    gzip: acceptsGzip(event),
  });
});
