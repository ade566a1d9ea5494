import type { IncomingMessage, ServerResponse } from 'node:http';
import { PASSWORD_POLICY } from './cognito-emulator.ts';
import { readBody } from './http-body.ts';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

type Body = Record<string, unknown>;

/**
 * Sits between the browser and cognito-local, same origin as the app (`/cognito`), and closes the gaps
 * between the emulator and Cognito that the product relies on:
 * - `GetTokensFromRefreshToken` (what Amplify 6 refreshes with) becomes InitiateAuth REFRESH_TOKEN_AUTH;
 * - SignUp enforces the pool's password policy, as Cognito does;
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
  let body = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8') || '{}') as Body;
  const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : target;

  if (operation === 'GetTokensFromRefreshToken') {
    target = `${TARGET_PREFIX}InitiateAuth`;
    body = {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: body.ClientId,
      AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
    };
  }
  if (operation === 'SignUp') {
    const problem = passwordProblem(String(body.Password ?? ''));
    if (problem) {
      send(res, 400, {
        __type: 'InvalidPasswordException',
        message: `Password did not conform with policy: ${problem}`,
      });
      return;
    }
    body = { ...body, Username: lower(body.Username) };
  }
  if (operation === 'InitiateAuth' && isRecord(body.AuthParameters) && 'USERNAME' in body.AuthParameters) {
    body = {
      ...body,
      AuthParameters: { ...body.AuthParameters, USERNAME: lower(body.AuthParameters.USERNAME) },
    };
  }

  const upstream = await fetch(emulator, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
    body: JSON.stringify(body),
  });
  res.writeHead(upstream.status, {
    'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1',
  });
  res.end(Buffer.from(await upstream.arrayBuffer()));
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

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const isRecord = (value: unknown): value is Body => typeof value === 'object' && value !== null;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
  res.end(JSON.stringify(body));
}
