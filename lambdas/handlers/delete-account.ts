import { accountDependencies } from '#lambdas/account-dependencies';
import { config } from '#lambdas/config';
import { deleteAccount } from '#lambdas/domain/account';
import { userIdOf, usernameOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { noContent } from '#lambdas/http/responses';
import { createJobFiles } from '#lambdas/job-dependencies';

// Only this account function erases the jobs' files (export-my-data has no access to their bucket).
const deps = { ...accountDependencies(), jobFiles: createJobFiles(config()) };

/** DELETE /api/me: every item of the caller, then the account; the caller can no longer sign in. */
export const handler = httpHandler(async (event) => {
  await deleteAccount(deps, { userId: userIdOf(event), username: usernameOf(event) });
  return noContent();
});
