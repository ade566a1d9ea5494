import { dependencies } from '#lambdas/dependencies';
import { putMoneySettings } from '#lambdas/domain/money';
import { MAX_UPDATE_BODY_BYTES } from '#lambdas/http/body-limits';
import { parseJsonBody, userIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';
import { MoneySettingsSchema } from '#shared/api/schemas';

const deps = dependencies();

/** PUT /api/money/settings: the caller's budgets and dismissed recurring charges, replaced whole. */
export const handler = httpHandler(async (event) => {
  const settings = parseJsonBody(event, MoneySettingsSchema, { maxBytes: MAX_UPDATE_BODY_BYTES });
  return json(200, await putMoneySettings(deps, userIdOf(event), settings));
});
