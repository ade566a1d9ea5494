import {
  type BatchResultErrorEntry,
  SendMessageBatchCommand,
  type SendMessageBatchRequestEntry,
  SendMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import {
  type ChunkMessage,
  type JobQueue,
  MAX_QUEUE_DELAY_SECONDS,
  type WebhookDelivery,
} from '#lambdas/domain/ports';
import { mapWithConcurrency } from '#shared/concurrency';

export interface SqsJobQueueOptions {
  readonly client: SQSClient;
  /** The chunks queue (JOB_CHUNKS_QUEUE_URL) and the webhooks queue (JOB_WEBHOOKS_QUEUE_URL). */
  readonly chunksQueueUrl: string;
  readonly webhooksQueueUrl: string;
  /** Sends of a batch's entries SQS reports failed, the first included, before giving up. */
  readonly maxAttempts?: number;
  /** Waits between those attempts (tests pass one that does not wait). */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** SendMessageBatch takes at most 10 entries. */
const SQS_BATCH_SIZE = 10;

const DEFAULT_MAX_ATTEMPTS = 4;

/** Batches in flight at once: a 1,000,000-line job is 500 chunks, 50 batches. */
const PARALLEL_BATCHES = 5;

/** Backoff before retry `attempt` (1-based) of failed entries: 100, 200, 400 ms, with jitter. */
const backoffMs = (attempt: number): number => 100 * 2 ** (attempt - 1) * (0.5 + Math.random() / 2);

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The jobs' queues in SQS (infra/constructs/jobs.ts): each message's body is the JSON of its message object.
 * Chunks go in batches of 10; SendMessageBatch can succeed as a call and still refuse some entries
 * (throttling, a service fault), so those are sent again, with backoff, a few times, and the send throws when
 * some are still refused, or when SQS says the sender is at fault (retrying would not help). A job's chunks
 * are sent at least once: a message sent twice is counted once by its worker (JobStore.settleChunk).
 */
export function createSqsJobQueue(opts: SqsJobQueueOptions): JobQueue {
  const { client, chunksQueueUrl, webhooksQueueUrl } = opts;
  const maxAttempts = Math.max(1, opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  const sleep = opts.sleep ?? wait;

  async function sendBatch(entries: SendMessageBatchRequestEntry[]): Promise<void> {
    let pending = entries;
    let failures: BatchResultErrorEntry[] = [];
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      if (attempt > 1) await sleep(backoffMs(attempt - 1));
      const answer = await client.send(
        new SendMessageBatchCommand({ QueueUrl: chunksQueueUrl, Entries: pending }),
      );
      failures = answer.Failed ?? [];
      if (failures.length === 0) return;
      const senderFault = failures.find((failure) => failure.SenderFault);
      if (senderFault) {
        throw new Error(
          `SQS refused chunk message ${senderFault.Id}: ${senderFault.Code} ${senderFault.Message ?? ''}`.trim(),
        );
      }
      const failed = new Set(failures.map((failure) => failure.Id));
      pending = pending.filter((entry) => failed.has(entry.Id));
    }
    const codes = [...new Set(failures.map((failure) => failure.Code))].join(', ');
    throw new Error(
      `SQS did not take ${failures.length} chunk message(s) after ${maxAttempts} attempts (${codes})`,
    );
  }

  return {
    async sendChunks(messages: readonly ChunkMessage[]) {
      const batches: SendMessageBatchRequestEntry[][] = [];
      for (let start = 0; start < messages.length; start += SQS_BATCH_SIZE) {
        batches.push(
          messages.slice(start, start + SQS_BATCH_SIZE).map((message, index) => ({
            // Unique within the batch: how SQS names the entries it refused.
            Id: String(index),
            MessageBody: JSON.stringify(message),
          })),
        );
      }
      // A few batches at once; the first that fails for good stops new ones from starting.
      await mapWithConcurrency(batches, PARALLEL_BATCHES, sendBatch);
    },

    async sendWebhook(message: WebhookDelivery, delaySeconds: number) {
      await client.send(
        new SendMessageCommand({
          QueueUrl: webhooksQueueUrl,
          MessageBody: JSON.stringify(message),
          DelaySeconds: clampDelay(delaySeconds),
        }),
      );
    },
  };
}

/** A whole number of seconds SQS takes: 0 to MAX_QUEUE_DELAY_SECONDS (a longer wait rides on `notBefore`). */
export function clampDelay(seconds: number): number {
  if (!Number.isFinite(seconds)) return seconds > 0 ? MAX_QUEUE_DELAY_SECONDS : 0;
  return Math.min(MAX_QUEUE_DELAY_SECONDS, Math.max(0, Math.ceil(seconds)));
}
