import { dependencies } from '#lambdas/dependencies';
import { updateLines } from '#lambdas/domain/money';
import { MAX_UPDATE_BODY_BYTES } from '#lambdas/http/body-limits';
import { parseJsonBody, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';
import { UpdateLinesRequestSchema } from '#shared/api/schemas';

const deps = dependencies();

/** PATCH /api/money/lines: corrections of the caller's transactions (category, kind), or their undo. */
export const handler = httpHandler(async (event) => {
  const request = parseJsonBody(event, UpdateLinesRequestSchema, { maxBytes: MAX_UPDATE_BODY_BYTES });
  return json(200, await updateLines(deps, userIdOf(event), request));
});
