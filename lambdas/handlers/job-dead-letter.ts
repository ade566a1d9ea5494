import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { jobOfInputKey } from '#lambdas/domain/job-file-keys';
import { failChunk, failStart } from '#lambdas/domain/jobs';
import { jobDependencies } from '#lambdas/job-dependencies';
import { logger } from '#lambdas/logger';
import { chunkMessageOf, isChunkMessage, noticeKeysOf } from '#lambdas/queue-bodies';

const deps = jobDependencies();
const processor = new BatchProcessor(EventType.SQS);

/**
 * A message that failed every receive (the dead letters): a chunk is counted as failed (its lines given back
 * when its job ends); a start fails its job if it was still waiting, nothing charged.
 */
async function onDeadLetter(record: SQSRecord): Promise<void> {
  if (isChunkMessage(record.body)) {
    const message = chunkMessageOf(record.body);
    logger.warn('Job chunk failed every attempt', { jobId: message.jobId, chunk: message.chunk });
    await failChunk(deps, message);
    return;
  }
  for (const key of noticeKeysOf(record.body)) {
    const job = jobOfInputKey(key);
    if (!job) continue;
    logger.warn('Job start failed every attempt', { jobId: job.jobId });
    await failStart(deps, job.ownerId, job.jobId);
  }
}

export const handler = async (event: SQSEvent, context: Context) =>
  processPartialResponse(event, onDeadLetter, processor, { context });
