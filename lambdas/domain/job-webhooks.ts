import type { ApiKeyStore, JobQueue, JobStore, WebhookDelivery, WebhookSender } from './ports.ts';
import { MAX_QUEUE_DELAY_SECONDS } from './ports.ts';
import { jobEndedEvent, nextAttemptDelaySeconds } from './webhook-retries.ts';
import { webhookHeaders } from './webhook-signature.ts';

export interface JobWebhookDeps {
  readonly jobs: Pick<JobStore, 'getJob'>;
  readonly keys: Pick<ApiKeyStore, 'webhookSecret'>;
  readonly queue: Pick<JobQueue, 'sendWebhook'>;
  readonly webhooks: Pick<WebhookSender, 'deliver'>;
  readonly clock: { now(): Date };
  readonly log?: (message: string, detail: Record<string, unknown>) => void;
}

/**
 * The id of a job's end event: one event per job, so the same id on every attempt (receivers drop duplicates on
 * it), with no `.` (the signed text is `id.timestamp.body`).
 */
export const jobEventId = (jobId: string) => `msg_job_${jobId.replaceAll('-', '')}`;

/**
 * One attempt at a job's end webhook (Standard Webhooks, signed with its key's `whsec_` secret): delivered on a
 * 2xx; otherwise the next attempt is queued after its backoff (domain/webhook-retries.ts, over a day), waiting in
 * steps of the queue's longest delay; after the last attempt it is given up (and logged).
 */
export async function deliverJobWebhook(deps: JobWebhookDeps, message: WebhookDelivery): Promise<void> {
  const nowSeconds = Math.floor(deps.clock.now().getTime() / 1000);
  if (message.notBefore !== undefined && message.notBefore > nowSeconds) {
    await deps.queue.sendWebhook(message, Math.min(MAX_QUEUE_DELAY_SECONDS, message.notBefore - nowSeconds));
    return;
  }
  const job = await deps.jobs.getJob(message.ownerId, message.jobId);
  if (!job?.webhookUrl || (job.status !== 'succeeded' && job.status !== 'failed')) return;
  const secret = await deps.keys.webhookSecret(job.ownerId, job.keyId);
  if (!secret) return;
  const body = JSON.stringify(
    jobEndedEvent({
      jobId: job.id,
      status: job.status,
      done: job.done,
      total: job.total,
      failed: job.failed,
      finishedAt: new Date(job.finishedAt ?? job.updatedAt),
    }),
  );
  const headers = webhookHeaders({ secret, id: jobEventId(job.id), timestamp: nowSeconds, body });
  const result = await deps.webhooks.deliver({ url: job.webhookUrl, headers, body });
  if (result.ok) return;
  const attempt = message.attempt + 1;
  const delay = nextAttemptDelaySeconds(attempt);
  deps.log?.('webhook delivery failed', {
    jobId: job.id,
    attempt,
    status: result.status,
    error: result.error,
  });
  if (delay === undefined) return;
  await deps.queue.sendWebhook(
    { ownerId: job.ownerId, jobId: job.id, attempt, notBefore: nowSeconds + delay },
    Math.min(MAX_QUEUE_DELAY_SECONDS, delay),
  );
}
