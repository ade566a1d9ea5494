import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HandlerName } from '#lambdas/routes';
import { type JobQueueName, WORKERS, type WorkerName } from '#lambdas/workers';
import type { CategorizaStack } from '../../infra/categoriza-stack.ts';
import { DEFAULT_BEDROCK_MODEL_ID } from '../../infra/config.ts';
import { HANDLER_SIZING } from '../../infra/constructs/functions.ts';
import type { HandlerFunction } from '../../infra/constructs/handler-function.ts';
import { WORKER_SIZING } from '../../infra/constructs/jobs.ts';
import { buildStack } from './build-stack.ts';

/** Synthesized CloudFormation, navigated freely: the assertions themselves check the shapes. */
// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON has no useful static type here.
type Cfn = Record<string, any>;
type Resource = { Type: string; Properties: Cfn; DeletionPolicy?: string };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: Cfn };

let stack: CategorizaStack;
let template: Template;
let prodTemplate: Template;
let prodStack: CategorizaStack;

beforeAll(() => {
  stack = buildStack({ stage: 'dev' }).stack;
  template = Template.fromStack(stack);
  prodStack = buildStack({ stage: 'prod' }).stack;
  prodTemplate = Template.fromStack(prodStack);
});

const logicalId = (construct: { node: { defaultChild?: unknown } }, of = stack): string =>
  of.getLogicalId(construct.node.defaultChild as never);
const resource = (id: string, from = template): Resource => from.toJSON().Resources[id];
const resources = (type: string, from = template): [string, Resource][] =>
  Object.entries(from.findResources(type)) as [string, Resource][];

const QUEUES: readonly JobQueueName[] = ['starts', 'chunks', 'webhooks', 'dead-letters'];
const queueId = (name: JobQueueName) => logicalId(stack.jobs.queues[name]);
const workerFn = (name: WorkerName) => stack.jobs.get(name);
const httpFn = (name: HandlerName) => stack.functions.get(name);

/** Every statement of every policy attached to a role. */
function statementsOf(fn: HandlerFunction): Statement[] {
  const roleId = logicalId(fn.role);
  return resources('AWS::IAM::Policy')
    .filter(([, policy]) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
}

/** A resource of a statement by a readable name: `bucket`, `bucket/jobs/*\/input`, `queue:chunks`, or JSON. */
function nameOf(target: unknown): string {
  const bucketId = logicalId(stack.jobs.bucket);
  const cfn = target as Cfn;
  const getAtt = cfn?.['Fn::GetAtt'] as [string, string] | undefined;
  if (getAtt?.[0] === bucketId) return 'bucket';
  const queue = QUEUES.find((name) => getAtt?.[0] === queueId(name));
  if (queue) return `queue:${queue}`;
  const join = cfn?.['Fn::Join']?.[1] as unknown[] | undefined;
  if (join?.length === 2 && (join[0] as Cfn)['Fn::GetAtt']?.[0] === bucketId) return `bucket${join[1]}`;
  return JSON.stringify(target);
}

/** What a role may do with the jobs' bucket and queues, the table and the model. */
function accessOf(fn: HandlerFunction) {
  const statements = statementsOf(fn);
  const s3: Record<string, string[]> = {};
  const sends = new Set<string>();
  const receives = new Set<string>();
  for (const statement of statements) {
    const targets = [statement.Resource].flat().map(nameOf);
    for (const action of [statement.Action].flat()) {
      if (action.startsWith('s3:')) s3[action] = [...(s3[action] ?? []), ...targets].sort();
      if (action === 'sqs:SendMessage') for (const target of targets) sends.add(target);
      if (action === 'sqs:ReceiveMessage') for (const target of targets) receives.add(target);
    }
  }
  const actions = statements.flatMap((statement) => [statement.Action].flat());
  return {
    s3,
    sends: [...sends].sort(),
    receives: [...receives].sort(),
    bedrock: actions.some((action) => action.startsWith('bedrock:')),
    tableWrite: actions.some((action) =>
      ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'].includes(
        action,
      ),
    ),
    tableRead: actions.includes('dynamodb:Query') && actions.includes('dynamodb:GetItem'),
  };
}

const RESULTS = ['bucket/jobs/*/results.csv', 'bucket/jobs/*/results.jsonl'];

describe('jobs bucket', () => {
  it('is private, S3-encrypted, without versions, ACLs or public access, and logs its access', () => {
    const bucket = resource(logicalId(stack.jobs.bucket)).Properties;
    expect(bucket.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    });
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] });
    expect(bucket.VersioningConfiguration).toBeUndefined();
    expect(bucket.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logicalId(stack.jobs.accessLogs) },
      LogFilePrefix: 'jobs-bucket/',
    });
  });

  it("expires a job's files after 7 days and aborts incomplete multipart uploads after 1", () => {
    const rules = resource(logicalId(stack.jobs.bucket)).Properties.LifecycleConfiguration.Rules;
    expect(rules).toEqual([
      { Id: 'ExpireJobFiles', Prefix: 'jobs/', ExpirationInDays: 7, Status: 'Enabled' },
      {
        Id: 'AbortIncompleteUploads',
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        Status: 'Enabled',
      },
    ]);
  });

  it('refuses plain HTTP and TLS under 1.2, and allows no one by policy', () => {
    const policy = resources('AWS::S3::BucketPolicy').find(
      ([, p]) => p.Properties.Bucket.Ref === logicalId(stack.jobs.bucket),
    )?.[1];
    const statements = policy?.Properties.PolicyDocument.Statement as Statement[];
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { NumericLessThan: { 's3:TlsVersion': 1.2 } } }),
    );
    // The only Allow is CDK's auto-delete of a dev stack's objects (see the prod test below).
    const allows = statements.filter((s) => s.Effect === 'Allow');
    expect(allows.map((s) => JSON.stringify((s as Cfn).Principal))).toEqual([
      expect.stringContaining('CustomS3AutoDeleteObjectsCustomResourceProviderRole'),
    ]);
  });

  it('writes its access logs to a private bucket, under a bucket policy for its own logs only', () => {
    const logs = resource(logicalId(stack.jobs.accessLogs)).Properties;
    expect(logs.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault).toEqual({
      SSEAlgorithm: 'AES256',
    });
    expect(logs.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] });
    expect(logs.AccessControl).toBeUndefined();
    expect(logs.LifecycleConfiguration.Rules).toEqual([
      { Id: 'ExpireLogs', ExpirationInDays: 14, Status: 'Enabled' },
    ]);
    const policy = resources('AWS::S3::BucketPolicy').find(
      ([, p]) => p.Properties.Bucket.Ref === logicalId(stack.jobs.accessLogs),
    )?.[1];
    const statements = policy?.Properties.PolicyDocument.Statement as Statement[];
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'logging.s3.amazonaws.com' },
        Action: 's3:PutObject',
        Condition: {
          ArnLike: { 'aws:SourceArn': { 'Fn::GetAtt': [logicalId(stack.jobs.bucket), 'Arn'] } },
          StringEquals: { 'aws:SourceAccount': '123456789012' },
        },
      }),
    );
  });

  it('is emptied and removed with a dev stack only; prod retains it and its logs for three months', () => {
    expect(resource(logicalId(stack.jobs.bucket)).DeletionPolicy).toBe('Delete');
    const prodBucket = resource(logicalId(prodStack.jobs.bucket, prodStack), prodTemplate);
    expect(prodBucket.DeletionPolicy).toBe('Retain');
    expect(JSON.stringify(prodBucket.Properties.Tags ?? [])).not.toContain('auto-delete-objects');
    const prodLogs = resource(logicalId(prodStack.jobs.accessLogs, prodStack), prodTemplate);
    expect(prodLogs.DeletionPolicy).toBe('Retain');
    expect(prodLogs.Properties.LifecycleConfiguration.Rules[0].ExpirationInDays).toBe(90);
  });

  it("sends S3's notice of every job input (jobs/…/input) to the starts queue, and only S3 of this bucket may", () => {
    template.resourceCountIs('Custom::S3BucketNotifications', 1);
    const [[, notifications]] = resources('Custom::S3BucketNotifications') as [[string, Resource]];
    expect(notifications.Properties.BucketName).toEqual({ Ref: logicalId(stack.jobs.bucket) });
    const configurations = notifications.Properties.NotificationConfiguration;
    expect(Object.keys(configurations)).toEqual(['QueueConfigurations']);
    expect(configurations.QueueConfigurations).toHaveLength(1);
    const [queueConfiguration] = configurations.QueueConfigurations;
    expect(queueConfiguration.Events).toEqual(['s3:ObjectCreated:*']);
    expect(queueConfiguration.QueueArn).toEqual({ 'Fn::GetAtt': [queueId('starts'), 'Arn'] });
    expect(queueConfiguration.Filter.Key.FilterRules).toEqual(
      expect.arrayContaining([
        { Name: 'prefix', Value: 'jobs/' },
        { Name: 'suffix', Value: '/input' },
      ]),
    );
    expect(queueConfiguration.Filter.Key.FilterRules).toHaveLength(2);
    const policy = resources('AWS::SQS::QueuePolicy').find(([, p]) =>
      p.Properties.Queues.some((q: { Ref: string }) => q.Ref === queueId('starts')),
    )?.[1];
    expect(policy?.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 's3.amazonaws.com' },
        Action: expect.arrayContaining(['sqs:SendMessage']),
        Condition: { ArnLike: { 'aws:SourceArn': { 'Fn::GetAtt': [logicalId(stack.jobs.bucket), 'Arn'] } } },
      }),
    );
  });
});

describe('jobs queues', () => {
  it.each(QUEUES)('%s is encrypted by SQS and refuses plain HTTP', (name) => {
    expect(resource(queueId(name)).Properties.SqsManagedSseEnabled).toBe(true);
    const policy = resources('AWS::SQS::QueuePolicy').find(([, p]) =>
      p.Properties.Queues.some((q: { Ref: string }) => q.Ref === queueId(name)),
    )?.[1];
    expect(policy?.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it.each(WORKERS.filter((worker) => worker.queue !== 'dead-letters'))(
    "$queue hands a message to the dead letters after its worker's maxReceives ($maxReceives)",
    ({ queue, maxReceives }) => {
      expect(resource(queueId(queue)).Properties.RedrivePolicy).toEqual({
        deadLetterTargetArn: { 'Fn::GetAtt': [queueId('dead-letters'), 'Arn'] },
        maxReceiveCount: maxReceives,
      });
    },
  );

  it('keeps the dead letters 14 days, with no redrive of its own', () => {
    const dlq = resource(queueId('dead-letters')).Properties;
    expect(dlq.MessageRetentionPeriod).toBe(14 * 24 * 3600);
    expect(dlq.RedrivePolicy).toBeUndefined();
  });

  it.each(WORKERS)("$queue's visibility timeout is six times $handler's timeout", ({ handler, queue }) => {
    const timeout = resource(logicalId(workerFn(handler).function)).Properties.Timeout;
    expect(timeout).toBe(WORKER_SIZING[handler].timeout.toSeconds());
    expect(resource(queueId(queue)).Properties.VisibilityTimeout).toBe(6 * timeout);
  });
});

describe('jobs workers', () => {
  it('has one function per worker of lambdas/workers.ts, each fed by exactly its queue', () => {
    expect([...stack.jobs.workers.keys()].sort()).toEqual(WORKERS.map((worker) => worker.handler).sort());
    const mappings = resources('AWS::Lambda::EventSourceMapping').map(([, m]) => m.Properties);
    expect(mappings).toHaveLength(WORKERS.length);
    for (const { handler, queue } of WORKERS) {
      const mapping = mappings.find(
        (m) => m.FunctionName.Ref === logicalId(workerFn(handler).function),
      ) as Cfn;
      expect(mapping.EventSourceArn).toEqual({ 'Fn::GetAtt': [queueId(queue), 'Arn'] });
      expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      expect(mapping.BatchSize).toBe(WORKER_SIZING[handler].batchSize);
      expect(mapping.ScalingConfig).toEqual({ MaximumConcurrency: WORKER_SIZING[handler].maxConcurrency });
    }
  });

  it('takes one input per start and bounds the chunk workers (Bedrock and table load) at 20 or fewer', () => {
    expect(WORKER_SIZING['start-job'].batchSize).toBe(1);
    expect(WORKER_SIZING['run-job-chunk'].batchSize).toBeLessThanOrEqual(5);
    expect(WORKER_SIZING['run-job-chunk'].maxConcurrency).toBeGreaterThanOrEqual(2);
    expect(WORKER_SIZING['run-job-chunk'].maxConcurrency).toBeLessThanOrEqual(20);
  });

  it.each(WORKERS)(
    '$handler is sized as documented, outside any VPC, unreserved, with the jobs variables',
    ({ handler }) => {
      const props = resource(logicalId(workerFn(handler).function)).Properties;
      expect(props.MemorySize).toBe(WORKER_SIZING[handler].memorySize);
      expect(props.Architectures).toEqual(['arm64']);
      // deliver-webhook reaches the receivers from Lambda's own network: no VPC, so no NAT to pay for.
      expect(props.VpcConfig).toBeUndefined();
      expect(props.ReservedConcurrentExecutions).toBeUndefined();
      expect(props.Environment.Variables).toMatchObject({
        TABLE_NAME: { Ref: logicalId(stack.data.table) },
        JOBS_BUCKET: { Ref: logicalId(stack.jobs.bucket) },
        JOB_CHUNKS_QUEUE_URL: { Ref: queueId('chunks') },
        JOB_WEBHOOKS_QUEUE_URL: { Ref: queueId('webhooks') },
        BEDROCK_MODEL_ID: DEFAULT_BEDROCK_MODEL_ID,
      });
    },
  );

  it('gives start-job and run-job-chunk a full vCPU', () => {
    expect(WORKER_SIZING['start-job'].memorySize).toBe(1769);
    expect(WORKER_SIZING['run-job-chunk'].memorySize).toBe(1769);
  });
});

describe('jobs access (least privilege)', () => {
  it('start-job reads inputs, writes chunks, lists jobs/ (a missing input is a 404), queues chunks and webhooks', () => {
    expect(accessOf(workerFn('start-job'))).toEqual({
      s3: {
        's3:GetObject': ['bucket/jobs/*/input'],
        's3:PutObject': ['bucket/jobs/*/chunks/*'],
        's3:AbortMultipartUpload': ['bucket/jobs/*/chunks/*'],
        's3:ListBucket': ['bucket'],
      },
      sends: ['queue:chunks', 'queue:webhooks'],
      receives: ['queue:starts'],
      bedrock: false,
      tableWrite: true,
      tableRead: true,
    });
  });

  it('run-job-chunk reads chunks and outputs, writes outputs and results, calls the model, queues webhooks', () => {
    expect(accessOf(workerFn('run-job-chunk'))).toEqual({
      s3: {
        's3:GetObject': ['bucket/jobs/*/chunks/*', 'bucket/jobs/*/out/*'],
        's3:PutObject': ['bucket/jobs/*/out/*', ...RESULTS],
        's3:AbortMultipartUpload': ['bucket/jobs/*/out/*', ...RESULTS],
      },
      sends: ['queue:webhooks'],
      receives: ['queue:chunks'],
      bedrock: true,
      tableWrite: true,
      tableRead: true,
    });
    const bedrock = statementsOf(workerFn('run-job-chunk')).filter((s) =>
      [s.Action].flat().some((a) => a.startsWith('bedrock:')),
    );
    expect(bedrock).toEqual([
      expect.objectContaining({
        Action: 'bedrock:InvokeModel',
        Resource: {
          'Fn::Join': [
            '',
            [
              'arn:',
              { Ref: 'AWS::Partition' },
              `:bedrock:sa-east-1::foundation-model/${DEFAULT_BEDROCK_MODEL_ID}`,
            ],
          ],
        },
      }),
    ]);
  });

  it('job-dead-letter reads chunks and outputs, writes results, queues chunks and webhooks, calls no model', () => {
    expect(accessOf(workerFn('job-dead-letter'))).toEqual({
      s3: {
        's3:GetObject': ['bucket/jobs/*/chunks/*', 'bucket/jobs/*/out/*'],
        's3:PutObject': RESULTS,
        's3:AbortMultipartUpload': RESULTS,
      },
      sends: ['queue:chunks', 'queue:webhooks'],
      receives: ['queue:dead-letters'],
      bedrock: false,
      tableWrite: true,
      tableRead: true,
    });
  });

  it('deliver-webhook reads the table and queues its next attempt: no file, no model, no write', () => {
    expect(accessOf(workerFn('deliver-webhook'))).toEqual({
      s3: {},
      sends: ['queue:webhooks'],
      receives: ['queue:webhooks'],
      bedrock: false,
      tableWrite: false,
      tableRead: true,
    });
  });

  it('create-job may only presign the PUT of an input', () => {
    expect(accessOf(httpFn('create-job'))).toMatchObject({
      s3: { 's3:PutObject': ['bucket/jobs/*/input'] },
      sends: [],
      receives: [],
      bedrock: false,
      tableWrite: true,
    });
  });

  it('get-job reads the table and nothing else', () => {
    expect(accessOf(httpFn('get-job'))).toEqual({
      s3: {},
      sends: [],
      receives: [],
      bedrock: false,
      tableWrite: false,
      tableRead: true,
    });
  });

  it('get-job-results may only presign the GET of results', () => {
    expect(accessOf(httpFn('get-job-results'))).toEqual({
      s3: { 's3:GetObject': RESULTS },
      sends: [],
      receives: [],
      bedrock: false,
      tableWrite: false,
      tableRead: true,
    });
  });

  it("delete-account may list jobs/ and delete an owner's files (the erasure), nothing more of the bucket", () => {
    expect(accessOf(httpFn('delete-account')).s3).toEqual({
      's3:ListBucket': ['bucket'],
      's3:DeleteObject': ['bucket/jobs/*/*'],
    });
    const list = statementsOf(httpFn('delete-account')).find((s) => s.Action === 's3:ListBucket');
    expect(list?.Condition).toEqual({ StringLike: { 's3:prefix': ['jobs/*'] } });
  });

  it('gives the jobs variables to the jobs HTTP functions alone, and no other function any jobs access', () => {
    const jobsHandlers = Object.entries(HANDLER_SIZING)
      .filter(([, sizing]) => sizing.jobs)
      .map(([handler]) => handler)
      .sort();
    expect(jobsHandlers).toEqual(['create-job', 'delete-account', 'get-job', 'get-job-results']);
    for (const [handler, fn] of stack.functions.byHandler) {
      const variables = resource(logicalId(fn.function)).Properties.Environment.Variables;
      if (jobsHandlers.includes(handler)) {
        expect(variables.JOBS_BUCKET).toEqual({ Ref: logicalId(stack.jobs.bucket) });
        expect(variables.JOB_CHUNKS_QUEUE_URL).toEqual({ Ref: queueId('chunks') });
        expect(variables.JOB_WEBHOOKS_QUEUE_URL).toEqual({ Ref: queueId('webhooks') });
      } else {
        expect(variables.JOBS_BUCKET, handler).toBeUndefined();
        const access = accessOf(fn);
        expect(access.s3, handler).toEqual({});
        expect(access.sends, handler).toEqual([]);
      }
    }
  });

  it('grants no role the whole jobs bucket: only the bucket (to list jobs/) or key patterns under jobs/', () => {
    for (const fn of [...stack.functions.all, ...stack.jobs.all]) {
      for (const targets of Object.values(accessOf(fn).s3)) {
        for (const target of targets)
          expect(target).toMatch(/^bucket(\/jobs\/\*\/[a-z.]+(\/\*)?|\/jobs\/\*\/\*)?$/);
      }
    }
    const lists = [...stack.functions.all, ...stack.jobs.all].flatMap((fn) =>
      statementsOf(fn).filter((s) => [s.Action].flat().includes('s3:ListBucket')),
    );
    for (const statement of lists) {
      expect(statement.Condition).toEqual({ StringLike: { 's3:prefix': ['jobs/*'] } });
    }
  });
});

describe('jobs alarms', () => {
  const alarms = () => resources('AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
  const dlqDimension = () => [
    { Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId('dead-letters'), 'QueueName'] } },
  ];

  it('alarms when a message reaches the dead letters, and when one waits there over an hour', () => {
    const topic = [{ Ref: logicalId(stack.observability.alarmTopic) }];
    expect(alarms()).toContainEqual(
      expect.objectContaining({
        Namespace: 'AWS/SQS',
        MetricName: 'NumberOfMessagesReceived',
        Dimensions: dlqDimension(),
        Statistic: 'Sum',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: topic,
      }),
    );
    expect(alarms()).toContainEqual(
      expect.objectContaining({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateAgeOfOldestMessage',
        Dimensions: dlqDimension(),
        Statistic: 'Maximum',
        Threshold: 3600,
        AlarmActions: topic,
      }),
    );
  });

  it('alarms on errors of every worker', () => {
    for (const fn of stack.jobs.all) {
      expect(alarms()).toContainEqual(
        expect.objectContaining({
          Namespace: 'AWS/Lambda',
          MetricName: 'Errors',
          Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalId(fn.function) } }],
        }),
      );
    }
  });
});
