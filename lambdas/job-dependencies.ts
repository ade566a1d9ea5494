import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { createDynamoJobStore } from './adapters/dynamo-jobs.ts';
import { createFolderJobFiles } from './adapters/folder-job-files.ts';
import { createHttpJobQueue } from './adapters/http-job-queue.ts';
import { createS3JobFiles } from './adapters/s3-job-files.ts';
import { createSqsJobQueue } from './adapters/sqs-job-queue.ts';
import { checkWebhookUrl, deliverWebhook } from './adapters/webhook-client.ts';
import { categorizeDependencies } from './categorizer-dependencies.ts';
import { type Config, config } from './config.ts';
import { dependencies } from './dependencies.ts';
import type { JobDeps, JobRunDeps } from './domain/jobs.ts';
import type { JobFiles, JobQueue, WebhookSender } from './domain/ports.ts';

/**
 * The jobs' adapters (docs/decisions/0058): S3 and SQS when the stack names them, local mode's folder and
 * in-process queue otherwise. The same handlers run on both.
 */
export function createJobFiles(cfg: Config): JobFiles {
  if (cfg.JOBS_BUCKET) {
    return createS3JobFiles({ client: new S3Client({ region: cfg.AWS_REGION }), bucket: cfg.JOBS_BUCKET });
  }
  if (cfg.JOBS_DIR && cfg.JOB_FILES_URL && cfg.JOB_FILES_SECRET) {
    return createFolderJobFiles({
      dir: cfg.JOBS_DIR,
      baseUrl: cfg.JOB_FILES_URL,
      secret: cfg.JOB_FILES_SECRET,
    });
  }
  throw new Error(
    'JOBS_BUCKET (or, in local mode, JOBS_DIR, JOB_FILES_URL and JOB_FILES_SECRET) is required',
  );
}

function createJobQueue(cfg: Config): JobQueue {
  if (cfg.JOB_CHUNKS_QUEUE_URL && cfg.JOB_WEBHOOKS_QUEUE_URL) {
    return createSqsJobQueue({
      client: new SQSClient({ region: cfg.AWS_REGION }),
      chunksQueueUrl: cfg.JOB_CHUNKS_QUEUE_URL,
      webhooksQueueUrl: cfg.JOB_WEBHOOKS_QUEUE_URL,
    });
  }
  if (cfg.JOB_QUEUE_ENDPOINT) return createHttpJobQueue(cfg.JOB_QUEUE_ENDPOINT);
  throw new Error(
    'JOB_CHUNKS_QUEUE_URL and JOB_WEBHOOKS_QUEUE_URL (or, in local mode, JOB_QUEUE_ENDPOINT) are required',
  );
}

function createWebhookSender(cfg: Config): WebhookSender {
  const allowLoopback = cfg.WEBHOOK_ALLOW_LOOPBACK === '1';
  return {
    check: (url) => {
      const checked = checkWebhookUrl(url, { allowLoopback });
      return checked.ok ? { ok: true } : checked;
    },
    deliver: (request) => deliverWebhook({ ...request, allowLoopback }),
  };
}

let built: JobDeps | undefined;

/** The HTTP job handlers' and the start's dependencies, built once per instance. */
export function jobDependencies(): JobDeps {
  if (built) return built;
  const cfg = config();
  const deps = dependencies();
  built = {
    jobs: createDynamoJobStore({ tableName: cfg.TABLE_NAME, client: deps.documentClient }),
    files: createJobFiles(cfg),
    queue: createJobQueue(cfg),
    keys: deps.keys,
    clock: deps.clock,
    webhooks: createWebhookSender(cfg),
  };
  return built;
}

let builtRun: JobRunDeps | undefined;

/** The chunk workers' dependencies: the jobs' plus the rules and the categorizer of CATEGORIZATION_MODE. */
export function jobRunDependencies(): JobRunDeps {
  if (builtRun) return builtRun;
  const categorize = categorizeDependencies();
  builtRun = { ...jobDependencies(), store: categorize.store, categorizer: categorize.categorizer };
  return builtRun;
}
