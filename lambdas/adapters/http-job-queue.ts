import type { ChunkMessage, JobQueue, WebhookDelivery } from '#lambdas/domain/ports';
import { MAX_QUEUE_DELAY_SECONDS } from '#lambdas/domain/ports';
import type { LocalQueueSend } from '#lambdas/local-jobs';

/** Sends to local mode's in-process queue over HTTP: the handlers reach it as they would reach SQS. */
async function sendToLocalQueue(endpoint: string, send: LocalQueueSend): Promise<void> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(send),
  });
  if (!response.ok) throw new Error(`fila local respondeu ${response.status}`);
}

/** The JobQueue of local mode. */
export function createHttpJobQueue(endpoint: string): JobQueue {
  return {
    async sendChunks(messages: readonly ChunkMessage[]) {
      if (messages.length === 0) return;
      await sendToLocalQueue(endpoint, {
        queue: 'chunks',
        bodies: messages.map((message) => JSON.stringify(message)),
        delaySeconds: 0,
      });
    },
    async sendWebhook(message: WebhookDelivery, delaySeconds: number) {
      await sendToLocalQueue(endpoint, {
        queue: 'webhooks',
        bodies: [JSON.stringify(message)],
        delaySeconds: Math.max(0, Math.min(MAX_QUEUE_DELAY_SECONDS, delaySeconds)),
      });
    },
  };
}
