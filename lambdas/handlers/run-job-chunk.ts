import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { runChunk } from '#lambdas/domain/jobs';
import { jobRunDependencies } from '#lambdas/job-dependencies';
import { logger } from '#lambdas/logger';
import { chunkMessageOf } from '#lambdas/queue-bodies';

const deps = jobRunDependencies();
const processor = new BatchProcessor(EventType.SQS);

/** One chunk of a job (the chunks queue): a failure is reported alone, and that message is received again. */
async function onChunk(record: SQSRecord): Promise<void> {
  const message = chunkMessageOf(record.body);
  logger.appendKeys({ jobId: message.jobId, chunk: message.chunk });
  await runChunk(deps, message);
}

export const handler = async (event: SQSEvent, context: Context) =>
  processPartialResponse(event, onChunk, processor, { context });
