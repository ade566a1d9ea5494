import { dependencies } from '#lambdas/dependencies';
import { listMoneyLines } from '#lambdas/domain/money';
import { acceptsGzip, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';

const deps = dependencies();

/** GET /api/money/lines[?from&to&account&category]: the caller's transactions of a period, newest first. */
export const handler = httpHandler(async (event) => {
  const { from, to, account, category } = event.queryStringParameters ?? {};
  const answer = await listMoneyLines(deps, userIdOf(event), { from, to, account, category });
  return json(200, answer, { gzip: acceptsGzip(event) });
});
