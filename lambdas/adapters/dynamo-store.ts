import { gunzipSync, gzipSync } from 'node:zlib';
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  type QueryCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type {
  ClaimOutcome,
  ListStore,
  ModelLineQuota,
  OpenBatch,
  RuleStore,
  StatementFacts,
  StoredUsage,
  UploadRecord,
  UploadStore,
  UsageStore,
} from '#lambdas/domain/ports';
import { abandoned, committedFor, MAX_OPEN_BATCHES, staleBatches } from '#lambdas/domain/quota';
import type { CategorizedTransaction, CategorySource, DuplicateLine } from '#shared/api/schemas';
import type { CustomCategory } from '#shared/categories';
import type { RuleCategory } from '#shared/rules';
import { deleteKeys, type ItemKey, queryAll } from './dynamo-items.ts';
import { createDynamoListStore } from './dynamo-lists.ts';
import { createDynamoRuleStore } from './dynamo-rules.ts';

/**
 * The single-table store (docs/data-model.md). Every item of a user lives under `pk = USER#<sub>`, so no query
 * can reach another user's data; `sk` says what the item is:
 *   USAGE                          free-plan counters `used` (charged) and `committed` (charged + claimed),
 *                                  `openCount`, and one attribute `o#<uploadId>#<batch>` per open batch:
 *                                  { d: digest, n: count, t: claimed at (epoch s), c: charged }
 *   UPLOAD#<uploadId>              an upload of the history
 *   RESULT#<uploadId>#<batch>#<part>  a batch's results, gzipped JSON, split in parts under the item limit
 * Only single-item operations (no transactions): they work on dynalite as on DynamoDB. Items past their TTL
 * (`expiresAt`) are never served, though DynamoDB deletes them up to a couple of days late.
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
  /** Epoch seconds now (expired items are filtered out at read). */
  readonly now?: () => number;
}

/** What listing the history reads of an upload item. */
const LISTED_ATTRIBUTES = '#id, #filename, #transactionCount, #uploadedAt, #statement, #expiresAt, #inLedger';

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

function decodeEdits(data: Uint8Array): Map<number, RuleCategory> {
  const rows = JSON.parse(gunzipSync(data).toString('utf8')) as [number, string, number | null][];
  return new Map(
    rows.map(([index, category, categoryNumber]) => [
      index,
      categoryNumber === null ? { category } : { category, categoryNumber },
    ]),
  );
}

function decodeDuplicates(text: string): DuplicateLine[] {
  const { files, lines } = JSON.parse(text) as { files: string[]; lines: number[] };
  const out: DuplicateLine[] = [];
  for (let k = 0; k + 1 < lines.length; k += 2) {
    out.push({ index: lines[k] as number, of: files[lines[k + 1] as number] as string });
  }
  return out;
}

const OPEN_PREFIX = 'o#';
const openAttribute = (batchKey: string) => `${OPEN_PREFIX}${batchKey}`;

interface OpenAttribute {
  readonly d: string;
  readonly n: number;
  readonly t: number;
  readonly c: boolean;
}

function openBatches(item: Record<string, unknown> | undefined): Map<string, OpenBatch> {
  const open = new Map<string, OpenBatch>();
  for (const [name, value] of Object.entries(item ?? {})) {
    if (!name.startsWith(OPEN_PREFIX)) continue;
    const entry = value as OpenAttribute;
    open.set(name.slice(OPEN_PREFIX.length), {
      digest: entry.d,
      count: entry.n,
      at: entry.t,
      charged: entry.c,
    });
  }
  return open;
}

export type DynamoStore = UploadStore & UsageStore & RuleStore & ListStore;

/**
 * Each user's daily ceiling on model lines, on the usage item (`modelDay`, `modelLines`): a compare-and-set on
 * the count, so parallel batches never grant past the ceiling; a new day starts over.
 */
export function createModelLineQuota(opts: {
  tableName: string;
  client: DynamoDBDocumentClient;
  ceiling: number;
  /** The day, in Brazil's time zone (a user's "day"). */
  today?: () => string;
}): ModelLineQuota {
  const today =
    opts.today ?? (() => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }));
  return {
    async grant(userId, lines) {
      if (opts.ceiling === 0) return lines;
      const key = { pk: userPk(userId), sk: USAGE_SK };
      for (let attempt = 0; attempt < 5; attempt++) {
        const day = today();
        const { Item } = await opts.client.send(
          new GetCommand({ TableName: opts.tableName, Key: key, ConsistentRead: true }),
        );
        const sameDay = Item?.modelDay === day;
        const used = sameDay && typeof Item?.modelLines === 'number' ? Item.modelLines : 0;
        const granted = Math.min(lines, opts.ceiling - used);
        if (granted <= 0) return 0;
        try {
          await opts.client.send(
            new UpdateCommand({
              TableName: opts.tableName,
              Key: key,
              UpdateExpression: 'SET modelDay = :day, modelLines = :lines',
              ConditionExpression: sameDay
                ? 'modelDay = :day AND modelLines = :used'
                : 'attribute_not_exists(modelDay) OR modelDay <> :day',
              ExpressionAttributeValues: {
                ':day': day,
                ':lines': used + granted,
                ...(sameDay ? { ':used': used } : {}),
              },
            }),
          );
          return granted;
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }
      return 0;
    },
  };
}

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

/**
 * A stored line: `[description, category, number, date, cents, fitId, source]`, empty fields as null and trailing
 * ones left off (a plain line is `[description, category]`); `source` in one letter (e, m, r, u).
 */
type CompactResult = [
  description: string,
  category: string,
  categoryNumber?: number | null,
  date?: string | null,
  amountCents?: number | null,
  fitId?: string | null,
  source?: string | null,
];

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
  const compact = JSON.parse(gunzipSync(data).toString('utf8')) as CompactResult[];
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

export function createDynamoStore(opts: DynamoStoreOptions): DynamoStore {
  const { tableName, client } = opts;
  const queryItems = async <T>(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>) =>
    (await queryAll(client, tableName, input)) as T[];

  // Items past their TTL are filtered out: DynamoDB deletes them late, and they must never be served.
  const queryPrefix = <T>(userId: string, prefix: string, projection?: string) =>
    queryItems<T>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'attribute_not_exists(expiresAt) OR expiresAt > :now',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': prefix, ':now': now() },
      ...(projection ? projectionOf(projection) : {}),
      ConsistentRead: true,
    });

  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  const live = (item: Record<string, unknown> | undefined) =>
    item && !(typeof item.expiresAt === 'number' && item.expiresAt <= now()) ? item : undefined;
  const usageKey = (userId: string) => ({ pk: userPk(userId), sk: USAGE_SK });

  async function readUsageItem(userId: string): Promise<Record<string, unknown> | undefined> {
    const { Item } = await client.send(
      new GetCommand({ TableName: tableName, Key: usageKey(userId), ConsistentRead: true }),
    );
    return Item;
  }

  const usageOf = (item: Record<string, unknown> | undefined): StoredUsage => {
    const used = typeof item?.used === 'number' ? item.used : 0;
    return {
      used,
      committed: typeof item?.committed === 'number' ? item.committed : used,
      open: openBatches(item),
    };
  };

  async function getUsage(userId: string): Promise<StoredUsage> {
    return usageOf(await readUsageItem(userId));
  }

  /**
   * One conditional update: claims `batchKey` (taking over `abandonedClaim` when given) and prunes the open
   * batches older than a day, or fails when anything it read has changed.
   */
  async function tryClaim(
    userId: string,
    batchKey: string,
    request: Parameters<UsageStore['claim']>[2],
    item: Record<string, unknown> | undefined,
    abandonedClaim?: OpenBatch,
  ): Promise<boolean> {
    const stale = staleBatches(openBatches(item), request.now, batchKey);
    const replaced = abandonedClaim?.count ?? 0;
    const names: Record<string, string> = { '#o': openAttribute(batchKey) };
    const values: Record<string, unknown> = {
      ':entry': { d: request.digest, n: request.count, t: request.now, c: false },
      ':committed': request.count - replaced - stale.released,
      ':opened': (abandonedClaim ? 0 : 1) - stale.keys.length,
      ':maxOpen': MAX_OPEN_BATCHES - 1 + stale.keys.length,
    };
    const conditions = abandonedClaim
      ? ['#o.t = :heldAt', '#o.c = :false']
      : ['attribute_not_exists(#o)', '(attribute_not_exists(openCount) OR openCount <= :maxOpen)'];
    if (abandonedClaim) {
      values[':heldAt'] = abandonedClaim.at;
      values[':false'] = false;
      delete values[':maxOpen'];
    }
    const legacy = item !== undefined && typeof item.committed !== 'number';
    if (request.limit > 0) {
      values[':maxBefore'] = request.limit - request.count + replaced + stale.released;
      // Items written before `committed` existed are checked on `used`, and start `committed` from it once.
      conditions.push(
        legacy
          ? 'attribute_not_exists(committed) AND (attribute_not_exists(used) OR used <= :maxBefore)'
          : '(attribute_not_exists(committed) OR committed <= :maxBefore)',
      );
    } else if (legacy) {
      conditions.push('attribute_not_exists(committed)');
    }
    if (legacy && typeof item.used === 'number') {
      values[':committed'] = Number(values[':committed']) + item.used;
    }
    const removed = stale.keys.map(([key, open], k) => {
      names[`#s${k}`] = openAttribute(key);
      values[`:t${k}`] = open.at;
      conditions.push(`#s${k}.t = :t${k}`);
      return `#s${k}`;
    });
    if (item && 'batches' in item) removed.push('batches');
    try {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: usageKey(userId),
          UpdateExpression: `SET #o = :entry ADD committed :committed, openCount :opened${removed.length > 0 ? ` REMOVE ${removed.join(', ')}` : ''}`,
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  /** Changes an open batch that still holds `digest` (charged as `charged` says) and the counters with it. */
  async function updateOpen(
    userId: string,
    batchKey: string,
    digest: string,
    charged: boolean,
    update: string,
    values: Record<string, unknown>,
  ): Promise<Record<string, unknown> | undefined> {
    const { Attributes } = await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: usageKey(userId),
        UpdateExpression: update,
        ConditionExpression: '#o.d = :digest AND #o.c = :charged',
        ExpressionAttributeNames: { '#o': openAttribute(batchKey) },
        ExpressionAttributeValues: { ':digest': digest, ':charged': charged, ...values },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes;
  }

  const toRecord = (item: Record<string, unknown>): UploadRecord => {
    const statement = item.statement as StatementFacts | undefined;
    const duplicates = typeof item.duplicates === 'string' ? decodeDuplicates(item.duplicates) : [];
    const kept = typeof item.kept === 'string' ? (JSON.parse(item.kept) as number[]) : [];
    const customCategories =
      typeof item.customCategories === 'string'
        ? (JSON.parse(item.customCategories) as CustomCategory[])
        : undefined;
    const edits = item.edits instanceof Uint8Array ? decodeEdits(item.edits) : undefined;
    return {
      id: String(item.id),
      filename: String(item.filename),
      transactionCount: Number(item.transactionCount),
      uploadedAt: String(item.uploadedAt),
      ...(statement ? { statement } : {}),
      ...(duplicates.length > 0 ? { duplicates } : {}),
      ...(kept.length > 0 ? { kept } : {}),
      ...(customCategories ? { customCategories } : {}),
      ...(edits && edits.size > 0 ? { edits } : {}),
      ...(typeof item.version === 'number' ? { version: item.version } : {}),
      ...(typeof item.account === 'string' ? { account: item.account } : {}),
      ...(item.inLedger === true ? { inLedger: true } : {}),
    };
  };

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
    ...createDynamoRuleStore({ tableName, client }),
    ...createDynamoListStore({ tableName, client }),
    getUsage,

    async claim(userId, batchKey, request): Promise<ClaimOutcome> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const item = await readUsageItem(userId);
        const open = openBatches(item);
        const held = open.get(batchKey);
        if (held && !abandoned(held, request.now)) return { status: 'taken', digest: held.digest };
        if (await tryClaim(userId, batchKey, request, item, held)) return { status: 'claimed' };
        // Lost a race: look again at what stands now (a parallel claim of this key, the limit, the cap).
        const now = await readUsageItem(userId);
        const current = openBatches(now);
        const taken = current.get(batchKey);
        if (taken && !abandoned(taken, request.now)) return { status: 'taken', digest: taken.digest };
        const usage = usageOf(now);
        const committed = committedFor(usage, batchKey, request.now);
        if (request.limit > 0 && committed + request.count > request.limit)
          return { status: 'exceeded', committed };
        const stale = staleBatches(current, request.now, batchKey);
        if (current.size - stale.keys.length >= MAX_OPEN_BATCHES) return { status: 'too-many-open' };
      }
      throw new Error('Could not claim the batch: the usage item kept changing');
    },

    async charge(userId, batchKey, digest, count) {
      const after = await updateOpen(userId, batchKey, digest, false, 'SET #o.c = :true ADD used :count', {
        ':true': true,
        ':count': count,
      });
      return Number(after?.used ?? count);
    },

    async release(userId, batchKey, digest) {
      const open = openBatches(await readUsageItem(userId)).get(batchKey);
      if (!open || open.digest !== digest) return;
      try {
        await updateOpen(
          userId,
          batchKey,
          digest,
          open.charged,
          `REMOVE #o ADD committed :minus, openCount :one${open.charged ? ', used :minus' : ''}`,
          { ':minus': -open.count, ':one': -1 },
        );
      } catch (error) {
        // Released already (or changed by a parallel request): nothing left to undo.
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    },

    async clearBatchMarkers(userId, batchKeys) {
      const open = openBatches(await readUsageItem(userId));
      const present = batchKeys.filter((key) => open.get(key)?.charged);
      if (present.length === 0) return;
      const names = Object.fromEntries(present.map((key, k) => [`#b${k}`, openAttribute(key)]));
      await client
        .send(
          new UpdateCommand({
            TableName: tableName,
            Key: usageKey(userId),
            UpdateExpression: `REMOVE ${Object.keys(names).join(', ')} ADD openCount :minus`,
            ConditionExpression: Object.keys(names)
              .map((name) => `${name}.c = :true`)
              .join(' AND '),
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':minus': -present.length, ':true': true },
          }),
        )
        .catch((error: unknown) => {
          // A parallel finalization removed them first.
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
      const items = await queryPrefix<{ sk: string }>(userId, resultPrefix(uploadId), 'sk');
      for (const { sk } of items) {
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
      const items = await queryPrefix<Record<string, unknown>>(userId, 'UPLOAD#', LISTED_ATTRIBUTES);
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
      const results = await queryItems<ItemKey>({
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
      const keys = await queryItems<ItemKey>({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': userPk(userId) },
        ProjectionExpression: 'pk, sk',
      });
      await deleteKeys(client, tableName, keys);
      return keys.length;
    },
  };
}
