import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { MoneySettingsStore } from '#lambdas/domain/ports';
import { MoneySettingsSchema } from '#shared/api/schemas';
import { userPk } from './dynamo-items.ts';

/**
 * The money page's settings: one item per user, `MONEY`, holding the budgets and the dismissed recurring charges
 * under a version (docs/data-model.md). `v` names the item's shape.
 */
const SK = 'MONEY';

const ItemSchema = MoneySettingsSchema.extend({
  v: z.literal(1),
  version: z.number().int().min(1),
});

export function createDynamoMoneySettingsStore(opts: {
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
}): MoneySettingsStore {
  const { tableName, client } = opts;
  return {
    async getMoneySettings(userId) {
      const { Item } = await client.send(
        new GetCommand({ TableName: tableName, Key: { pk: userPk(userId), sk: SK }, ConsistentRead: true }),
      );
      if (!Item) return { settings: { budgets: [], dismissed: [] }, version: 0 };
      const { budgets, dismissed, version } = ItemSchema.parse(Item);
      return { settings: { budgets, dismissed }, version };
    },

    async putMoneySettings(userId, settings, version) {
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              pk: userPk(userId),
              sk: SK,
              v: 1,
              version: version + 1,
              ...MoneySettingsSchema.parse(settings),
            },
            ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'version = :version',
            ...(version === 0 ? {} : { ExpressionAttributeValues: { ':version': version } }),
          }),
        );
        return 'written';
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return 'conflict';
        throw error;
      }
    },
  };
}
