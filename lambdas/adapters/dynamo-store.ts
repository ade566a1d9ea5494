import { gunzipSync, gzipSync } from 'node:zlib';
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  type QueryCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type {
  ConsumeOutcome,
  StoredUsage,
  UploadRecord,
  UploadStore,
  UsageStore,
} from '#lambdas/domain/ports';
import type { CategorizedTransaction } from '#shared/api/schemas';

/**
 * The single-table store (docs/data-model.md). Every item of a user lives under `pk = USER#<sub>`, so no query
 * can reach another user's data; `sk` says what the item is:
 *   USAGE                          free-plan counter `used` + set `batches` of charged batch keys
 *   UPLOAD#<uploadId>              an upload of the history
 *   RESULT#<uploadId>#<batch>#<part>  a batch's results, gzipped JSON, split in parts under the item limit
 * Only single-item operations (no transactions): they work on dynalite as on DynamoDB.
 */

/** Bytes of gzipped results per item: well under DynamoDB's 400 KB item limit, with room for keys. */
export const RESULT_PART_BYTES = 350_000;

const USAGE_SK = 'USAGE';
const userPk = (userId: string) => `USER#${userId}`;
const uploadSk = (uploadId: string) => `UPLOAD#${uploadId}`;
const resultPrefix = (uploadId: string) => `RESULT#${uploadId}#`;
const batchPrefix = (uploadId: string, batchIndex: number) =>
  `${resultPrefix(uploadId)}${String(batchIndex).padStart(5, '0')}#`;
const resultSk = (uploadId: string, batchIndex: number, part: number) =>
  `${batchPrefix(uploadId, batchIndex)}${String(part).padStart(2, '0')}`;

export interface DynamoStoreOptions {
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
}

export type DynamoStore = UploadStore & UsageStore;

/** A document client for `endpoint` (dynalite locally) or the regional endpoint: build once per module. */
export function createDocumentClient(opts: { region: string; endpoint?: string }): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

interface ResultItem {
  readonly batchIndex: number;
  readonly part: number;
  readonly parts: number;
  readonly count: number;
  /** UTF-8 bytes of the batch's descriptions (for the 5 MB file limit at finalization). */
  readonly bytes?: number;
  readonly data?: Uint8Array;
}

type CompactResult = [description: string, category: string, categoryNumber?: number];

function encodeResults(results: readonly CategorizedTransaction[]): Buffer {
  const compact: CompactResult[] = results.map((r) =>
    r.categoryNumber === undefined
      ? [r.description, r.category]
      : [r.description, r.category, r.categoryNumber],
  );
  return gzipSync(JSON.stringify(compact));
}

function decodeResults(data: Buffer): CategorizedTransaction[] {
  const compact = JSON.parse(gunzipSync(data).toString('utf8')) as CompactResult[];
  return compact.map(([description, category, categoryNumber]) =>
    categoryNumber === undefined ? { description, category } : { description, category, categoryNumber },
  );
}

/** Groups parts by batch; a batch counts only when part 0 (written last) and all its parts are there. */
function completeBatches(items: readonly ResultItem[]): Map<number, ResultItem[]> {
  const byBatch = new Map<number, ResultItem[]>();
  for (const item of items) {
    const parts = byBatch.get(item.batchIndex) ?? [];
    parts.push(item);
    byBatch.set(item.batchIndex, parts);
  }
  const complete = new Map<number, ResultItem[]>();
  for (const [batchIndex, parts] of [...byBatch].sort(([a], [b]) => a - b)) {
    const head = parts.find((p) => p.part === 0);
    if (!head) continue;
    const ordered = [...parts].sort((a, b) => a.part - b.part).slice(0, head.parts);
    if (ordered.length === head.parts && ordered.every((p, i) => p.part === i))
      complete.set(batchIndex, ordered);
  }
  return complete;
}

function joinParts(parts: readonly ResultItem[]): CategorizedTransaction[] {
  return decodeResults(Buffer.concat(parts.map((p) => Buffer.from(p.data ?? new Uint8Array()))));
}

export function createDynamoStore({ tableName, client }: DynamoStoreOptions): DynamoStore {
  async function queryAll<T>(input: Omit<QueryCommandInput, 'TableName'>): Promise<T[]> {
    const items: T[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new QueryCommand({ TableName: tableName, ...input, ExclusiveStartKey: startKey }),
      );
      items.push(...((page.Items ?? []) as T[]));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return items;
  }

  const queryPrefix = <T>(userId: string, prefix: string, projection?: string) =>
    queryAll<T>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': prefix },
      ...(projection
        ? {
            ProjectionExpression: projection,
            ExpressionAttributeNames: { '#count': 'count', '#parts': 'parts', '#bytes': 'bytes' },
          }
        : {}),
      ConsistentRead: true,
    });

  async function getUsage(userId: string): Promise<StoredUsage> {
    const { Item } = await client.send(
      new GetCommand({
        TableName: tableName,
        Key: { pk: userPk(userId), sk: USAGE_SK },
        ConsistentRead: true,
      }),
    );
    return {
      used: typeof Item?.used === 'number' ? Item.used : 0,
      consumedBatches: Item?.batches instanceof Set ? (Item.batches as Set<string>) : new Set<string>(),
    };
  }

  const toRecord = (item: Record<string, unknown>): UploadRecord => ({
    id: String(item.id),
    filename: String(item.filename),
    transactionCount: Number(item.transactionCount),
    uploadedAt: String(item.uploadedAt),
  });

  async function getUpload(userId: string, uploadId: string): Promise<UploadRecord | undefined> {
    const { Item } = await client.send(
      new GetCommand({
        TableName: tableName,
        Key: { pk: userPk(userId), sk: uploadSk(uploadId) },
        ConsistentRead: true,
      }),
    );
    return Item ? toRecord(Item) : undefined;
  }

  return {
    getUsage,

    async consume(userId, batchKey, count, limit): Promise<ConsumeOutcome> {
      const maxBefore = limit - count;
      if (limit > 0 && maxBefore < 0) {
        const usage = await getUsage(userId);
        return usage.consumedBatches.has(batchKey)
          ? { status: 'already-consumed', used: usage.used }
          : { status: 'exceeded', used: usage.used };
      }
      const notCharged = '(attribute_not_exists(batches) OR NOT contains(batches, :key))';
      try {
        const { Attributes } = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: userPk(userId), sk: USAGE_SK },
            UpdateExpression: 'ADD used :count, batches :keys',
            ConditionExpression:
              limit > 0 ? `(attribute_not_exists(used) OR used <= :maxBefore) AND ${notCharged}` : notCharged,
            ExpressionAttributeValues: {
              ':count': count,
              ':keys': new Set([batchKey]),
              ':key': batchKey,
              ...(limit > 0 ? { ':maxBefore': maxBefore } : {}),
            },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return { status: 'consumed', used: Number(Attributes?.used ?? count) };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const usage = await getUsage(userId);
        return usage.consumedBatches.has(batchKey)
          ? { status: 'already-consumed', used: usage.used }
          : { status: 'exceeded', used: usage.used };
      }
    },

    async refund(userId, batchKey, count) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: userPk(userId), sk: USAGE_SK },
            UpdateExpression: 'ADD used :minus DELETE batches :keys',
            ConditionExpression: 'contains(batches, :key)',
            ExpressionAttributeValues: { ':minus': -count, ':keys': new Set([batchKey]), ':key': batchKey },
          }),
        );
      } catch (error) {
        // Already refunded (or never charged): nothing to undo.
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    },

    async clearBatchMarkers(userId, batchKeys) {
      if (batchKeys.length === 0) return;
      await client
        .send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: userPk(userId), sk: USAGE_SK },
            UpdateExpression: 'DELETE batches :keys',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':keys': new Set(batchKeys) },
          }),
        )
        .catch((error: unknown) => {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        });
    },

    async getBatch(userId, uploadId, batchIndex) {
      const items = await queryPrefix<ResultItem>(userId, batchPrefix(uploadId, batchIndex));
      const parts = completeBatches(items).get(batchIndex);
      return parts ? joinParts(parts) : undefined;
    },

    async putBatch(userId, uploadId, batchIndex, results, expiresAt) {
      const data = encodeResults(results);
      const parts = Math.max(1, Math.ceil(data.length / RESULT_PART_BYTES));
      // Part 0 last: readers count a batch only once part 0 is there, so a half-written batch is never read.
      for (let part = parts - 1; part >= 0; part--) {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              pk: userPk(userId),
              sk: resultSk(uploadId, batchIndex, part),
              batchIndex,
              part,
              parts,
              count: results.length,
              bytes: results.reduce((sum, r) => sum + Buffer.byteLength(r.description, 'utf8'), 0),
              data: data.subarray(part * RESULT_PART_BYTES, (part + 1) * RESULT_PART_BYTES),
              expiresAt,
            },
          }),
        );
      }
    },

    async listBatchCounts(userId, uploadId) {
      const items = await queryPrefix<ResultItem>(
        userId,
        resultPrefix(uploadId),
        'batchIndex, part, #parts, #count, #bytes',
      );
      return [...completeBatches(items)].map(([batchIndex, parts]) => ({
        batchIndex,
        count: parts[0]?.count ?? 0,
        bytes: parts[0]?.bytes ?? 0,
      }));
    },

    async getUploadResults(userId, uploadId) {
      const items = await queryPrefix<ResultItem>(userId, resultPrefix(uploadId));
      return [...completeBatches(items).values()].flatMap(joinParts);
    },

    getUpload,

    async createUpload(userId, record, expiresAt) {
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              pk: userPk(userId),
              sk: uploadSk(record.id),
              id: record.id,
              filename: record.filename,
              transactionCount: record.transactionCount,
              uploadedAt: record.uploadedAt,
              expiresAt,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return record;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const existing = await getUpload(userId, record.id);
        if (!existing) throw error;
        return existing;
      }
    },

    async listUploads(userId) {
      const items = await queryPrefix<Record<string, unknown>>(userId, 'UPLOAD#');
      return items.map(toRecord);
    },
  };
}
