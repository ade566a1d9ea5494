import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_MESSAGES } from '#shared/messages';
import { type LocalStack, startLocalStack, TEST_PASSWORD, type TestUser } from '../../support/local-stack.ts';

/** Local mode as an attacker who reaches it would try it: the Cognito proxy, sign-out, the gateway's answers. */
describe('local mode hardening', () => {
  let stack: LocalStack;
  let user: TestUser;

  beforeAll(async () => {
    stack = await startLocalStack();
    user = await stack.signUp();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const cognito = (operation: string, body: unknown) =>
    fetch(`${stack.baseUrl}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(body),
    });

  it.each([
    ['ListUsers', { UserPoolId: 'x' }],
    ['AdminSetUserPassword', { Username: 'x', Password: 'Tomada123', Permanent: true }],
    ['AdminDeleteUser', { Username: 'x' }],
    ['AdminGetUser', { Username: 'x' }],
    ['DeleteUserPool', { UserPoolId: 'x' }],
  ])('the /cognito proxy refuses %s, an administrator’s operation', async (operation, body) => {
    const res = await cognito(operation, {
      UserPoolId: stack.local.userPoolId,
      ...body,
      Username: user.email,
    });

    expect(res.status).toBe(400);
    expect(((await res.json()) as { __type: string }).__type).toBe('NotAuthorizedException');
    expect((await stack.signIn(user.email, TEST_PASSWORD)).accessToken).toBeTruthy();
  });

  it('sign-out (GlobalSignOut) revokes the refresh tokens: the session cannot be renewed', async () => {
    const session = await stack.signIn(user.email, TEST_PASSWORD);
    const refresh = () =>
      cognito('GetTokensFromRefreshToken', {
        ClientId: stack.local.clientId,
        RefreshToken: session.refreshToken,
      });
    expect((await refresh()).status).toBe(200);

    const out = await cognito('GlobalSignOut', { AccessToken: session.accessToken });

    expect(out.status).toBe(200);
    const after = await refresh();
    expect(after.status).toBe(400);
    expect(((await after.json()) as { __type: string }).__type).toBe('NotAuthorizedException');
    expect((await cognito('GlobalSignOut', { AccessToken: 'forjado' })).status).toBe(400);
  });

  it('answers a malformed path encoding with 400, in the API’s pt-BR error shape', async () => {
    const res = await stack.api(user, '/api/uploads/%ZZ');

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { type: 'ValidationError', message: GATEWAY_MESSAGES.badPath },
    });
  });

  it('gives the gateway’s own 401, 404 and 413 the API’s pt-BR error shape', async () => {
    const unauthorized = await fetch(`${stack.baseUrl}/api/uploads`);
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toEqual({
      error: { type: 'Unauthorized', message: GATEWAY_MESSAGES.unauthorized },
    });

    const missing = await stack.api(user, '/api/nada');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { type: 'NotFound', message: GATEWAY_MESSAGES.notFound } });

    const huge = await stack.api(user, '/api/categorize', {
      method: 'POST',
      body: 'x'.repeat(10 * 1024 * 1024 + 1),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      error: { type: 'PayloadTooLarge', message: GATEWAY_MESSAGES.bodyTooLarge(10240) },
    });
  });
});
