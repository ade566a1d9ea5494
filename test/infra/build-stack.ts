import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { API_KEY_AUTHORIZER_HANDLER, PRE_SIGN_UP_HANDLER, ROUTES } from '#lambdas/routes';
import { WORKERS } from '#lambdas/workers';
import { CategorizaStack } from '../../infra/categoriza-stack.ts';
import { StageConfigSchema } from '../../infra/config.ts';
import { REPO_ROOT } from '../../infra/constructs/handler-function.ts';
import { CategorizaEdgeStack } from '../../infra/edge-stack.ts';

/** Test fixtures live in node_modules/.cache (ignored by git), rewritten identically by every run. */
const FIXTURES = path.join(REPO_ROOT, 'node_modules', '.cache', 'categoriza-infra-test');

/** A stand-in for frontend/dist: the stack needs index.html and an assets folder, not a real build. */
export function fakeWebBuild(): string {
  const dir = path.join(FIXTURES, 'web');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Categoriza</title>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  // The build's precompressed copies (frontend/vite.config.ts), which the stack must leave behind.
  writeFileSync(path.join(dir, 'index.html.br'), 'br');
  writeFileSync(path.join(dir, 'index.html.gz'), 'gz');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), 'br');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), 'gz');
  return dir;
}

/**
 * Stub handler modules: NodejsFunction insists its entry exists, under the project root, even when bundling
 * is skipped; they are not put beside the real handlers.
 */
export function stubHandlers(): string {
  const dir = path.join(FIXTURES, 'handlers');
  mkdirSync(dir, { recursive: true });
  for (const handler of [
    ...ROUTES.map((route) => route.handler),
    ...WORKERS.map((worker) => worker.handler),
    PRE_SIGN_UP_HANDLER,
    API_KEY_AUTHORIZER_HANDLER,
  ]) {
    writeFileSync(path.join(dir, `${handler}.ts`), 'export const handler = async () => ({});\n');
  }
  return dir;
}

/**
 * The stack as `cdk synth` builds it, minus Lambda bundling (tests must not depend on the handler files or on
 * esbuild). `config` overrides the stage configuration's defaults.
 */
export function buildStack(
  config: Record<string, unknown> = {},
  app?: App,
): { app: App; stack: CategorizaStack; edge: CategorizaEdgeStack | undefined } {
  const theApp = app ?? new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const parsed = StageConfigSchema.parse(config);
  const edge = parsed.waf
    ? new CategorizaEdgeStack(theApp, `CategorizaEdge-${parsed.stage}`, {
        env: { account: '123456789012', region: 'us-east-1' },
      })
    : undefined;
  const stack = new CategorizaStack(theApp, `Categoriza-${parsed.stage}`, {
    config: parsed,
    webBuildPath: fakeWebBuild(),
    handlersDir: stubHandlers(),
    env: { account: '123456789012', region: parsed.region },
    ...(edge ? { webAclArn: edge.webAclArn } : {}),
  });
  return { app: theApp, stack, edge };
}
