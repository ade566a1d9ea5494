import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

/** A Lambda context for handlers invoked in-process by local mode. */
export function lambdaContext(functionName: string, timeoutMs = 30_000): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

type AnyHandler = (event: unknown, context: Context) => Promise<unknown> | unknown;

/** Loads `lambdas/handlers/<name>.ts`, the very module that is bundled for AWS. */
export async function loadHandler(name: string): Promise<AnyHandler> {
  if (!/^[a-z-]+$/.test(name)) throw new Error(`nome de handler inválido: ${name}`);
  const module = (await import(`../lambdas/handlers/${name}.ts`)) as { handler?: AnyHandler };
  if (typeof module.handler !== 'function')
    throw new Error(`lambdas/handlers/${name}.ts não exporta handler`);
  return module.handler;
}
