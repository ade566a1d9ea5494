import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, type DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { ListStore } from '#lambdas/domain/ports';
import { CustomCategorySchema, ListAdjustmentsSchema, type SavedList } from '#shared/api/schemas';
import { givePlace, queryAll, takePlace, userPk } from './dynamo-items.ts';

/**
 * The user's saved category lists (docs/data-model.md):
 *   LIST#<id>   a saved list: name, categories (JSON), adjustments (JSON)?, savedAt
 *   LISTS       `count` of the user's saved lists (the limit is checked on it)
 * Items are parsed by their schema, never cast.
 */

const json = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

const ListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  categories: json(z.array(CustomCategorySchema)),
  adjustments: json(ListAdjustmentsSchema).optional(),
  savedAt: z.string(),
});

const toList = (item: Record<string, unknown>): SavedList => {
  const { adjustments, ...list } = ListItemSchema.parse(item);
  return { ...list, ...(adjustments ? { adjustments } : {}) };
};

export function createDynamoListStore(opts: {
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
}): ListStore {
  const { tableName, client } = opts;
  const listSk = (id: string) => `LIST#${id}`;
  const counter = (userId: string) => ({ pk: userPk(userId), sk: 'LISTS' });

  return {
    async listLists(userId) {
      const items = await queryAll(client, tableName, {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': 'LIST#' },
      });
      return items.map(toList);
    },

    async saveList(userId, list, limit) {
      if (!(await takePlace(client, tableName, counter(userId), limit))) return 'limit';
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              pk: userPk(userId),
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
        await givePlace(client, tableName, counter(userId));
        throw error;
      }
    },

    async updateList(userId, id, adjustments) {
      try {
        const { Attributes } = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: userPk(userId), sk: listSk(id) },
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
          Key: { pk: userPk(userId), sk: listSk(id) },
          ReturnValues: 'ALL_OLD',
        }),
      );
      if (!Attributes) return false;
      await givePlace(client, tableName, counter(userId));
      return true;
    },
  };
}
