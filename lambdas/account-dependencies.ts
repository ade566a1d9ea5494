import { createCognitoClient, createCognitoDirectory } from './adapters/cognito-directory.ts';
import { config } from './config.ts';
import { type Dependencies, dependencies } from './dependencies.ts';
import type { AccountDeps } from './domain/account.ts';

type AccountDependencies = AccountDeps & Pick<Dependencies, 'keys'>;

let built: AccountDependencies | undefined;

/**
 * The account handlers' dependencies: the data ones plus the user pool, built once per instance. Deleting an
 * account also erases its jobs' files (delete-account.ts adds them: only that function has the jobs' bucket).
 */
export function accountDependencies(): AccountDependencies {
  if (built) return built;
  const cfg = config();
  if (!cfg.USER_POOL_ID) throw new Error('USER_POOL_ID is required by the account functions');
  built = {
    ...dependencies(),
    directory: createCognitoDirectory({
      client: createCognitoClient({ region: cfg.AWS_REGION, endpoint: cfg.COGNITO_ENDPOINT }),
      userPoolId: cfg.USER_POOL_ID,
    }),
  };
  return built;
}
