import {
  SendMessageBatchCommand,
  type SendMessageBatchRequestEntry,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { clampDelay, createSqsJobQueue } from '#lambdas/adapters/sqs-job-queue';
import { type ChunkMessage, MAX_QUEUE_DELAY_SECONDS } from '#lambdas/domain/ports';

const CHUNKS = 'https://sqs.sa-east-1.amazonaws.com/123456789012/chunks';
const WEBHOOKS = 'https://sqs.sa-east-1.amazonaws.com/123456789012/webhooks';

const client = new SQSClient({ region: 'sa-east-1' });
const sqs = mockClient(client);
let slept: number[] = [];
const queue = (maxAttempts?: number) =>
  createSqsJobQueue({
    client,
    chunksQueueUrl: CHUNKS,
    webhooksQueueUrl: WEBHOOKS,
    ...(maxAttempts ? { maxAttempts } : {}),
    sleep: async (ms) => {
      slept.push(ms);
    },
  });

const chunks = (count: number): ChunkMessage[] =>
  Array.from({ length: count }, (_, chunk) => ({ ownerId: 'owner-1', jobId: 'job-1', chunk }));

const entriesOf = (call: number): SendMessageBatchRequestEntry[] =>
  sqs.commandCalls(SendMessageBatchCommand)[call]?.args[0].input.Entries ?? [];
const chunkNumbers = (entries: SendMessageBatchRequestEntry[]) =>
  entries.map((entry) => (JSON.parse(entry.MessageBody ?? '') as ChunkMessage).chunk);

beforeEach(() => {
  sqs.reset();
  slept = [];
});

describe('SQS job queue: chunks', () => {
  it('sends the chunks in batches of 10, each body the JSON of its message', async () => {
    sqs.on(SendMessageBatchCommand).callsFake((input: { Entries: SendMessageBatchRequestEntry[] }) => ({
      Successful: input.Entries.map((entry) => ({
        Id: entry.Id,
        MessageId: `m-${entry.Id}`,
        MD5OfMessageBody: '',
      })),
      Failed: [],
    }));

    await queue().sendChunks(chunks(23));

    expect(sqs).toHaveReceivedCommandTimes(SendMessageBatchCommand, 3);
    const batches = [0, 1, 2].map(entriesOf);
    expect(batches.map((entries) => entries.length).sort()).toEqual([10, 10, 3]);
    expect(batches.flatMap(chunkNumbers).sort((a, b) => a - b)).toEqual([...Array(23).keys()]);
    for (const call of sqs.commandCalls(SendMessageBatchCommand)) {
      expect(call.args[0].input.QueueUrl).toBe(CHUNKS);
      const ids = call.args[0].input.Entries?.map((entry) => entry.Id);
      expect(new Set(ids).size).toBe(ids?.length);
    }
    expect(JSON.parse(entriesOf(0)[0]?.MessageBody ?? '')).toEqual({
      ownerId: 'owner-1',
      jobId: 'job-1',
      chunk: 0,
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('sends nothing for no chunks', async () => {
    await queue().sendChunks([]);
    expect(sqs).not.toHaveReceivedAnyCommand();
  });

  it('sends again only the entries a batch reports failed, after a backoff', async () => {
    sqs
      .on(SendMessageBatchCommand)
      .resolvesOnce({
        Successful: [],
        Failed: [
          { Id: '2', SenderFault: false, Code: 'InternalError' },
          { Id: '7', SenderFault: false, Code: 'ServiceUnavailable' },
        ],
      })
      .resolvesOnce({ Successful: [], Failed: [{ Id: '7', SenderFault: false, Code: 'InternalError' }] })
      .resolves({ Successful: [], Failed: [] });

    await queue().sendChunks(chunks(10));

    expect(sqs).toHaveReceivedCommandTimes(SendMessageBatchCommand, 3);
    expect(chunkNumbers(entriesOf(1))).toEqual([2, 7]);
    expect(entriesOf(1).map((entry) => entry.Id)).toEqual(['2', '7']);
    expect(chunkNumbers(entriesOf(2))).toEqual([7]);
    expect(slept).toHaveLength(2);
    expect(slept[1]).toBeGreaterThanOrEqual(slept[0] ?? 0);
  });

  it('throws when entries are still refused after the last attempt', async () => {
    sqs.on(SendMessageBatchCommand).resolves({
      Successful: [],
      Failed: [{ Id: '0', SenderFault: false, Code: 'InternalError' }],
    });
    await expect(queue(3).sendChunks(chunks(1))).rejects.toThrow(
      /1 chunk message.*3 attempts.*InternalError/,
    );
    expect(sqs).toHaveReceivedCommandTimes(SendMessageBatchCommand, 3);
  });

  it('does not retry what SQS says the sender got wrong', async () => {
    sqs.on(SendMessageBatchCommand).resolves({
      Successful: [],
      Failed: [{ Id: '4', SenderFault: true, Code: 'InvalidParameterValue', Message: 'too long' }],
    });
    await expect(queue().sendChunks(chunks(5))).rejects.toThrow(/4: InvalidParameterValue too long/);
    expect(sqs).toHaveReceivedCommandTimes(SendMessageBatchCommand, 1);
  });

  it('lets a failed call through', async () => {
    sqs.on(SendMessageBatchCommand).rejects(new Error('throttled'));
    await expect(queue().sendChunks(chunks(30))).rejects.toThrow('throttled');
  });
});

describe('SQS job queue: webhooks', () => {
  it('sends one attempt to the webhooks queue with its delay', async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
    const message = { ownerId: 'owner-1', jobId: 'job-1', attempt: 2, notBefore: 1_800_000_000 };
    await queue().sendWebhook(message, 120);
    expect(sqs).toHaveReceivedCommandExactlyOnceWith(SendMessageCommand, {
      QueueUrl: WEBHOOKS,
      MessageBody: JSON.stringify(message),
      DelaySeconds: 120,
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageBatchCommand);
  });

  it("clamps the delay to SQS's range, in whole seconds", async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
    await queue().sendWebhook({ ownerId: 'o', jobId: 'j', attempt: 5 }, 3600);
    expect(sqs).toHaveReceivedCommandWith(SendMessageCommand, { DelaySeconds: MAX_QUEUE_DELAY_SECONDS });

    expect(clampDelay(900)).toBe(900);
    expect(clampDelay(901)).toBe(900);
    expect(clampDelay(0)).toBe(0);
    expect(clampDelay(-5)).toBe(0);
    expect(clampDelay(1.2)).toBe(2);
    expect(clampDelay(Number.NaN)).toBe(0);
    expect(clampDelay(Number.POSITIVE_INFINITY)).toBe(900);
  });
});
