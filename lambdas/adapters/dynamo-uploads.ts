import { gunzipSync, gzipSync } from 'node:zlib';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  type QueryCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { UploadRecord, UploadStore } from '#lambdas/domain/ports';
import {
  type CategorizedTransaction,
  CategoryNumberSchema,
  type CategorySource,
  CustomCategorySchema,
  type DuplicateLine,
} from '#shared/api/schemas';
import type { RuleCategory } from '#shared/rules';
import { deleteKeys, type ItemKey, queryAll, userPk } from './dynamo-items.ts';

/**
 * The uploads and their results (docs/data-model.md), under `pk = USER#<sub>`:
 *   UPLOAD#<uploadId>                 an upload of the history
 *   RESULT#<uploadId>#<batch>#<part>  a batch's results, gzipped JSON, split in parts under the item limit
 * Only single-item operations (no transactions): they work on dynalite as on DynamoDB. Items past their TTL
 * (`expiresAt`) are never served, though DynamoDB deletes them up to a couple of days late.
 */

/** Bytes of gzipped results per item: well under DynamoDB's 400 KB item limit, with room for keys. */
export const RESULT_PART_BYTES = 350_000;

const uploadSk = (uploadId: string) => `UPLOAD#${uploadId}`;
const resultPrefix = (uploadId: string) => `RESULT#${uploadId}#`;
const batchPrefix = (uploadId: string, batchIndex: number) =>
  `${resultPrefix(uploadId)}${String(batchIndex).padStart(5, '0')}#`;
const resultSk = (uploadId: string, batchIndex: number, part: number) =>
  `${batchPrefix(uploadId, batchIndex)}${String(part).padStart(2, '0')}`;

export interface DynamoUploadStoreOptions {
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
  /** Epoch seconds now (expired items are filtered out at read). */
  readonly now?: () => number;
}

/**
 * `v` names an item's shape (its attributes, and the encoding of its blobs): a reader parses every version it
 * knows, and only those. Items written before `v` existed have the shape of version 1.
 */
const UPLOAD_ITEM_VERSION = 1;
const RESULT_ITEM_VERSION = 1;
const ShapeSchema = <V extends number>(version: V) => z.literal(version).default(version);

/** What listing the history reads of an upload item. */
const LISTED_ATTRIBUTES =
  '#v, #id, #filename, #transactionCount, #uploadedAt, #statement, #expiresAt, #inLedger';

/**
 * An upload's duplicate lines as one string attribute: the file names once, then index and file pairs
 * (10000 lines stay near 100 KB, well under the item limit).
 */
function encodeDuplicates(duplicates: readonly DuplicateLine[]): string {
  const files = [...new Set(duplicates.map((line) => line.of))];
  const position = new Map(files.map((file, k) => [file, k]));
  return JSON.stringify({ files, lines: duplicates.flatMap((line) => [line.index, position.get(line.of)]) });
}

/** An upload's corrections: gzipped JSON `[[index, category, number|null], …]` (10000 stay far under the limit). */
function encodeEdits(edits: ReadonlyMap<number, RuleCategory>): Uint8Array {
  return gzipSync(
    JSON.stringify([...edits].map(([index, edit]) => [index, edit.category, edit.categoryNumber ?? null])),
  );
}

const EditsSchema = z.array(z.tuple([z.number().int(), z.string(), CategoryNumberSchema.nullable()]));

function decodeEdits(data: Uint8Array): Map<number, RuleCategory> {
  const rows = EditsSchema.parse(JSON.parse(gunzipSync(data).toString('utf8')));
  return new Map(
    rows.map(([index, category, categoryNumber]) => [
      index,
      categoryNumber === null ? { category } : { category, categoryNumber },
    ]),
  );
}

const DuplicatesSchema = z.object({ files: z.array(z.string()), lines: z.array(z.number().int()) });

function decodeDuplicates(text: string): DuplicateLine[] {
  const { files, lines } = DuplicatesSchema.parse(JSON.parse(text));
  const out: DuplicateLine[] = [];
  for (let k = 0; k + 1 < lines.length; k += 2) {
    out.push({ index: lines[k] as number, of: files[lines[k + 1] as number] as string });
  }
  return out;
}

/** A part of a batch's results (`bytes`: UTF-8 bytes of the batch's descriptions, for the 5 MB file limit). */
const ResultItemSchema = z.object({
  v: ShapeSchema(RESULT_ITEM_VERSION),
  batchIndex: z.number().int(),
  part: z.number().int(),
  parts: z.number().int(),
  count: z.number().int(),
  bytes: z.number().int().optional(),
  data: z.instanceof(Uint8Array).optional(),
});
type ResultItem = z.infer<typeof ResultItemSchema>;

/** An upload item as stored (optional attributes come with statements, corrections and the ledger). */
const UploadItemSchema = z.object({
  v: ShapeSchema(UPLOAD_ITEM_VERSION),
  id: z.string(),
  filename: z.string(),
  transactionCount: z.number().int(),
  uploadedAt: z.string(),
  statement: z
    .object({
      from: z.string(),
      to: z.string(),
      outCents: z.number().int(),
      inCents: z.number().int(),
      duplicateLines: z.number().int(),
    })
    .optional(),
  duplicates: z.string().optional(),
  kept: z.string().optional(),
  customCategories: z.string().optional(),
  edits: z.instanceof(Uint8Array).optional(),
  version: z.number().int().optional(),
  account: z.string().optional(),
  inLedger: z.boolean().optional(),
});

/**
 * A stored line: `[description, category, number, date, cents, fitId, source]`, empty fields as null and trailing
 * ones left off (a plain line is `[description, category]`); `source` in one letter (e, m, r, u).
 */
const CompactResultSchema = z.tuple([
  /* description */ z.string(),
  /* category */ z.string(),
  /* categoryNumber */ CategoryNumberSchema.nullable().optional(),
  /* date */ z.string().nullable().optional(),
  /* amountCents */ z.number().int().nullable().optional(),
  /* fitId */ z.string().nullable().optional(),
  /* source */ z.string().nullable().optional(),
]);
type CompactResult = z.infer<typeof CompactResultSchema>;

/** Who decided a line, in one letter. */
const SOURCE_CODES: Readonly<Record<CategorySource, string>> = {
  engine: 'e',
  model: 'm',
  rule: 'r',
  user: 'u',
};
const SOURCE_OF = new Map(
  Object.entries(SOURCE_CODES).map(([source, code]) => [code, source as CategorySource]),
);

function encodeResults(results: readonly CategorizedTransaction[]): Buffer {
  const compact: CompactResult[] = results.map((r) => {
    const row: CompactResult = [
      r.description,
      r.category,
      r.categoryNumber ?? null,
      r.date !== undefined && r.amountCents !== undefined ? r.date : null,
      r.date !== undefined && r.amountCents !== undefined ? r.amountCents : null,
      r.fitId ?? null,
      r.source === undefined ? null : SOURCE_CODES[r.source],
    ];
    // Trailing empty fields are left off: a plain line stays [description, category].
    while (row.length > 2 && (row.at(-1) === null || row.at(-1) === undefined)) row.pop();
    return row;
  });
  return gzipSync(JSON.stringify(compact));
}

function decodeResults(data: Buffer): CategorizedTransaction[] {
  const compact = z.array(CompactResultSchema).parse(JSON.parse(gunzipSync(data).toString('utf8')));
  return compact.map(([description, category, categoryNumber, date, amountCents, fitId, source]) => {
    const decided = source ? SOURCE_OF.get(source) : undefined;
    return {
      description,
      category,
      ...(categoryNumber === undefined || categoryNumber === null ? {} : { categoryNumber }),
      ...(date === undefined || date === null || amountCents === undefined || amountCents === null
        ? {}
        : { date, amountCents }),
      ...(fitId === undefined || fitId === null ? {} : { fitId }),
      ...(decided ? { source: decided } : {}),
    };
  });
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

/** A projection whose `#name` placeholders stand for attributes named like reserved words (count, parts, …). */
function projectionOf(projection: string) {
  const names = projection.match(/#\w+/g) ?? [];
  return {
    ProjectionExpression: projection,
    ...(names.length > 0
      ? { ExpressionAttributeNames: Object.fromEntries(names.map((name) => [name, name.slice(1)])) }
      : {}),
  };
}

export function createDynamoUploadStore(opts: DynamoUploadStoreOptions): UploadStore {
  const { tableName, client } = opts;
  const queryItems = (input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>) =>
    queryAll(client, tableName, input);

  // Items past their TTL are filtered out: DynamoDB deletes them late, and they must never be served.
  const queryPrefix = (userId: string, prefix: string, projection?: string) =>
    queryItems({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'attribute_not_exists(expiresAt) OR expiresAt > :now',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': prefix, ':now': now() },
      ...(projection ? projectionOf(projection) : {}),
      ConsistentRead: true,
    });

  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  const live = (item: Record<string, unknown> | undefined) =>
    item && !(typeof item.expiresAt === 'number' && item.expiresAt <= now()) ? item : undefined;

  const toRecord = (raw: Record<string, unknown>): UploadRecord => {
    const item = UploadItemSchema.parse(raw);
    const duplicates = item.duplicates === undefined ? [] : decodeDuplicates(item.duplicates);
    const kept = item.kept === undefined ? [] : z.array(z.number().int()).parse(JSON.parse(item.kept));
    const customCategories =
      item.customCategories === undefined
        ? undefined
        : z.array(CustomCategorySchema).parse(JSON.parse(item.customCategories));
    const edits = item.edits === undefined ? undefined : decodeEdits(item.edits);
    return {
      id: item.id,
      filename: item.filename,
      transactionCount: item.transactionCount,
      uploadedAt: item.uploadedAt,
      ...(item.statement ? { statement: item.statement } : {}),
      ...(duplicates.length > 0 ? { duplicates } : {}),
      ...(kept.length > 0 ? { kept } : {}),
      ...(customCategories ? { customCategories } : {}),
      ...(edits && edits.size > 0 ? { edits } : {}),
      ...(item.version === undefined ? {} : { version: item.version }),
      ...(item.account === undefined ? {} : { account: item.account }),
      ...(item.inLedger === true ? { inLedger: true } : {}),
    };
  };
  const KeySchema = z.object({ pk: z.string(), sk: z.string() });
  const queryKeys = async (
    input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  ): Promise<ItemKey[]> => (await queryItems(input)).map((item) => KeySchema.parse(item));
  const resultItems = (items: readonly Record<string, unknown>[]) =>
    items.map((item) => ResultItemSchema.parse(item));

  async function getUpload(userId: string, uploadId: string): Promise<UploadRecord | undefined> {
    const { Item } = await client.send(
      new GetCommand({
        TableName: tableName,
        Key: { pk: userPk(userId), sk: uploadSk(uploadId) },
        ConsistentRead: true,
      }),
    );
    const item = live(Item);
    return item ? toRecord(item) : undefined;
  }

  return {
    async getBatch(userId, uploadId, batchIndex) {
      const items = resultItems(await queryPrefix(userId, batchPrefix(uploadId, batchIndex)));
      const parts = completeBatches(items).get(batchIndex);
      return parts ? joinParts(parts) : undefined;
    },

    async putBatch(userId, uploadId, batchIndex, results, expiresAt) {
      const data = encodeResults(results);
      const parts = Math.max(1, Math.ceil(data.length / RESULT_PART_BYTES));
      // Part 0 last: readers count a batch only once part 0 is there, so a half-written batch is never read.
      // Each part is written once (conditional): stored results are never overwritten.
      for (let part = parts - 1; part >= 0; part--) {
        try {
          await client.send(
            new PutCommand({
              TableName: tableName,
              ConditionExpression: 'attribute_not_exists(pk)',
              Item: {
                pk: userPk(userId),
                sk: resultSk(uploadId, batchIndex, part),
                v: RESULT_ITEM_VERSION,
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
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }
    },

    async retainResults(userId, uploadId, expiresAt) {
      const items = await queryPrefix(userId, resultPrefix(uploadId), 'sk');
      for (const { sk } of items.map((item) => z.object({ sk: z.string() }).parse(item))) {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: userPk(userId), sk },
            UpdateExpression: 'SET expiresAt = :expiresAt',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':expiresAt': expiresAt },
          }),
        );
      }
    },

    async listBatchCounts(userId, uploadId) {
      const items = resultItems(
        await queryPrefix(userId, resultPrefix(uploadId), '#v, batchIndex, part, #parts, #count, #bytes'),
      );
      return [...completeBatches(items)].map(([batchIndex, parts]) => ({
        batchIndex,
        count: parts[0]?.count ?? 0,
        bytes: parts[0]?.bytes ?? 0,
      }));
    },

    async getUploadResults(userId, uploadId) {
      const items = resultItems(await queryPrefix(userId, resultPrefix(uploadId)));
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
              v: UPLOAD_ITEM_VERSION,
              id: record.id,
              filename: record.filename,
              transactionCount: record.transactionCount,
              uploadedAt: record.uploadedAt,
              ...(record.statement ? { statement: record.statement } : {}),
              ...(record.duplicates && record.duplicates.length > 0
                ? { duplicates: encodeDuplicates(record.duplicates) }
                : {}),
              ...(record.customCategories
                ? { customCategories: JSON.stringify(record.customCategories) }
                : {}),
              ...(record.account ? { account: record.account } : {}),
              ...(record.inLedger ? { inLedger: true } : {}),
              version: 0,
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
      // The history needs no line states: they can be long, and the summary has their count.
      const items = await queryPrefix(userId, 'UPLOAD#', LISTED_ATTRIBUTES);
      return items.map(toRecord);
    },

    async updateUpload(userId, uploadId, changes, version) {
      const names: Record<string, string> = { '#kept': 'kept', '#edits': 'edits', '#version': 'version' };
      const values: Record<string, unknown> = {
        ':kept': JSON.stringify(changes.kept),
        ':edits': encodeEdits(changes.edits),
        ':version': version,
        ':next': version + 1,
        ':now': now(),
      };
      let update = 'SET #kept = :kept, #edits = :edits, #version = :next';
      if (changes.statement) {
        names['#statement'] = 'statement';
        values[':statement'] = changes.statement;
        update += ', #statement = :statement';
      }
      try {
        const { Attributes } = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: userPk(userId), sk: uploadSk(uploadId) },
            UpdateExpression: update,
            // A record written before versions counts as version 0.
            ConditionExpression:
              'attribute_exists(pk) AND (attribute_not_exists(expiresAt) OR expiresAt > :now) AND ' +
              '(#version = :version OR (attribute_not_exists(#version) AND :version = :zero))',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ...values, ':zero': 0 },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes ? toRecord(Attributes) : undefined;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        return (await getUpload(userId, uploadId)) ? 'conflict' : undefined;
      }
    },

    async markInLedger(userId, uploadId) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: userPk(userId), sk: uploadSk(uploadId) },
            UpdateExpression: 'SET inLedger = :yes',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':yes': true },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error; // deleted meanwhile
      }
    },

    async deleteUpload(userId, uploadId) {
      const record = await getUpload(userId, uploadId);
      const results = await queryKeys({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': resultPrefix(uploadId) },
        ProjectionExpression: 'pk, sk',
      });
      // The record goes first: the upload leaves the history at once, even if a result delete is retried later.
      if (record) await deleteKeys(client, tableName, [{ pk: userPk(userId), sk: uploadSk(uploadId) }]);
      await deleteKeys(client, tableName, results);
      return record !== undefined;
    },

    async deleteAllUserData(userId) {
      const keys = await queryKeys({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': userPk(userId) },
        ProjectionExpression: 'pk, sk',
      });
      await deleteKeys(client, tableName, keys);
      return keys.length;
    },
  };
}
