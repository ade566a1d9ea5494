import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { jobsDirOf } from '#lambdas/local-jobs';
import { LOCAL_TABLE_NAME } from '#lambdas/table';
import { cacheControlFor } from '#shared/cache-policy';
import type { RuntimeConfig } from '#shared/runtime-config';
import { RUNTIME_CONFIG_PATH } from '#shared/runtime-config-path';
import { localSecurityHeaders } from '#shared/security-headers';
import { DEFAULT_SITE_CONTACT, type SiteContact } from '#shared/site-contact';
import { createApiGateway } from './api-gateway.ts';
import { recoveryCodeLine } from './code-delivery.ts';
import { startCognitoEmulator } from './cognito-emulator.ts';
import { proxyCognito } from './cognito-proxy.ts';
import type { LocalCategorization } from './config.ts';
import { startDynamoEmulator } from './dynamo-emulator.ts';
import { startJobsServer } from './jobs-server.ts';
import { createJwtAuthorizer } from './jwt-authorizer.ts';
import { createKeyAuthorizer } from './key-authorizer.ts';
import { startLambdaInvokeServer } from './lambda-invoke-server.ts';
import { freePort, preferredPort } from './ports.ts';

/** CloudFront's security headers, minus HSTS (local mode is plain HTTP): the app runs under the real CSP. */
const SECURITY_HEADERS = localSecurityHeaders();

export interface LocalModeOptions {
  /** Port of the app (0 = any free one). */
  readonly port: number;
  readonly dataDir: string;
  /** The built frontend; without it only the API and config.json are served. */
  readonly frontendDir?: string;
  readonly freePlanLimit?: number;
  /** How the categorize handler categorizes (default: the offline engine). */
  readonly categorization?: LocalCategorization;
  /** The contact and the data controller config.json names (default: shared/site-contact.ts). */
  readonly contact?: SiteContact;
  /** Use any free ports for the emulators instead of the stable preferred ones. */
  readonly ephemeralPorts?: boolean;
  readonly log?: (line: string) => void;
  /**
   * Where the e-mails Cognito would send go: local mode has no mail, so a password recovery code is handed
   * here as one console line (`recoveryCodeLine`); `npm start` prints it.
   */
  readonly mail?: (line: string) => void;
  /** How long the API-key authorizer's answer is reused (tests shorten it; default as in AWS). */
  readonly apiKeyCacheSeconds?: number;
}

export interface LocalMode {
  readonly url: string;
  readonly port: number;
  readonly userPoolId: string;
  readonly clientId: string;
  readonly cognitoEndpoint: string;
  readonly dynamoEndpoint: string;
  /** Resolves when the jobs' queues have nothing waiting or running (tests, benchmarks). */
  jobsIdle(): Promise<void>;
  stop(): Promise<void>;
}

function portOf(endpoint: string | undefined): number | undefined {
  return endpoint ? Number(new URL(endpoint).port) || undefined : undefined;
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`A porta ${port} já está em uso.`);
  }
}

/**
 * The whole product on one machine: DynamoDB and Cognito emulators, the Lambda handlers behind an API Gateway
 * stand-in with the JWT authorizer, the built frontend with SPA fallback and its runtime config.json.
 */
export async function startLocalMode(opts: LocalModeOptions): Promise<LocalMode> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  // Node 20 is supported by the SDK releases this project pins; its notice about later releases is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const pick = (preferred: number) => (opts.ephemeralPorts ? freePort() : preferredPort(preferred));
  try {
    await mkdir(join(opts.dataDir, 'dynamodb'), { recursive: true });
    await mkdir(join(opts.dataDir, 'cognito'), { recursive: true });

    // Bind the app's port first: a busy port fails fast, before any emulator starts.
    const server: Server = createServer((req, res) => {
      if (!route) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Iniciando...');
        return;
      }
      route(req, res).catch((error: unknown) => {
        opts.log?.(`[local] erro: ${(error as Error).stack ?? error}\n`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal Server Error' }));
      });
    });
    let route: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'EADDRINUSE' ? new PortInUseError(opts.port) : error),
      );
      server.listen(opts.port, '127.0.0.1', () => resolve());
    });
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );

    // Handlers build their SDK clients once per process, from the environment: a later local mode in the same
    // process (tests) must keep the DynamoDB endpoint the first one set.
    const dynamo = await startDynamoEmulator({
      port: portOf(process.env.DYNAMODB_ENDPOINT) ?? (await pick(9330)),
      dataDir: join(opts.dataDir, 'dynamodb'),
      tableName: LOCAL_TABLE_NAME,
    });
    stops.push(dynamo.stop);

    // Handlers read their configuration once, at load: set it before the first one is imported.
    // Real credentials in the shell are kept (hybrid mode may then reach Bedrock in AWS); the emulators and a
    // stand-in endpoint accept the dummy ones.
    const categorization = opts.categorization ?? { mode: 'local' };
    Object.assign(process.env, {
      TABLE_NAME: LOCAL_TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
      CATEGORIZATION_MODE: categorization.mode,
      ...(categorization.modelId ? { BEDROCK_MODEL_ID: categorization.modelId } : {}),
      ...(categorization.endpoint ? { BEDROCK_ENDPOINT: categorization.endpoint } : {}),
      FREE_PLAN_LIMIT: String(opts.freePlanLimit ?? 1000),
      POWERTOOLS_SERVICE_NAME: 'categoriza-local',
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    });

    const lambdas = await startLambdaInvokeServer(await pick(9331));
    stops.push(lambdas.stop);

    // The API's jobs: a folder for S3 and an in-process queue for SQS, one port (local/jobs-server.ts). Like the
    // table, a later local mode in the same process keeps the first one's port, folder and signing secret.
    process.env.JOBS_DIR ??= jobsDirOf(opts.dataDir);
    process.env.JOB_FILES_SECRET ??= randomBytes(32).toString('base64url');
    const jobs = await startJobsServer({
      port: portOf(process.env.JOB_QUEUE_ENDPOINT) ?? (await pick(9332)),
      dir: process.env.JOBS_DIR,
      secret: process.env.JOB_FILES_SECRET,
      ...(opts.log ? { log: opts.log } : {}),
    });
    stops.push(jobs.stop);
    process.env.JOB_FILES_URL ??= jobs.endpoint;
    process.env.JOB_QUEUE_ENDPOINT ??= jobs.queueEndpoint;

    const cognito = await startCognitoEmulator({
      port: await pick(9329),
      dataDir: join(opts.dataDir, 'cognito'),
      lambdaEndpoint: lambdas.endpoint,
      log: opts.log,
      // Sign-up also makes the emulator log a code, but the PreSignUp trigger has confirmed the account and its
      // e-mail: Cognito sends none then. Only the recovery code is mail.
      onCode: ({ operation, destination, code }) => {
        if (operation === 'ForgotPassword') opts.mail?.(recoveryCodeLine(destination, code));
      },
    });
    stops.push(cognito.stop);
    // The account functions reach the emulator itself (Admin* calls); browsers only ever see the /cognito proxy.
    // Like the other variables, a later local mode in the same process keeps the first one's (tests).
    process.env.USER_POOL_ID ??= cognito.userPoolId;
    process.env.COGNITO_ENDPOINT ??= cognito.endpoint;

    const authorize = createJwtAuthorizer({ issuer: cognito.issuer, clientId: cognito.clientId });
    const handleApi = createApiGateway({
      authorize,
      authorizeKey: createKeyAuthorizer(
        opts.apiKeyCacheSeconds === undefined ? {} : { cacheSeconds: opts.apiKeyCacheSeconds },
      ),
    });
    const serveStatic = opts.frontendDir
      ? // As the CDN serves it (shared/cache-policy.ts): the build's brotli or gzip copy when the browser takes it,
        // hashed bundles cached for a year, the rest revalidated. `dev`: files are looked up per request, so a
        // rebuild while running (`npm run build`) is served, never crashes; it does not change the headers.
        sirv(opts.frontendDir, {
          single: true,
          etag: true,
          dev: true,
          brotli: true,
          gzip: true,
          setHeaders: (res, pathname) => res.setHeader('cache-control', cacheControlFor(pathname)),
        })
      : undefined;

    const runtimeConfig = (req: IncomingMessage): RuntimeConfig => ({
      stage: 'local',
      region: 'us-east-1',
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.clientId,
      userPoolEndpoint: `http://${req.headers.host ?? 'localhost'}/cognito`,
      authFlowType: 'USER_PASSWORD_AUTH',
      apiBaseUrl: '/api',
      contactEmail: (opts.contact ?? DEFAULT_SITE_CONTACT).contactEmail,
      controllerName: (opts.contact ?? DEFAULT_SITE_CONTACT).controllerName,
    });

    route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (path === '/api' || path.startsWith('/api/') || path.startsWith('/v1/')) return handleApi(req, res);
      if (path === '/cognito' || path === '/cognito/') return proxyCognito(req, res, cognito.endpoint);
      if (path === RUNTIME_CONFIG_PATH) {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': cacheControlFor(path) });
        res.end(JSON.stringify(runtimeConfig(req)));
        return;
      }
      if (serveStatic) {
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        serveStatic(req, res, () => {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Não encontrado');
        });
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Frontend não compilado: rode `npm run build`.');
    };
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : opts.port;
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      userPoolId: cognito.userPoolId,
      clientId: cognito.clientId,
      cognitoEndpoint: cognito.endpoint,
      dynamoEndpoint: dynamo.endpoint,
      jobsIdle: jobs.idle,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
