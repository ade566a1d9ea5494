import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** The repository root: the npm package esbuild resolves `#shared/*` and `#lambdas/*` imports against. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;

export const HANDLERS_DIR = path.join(REPO_ROOT, 'lambdas', 'handlers');

/** How every handler is bundled (esbuild); `npm run bench:lambda` bundles with the same options to measure them. */
export const LAMBDA_BUNDLING = {
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  format: OutputFormat.ESM,
  target: 'node24',
  mainFields: ['module', 'main'],
  // The AWS SDK is bundled, not taken from the runtime: the deployed code runs the exact versions the tests ran
  // (package-lock.json), and tree-shaking keeps the bundle small.
  externalModules: [],
  // Some CommonJS dependencies call require() for Node built-ins; ESM output needs a require to exist.
  banner:
    "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
} as const satisfies BundlingOptions;

export interface HandlerFunctionProps {
  /** `<handlersDir>/<handler>.ts`, which exports `handler`. */
  readonly handler: string;
  /** Where handler modules live: lambdas/handlers (tests point it at stubs, as bundling is skipped there). */
  readonly handlersDir: string;
  readonly description: string;
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly environment?: Record<string, string>;
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
  /** Concurrent executions reserved for the function, which also cap it. */
  readonly reservedConcurrentExecutions?: number;
}

/**
 * One Lambda function for one handler module: Node.js 24 on ARM64 (cheaper per GB-second than x86), bundled by
 * the local esbuild as minified ESM with source maps, with its own log group and its own role. The role
 * starts empty except for writing to that log group (no AWSLambdaBasicExecutionRole managed policy, whose
 * `logs:*` on `*` would let a function write to any log group); callers add data and model access through
 * grants.
 */
export class HandlerFunction extends Construct {
  public readonly function: NodejsFunction;
  public readonly role: Role;
  public readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.logRemovalPolicy,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the ${props.handler} handler`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      ...(props.reservedConcurrentExecutions
        ? { reservedConcurrentExecutions: props.reservedConcurrentExecutions }
        : {}),
      entry: path.join(props.handlersDir, `${props.handler}.ts`),
      handler: 'handler',
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize,
      timeout: props.timeout,
      role: this.role,
      logGroup: this.logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      environment: {
        // Stack traces point at the TypeScript sources instead of minified output.
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      bundling: LAMBDA_BUNDLING,
    });
  }
}
