import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalCategorization } from '#local/config';
import { type LocalMode, startLocalMode } from '#local/local-mode';

export interface TestUser {
  readonly email: string;
  readonly password: string;
  readonly sub: string;
  readonly idToken: string;
  readonly accessToken: string;
  readonly refreshToken: string;
}

export interface LocalStack {
  readonly baseUrl: string;
  readonly local: LocalMode;
  /** Signs up (auto-confirmed by the PreSignUp trigger) and signs in a new user; unique e-mail by default. */
  signUp(email?: string, password?: string): Promise<TestUser>;
  signIn(email: string, password: string): Promise<Omit<TestUser, 'sub'>>;
  /** fetch against the app with the user's access token. */
  api(user: Pick<TestUser, 'accessToken'> | undefined, path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

export const TEST_PASSWORD = 'Categoriza1';

/**
 * Local mode for integration tests: emulators on free ports, data in a fresh temp dir, the API and the
 * authorizer exactly as `npm start` runs them (no frontend build needed).
 */
export async function startLocalStack(
  opts: {
    freePlanLimit?: number;
    dataDir?: string;
    categorization?: LocalCategorization;
    /** A frontend build to serve (benchmarks that drive the browser); the API alone without one. */
    frontendDir?: string;
    /** What local mode prints in place of e-mail (password recovery codes), as `npm start` would. */
    mail?: (line: string) => void;
    /** How long the API-key authorizer's answer is reused (AWS's setting by default). */
    apiKeyCacheSeconds?: number;
  } = {},
): Promise<LocalStack> {
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'categoriza-it-')));
  const local = await startLocalMode({
    port: 0,
    dataDir,
    ephemeralPorts: true,
    freePlanLimit: opts.freePlanLimit ?? 1000,
    ...(opts.categorization ? { categorization: opts.categorization } : {}),
    ...(opts.frontendDir ? { frontendDir: opts.frontendDir } : {}),
    ...(opts.mail ? { mail: opts.mail } : {}),
    ...(opts.apiKeyCacheSeconds === undefined ? {} : { apiKeyCacheSeconds: opts.apiKeyCacheSeconds }),
  });
  const baseUrl = local.url;

  async function cognito(target: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await fetch(`${baseUrl}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${target} falhou: ${res.status} ${JSON.stringify(json)}`);
    return json;
  }

  async function signIn(email: string, password: string) {
    const out = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: local.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    const result = out.AuthenticationResult as Record<string, string>;
    return {
      email,
      password,
      idToken: result.IdToken ?? '',
      accessToken: result.AccessToken ?? '',
      refreshToken: result.RefreshToken ?? '',
    };
  }

  return {
    baseUrl,
    local,
    signIn,
    async signUp(email = `user-${crypto.randomUUID()}@example.com`, password = TEST_PASSWORD) {
      const out = await cognito('SignUp', {
        ClientId: local.clientId,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      });
      return { ...(await signIn(email, password)), sub: String(out.UserSub) };
    },
    api(user, path, init = {}) {
      const headers = new Headers(init.headers);
      if (user) headers.set('authorization', `Bearer ${user.accessToken}`);
      if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
      return fetch(`${baseUrl}${path}`, { ...init, headers });
    },
    async stop() {
      await local.stop();
      if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
