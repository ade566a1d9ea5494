import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { JobRecord, JobStore } from '#lambdas/domain/ports';
import { ApiKeyLimitsSchema, CustomCategorySchema } from '#shared/api/schemas';
import { V1_JOB_FORMATS, V1_JOB_STATUSES } from '#shared/api/v1';
import { userPk } from './dynamo-items.ts';

/**
 * The API's jobs (docs/data-model.md):
 *   USER#<sub>  JOB#<id>   a job: status, format, the key's id and limits, counts, the chunks counted (`settled`,
 *                          `failedChunks`), the refused lines, flags of the once-only steps; expires with its files
 * Every change is one conditional UpdateItem, so a repeated message changes nothing twice: a chunk is counted
 * only if it is not in `settled` yet, a status moves only from the states it may leave. The erasure of an account deletes them with the rest of
 * its partition.
 */

const JobItemSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  keyId: z.string(),
  format: z.enum(V1_JOB_FORMATS),
  status: z.enum(V1_JOB_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().optional(),
  expiresAt: z.number(),
  webhookUrl: z.string().optional(),
  customCategories: z.array(CustomCategorySchema).optional(),
  limits: ApiKeyLimitsSchema,
  total: z.number(),
  chunks: z.number(),
  chunkLines: z.number(),
  done: z.number(),
  failed: z.number(),
  settled: z.array(z.number()),
  failedChunks: z.array(z.number()),
  refused: z.number(),
  errors: z.array(z.object({ line: z.number(), id: z.string().optional(), message: z.string() })),
  chargedMonth: z.string().optional(),
  failure: z.string().optional(),
  refunded: z.boolean().optional(),
  webhookQueued: z.boolean().optional(),
});

const toJob = (item: Record<string, unknown>): JobRecord => {
  const { webhookUrl, customCategories, finishedAt, chargedMonth, failure, refunded, webhookQueued, ...job } =
    JobItemSchema.parse(item);
  return {
    ...job,
    ...(finishedAt ? { finishedAt } : {}),
    ...(webhookUrl ? { webhookUrl } : {}),
    ...(customCategories ? { customCategories } : {}),
    ...(chargedMonth ? { chargedMonth } : {}),
    ...(failure ? { failure } : {}),
    ...(refunded ? { refunded } : {}),
    ...(webhookQueued ? { webhookQueued } : {}),
  };
};

/** The `#name` aliases an expression uses, each for the attribute of that name. */
const namesOf = (expression: string): Record<string, string> =>
  Object.fromEntries([...expression.matchAll(/#(\w+)/g)].map(([alias, name]) => [alias, name as string]));

export function createDynamoJobStore(opts: {
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
}): JobStore {
  const { tableName, client } = opts;
  const key = (ownerId: string, jobId: string) => ({ pk: userPk(ownerId), sk: `JOB#${jobId}` });

  /** One conditional update; false when its condition did not hold. */
  const update = async (
    ownerId: string,
    jobId: string,
    input: {
      UpdateExpression: string;
      ConditionExpression: string;
      ExpressionAttributeValues?: Record<string, unknown>;
    },
  ): Promise<Record<string, unknown> | false> => {
    try {
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key(ownerId, jobId),
          ReturnValues: 'ALL_NEW',
          ...input,
          // Every attribute by an alias (several, such as `status` and `total`, are reserved words).
          ExpressionAttributeNames: namesOf(`${input.UpdateExpression} ${input.ConditionExpression}`),
        }),
      );
      return Attributes ?? {};
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  };

  const factsUpdate =
    'SET #status = :status, #total = :total, #chunks = :chunks, #refused = :refused, #errors = :errors, #updatedAt = :at';
  const factsValues = (facts: Parameters<JobStore['queueJob']>[2]) => ({
    ':total': facts.total,
    ':chunks': facts.chunks,
    ':refused': facts.refused,
    ':errors': facts.errors,
    ':at': facts.at,
    ':waiting': 'awaiting_upload',
  });

  return {
    async createJob(job) {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...key(job.ownerId, job.id), ...job },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    async getJob(ownerId, jobId) {
      const { Item } = await client.send(
        new GetCommand({ TableName: tableName, Key: key(ownerId, jobId), ConsistentRead: true }),
      );
      return Item ? toJob(Item) : undefined;
    },

    async queueJob(ownerId, jobId, facts, chargedMonth) {
      const done = await update(ownerId, jobId, {
        UpdateExpression: `${factsUpdate}, #chargedMonth = :month`,
        ConditionExpression: '#status = :waiting',
        ExpressionAttributeValues: { ...factsValues(facts), ':status': 'queued', ':month': chargedMonth },
      });
      return done !== false;
    },

    async refuseJob(ownerId, jobId, facts, failure) {
      const done = await update(ownerId, jobId, {
        UpdateExpression: `${factsUpdate}, #failure = :failure, #finishedAt = :at`,
        ConditionExpression: '#status = :waiting',
        ExpressionAttributeValues: { ...factsValues(facts), ':status': 'failed', ':failure': failure },
      });
      return done !== false;
    },

    async markRunning(ownerId, jobId, at) {
      await update(ownerId, jobId, {
        UpdateExpression: 'SET #status = :running, #updatedAt = :at',
        ConditionExpression: '#status = :queued',
        ExpressionAttributeValues: { ':running': 'running', ':queued': 'queued', ':at': at },
      });
    },

    async settleChunk(ownerId, jobId, chunk, outcome, lines, at, error) {
      const failed = outcome === 'failed';
      const attributes = await update(ownerId, jobId, {
        UpdateExpression: [
          'SET #settled = list_append(#settled, :one), #updatedAt = :at',
          failed ? ', #failedChunks = list_append(#failedChunks, :one)' : '',
          failed && error ? ', #errors = list_append(#errors, :error)' : '',
          failed ? ' ADD #failed :lines' : ' ADD #done :lines',
        ].join(''),
        ConditionExpression: 'attribute_exists(pk) AND NOT contains(#settled, :chunk)',
        ExpressionAttributeValues: {
          ':one': [chunk],
          ':chunk': chunk,
          ':at': at,
          ':lines': lines,
          ...(failed && error ? { ':error': [error] } : {}),
        },
      });
      return attributes === false ? 'counted' : toJob(attributes);
    },

    async markRefunded(ownerId, jobId) {
      await update(ownerId, jobId, {
        UpdateExpression: 'SET #refunded = :yes',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':yes': true },
      });
    },

    async finishJob(ownerId, jobId, status, at, failure) {
      const done = await update(ownerId, jobId, {
        UpdateExpression: `SET #status = :status, #finishedAt = :at, #updatedAt = :at${failure ? ', #failure = :failure' : ''}`,
        ConditionExpression: '#status IN (:queued, :running)',
        ExpressionAttributeValues: {
          ':status': status,
          ':at': at,
          ':queued': 'queued',
          ':running': 'running',
          ...(failure ? { ':failure': failure } : {}),
        },
      });
      return done !== false;
    },

    async markWebhookQueued(ownerId, jobId) {
      await update(ownerId, jobId, {
        UpdateExpression: 'SET #webhookQueued = :yes',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':yes': true },
      });
    },
  };
}
