import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { ClaimOutcome, ModelLineQuota, OpenBatch, StoredUsage, UsageStore } from '#lambdas/domain/ports';
import { abandoned, committedFor, MAX_OPEN_BATCHES, staleBatches } from '#lambdas/domain/quota';
import { userPk } from './dynamo-items.ts';

/**
 * The free-plan counter and the open batches (docs/data-model.md, ADR 0021 and 0023): one item per user,
 *   USAGE   `used` (charged) and `committed` (charged + claimed), `openCount`, and one attribute
 *           `o#<uploadId>#<batch>` per open batch: { d: digest, n: count, t: claimed at (epoch s), c: charged };
 *           also the model's daily lines (`modelDay`, `modelLines`)
 * Only single-item conditional updates (no transactions): they work on dynalite as on DynamoDB. What is read is
 * parsed by schemas, never cast.
 */

const USAGE_SK = 'USAGE';

/** The counters as stored (an item written before `committed` existed has only `used`). */
const UsageCountersSchema = z.looseObject({
  used: z.number().int().optional(),
  committed: z.number().int().optional(),
});

const OPEN_PREFIX = 'o#';
const openAttribute = (batchKey: string) => `${OPEN_PREFIX}${batchKey}`;

/** An open batch on the usage item: digest, count, claimed at (epoch s), charged. */
const OpenAttributeSchema = z.object({ d: z.string(), n: z.number().int(), t: z.number(), c: z.boolean() });

function openBatches(item: Record<string, unknown> | undefined): Map<string, OpenBatch> {
  const open = new Map<string, OpenBatch>();
  for (const [name, value] of Object.entries(item ?? {})) {
    if (!name.startsWith(OPEN_PREFIX)) continue;
    const entry = OpenAttributeSchema.parse(value);
    open.set(name.slice(OPEN_PREFIX.length), {
      digest: entry.d,
      count: entry.n,
      at: entry.t,
      charged: entry.c,
    });
  }
  return open;
}

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
    async grant(userId, lines, own) {
      // An API key's ceiling is counted on its own item; a user's on their usage item.
      const ceiling = own ? own.linesPerDay : opts.ceiling;
      if (ceiling === 0) return own ? 0 : lines;
      const key = { pk: userPk(userId), sk: own ? `APIMODEL#${own.scope}` : USAGE_SK };
      for (let attempt = 0; attempt < 5; attempt++) {
        const day = today();
        const { Item } = await opts.client.send(
          new GetCommand({ TableName: opts.tableName, Key: key, ConsistentRead: true }),
        );
        const sameDay = Item?.modelDay === day;
        const used = sameDay && typeof Item?.modelLines === 'number' ? Item.modelLines : 0;
        const granted = Math.min(lines, ceiling - used);
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

export function createDynamoUsageStore(opts: {
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
}): UsageStore {
  const { tableName, client } = opts;
  const usageKey = (userId: string) => ({ pk: userPk(userId), sk: USAGE_SK });

  async function readUsageItem(userId: string): Promise<Record<string, unknown> | undefined> {
    const { Item } = await client.send(
      new GetCommand({ TableName: tableName, Key: usageKey(userId), ConsistentRead: true }),
    );
    return Item;
  }

  const usageOf = (item: Record<string, unknown> | undefined): StoredUsage => {
    const { used = 0, committed } = UsageCountersSchema.parse(item ?? {});
    return { used, committed: committed ?? used, open: openBatches(item) };
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

  return {
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
  };
}
