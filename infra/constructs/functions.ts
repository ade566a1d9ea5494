import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { API_KEY_AUTHORIZER_HANDLER, type HandlerName, ROUTES } from '#lambdas/routes';
import { SERVICE_NAME } from '#lambdas/telemetry';
import { type BedrockTarget, bedrockTarget, type StageConfig } from '../config.ts';
import { HandlerFunction } from './handler-function.ts';

type TableAccess = 'none' | 'read' | 'read-write';

/** What a function may do to the user pool: nothing, read an account (export), delete one (erasure). */
type AccountAccess = 'none' | 'read' | 'delete';

/**
 * What an HTTP function may do with the API's jobs (infra/constructs/jobs.ts grants it and gives it the jobs'
 * variables): `status` reads only the table, `upload` presigns the PUT of a job's input, `download` presigns
 * the GET of a job's results, `erase` deletes every file of an owner (the erasure of an account).
 */
export type JobAccess = 'status' | 'upload' | 'download' | 'erase';

interface HandlerSizing {
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly table: TableAccess;
  readonly bedrock: boolean;
  readonly account?: AccountAccess;
  readonly jobs?: JobAccess;
}

/**
 * Memory, timeout and access of every API handler. Lambda gives CPU in proportion to memory (1,769 MB is one
 * vCPU), so memory is sized for CPU as much as for RAM. Handlers that only read or write a few DynamoDB items
 * stay at 256 MB (fast enough cold starts with the SDK bundled, under 1 s per request). Timeouts sit well under
 * HTTP API's 30 s integration limit, except categorization, which gets all of it but one second.
 */
export const HANDLER_SIZING: Record<HandlerName, HandlerSizing> = {
  // Answers a constant: the smallest size, and a timeout that fails fast.
  health: {
    memorySize: 128,
    timeout: Duration.seconds(3),
    table: 'none',
    bedrock: false,
  },
  // CPU-bound local engine over up to 10,000 lines plus Bedrock calls for what it is unsure of: 1 GB buys
  // ~0.6 vCPU; 29 s is just under the gateway's 30 s cap so the function, not the gateway, ends a slow request
  // (and records usage consistently). Writes usage and result chunks.
  'categorize-transactions': {
    memorySize: 1024,
    timeout: Duration.seconds(29),
    table: 'read-write',
    bedrock: true,
  },
  // Checks the batches, then compares a statement with up to 24 overlapping uploads' results (read 4 at a
  // time) to flag duplicates, and records it: up to ~50 MB of results to read in the worst case.
  'create-upload': {
    memorySize: 1024,
    timeout: Duration.seconds(29),
    table: 'read-write',
    bedrock: false,
  },
  // One query page of uploads.
  'list-uploads': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read',
    bedrock: false,
  },
  // Reassembles up to 10,000 categorized rows from result chunks and reads their ledger months: more memory for
  // the JSON it builds. Writes only to move an upload recorded before the ledger into it (once).
  'get-upload': {
    memorySize: 512,
    timeout: Duration.seconds(10),
    table: 'read-write',
    bedrock: false,
  },
  // Re-reads an upload's results (up to 10,000 rows) to recompute its money, then one item update.
  'update-upload': {
    memorySize: 512,
    timeout: Duration.seconds(10),
    table: 'read-write',
    bedrock: false,
  },
  // One item read.
  'get-usage': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read',
    bedrock: false,
  },
  // One upload: its record and up to ~20 result items, deleted in batches of 25.
  'delete-upload': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read-write',
    bedrock: false,
  },
  // One query of the user's rules (at most 5000 small items).
  'list-rules': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read',
    bedrock: false,
  },
  // A read, then one write of the rule and one of its counter.
  'put-rule': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read-write',
    bedrock: false,
  },
  'delete-rule': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read-write',
    bedrock: false,
  },
  // One query of at most 20 saved lists.
  'list-lists': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read',
    bedrock: false,
  },
  'save-list': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read-write',
    bedrock: false,
  },
  'delete-list': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read-write',
    bedrock: false,
  },
  // The whole ledger (a year of three accounts is ~12 month pages, ~6,000 lines) read and summed per month, with
  // recurring charges and installments: CPU for the analyses. Writes only to move older uploads into the ledger.
  'get-money': {
    memorySize: 1024,
    timeout: Duration.seconds(10),
    table: 'read-write',
    bedrock: false,
  },
  // The ledger read and filtered: the lines of a cell or of a period.
  'list-money-lines': {
    memorySize: 512,
    timeout: Duration.seconds(10),
    table: 'read-write',
    bedrock: false,
  },
  // The month pages of the changed lines, rewritten under their versions, and the rules' counters.
  'update-money-lines': {
    memorySize: 512,
    timeout: Duration.seconds(10),
    table: 'read-write',
    bedrock: false,
  },
  // Every page of the ledger read, those holding the merchant rewritten.
  'apply-merchant': {
    memorySize: 1024,
    timeout: Duration.seconds(29),
    table: 'read-write',
    bedrock: false,
  },
  // One item.
  'put-money-settings': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read-write',
    bedrock: false,
  },
  // Every upload of the user with its results (like get-upload, many times), the ledger, plus the account's e-mail.
  'export-my-data': {
    memorySize: 1024,
    timeout: Duration.seconds(29),
    table: 'read',
    bedrock: false,
    account: 'read',
  },
  // Every item of the user (keys only), deleted in batches of 25, its jobs' files (1,000 keys per call), then
  // the Cognito user.
  'delete-account': {
    memorySize: 512,
    timeout: Duration.seconds(29),
    table: 'read-write',
    bedrock: false,
    account: 'delete',
    jobs: 'erase',
  },
  // Answers the OpenAPI document, built once per instance from the route table and the contract (zod-openapi,
  // ~60 ms): no data, no model.
  'get-openapi': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'none',
    bedrock: false,
  },
  // Two conditional writes in one transaction (the key and its lookup) and a counter.
  'create-api-key': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read-write',
    bedrock: false,
  },
  // At most 10 keys and their month's usage items.
  'list-api-keys': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read',
    bedrock: false,
  },
  'revoke-api-key': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read-write',
    bedrock: false,
  },
  // Like the app's categorization, over up to 10,000 lines in one call: the engine's CPU and the model's wait.
  'api-categorize': {
    memorySize: 1024,
    timeout: Duration.seconds(29),
    table: 'read-write',
    bedrock: true,
  },
  // The job's record, then a presigned PUT URL: signing is local, no S3 call.
  'create-job': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read-write',
    bedrock: false,
    jobs: 'upload',
  },
  // One item read.
  'get-job': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read',
    bedrock: false,
    jobs: 'status',
  },
  // One item read, then a presigned GET URL of the results file.
  'get-job-results': {
    memorySize: 256,
    timeout: Duration.seconds(10),
    table: 'read',
    bedrock: false,
    jobs: 'download',
  },
};

export interface FunctionsProps {
  readonly config: StageConfig;
  readonly table: ITable;
  /** The user pool, for the account functions (export reads an account, erasure deletes it). */
  readonly userPool: IUserPool;
  readonly logRetention: RetentionDays;
  readonly destroyOnRemoval: boolean;
  readonly handlersDir: string;
}

/**
 * One Lambda function per API handler of the route table (lambdas/routes.ts), each with only the access it
 * needs: table reads for readers, reads and writes for writers, and `bedrock:InvokeModel` on the configured
 * model alone for categorization.
 */
export class Functions extends Construct {
  public readonly byHandler: ReadonlyMap<HandlerName, HandlerFunction>;
  /** The variables every function gets (lambdas/config.ts reads them); the jobs' workers start from them too. */
  public readonly environment: Readonly<Record<string, string>>;
  /** The Lambda authorizer of `apiKey` routes: one read of the key's lookup item, nothing else. */
  public readonly apiKeyAuthorizer: HandlerFunction;

  constructor(scope: Construct, id: string, props: FunctionsProps) {
    super(scope, id);
    const { config } = props;

    const environment: Record<string, string> = {
      TABLE_NAME: props.table.tableName,
      USER_POOL_ID: props.userPool.userPoolId,
      CATEGORIZATION_MODE: config.categorizationMode,
      BEDROCK_MODEL_ID: config.bedrockModelId,
      FREE_PLAN_LIMIT: String(config.freePlanLimit),
      RETENTION_DAYS: String(config.retentionDays),
      POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
      POWERTOOLS_LOG_LEVEL: config.stage === 'dev' ? 'DEBUG' : 'INFO',
    };
    this.environment = environment;

    const byHandler = new Map<HandlerName, HandlerFunction>();
    for (const { handler, method, path } of ROUTES) {
      const sizing = HANDLER_SIZING[handler];
      const fn = new HandlerFunction(this, pascalCase(handler), {
        handler,
        handlersDir: props.handlersDir,
        description: `${method} ${path}`,
        memorySize: sizing.memorySize,
        timeout: sizing.timeout,
        environment,
        logRetention: props.logRetention,
        logRemovalPolicy: props.destroyOnRemoval ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
        ...(sizing.bedrock && config.categorizeConcurrency > 0
          ? { reservedConcurrentExecutions: config.categorizeConcurrency }
          : {}),
      });
      if (sizing.table === 'read') props.table.grantReadData(fn.function);
      if (sizing.table === 'read-write') props.table.grantReadWriteData(fn.function);
      if (sizing.account === 'read') props.userPool.grant(fn.role, 'cognito-idp:AdminGetUser');
      if (sizing.account === 'delete') props.userPool.grant(fn.role, 'cognito-idp:AdminDeleteUser');
      if (sizing.bedrock) grantBedrock(fn, config);
      byHandler.set(handler, fn);
    }
    this.byHandler = byHandler;

    this.apiKeyAuthorizer = new HandlerFunction(this, pascalCase(API_KEY_AUTHORIZER_HANDLER), {
      handler: API_KEY_AUTHORIZER_HANDLER,
      handlersDir: props.handlersDir,
      description: 'Lambda authorizer of /v1 (API keys)',
      memorySize: 256,
      timeout: Duration.seconds(5),
      environment,
      logRetention: props.logRetention,
      logRemovalPolicy: props.destroyOnRemoval ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    // Reads only the lookup items (`APIKEYHASH#…`): the authorizer never sees a user's data.
    this.apiKeyAuthorizer.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['APIKEYHASH#*'] } },
      }),
    );
    props.table.encryptionKey?.grantDecrypt(this.apiKeyAuthorizer.role);
  }

  public get(handler: HandlerName): HandlerFunction {
    const fn = this.byHandler.get(handler);
    if (!fn) throw new Error(`No function for handler ${handler}`);
    return fn;
  }

  /** Every function of the construct, the API keys' authorizer too (each is watched: observability.ts). */
  public get all(): HandlerFunction[] {
    return [...this.byHandler.values(), this.apiKeyAuthorizer];
  }
}

/** `bedrock:InvokeModel` on the configured model alone (and the regions its profile routes to). */
export function grantBedrock(fn: HandlerFunction, config: StageConfig): void {
  fn.role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['bedrock:InvokeModel'],
      resources: bedrockResourceArns(Stack.of(fn), bedrockTarget(config)),
    }),
  );
}

/**
 * The ARNs `bedrock:InvokeModel` needs: the foundation model in the stack's region, or, for a cross-region
 * inference profile, the profile plus the model in every region the profile routes to (and the region-less
 * model ARN for a global profile).
 */
export function bedrockResourceArns(stack: Stack, target: BedrockTarget): string[] {
  const { partition, region, account } = stack;
  const model = (r: string) => `arn:${partition}:bedrock:${r}::foundation-model/${target.foundationModelId}`;
  return [
    ...(target.inferenceProfileId
      ? [`arn:${partition}:bedrock:${region}:${account}:inference-profile/${target.inferenceProfileId}`]
      : []),
    ...target.regions.map(model),
    ...(target.global ? [model('')] : []),
  ];
}

export const pascalCase = (name: string): string =>
  name.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
