import type { IncomingMessage, ServerResponse } from 'node:http';
import { PASSWORD_POLICY } from './cognito-emulator.ts';
import { readBody } from './http-body.ts';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

type Body = Record<string, unknown>;

/**
 * The only operations a browser may send: what the app's sign-up, sign-in, refresh, user check, sign-out and
 * password recovery use.
 * Everything else (ListUsers, AdminSetUserPassword, AdminDeleteUser, ...) is an administrator's, and Cognito
 * itself would demand IAM credentials for it: through this proxy anyone who reaches local mode could take
 * accounts over.
 */
export const BROWSER_OPERATIONS = new Set([
  'SignUp',
  'InitiateAuth',
  'GetTokensFromRefreshToken',
  'GetUser',
  'RevokeToken',
  'GlobalSignOut',
  'ForgotPassword',
  'ConfirmForgotPassword',
]);

/** Refresh tokens the proxy has handed out, by user name: what GlobalSignOut revokes (the emulator lacks it). */
const refreshTokens = new Map<string, Set<string>>();

/**
 * Sits between the browser and cognito-local, same origin as the app (`/cognito`), forwards only
 * `BROWSER_OPERATIONS`, and closes the gaps between the emulator and Cognito that the product relies on:
 * - `GetTokensFromRefreshToken` (what Amplify 6 refreshes with) becomes InitiateAuth REFRESH_TOKEN_AUTH;
 * - `GlobalSignOut` (the app's sign-out) revokes every refresh token the user was given, as Cognito does;
 * - SignUp and ConfirmForgotPassword (a new password) enforce the pool's password policy, as Cognito does;
 * - ForgotPassword and ConfirmForgotPassword do not tell whether an e-mail has an account, as Cognito does for
 *   an app client with PreventUserExistenceErrors (the emulator ignores it): an unknown e-mail is "sent" a code
 *   like a known one, and its code is always wrong;
 * - user names (e-mails) are case-insensitive, as in a pool with CaseSensitive false.
 */
export async function proxyCognito(
  req: IncomingMessage,
  res: ServerResponse,
  emulator: string,
): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  let target = String(req.headers['x-amz-target'] ?? '');
  const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : target;
  if (req.method !== 'POST' || !BROWSER_OPERATIONS.has(operation)) {
    send(res, 400, {
      __type: 'NotAuthorizedException',
      message: `Operation ${operation || '(none)'} is not available to browsers`,
    });
    return;
  }
  let body: Body;
  try {
    body = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8') || '{}') as Body;
  } catch {
    send(res, 400, { __type: 'SerializationException', message: 'The request body is not JSON' });
    return;
  }
  if (operation === 'GlobalSignOut') {
    await globalSignOut(res, emulator, body);
    return;
  }

  if (operation === 'GetTokensFromRefreshToken') {
    target = `${TARGET_PREFIX}InitiateAuth`;
    body = {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: body.ClientId,
      AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
    };
  }
  if (operation === 'SignUp' || operation === 'ConfirmForgotPassword') {
    const problem = passwordProblem(String(body.Password ?? ''));
    if (problem) {
      send(res, 400, {
        __type: 'InvalidPasswordException',
        message: `Password did not conform with policy: ${problem}`,
      });
      return;
    }
  }
  if (operation === 'ConfirmForgotPassword' && !isCode(body.ConfirmationCode)) {
    // The emulator compares the code with the user's pending one, unset once a reset is done: without this, a
    // request with no code would set anyone's password after their last reset.
    send(res, 400, { __type: 'InvalidParameterException', message: 'Invalid ConfirmationCode' });
    return;
  }
  if (operation === 'SignUp' || operation === 'ForgotPassword' || operation === 'ConfirmForgotPassword') {
    body = { ...body, Username: lower(body.Username) };
  }
  if (operation === 'InitiateAuth' && isRecord(body.AuthParameters) && 'USERNAME' in body.AuthParameters) {
    body = {
      ...body,
      AuthParameters: { ...body.AuthParameters, USERNAME: lower(body.AuthParameters.USERNAME) },
    };
  }

  const upstream = await call(emulator, target, body);
  const answer = Buffer.from(await upstream.arrayBuffer());
  if (operation === 'InitiateAuth' && upstream.ok) remember(answer);
  if (!upstream.ok && errorType(answer) === 'UserNotFoundException') {
    if (operation === 'ForgotPassword') {
      send(res, 200, {
        CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: body.Username },
      });
      return;
    }
    if (operation === 'ConfirmForgotPassword') {
      send(res, 400, { __type: 'CodeMismatchException', message: 'Invalid verification code provided' });
      return;
    }
  }
  res.writeHead(upstream.status, {
    'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1',
  });
  res.end(answer);
}

function call(emulator: string, target: string, body: unknown): Promise<Response> {
  return fetch(emulator, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
    body: JSON.stringify(body),
  });
}

/** The claims of a token the emulator issued (unverified: callers check it with the emulator first). */
function claimsOf(token: string): { username?: string; client_id?: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** Notes the refresh token of a sign-in, under its user (read from the access token it came with). */
function remember(answer: Buffer): void {
  const result = (JSON.parse(answer.toString('utf8')) as { AuthenticationResult?: Record<string, string> })
    .AuthenticationResult;
  if (!result?.RefreshToken || !result.AccessToken) return;
  const payload = result.AccessToken.split('.')[1] ?? '';
  const { username } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    username?: string;
  };
  if (!username) return;
  const tokens = refreshTokens.get(username) ?? new Set<string>();
  tokens.add(result.RefreshToken);
  refreshTokens.set(username, tokens);
}

/**
 * GlobalSignOut as Cognito does it: the access token proves who asks (the emulator's GetUser checks it), then
 * every refresh token of that user is revoked, so no session of theirs can be renewed.
 */
async function globalSignOut(res: ServerResponse, emulator: string, body: Body): Promise<void> {
  const user = await call(emulator, `${TARGET_PREFIX}GetUser`, { AccessToken: body.AccessToken });
  if (!user.ok) {
    res.writeHead(user.status, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(Buffer.from(await user.arrayBuffer()));
    return;
  }
  const { Username } = (await user.json()) as { Username: string };
  const { client_id: clientId } = claimsOf(String(body.AccessToken));
  for (const token of refreshTokens.get(Username) ?? []) {
    await call(emulator, `${TARGET_PREFIX}RevokeToken`, { Token: token, ClientId: clientId });
  }
  refreshTokens.delete(Username);
  send(res, 200, {});
}

function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_POLICY.MinimumLength) return 'Password not long enough';
  if (PASSWORD_POLICY.RequireUppercase && !/[A-Z]/.test(password))
    return 'Password must have uppercase characters';
  if (PASSWORD_POLICY.RequireLowercase && !/[a-z]/.test(password))
    return 'Password must have lowercase characters';
  if (PASSWORD_POLICY.RequireNumbers && !/[0-9]/.test(password))
    return 'Password must have numeric characters';
  return undefined;
}

/** The `__type` of an error answer, without its namespace (`...#UserNotFoundException`). */
function errorType(answer: Buffer): string | undefined {
  try {
    const type = (JSON.parse(answer.toString('utf8')) as { __type?: unknown }).__type;
    return typeof type === 'string' ? type.slice(type.lastIndexOf('#') + 1) : undefined;
  } catch {
    return undefined;
  }
}

/** A confirmation code as Cognito accepts one: non-blank, no spaces. */
const isCode = (value: unknown) => typeof value === 'string' && /^\S{1,2048}$/.test(value);
const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const isRecord = (value: unknown): value is Body => typeof value === 'object' && value !== null;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
  res.end(JSON.stringify(body));
}
