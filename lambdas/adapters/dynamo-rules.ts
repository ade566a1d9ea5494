import { gunzipSync, gzipSync } from 'node:zlib';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { ListStore, RuleStore } from '#lambdas/domain/ports';
import type { Rule, SavedList } from '#shared/api/schemas';
import type { CustomCategory } from '#shared/categories';
import { mapWithConcurrency } from '#shared/concurrency';
import { queryAll } from './dynamo-items.ts';

/**
 * The user's learned rules and saved lists, in the same table and partition as the rest of the user's data
 * (docs/data-model.md):
 *   RULE#<merchantKey>   one rule: merchant, category, categoryNumber?, createdAt, updatedAt
 *   RULES                `count` of the user's rules (the limit is checked on it)
 *   RULEHITS             how many lines each rule decided: `data`, gzipped JSON { key: count }, and `version`
 *                        (one read and one conditional write per recorded upload, however many rules it used)
 *   LIST#<id>            a saved list: name, categories (JSON), savedAt
 *   LISTS                `count` of the user's saved lists
 * Rules are found by key (BatchGetItem of the merchants in a batch), so applying them costs the same for 10
 * rules or 5000.
 */
export function createDynamoRuleStore(opts: {
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
}): RuleStore & ListStore {
  const { tableName, client } = opts;
  const pk = (userId: string) => `USER#${userId}`;
  const ruleSk = (key: string) => `RULE#${key}`;
  const listSk = (id: string) => `LIST#${id}`;

  const queryPrefix = (userId: string, prefix: string) =>
    queryAll(client, tableName, {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk(userId), ':prefix': prefix },
    });

  const toRule = (item: Record<string, unknown>): Rule => ({
    key: String(item.key),
    merchant: String(item.merchant),
    category: String(item.category),
    ...(typeof item.categoryNumber === 'number' ? { categoryNumber: item.categoryNumber } : {}),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    applied: 0,
  });

  const hitsKey = (userId: string) => ({ pk: pk(userId), sk: 'RULEHITS' });

  async function readHits(
    userId: string,
  ): Promise<{ hits: Record<string, number>; version: number | undefined }> {
    const { Item } = await client.send(
      new GetCommand({ TableName: tableName, Key: hitsKey(userId), ConsistentRead: true }),
    );
    if (!Item) return { hits: {}, version: undefined };
    return {
      hits: JSON.parse(gunzipSync(Item.data as Uint8Array).toString('utf8')) as Record<string, number>,
      version: Number(Item.version),
    };
  }

  /** Changes the counts with a compare-and-set on their version (parallel uploads retry). */
  async function changeHits(
    userId: string,
    change: (hits: Record<string, number>) => boolean,
  ): Promise<void> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const { hits, version } = await readHits(userId);
      if (!change(hits)) return;
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...hitsKey(userId), data: gzipSync(JSON.stringify(hits)), version: (version ?? 0) + 1 },
            ...(version === undefined
              ? { ConditionExpression: 'attribute_not_exists(pk)' }
              : {
                  ConditionExpression: '#version = :version',
                  ExpressionAttributeNames: { '#version': 'version' },
                  ExpressionAttributeValues: { ':version': version },
                }),
          }),
        );
        return;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }
    throw new Error('The rule counts kept changing while they were written');
  }

  const toList = (item: Record<string, unknown>): SavedList => ({
    id: String(item.id),
    name: String(item.name),
    categories: JSON.parse(String(item.categories)) as CustomCategory[],
    ...(typeof item.adjustments === 'string'
      ? { adjustments: JSON.parse(item.adjustments) as Record<string, number> }
      : {}),
    savedAt: String(item.savedAt),
  });

  /** Takes one of `limit` places on a counter item; false when none is left. */
  async function takePlace(userId: string, counter: string, limit: number): Promise<boolean> {
    try {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: pk(userId), sk: counter },
          UpdateExpression: 'ADD #count :one',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':limit': limit },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  async function givePlace(userId: string, counter: string): Promise<void> {
    await client
      .send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: pk(userId), sk: counter },
          UpdateExpression: 'ADD #count :minus',
          ConditionExpression: '#count > :zero',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
        }),
      )
      .catch((error: unknown) => {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      });
  }

  return {
    async findRules(userId, keys) {
      const found = new Map<string, Rule>();
      const chunks: string[][] = [];
      for (let start = 0; start < keys.length; start += 100) chunks.push(keys.slice(start, start + 100));
      await mapWithConcurrency(chunks, 4, async (chunk) => {
        let requested: Record<string, unknown>[] = chunk.map((key) => ({ pk: pk(userId), sk: ruleSk(key) }));
        for (let attempt = 0; requested.length > 0; attempt++) {
          if (attempt >= 8) throw new Error('DynamoDB left rule reads unprocessed');
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
          const { Responses, UnprocessedKeys } = await client.send(
            new BatchGetCommand({ RequestItems: { [tableName]: { Keys: requested } } }),
          );
          for (const item of Responses?.[tableName] ?? []) found.set(String(item.key), toRule(item));
          requested = (UnprocessedKeys?.[tableName]?.Keys ?? []) as Record<string, unknown>[];
        }
      });
      return found;
    },

    async listRules(userId) {
      const [items, { hits }] = await Promise.all([queryPrefix(userId, 'RULE#'), readHits(userId)]);
      return items.map((item) => {
        const rule = toRule(item);
        return { ...rule, applied: hits[rule.key] ?? 0 };
      });
    },

    async putRule(userId, rule, limit) {
      const key = { pk: pk(userId), sk: ruleSk(rule.key) };
      const attributes = {
        key: rule.key,
        merchant: rule.merchant,
        category: rule.category,
        ...(rule.categoryNumber === undefined ? {} : { categoryNumber: rule.categoryNumber }),
        updatedAt: rule.updatedAt,
      };
      for (let attempt = 0; attempt < 3; attempt++) {
        // A rule the merchant has already: change it, keeping its creation date (and its count, kept apart).
        const { Item } = await client.send(
          new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
        );
        if (Item) {
          try {
            const { Attributes } = await client.send(
              new UpdateCommand({
                TableName: tableName,
                Key: key,
                UpdateExpression:
                  'SET merchant = :merchant, category = :category, updatedAt = :updatedAt' +
                  (rule.categoryNumber === undefined
                    ? ' REMOVE categoryNumber'
                    : ', categoryNumber = :number'),
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: {
                  ':merchant': Item.merchant ?? rule.merchant,
                  ':category': rule.category,
                  ':updatedAt': rule.updatedAt,
                  ...(rule.categoryNumber === undefined ? {} : { ':number': rule.categoryNumber }),
                },
                ReturnValues: 'ALL_NEW',
              }),
            );
            const applied = (await readHits(userId)).hits[rule.key] ?? 0;
            return { rule: { ...toRule(Attributes ?? {}), applied }, previous: { ...toRule(Item), applied } };
          } catch (error) {
            if (!(error instanceof ConditionalCheckFailedException)) throw error;
            continue; // deleted meanwhile: make it anew
          }
        }
        if (!(await takePlace(userId, 'RULES', limit))) return 'limit';
        const created = { ...attributes, createdAt: rule.updatedAt };
        try {
          await client.send(
            new PutCommand({
              TableName: tableName,
              Item: { ...key, ...created },
              ConditionExpression: 'attribute_not_exists(pk)',
            }),
          );
          return { rule: toRule(created), previous: undefined };
        } catch (error) {
          await givePlace(userId, 'RULES');
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
          // Made meanwhile by a parallel correction: change it instead.
        }
      }
      throw new Error('The rule kept changing while it was written');
    },

    async deleteRule(userId, key) {
      const { Attributes } = await client.send(
        new DeleteCommand({
          TableName: tableName,
          Key: { pk: pk(userId), sk: ruleSk(key) },
          ReturnValues: 'ALL_OLD',
        }),
      );
      if (!Attributes) return false;
      await givePlace(userId, 'RULES');
      // A rule made again for this merchant starts from nothing.
      await changeHits(userId, (hits) => {
        if (!(key in hits)) return false;
        delete hits[key];
        return true;
      });
      return true;
    },

    async countApplied(userId, counts) {
      if (counts.size === 0) return;
      await changeHits(userId, (hits) => {
        for (const [key, count] of counts) hits[key] = (hits[key] ?? 0) + count;
        return true;
      });
    },

    async listLists(userId) {
      return (await queryPrefix(userId, 'LIST#')).map(toList);
    },

    async saveList(userId, list, limit) {
      if (!(await takePlace(userId, 'LISTS', limit))) return 'limit';
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              pk: pk(userId),
              sk: listSk(list.id),
              id: list.id,
              name: list.name,
              categories: JSON.stringify(list.categories),
              ...(list.adjustments ? { adjustments: JSON.stringify(list.adjustments) } : {}),
              savedAt: list.savedAt,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return list;
      } catch (error) {
        await givePlace(userId, 'LISTS');
        throw error;
      }
    },

    async updateList(userId, id, adjustments) {
      try {
        const { Attributes } = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: pk(userId), sk: listSk(id) },
            UpdateExpression: 'SET adjustments = :adjustments',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':adjustments': JSON.stringify(adjustments) },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes ? toList(Attributes) : undefined;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return undefined;
        throw error;
      }
    },

    async deleteList(userId, id) {
      const { Attributes } = await client.send(
        new DeleteCommand({
          TableName: tableName,
          Key: { pk: pk(userId), sk: listSk(id) },
          ReturnValues: 'ALL_OLD',
        }),
      );
      if (!Attributes) return false;
      await givePlace(userId, 'LISTS');
      return true;
    },
  };
}
