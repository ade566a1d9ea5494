import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CfnBucket,
  EventType,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { SqsDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct, type IConstruct } from 'constructs';
import {
  JOB_FILES_PREFIX,
  JOB_INPUT_NOTICE,
  JOB_RETENTION_DAYS,
  type JobQueueName,
  WORKERS,
  type WorkerName,
} from '#lambdas/workers';
import type { StageConfig } from '../config.ts';
import { type Functions, grantBedrock, HANDLER_SIZING, type JobAccess, pascalCase } from './functions.ts';
import { HandlerFunction } from './handler-function.ts';

/** Multipart uploads never completed (a client that gave up, a function that timed out) are aborted after it. */
const INCOMPLETE_UPLOAD_DAYS = 1;

/** The dead letters wait this long for `job-dead-letter` (or an operator): SQS's longest retention. */
const DEAD_LETTER_RETENTION = Duration.days(14);

/**
 * AWS's advice for a queue that feeds a Lambda function: a visibility timeout of at least six times the
 * function's timeout, so that a message is not received again while an invocation (or its retries after a
 * throttle) may still be working on it.
 */
const VISIBILITY_TIMEOUT_FACTOR = 6;

/** The variables a jobs function reads (lambdas/config.ts). */
const JOB_ENVIRONMENT = {
  bucket: 'JOBS_BUCKET',
  chunksQueueUrl: 'JOB_CHUNKS_QUEUE_URL',
  webhooksQueueUrl: 'JOB_WEBHOOKS_QUEUE_URL',
} as const;

type TableAccess = 'read' | 'read-write';

/** Key patterns below `jobs/`: `*` spans the owner and job ids (IAM's `*` crosses slashes). */
type KeyPattern = `*/${string}`;

interface WorkerSizing {
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly table: TableAccess;
  readonly bedrock: boolean;
  /** Messages per invocation (SqsEventSource batchSize); failures are reported one by one. */
  readonly batchSize: number;
  /** Invocations at once from its queue (the event source's maximum concurrency, 2 to 1000). */
  readonly maxConcurrency: number;
  /** Files it reads and writes (GetObject; PutObject and AbortMultipartUpload), by key pattern. */
  readonly reads: readonly KeyPattern[];
  readonly writes: readonly KeyPattern[];
  /** May ask for a missing key and be told so (HeadObject answers 404 only with s3:ListBucket, else 403). */
  readonly lists?: boolean;
  /** Queues it sends to. */
  readonly sends: readonly ('chunks' | 'webhooks')[];
}

const INPUT: KeyPattern = '*/input';
const CHUNKS: KeyPattern = '*/chunks/*';
const OUT: KeyPattern = '*/out/*';
const RESULTS: readonly KeyPattern[] = ['*/results.csv', '*/results.jsonl'];

/**
 * Memory, timeout, event source and access of every queue worker (lambdas/workers.ts), as HANDLER_SIZING is for
 * the HTTP handlers. Lambda gives CPU in proportion to memory: 1,769 MB is one full vCPU, which the engine and
 * the CSV/JSON work are bound by. Each function's queue gets a visibility timeout of six times its timeout.
 */
export const WORKER_SIZING: Record<WorkerName, WorkerSizing> = {
  // Streams the input (up to 200 MB, 1,000,000 lines) through the parser, writes up to 500 chunk files and
  // queues them in batches of 10: a vCPU for the parsing, 5 minutes for the largest file with room to spare.
  // One file per invocation; a few at once, so that a burst of uploads does not flood the chunks queue. A file
  // it refuses ends the job at once: the end's webhook too.
  'start-job': {
    memorySize: 1769,
    timeout: Duration.minutes(5),
    table: 'read-write',
    bedrock: false,
    batchSize: 1,
    maxConcurrency: 5,
    reads: [INPUT],
    writes: [CHUNKS],
    lists: true,
    sends: ['chunks', 'webhooks'],
  },
  // One chunk of 2,000 lines: the engine (a few hundred ms of a vCPU) plus the model for the lines it is unsure
  // of, within the key's daily model lines; the last chunk of a job streams every chunk's output into the
  // results files. One chunk per invocation (a chunk is already a batch; a slow one never holds others back),
  // at most 10 at once: it bounds what jobs take of Bedrock's quota and of the table, next to the two
  // interactive categorize functions (20 each), whatever the number of jobs queued.
  'run-job-chunk': {
    memorySize: 1769,
    timeout: Duration.minutes(2),
    table: 'read-write',
    bedrock: true,
    batchSize: 1,
    maxConcurrency: 10,
    reads: [CHUNKS, OUT],
    writes: [OUT, ...RESULTS],
    sends: ['webhooks'],
  },
  // Counts a chunk that failed every receive as failed (its lines named from its chunk file), fails a job whose
  // input could not be read or queues the chunks of one that was; when that was the job's last chunk it
  // assembles the results as run-job-chunk does: the same size and timeout. A webhook attempt that failed every
  // receive lands here too, and is dropped (logged by deliver-webhook, counted by the dead-letter alarm).
  'job-dead-letter': {
    memorySize: 1769,
    timeout: Duration.minutes(2),
    table: 'read-write',
    bedrock: false,
    batchSize: 1,
    maxConcurrency: 5,
    reads: [CHUNKS, OUT],
    writes: RESULTS,
    sends: ['chunks', 'webhooks'],
  },
  // One HTTPS POST (10 s delivery timeout) and the job's record: 256 MB. A failed attempt queues the next one.
  // No VPC: it reaches the receivers over the internet from Lambda's own network, with no NAT gateway.
  'deliver-webhook': {
    memorySize: 256,
    timeout: Duration.seconds(30),
    table: 'read',
    bedrock: false,
    batchSize: 1,
    maxConcurrency: 5,
    reads: [],
    writes: [],
    sends: ['webhooks'],
  },
};

export interface JobsProps {
  readonly config: StageConfig;
  readonly table: ITable;
  /** The HTTP functions: those with `jobs` access in HANDLER_SIZING are granted it here. */
  readonly functions: Functions;
  readonly logRetention: RetentionDays;
  readonly destroyOnRemoval: boolean;
  readonly handlersDir: string;
}

/**
 * The API's asynchronous jobs (docs/decisions/0058): a private bucket for the files, S3's notice of each input
 * on the `starts` queue, the `chunks` and `webhooks` queues, one shared dead-letter queue, and one function per
 * worker of lambdas/workers.ts, each consuming its queue and granted only the keys, queues and table access
 * its work needs. The HTTP functions of jobs (create-job, get-job, get-job-results, and delete-account for the
 * erasure) get their grants and variables here too.
 */
export class Jobs extends Construct {
  public readonly bucket: Bucket;
  /** The jobs bucket's server access logs. */
  public readonly accessLogs: Bucket;
  public readonly queues: Readonly<Record<JobQueueName, Queue>>;
  public readonly workers: ReadonlyMap<WorkerName, HandlerFunction>;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    // S3 delivers the access logs under a bucket policy (for logging.s3.amazonaws.com, this bucket and account
    // only) rather than the LogDeliveryWrite ACL, so that the log bucket keeps ACLs disabled. The app sets no
    // feature flags (cdk.json), so this one is set here, for this construct's buckets alone.
    this.node.setContext('@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy', true);
    const removalPolicy = props.destroyOnRemoval ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;

    // Who read or wrote which file (the presigned PUTs and GETs of the institutions included): kept as long as
    // the functions' logs. SSE-S3 is the only encryption S3 delivers access logs to.
    this.accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ id: 'ExpireLogs', expiration: Duration.days(props.logRetention) }],
      removalPolicy,
      autoDeleteObjects: props.destroyOnRemoval,
    });
    Validations.of(this.accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This bucket is itself the target of the jobs bucket server access logs; logging it would log the log delivery. Only the S3 log delivery service writes it, and nothing reads it but an operator.',
    });

    // Encryption: SSE-S3 rather than KMS. The files are read and written only by this stack's roles and through
    // presigned URLs those roles sign; a KMS key would add grants to keep in step with every presigner (an
    // institution's PUT and GET act with the signer's kms:GenerateDataKey/Decrypt), KMS request charges on
    // hundreds of chunk reads and writes per job (fewer with bucket keys, never none), and no boundary the
    // product uses (no cross-account access, no key to revoke apart from the roles). Same choice as the web
    // bucket; the table uses the AWS-managed key. Files live 7 days; versioning is off, so nothing outlives them.
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: false,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'jobs-bucket/',
      lifecycleRules: [
        {
          id: 'ExpireJobFiles',
          prefix: JOB_FILES_PREFIX,
          expiration: Duration.days(JOB_RETENTION_DAYS),
        },
        {
          id: 'AbortIncompleteUploads',
          abortIncompleteMultipartUploadAfter: Duration.days(INCOMPLETE_UPLOAD_DAYS),
        },
      ],
      // Files of institutions: emptied with the stack only in a dev stage, like the table.
      removalPolicy,
      autoDeleteObjects: props.destroyOnRemoval,
    });

    // Queues: SQS-managed encryption (S3 cannot send its notices to a queue under the AWS-managed KMS key, and
    // messages hold only ids), TLS only, and every message that fails its worker's receives to the dead letters.
    const consumerOf = (queue: JobQueueName) => {
      const worker = WORKERS.find((w) => w.queue === queue);
      if (!worker) throw new Error(`No worker consumes the ${queue} queue (lambdas/workers.ts)`);
      return worker;
    };
    const visibilityTimeout = (queue: JobQueueName) =>
      Duration.seconds(
        WORKER_SIZING[consumerOf(queue).handler].timeout.toSeconds() * VISIBILITY_TIMEOUT_FACTOR,
      );

    const deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: DEAD_LETTER_RETENTION,
      visibilityTimeout: visibilityTimeout('dead-letters'),
    });
    const queueFor = (name: Exclude<JobQueueName, 'dead-letters'>, queueId: string): Queue => {
      const { maxReceives } = consumerOf(name);
      if (!maxReceives) throw new Error(`The ${name} queue's worker has no maxReceives (lambdas/workers.ts)`);
      return new Queue(this, queueId, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        visibilityTimeout: visibilityTimeout(name),
        deadLetterQueue: { queue: deadLetters, maxReceiveCount: maxReceives },
      });
    };
    this.queues = {
      starts: queueFor('starts', 'Starts'),
      chunks: queueFor('chunks', 'Chunks'),
      webhooks: queueFor('webhooks', 'Webhooks'),
      'dead-letters': deadLetters,
    };

    // A job starts when its input arrives (a presigned PUT, or a multipart upload completed).
    this.bucket.addEventNotification(EventType.OBJECT_CREATED, new SqsDestination(this.queues.starts), {
      prefix: JOB_INPUT_NOTICE.prefix,
      suffix: JOB_INPUT_NOTICE.suffix,
    });
    this.acknowledgeNotificationsHandler();

    const jobEnvironment = {
      [JOB_ENVIRONMENT.bucket]: this.bucket.bucketName,
      [JOB_ENVIRONMENT.chunksQueueUrl]: this.queues.chunks.queueUrl,
      [JOB_ENVIRONMENT.webhooksQueueUrl]: this.queues.webhooks.queueUrl,
    };

    const workers = new Map<WorkerName, HandlerFunction>();
    for (const { handler, queue } of WORKERS) {
      const sizing = WORKER_SIZING[handler];
      const fn = new HandlerFunction(this, pascalCase(handler), {
        handler,
        handlersDir: props.handlersDir,
        description: `Jobs: consumes the ${queue} queue`,
        memorySize: sizing.memorySize,
        timeout: sizing.timeout,
        environment: { ...props.functions.environment, ...jobEnvironment },
        logRetention: props.logRetention,
        logRemovalPolicy: removalPolicy,
      });
      fn.function.addEventSource(
        new SqsEventSource(this.queues[queue], {
          batchSize: sizing.batchSize,
          maxConcurrency: sizing.maxConcurrency,
          reportBatchItemFailures: true,
        }),
      );
      if (sizing.table === 'read') props.table.grantReadData(fn.function);
      else props.table.grantReadWriteData(fn.function);
      if (sizing.bedrock) grantBedrock(fn, props.config);
      this.grantKeys(fn, 'read', sizing.reads);
      this.grantKeys(fn, 'write', sizing.writes);
      if (sizing.lists) this.grantList(fn);
      for (const target of sizing.sends) this.queues[target].grantSendMessages(fn.function);
      workers.set(handler, fn);
    }
    this.workers = workers;

    for (const [handler, fn] of props.functions.byHandler) {
      const access = HANDLER_SIZING[handler].jobs;
      if (!access) continue;
      for (const [name, value] of Object.entries(jobEnvironment)) fn.function.addEnvironment(name, value);
      this.grantHttpAccess(fn, access);
    }
  }

  public get(worker: WorkerName): HandlerFunction {
    const fn = this.workers.get(worker);
    if (!fn) throw new Error(`No function for worker ${worker}`);
    return fn;
  }

  public get all(): HandlerFunction[] {
    return [...this.workers.values()];
  }

  /**
   * The HTTP functions' access (HANDLER_SIZING's `jobs`). A presigned URL acts with the signer's role, so the
   * presigning function needs the very action; `status` reads only the table, which Functions grants.
   */
  private grantHttpAccess(fn: HandlerFunction, access: JobAccess): void {
    if (access === 'upload') this.grantKeys(fn, 'presign-put', [INPUT]);
    if (access === 'download') this.grantKeys(fn, 'read', RESULTS);
    if (access === 'erase') {
      this.grantList(fn);
      this.grantKeys(fn, 'delete', ['*/*']);
    }
  }

  /**
   * Object actions on key patterns under `jobs/`: the keys hold an owner's and a job's ids, known only at run
   * time, so each grant is a pattern; the pattern (input, chunks, out, results) is what keeps each function to
   * its own files. cdk-nag's IAM5 is acknowledged for exactly these patterns.
   */
  private grantKeys(
    fn: HandlerFunction,
    kind: 'read' | 'write' | 'presign-put' | 'delete',
    patterns: readonly KeyPattern[],
  ): void {
    if (patterns.length === 0) return;
    const actions = {
      read: ['s3:GetObject'],
      // lib-storage's Upload writes large files in parts and aborts them when it fails.
      write: ['s3:PutObject', 's3:AbortMultipartUpload'],
      'presign-put': ['s3:PutObject'],
      delete: ['s3:DeleteObject'],
    }[kind];
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions,
        resources: patterns.map((pattern) => this.bucket.arnForObjects(`${JOB_FILES_PREFIX}${pattern}`)),
      }),
    );
    const bucketId = Stack.of(this).getLogicalId(this.bucket.node.defaultChild as CfnBucket);
    for (const pattern of patterns) {
      Validations.of(fn.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${JOB_FILES_PREFIX}${pattern}]`,
        reason: `${kind} of the jobs bucket's keys ${JOB_FILES_PREFIX}${pattern} only: the owner and job ids in a key are known only at run time (infra/constructs/jobs.ts).`,
      });
    }
  }

  /** ListBucket of `jobs/` only: S3 then answers a missing key with 404 (HeadObject) instead of 403. */
  private grantList(fn: HandlerFunction): void {
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [this.bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${JOB_FILES_PREFIX}*`] } },
      }),
    );
  }

  /**
   * CDK applies a bucket's notifications at deploy time through its own singleton function
   * (BucketNotificationsHandler, one per stack), whose role carries the basic execution managed policy; its own
   * grant is s3:PutBucketNotification on this bucket alone.
   */
  private acknowledgeNotificationsHandler(): void {
    const handler = Stack.of(this).node.children.find((child: IConstruct) =>
      child.node.id.startsWith('BucketNotificationsHandler'),
    );
    if (!handler)
      throw new Error('CDK no longer creates BucketNotificationsHandler: review this acknowledgement');
    Validations.of(handler).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "CDK's BucketNotificationsHandler, which sets the jobs bucket's notification to the starts queue, has a fixed role with the basic execution policy (its logs); it runs only during deployments, never on requests.",
    });
  }
}
