import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PRE_SIGN_UP_HANDLER } from '#lambdas/routes';
import { type CodeDelivery, codeDeliveryReader } from './code-delivery.ts';

export interface CognitoEmulator {
  /** The emulator's own endpoint (the browser talks to the proxy in front of it). */
  readonly endpoint: string;
  readonly userPoolId: string;
  readonly clientId: string;
  /** Token issuer, as API Gateway's JWT authorizer is configured with in AWS. */
  readonly issuer: string;
  stop(): Promise<void>;
}

const POOL_NAME = 'categoriza-local';
const CLIENT_NAME = 'categoriza-web';

/**
 * The spec's password policy (§5: 8+ with upper, lower, digit). cognito-local stores it but does not enforce
 * it; the proxy in front of the emulator does (local/cognito-proxy.ts).
 */
export const PASSWORD_POLICY = {
  MinimumLength: 8,
  RequireUppercase: true,
  RequireLowercase: true,
  RequireNumbers: true,
  RequireSymbols: false,
} as const;

/**
 * Starts cognito-local as a child process with its data under `dataDir`, wires its PreSignUp trigger to the
 * Lambda invoke endpoint of local mode, and creates the user pool and app client once (found by name later).
 */
export async function startCognitoEmulator(opts: {
  port: number;
  dataDir: string;
  lambdaEndpoint: string;
  log?: (line: string) => void;
  /** Each code the emulator would have e-mailed (it has no mail: it logs them, local/code-delivery.ts). */
  onCode?: (delivery: CodeDelivery) => void;
}): Promise<CognitoEmulator> {
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const configDir = join(opts.dataDir, '.cognito');
  await mkdir(configDir, { recursive: true });
  await writeFile(
    join(configDir, 'config.json'),
    JSON.stringify(
      {
        LambdaClient: {
          endpoint: opts.lambdaEndpoint,
          region: 'local',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        },
        TriggerFunctions: { PreSignUp: PRE_SIGN_UP_HANDLER },
        UserPoolDefaults: { UsernameAttributes: ['email'] },
        TokenConfig: { IssuerDomain: endpoint },
      },
      null,
      2,
    ),
  );

  // cognito-local as its own command runs it, but logging each record at once (local/cognito-local.mjs).
  const child = spawn(process.execPath, [join(import.meta.dirname, 'cognito-local.mjs')], {
    cwd: opts.dataDir,
    // Wide COLUMNS: the box the emulator logs a code in is never wrapped, however long the e-mail.
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(opts.port), NODE_OPTIONS: '', COLUMNS: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 50) output.shift();
    opts.log?.(text);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const { onCode } = opts;
  if (onCode) {
    const readCodes = codeDeliveryReader(onCode);
    child.stdout?.on('data', (chunk: Buffer) => readCodes(chunk.toString()));
  }

  await waitUntilUp(endpoint, child, output);
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const userPoolId = await ensureUserPool(client);
    const clientId = await ensureAppClient(client, userPoolId);
    return {
      endpoint,
      userPoolId,
      clientId,
      issuer: `${endpoint}/${userPoolId}`,
      stop: () => stopChild(child),
    };
  } catch (error) {
    await stopChild(child);
    throw error;
  } finally {
    client.destroy();
  }
}

async function waitUntilUp(endpoint: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`O emulador do Cognito terminou ao iniciar:\n${output.join('')}`);
    }
    try {
      await fetch(`${endpoint}/health`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`O emulador do Cognito não respondeu em 20 s:\n${output.join('')}`);
}

async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<string> {
  const { UserPools = [] } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = UserPools.find((pool) => pool.Name === POOL_NAME);
  if (existing?.Id) return existing.Id;
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: POOL_NAME,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      Policies: { PasswordPolicy: PASSWORD_POLICY },
    }),
  );
  if (!UserPool?.Id) throw new Error('cognito-local não devolveu o id do user pool');
  return UserPool.Id;
}

async function ensureAppClient(client: CognitoIdentityProviderClient, userPoolId: string): Promise<string> {
  const { UserPoolClients = [] } = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const existing = UserPoolClients.find((c) => c.ClientName === CLIENT_NAME);
  if (existing?.ClientId) return existing.ClientId;
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: CLIENT_NAME,
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('cognito-local não devolveu o id do app client');
  return UserPoolClient.ClientId;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
