import { accountDependencies } from '#lambdas/account-dependencies';
import { deleteAccount } from '#lambdas/domain/account';
import { userIdOf, usernameOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { noContent } from '#lambdas/http/responses';

const deps = accountDependencies();

/** DELETE /api/me: every item of the caller, then the account; the caller can no longer sign in. */
export const handler = httpHandler(async (event) => {
  await deleteAccount(deps, { userId: userIdOf(event), username: usernameOf(event) });
  return noContent();
});
