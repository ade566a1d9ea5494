import { createServer, type Server } from 'node:http';
import { PRE_SIGN_UP_HANDLER } from '#lambdas/routes';
import { readBody } from './http-body.ts';
import { lambdaContext, loadHandler } from './lambda-context.ts';

/** Functions the Cognito emulator may invoke as triggers. */
const TRIGGERS = new Set([PRE_SIGN_UP_HANDLER]);

export interface LambdaInvokeServer {
  readonly endpoint: string;
  stop(): Promise<void>;
}

/**
 * The Lambda Invoke API (`POST /2015-03-31/functions/<name>/invocations`) on loopback, so cognito-local runs
 * the real trigger handlers, as Cognito does in AWS.
 */
export async function startLambdaInvokeServer(port: number): Promise<LambdaInvokeServer> {
  const server: Server = createServer(async (req, res) => {
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(req.url ?? '');
    const name = match?.[1] ? decodeURIComponent(match[1]) : undefined;
    if (req.method !== 'POST' || !name || !TRIGGERS.has(name)) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ Type: 'User', Message: 'Function not found' }));
      return;
    }
    try {
      const event = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8') || '{}');
      const handler = await loadHandler(name);
      const result = await handler(event, lambdaContext(name));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result ?? null));
    } catch (error) {
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
      res.end(JSON.stringify({ errorType: 'Error', errorMessage: (error as Error).message }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
