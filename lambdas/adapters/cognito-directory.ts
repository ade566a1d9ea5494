import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AccountDirectory } from '#lambdas/domain/ports';

/** The user pool as the account directory: AdminGetUser for the e-mail, AdminDeleteUser for erasure. */
export function createCognitoDirectory(opts: {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
}): AccountDirectory {
  return {
    async emailOf(username) {
      try {
        const user = await opts.client.send(
          new AdminGetUserCommand({ UserPoolId: opts.userPoolId, Username: username }),
        );
        return user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value;
      } catch (error) {
        if (error instanceof UserNotFoundException) return undefined;
        throw error;
      }
    },
    async deleteUser(username) {
      try {
        await opts.client.send(
          new AdminDeleteUserCommand({ UserPoolId: opts.userPoolId, Username: username }),
        );
      } catch (error) {
        if (!(error instanceof UserNotFoundException)) throw error;
      }
    },
  };
}

/** A client for `endpoint` (cognito-local in local mode) or the regional endpoint: build once per module. */
export function createCognitoClient(opts: {
  region: string;
  endpoint?: string;
}): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
  });
}
