import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { ApiKeyStore, StoredApiKey } from '#lambdas/domain/ports';
import { ApiKeyLimitsSchema } from '#shared/api/schemas';
import { givePlace, queryAll, takePlace, userPk } from './dynamo-items.ts';

/**
 * API keys (docs/data-model.md):
 *   USER#<sub>  APIKEY#<id>            a key: name, prefix, hash, createdAt, lastUsedAt?, revokedAt?, limits, webhookSecret
 *   USER#<sub>  APIKEYS                `count` of the user's active keys (the limit is checked on it)
 *   USER#<sub>  APIUSAGE#<id>#<month>  `lines` the key was charged in the month (expires after 400 days)
 *   APIKEYHASH#<sha256>  KEY           the authorizer's lookup: ownerId, keyId, limits; deleted on revocation
 *   APIRATE#<id>#<second>  RATE        `count` of the key's requests in that second (expires in 2 minutes)
 * The lookup and the rate items live outside the owner's partition: the authorizer knows only the key, and a
 * second's counter is written by every request. Items are parsed by their schema, never cast.
 */

const KeyItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  hash: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().optional(),
  revokedAt: z.string().optional(),
  limits: ApiKeyLimitsSchema,
  webhookSecret: z.string(),
});

const LookupItemSchema = z.object({ ownerId: z.string(), keyId: z.string(), limits: ApiKeyLimitsSchema });

const USAGE_DAYS = 400;
const RATE_SECONDS = 120;

const toKey = (item: Record<string, unknown>): StoredApiKey => {
  const { lastUsedAt, revokedAt, ...key } = KeyItemSchema.parse(item);
  return { ...key, ...(lastUsedAt ? { lastUsedAt } : {}), ...(revokedAt ? { revokedAt } : {}) };
};

export function createDynamoApiKeyStore(opts: {
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
}): ApiKeyStore {
  const { tableName, client } = opts;
  const keySk = (keyId: string) => `APIKEY#${keyId}`;
  const lookup = (hash: string) => ({ pk: `APIKEYHASH#${hash}`, sk: 'KEY' });
  const counter = (ownerId: string) => ({ pk: userPk(ownerId), sk: 'APIKEYS' });
  const usageKey = (ownerId: string, keyId: string, month: string) => ({
    pk: userPk(ownerId),
    sk: `APIUSAGE#${keyId}#${month}`,
  });
  const epoch = () => Math.floor(Date.now() / 1000);
  const monthLines: ApiKeyStore['monthLines'] = async (ownerId, keyId, month) => {
    const { Item } = await client.send(
      new GetCommand({ TableName: tableName, Key: usageKey(ownerId, keyId, month) }),
    );
    return typeof Item?.lines === 'number' ? Item.lines : 0;
  };

  return {
    async createApiKey(ownerId, key, maxKeys) {
      if (!(await takePlace(client, tableName, counter(ownerId), maxKeys))) return 'limit';
      // Two conditional writes, the key then its lookup (no transactions: dynalite, local mode's table, has
      // none); a failure in between leaves a key nothing can find, which is removed.
      const keyItem = { pk: userPk(ownerId), sk: keySk(key.id) };
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...keyItem, ...key },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...lookup(key.hash), ownerId, keyId: key.id, limits: key.limits },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return key;
      } catch (error) {
        await client.send(new DeleteCommand({ TableName: tableName, Key: keyItem })).catch(() => undefined);
        await givePlace(client, tableName, counter(ownerId));
        throw error;
      }
    },

    async listApiKeys(ownerId) {
      const items = await queryAll(client, tableName, {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPk(ownerId), ':prefix': 'APIKEY#' },
      });
      return items.map(toKey);
    },

    async revokeApiKey(ownerId, keyId, at) {
      const { Item } = await client.send(
        new GetCommand({ TableName: tableName, Key: { pk: userPk(ownerId), sk: keySk(keyId) } }),
      );
      if (!Item) return false;
      const key = toKey(Item);
      if (key.revokedAt) return true;
      // The lookup first: from then on the authorizer refuses the key, whatever happens next.
      await client.send(new DeleteCommand({ TableName: tableName, Key: lookup(key.hash) }));
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: userPk(ownerId), sk: keySk(keyId) },
            UpdateExpression: 'SET revokedAt = :at',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
            ExpressionAttributeValues: { ':at': at },
          }),
        );
      } catch (error) {
        // Revoked meanwhile by another request: revoked all the same, and its place already given back.
        if (error instanceof ConditionalCheckFailedException) return true;
        throw error;
      }
      await givePlace(client, tableName, counter(ownerId));
      return true;
    },

    async findApiKey(hash) {
      const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: lookup(hash) }));
      return Item ? LookupItemSchema.parse(Item) : undefined;
    },

    async touchApiKey(ownerId, keyId, at) {
      await client
        .send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: userPk(ownerId), sk: keySk(keyId) },
            UpdateExpression: 'SET lastUsedAt = :at',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':at': at },
          }),
        )
        .catch((error: unknown) => {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        });
    },

    monthLines,

    async chargeLines(ownerId, keyId, month, lines, limit) {
      // The condition below checks the room of a month already counted; a first charge is checked here.
      if (lines > limit) return { status: 'exceeded', used: await monthLines(ownerId, keyId, month) };
      try {
        const { Attributes } = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: usageKey(ownerId, keyId, month),
            UpdateExpression: 'ADD #lines :n SET expiresAt = if_not_exists(expiresAt, :expires)',
            ConditionExpression: 'attribute_not_exists(#lines) OR #lines <= :room',
            ExpressionAttributeNames: { '#lines': 'lines' },
            ExpressionAttributeValues: {
              ':n': lines,
              ':room': limit - lines,
              ':expires': epoch() + USAGE_DAYS * 86_400,
            },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return { status: 'charged', used: Number(Attributes?.lines ?? lines) };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        return { status: 'exceeded', used: await monthLines(ownerId, keyId, month) };
      }
    },

    async refundLines(ownerId, keyId, month, lines) {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: usageKey(ownerId, keyId, month),
          UpdateExpression: 'ADD #lines :minus',
          ConditionExpression: '#lines >= :n',
          ExpressionAttributeNames: { '#lines': 'lines' },
          ExpressionAttributeValues: { ':minus': -lines, ':n': lines },
        }),
      );
    },

    async webhookSecret(ownerId, keyId) {
      const { Item } = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: { pk: userPk(ownerId), sk: keySk(keyId) },
          ProjectionExpression: 'webhookSecret',
        }),
      );
      return typeof Item?.webhookSecret === 'string' ? Item.webhookSecret : undefined;
    },

    takeRequestSlot: (keyId, second, perSecond) =>
      takePlace(
        client,
        tableName,
        { pk: `APIRATE#${keyId}#${second}`, sk: 'RATE' },
        perSecond,
        second + RATE_SECONDS,
      ),
  };
}
