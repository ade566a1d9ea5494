import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { jobOfInputKey } from '#lambdas/domain/job-file-keys';
import { startJob } from '#lambdas/domain/jobs';
import { jobDependencies } from '#lambdas/job-dependencies';
import { logger } from '#lambdas/logger';
import { noticeKeysOf } from '#lambdas/queue-bodies';

const deps = jobDependencies();
const processor = new BatchProcessor(EventType.SQS);

/** S3's notice that a job's input arrived (the starts queue): read, split, charge, queue the chunks. */
async function onNotice(record: SQSRecord): Promise<void> {
  for (const key of noticeKeysOf(record.body)) {
    const job = jobOfInputKey(key);
    if (!job) continue;
    logger.appendKeys({ jobId: job.jobId });
    await startJob(deps, job.ownerId, job.jobId);
  }
}

export const handler = async (event: SQSEvent, context: Context) =>
  processPartialResponse(event, onNotice, processor, { context });
