import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { deliverJobWebhook } from '#lambdas/domain/job-webhooks';
import { jobDependencies } from '#lambdas/job-dependencies';
import { logger } from '#lambdas/logger';
import { webhookDeliveryOf } from '#lambdas/queue-bodies';

const deps = {
  ...jobDependencies(),
  log: (message: string, detail: Record<string, unknown>) => logger.warn(message, detail),
};
const processor = new BatchProcessor(EventType.SQS);

/** One attempt at a job's end webhook (the webhooks queue); a failed attempt queues the next one itself. */
async function onDelivery(record: SQSRecord): Promise<void> {
  const delivery = webhookDeliveryOf(record.body);
  logger.appendKeys({ jobId: delivery.jobId, attempt: delivery.attempt });
  await deliverJobWebhook(deps, delivery);
}

export const handler = async (event: SQSEvent, context: Context) =>
  processPartialResponse(event, onDelivery, processor, { context });
