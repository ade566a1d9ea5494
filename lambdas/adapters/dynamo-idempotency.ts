import { createHash } from 'node:crypto';
import type { JSONValue } from '@aws-lambda-powertools/commons/types';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { AttributeValue, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { IdempotencyScope, IdempotencyStore, KeptBody } from '#lambdas/http/idempotency';
import { TABLE_KEY, TTL_ATTRIBUTE } from '#lambdas/table';
import { userPk } from './dynamo-items.ts';

/**
 * The API's idempotency records (lambdas/http/idempotency.ts) on the one table (docs/data-model.md), written by
 * Powertools' DynamoDB persistence layer:
 *   USER#<owner>  IDEMPOTENCY#<keyId>#<h>          the record: status, expiresAt, inProgressUntil, payloadHash,
 *                                                  response (status, headers, gzipped body or its part count)
 *   USER#<owner>  IDEMPOTENCY#<keyId>#<h>#<part>   an answer too large for its record: its gzipped body, in parts
 * `<h>` is the SHA-256 (base64url) of the `Idempotency-Key` header: bounded, whatever the client sends.
 */

/** Below DynamoDB's 400 KB item, with room for the record's other attributes (as a batch's result parts). */
const IDEMPOTENT_BODY_PART_BYTES = 350_000;

/** What Powertools hands the layer (`data`): the scope names the record; the rest is compared (payload validation). */
const ScopeSchema = z.looseObject({ ownerId: z.string().min(1), keyId: z.string().min(1), key: z.string() });

const recordKey = (scope: IdempotencyScope) => ({
  pk: userPk(scope.ownerId),
  sk: `IDEMPOTENCY#${scope.keyId}#${createHash('sha256').update(scope.key).digest('base64url')}`,
});

/**
 * Powertools' layer, with the record in its owner's partition. Out of the box, a table with a sort key puts every
 * record under one static `pk` (`staticPkValue`) and the hash in `sk`: every keyed request of every client would
 * write that one partition (a hot key, throttled past 1,000 writes a second), and the records, which hold answers
 * about a user's transactions, would be the only such items outside `USER#<sub>`, the partition account erasure
 * deletes. So the key Powertools hands around (`getHashedIdempotencyKey`, a string) carries both key attributes,
 * and `getKey` writes them: `pk = USER#<owner>`, `sk = IDEMPOTENCY#<keyId>#<h>`. Two owners, or two keys of one
 * owner, never share a record, whatever header value they send.
 */
class OwnerPartitionPersistenceLayer extends DynamoDBPersistenceLayer {
  protected override getHashedIdempotencyKey(data: JSONValue): string {
    const { pk, sk } = recordKey(ScopeSchema.parse(data));
    return JSON.stringify([pk, sk]);
  }

  protected override getKey(idempotencyKey: string): Record<string, AttributeValue> {
    const [pk, sk] = z.tuple([z.string(), z.string()]).parse(JSON.parse(idempotencyKey));
    return { pk: { S: pk }, sk: { S: sk } };
  }
}

const PartItemSchema = z.object({ data: z.instanceof(Uint8Array) });

export function createDynamoIdempotencyStore(opts: {
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
  /** The largest body kept in its record, and the size of each part past it. */
  readonly partBytes?: number;
}): IdempotencyStore {
  const { tableName, client } = opts;
  const partBytes = opts.partBytes ?? IDEMPOTENT_BODY_PART_BYTES;
  const partKey = (scope: IdempotencyScope, part: number) => {
    const { pk, sk } = recordKey(scope);
    return { pk, sk: `${sk}#${String(part).padStart(2, '0')}` };
  };
  return {
    persistence: new OwnerPartitionPersistenceLayer({
      tableName,
      keyAttr: TABLE_KEY.partitionKey,
      sortKeyAttr: TABLE_KEY.sortKey,
      expiryAttr: TTL_ATTRIBUTE,
      inProgressExpiryAttr: 'inProgressUntil',
      statusAttr: 'status',
      dataAttr: 'response',
      validationKeyAttr: 'payloadHash',
      // The instance's one client: a document client is the SDK client it wraps (same config and middleware
      // stack), and the layer sends its own low-level commands through it.
      awsSdkV3Client: client as unknown as DynamoDBClient,
    }),

    async keepBody(scope, gzipped, expiresAt) {
      if (gzipped.length <= partBytes) return { body: gzipped };
      const parts = Math.ceil(gzipped.length / partBytes);
      await Promise.all(
        Array.from({ length: parts }, (_, part) =>
          client.send(
            new PutCommand({
              TableName: tableName,
              Item: {
                ...partKey(scope, part),
                data: gzipped.subarray(part * partBytes, (part + 1) * partBytes),
                expiresAt,
              },
            }),
          ),
        ),
      );
      return { parts };
    },

    async bodyOf(scope, kept: KeptBody) {
      if ('body' in kept) return kept.body;
      const items = await Promise.all(
        Array.from({ length: kept.parts }, (_, part) =>
          client.send(
            new GetCommand({ TableName: tableName, Key: partKey(scope, part), ConsistentRead: true }),
          ),
        ),
      );
      return Buffer.concat(items.map(({ Item }) => PartItemSchema.parse(Item).data));
    },
  };
}
