import { generateKeyPairSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { importJWK, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#lambdas/routes';
import { type LocalStack, startLocalStack, type TestUser } from '../../support/local-stack.ts';

const require = createRequire(import.meta.url);
/** The emulator's own signing key: lets a test mint a correctly signed token with chosen claims. */
const emulatorKey = (require('cognito-local/lib/keys/cognitoLocal.private.json') as { jwk: JWK }).jwk;

let stack: LocalStack;
let user: TestUser;

beforeAll(async () => {
  stack = await startLocalStack();
  user = await stack.signUp();
});
afterAll(() => stack?.stop());

async function mint(
  claims: Record<string, unknown>,
  opts: { key?: 'emulator' | 'stranger'; expSeconds?: number },
) {
  const key =
    opts.key === 'stranger'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
      : await importJWK(emulatorKey, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    token_use: 'access',
    client_id: stack.local.clientId,
    username: user.email,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuer(`${stack.local.cognitoEndpoint}/${stack.local.userPoolId}`)
    .setSubject(user.sub)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now + (opts.expSeconds ?? 3600))
    .sign(key);
}

const protectedRoutes = ROUTES.filter((r) => r.auth === 'user').map((r) => ({
  ...r,
  url: r.path.replace('{id}', '00000000-0000-4000-8000-000000000000'),
}));

describe('JWT authorizer of local mode (as API Gateway in AWS)', () => {
  it('guards every route but health and the OpenAPI document', () => {
    expect(ROUTES.filter((r) => r.auth === 'none').map((r) => r.path)).toEqual([
      '/api/health',
      '/v1/openapi.json',
    ]);
  });

  it('lets health through without a token', async () => {
    const res = await stack.api(undefined, '/api/health');
    expect(res.status).toBe(200);
  });

  it('serves the OpenAPI document without a token, cacheable for five minutes', async () => {
    const res = await fetch(`${stack.baseUrl}/v1/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/v1/openapi.json']));
  });

  describe.each(protectedRoutes)('$method $path', (route) => {
    const call = (authorization?: string) =>
      fetch(`${stack.baseUrl}${route.url}`, {
        method: route.method,
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: route.method === 'POST' ? '{}' : undefined,
      });

    it('answers 401 to a request with no token', async () => {
      const res = await call();
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { type: 'Unauthorized', message: 'Sessão inválida. Faça login novamente.' },
      });
    });

    it('answers 401 to a forged token (signed by another key)', async () => {
      expect((await call(`Bearer ${await mint({}, { key: 'stranger' })}`)).status).toBe(401);
    });

    it('answers 401 to a garbage token and to a non-Bearer scheme', async () => {
      expect((await call('Bearer not.a.jwt')).status).toBe(401);
      expect((await call(`Basic ${user.accessToken}`)).status).toBe(401);
    });

    it('answers 401 to an expired token signed by the pool', async () => {
      expect((await call(`Bearer ${await mint({}, { expSeconds: -60 })}`)).status).toBe(401);
    });

    it('answers 401 to a token of another app client', async () => {
      expect((await call(`Bearer ${await mint({ client_id: 'someone-else' }, {})}`)).status).toBe(401);
    });

    it('lets a valid access token and a valid pool-signed token through to the handler', async () => {
      expect((await call(`Bearer ${user.accessToken}`)).status).not.toBe(401);
      expect((await call(`Bearer ${await mint({}, {})}`)).status).not.toBe(401);
    });
  });

  it('answers 404 to an unknown API route', async () => {
    expect((await stack.api(user, '/api/nothing-here')).status).toBe(404);
  });
});
