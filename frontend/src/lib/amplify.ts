/**
 * Amplify Auth, loaded on demand (dynamic import) so the landing page does not carry it.
 * Local mode: USER_PASSWORD_AUTH against the Cognito emulator (userPoolEndpoint); AWS: SRP.
 */
import { requestConfig } from './config-request';
import { afterFirstPaint } from './first-paint';

type AuthModule = typeof import('aws-amplify/auth');
type HubModule = typeof import('aws-amplify/utils');

export interface LoadedAuth {
  readonly auth: AuthModule;
  readonly hub: HubModule['Hub'];
  readonly authFlowType: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
}

/** Prefix of the localStorage keys where Amplify keeps a Cognito session. */
export const AMPLIFY_STORAGE_PREFIX = 'CognitoIdentityServiceProvider.';

let pending: Promise<LoadedAuth> | undefined;

export function loadAuth(): Promise<LoadedAuth> {
  pending ??= (async () => {
    // config.json is requested at once; Amplify's code once the page has painted.
    void requestConfig().catch(() => undefined);
    await afterFirstPaint();
    const [config, { Amplify }, auth, { Hub }] = await Promise.all([
      import('./config').then((m) => m.getConfig()),
      import('aws-amplify'),
      import('aws-amplify/auth'),
      import('aws-amplify/utils'),
    ]);
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          loginWith: { email: true },
        },
      },
    });
    return { auth, hub: Hub, authFlowType: config.authFlowType };
  })().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/**
 * Whether this browser holds an Amplify session, without loading Amplify: Amplify keeps tokens in
 * localStorage under `CognitoIdentityServiceProvider.<clientId>.LastAuthUser`. Used only to decide whether
 * the landing page needs Amplify at all; the session itself is always checked by Amplify.
 */
export function mayHaveStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(AMPLIFY_STORAGE_PREFIX) && key.endsWith('.LastAuthUser')) return true;
    }
  } catch {
    return false;
  }
  return false;
}

/** The Cognito access token of the current session (refreshed by Amplify when needed), or undefined. */
export async function getAccessToken(): Promise<string | undefined> {
  const { auth } = await loadAuth();
  const session = await auth.fetchAuthSession();
  return session.tokens?.accessToken?.toString();
}
