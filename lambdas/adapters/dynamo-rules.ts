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
import * as z from 'zod';
import type { RuleStore } from '#lambdas/domain/ports';
import type { Rule } from '#shared/api/schemas';
import { CategoryNumberSchema } from '#shared/api/schemas';
import { mapWithConcurrency } from '#shared/concurrency';
import { givePlace, queryAll, takePlace, userPk } from './dynamo-items.ts';

/**
 * The user's learned rules, in the same table and partition as the rest of the user's data
 * (docs/data-model.md):
 *   RULE#<merchantKey>   one rule: merchant, category, categoryNumber?, createdAt, updatedAt
 *   RULES                `count` of the user's rules (the limit is checked on it)
 *   RULEHITS             how many lines each rule decided: `data`, gzipped JSON { key: count }, and `version`
 *                        (one read and one conditional write per change, however many rules it counts)
 * Rules are found by key (BatchGetItem of the merchants in a batch), so applying them costs the same for 10
 * rules or 5000. Items are parsed by their schemas, never cast.
 */

const RuleItemSchema = z.object({
  key: z.string(),
  merchant: z.string(),
  category: z.string(),
  categoryNumber: CategoryNumberSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const HitsItemSchema = z.object({ data: z.instanceof(Uint8Array), version: z.number().int() });
const HitsSchema = z.record(z.string(), z.number().int());

export function createDynamoRuleStore(opts: {
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
}): RuleStore {
  const { tableName, client } = opts;
  const ruleSk = (key: string) => `RULE#${key}`;
  const rulesCounter = (userId: string) => ({ pk: userPk(userId), sk: 'RULES' });

  const queryPrefix = (userId: string, prefix: string) =>
    queryAll(client, tableName, {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': prefix },
    });

  const toRule = (item: Record<string, unknown>): Rule => {
    const { categoryNumber, ...rule } = RuleItemSchema.parse(item);
    return { ...rule, ...(categoryNumber === undefined ? {} : { categoryNumber }), applied: 0 };
  };

  const hitsKey = (userId: string) => ({ pk: userPk(userId), sk: 'RULEHITS' });

  async function readHits(
    userId: string,
  ): Promise<{ hits: Record<string, number>; version: number | undefined }> {
    const { Item } = await client.send(
      new GetCommand({ TableName: tableName, Key: hitsKey(userId), ConsistentRead: true }),
    );
    if (!Item) return { hits: {}, version: undefined };
    const { data, version } = HitsItemSchema.parse(Item);
    return { hits: HitsSchema.parse(JSON.parse(gunzipSync(data).toString('utf8'))), version };
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

  return {
    async findRules(userId, keys) {
      const found = new Map<string, Rule>();
      const chunks: string[][] = [];
      for (let start = 0; start < keys.length; start += 100) chunks.push(keys.slice(start, start + 100));
      await mapWithConcurrency(chunks, 4, async (chunk) => {
        let requested: Record<string, unknown>[] = chunk.map((key) => ({
          pk: userPk(userId),
          sk: ruleSk(key),
        }));
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
      const key = { pk: userPk(userId), sk: ruleSk(rule.key) };
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
        if (!(await takePlace(client, tableName, rulesCounter(userId), limit))) return 'limit';
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
          await givePlace(client, tableName, rulesCounter(userId));
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
          Key: { pk: userPk(userId), sk: ruleSk(key) },
          ReturnValues: 'ALL_OLD',
        }),
      );
      if (!Attributes) return false;
      await givePlace(client, tableName, rulesCounter(userId));
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
  };
}
