import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  PutCommand,
  type QueryCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { LedgerPage, LedgerStore } from '#lambdas/domain/ports';
import { deleteKeys, queryAll, userPk } from './dynamo-items.ts';
import { decodeLedgerPage, encodeLedgerPage } from './ledger-codec.ts';

/**
 * The ledger (docs/decisions/0028): per page (a month, or an upload's undated lines) a head item and the parts of
 * its current generation:
 *   LEDGER#<page>                    head: version, gen, parts, count
 *   LEDGER#<page>#<gen>#<part:2>     a slice of the page's gzipped lines (ledger-codec.ts)
 * A write puts a new generation's parts, then flips the head under a version condition, then deletes the old
 * generation. Single-item operations only: the same on dynalite as on DynamoDB.
 */

/** Bytes of gzipped lines per part item: well under DynamoDB's 400 KB item limit. */
export const LEDGER_PART_BYTES = 350_000;

const PREFIX = 'LEDGER#';
const headSk = (page: string) => `${PREFIX}${page}`;
const partSk = (page: string, gen: string, part: number) =>
  `${headSk(page)}#${gen}#${String(part).padStart(2, '0')}`;

const HeadItemSchema = z.object({
  sk: z.string(),
  version: z.number().int().min(1),
  gen: z.string().min(1),
  parts: z.number().int().min(1),
  count: z.number().int().min(0),
});
type HeadItem = z.infer<typeof HeadItemSchema>;
const PartItemSchema = z.object({ sk: z.string(), data: z.instanceof(Uint8Array) });

/** How many times a page is read again when a write flipped it between its head and its parts. */
const READ_ATTEMPTS = 4;

export function createDynamoLedgerStore(opts: {
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
}): LedgerStore {
  const { tableName, client } = opts;

  const query = (input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>) =>
    queryAll(client, tableName, { ...input, ConsistentRead: true });

  /** Pages from the items of a query: a head with all its generation's parts, or `undefined` when torn. */
  function assemble(items: readonly Record<string, unknown>[]): Map<string, LedgerPage | undefined> {
    const heads = new Map<string, HeadItem>();
    const parts = new Map<string, Uint8Array>();
    for (const item of items) {
      const sk = String(item.sk);
      const rest = sk.slice(PREFIX.length).split('#');
      if (rest.length === 1) heads.set(rest[0] as string, HeadItemSchema.parse(item));
      else parts.set(sk, PartItemSchema.parse(item).data);
    }
    const pages = new Map<string, LedgerPage | undefined>();
    for (const [page, head] of heads) {
      const slices: Uint8Array[] = [];
      for (let part = 0; part < head.parts; part++) {
        const data = parts.get(partSk(page, head.gen, part));
        if (data) slices.push(data);
      }
      pages.set(
        page,
        slices.length === head.parts
          ? { key: page, version: head.version, lines: decodeLedgerPage(Buffer.concat(slices)) }
          : undefined,
      );
    }
    return pages;
  }

  async function readPage(userId: string, key: string): Promise<LedgerPage> {
    for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
      // The head and its parts share the prefix `LEDGER#<key>`, which no other page's keys start with.
      const items = await query({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :page)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':page': headSk(key) },
      });
      const pages = assemble(items);
      if (!pages.has(key)) return { key, version: 0, lines: [] };
      const page = pages.get(key);
      if (page) return page;
    }
    throw new Error(`Ledger page ${key} kept changing while it was read`);
  }

  const partKeys = (userId: string, page: string, gen: string, parts: number) =>
    Array.from({ length: parts }, (_, part) => ({ pk: userPk(userId), sk: partSk(page, gen, part) }));

  /** Deletes the parts of the generation a flip or a delete replaced, read from the head's previous attributes. */
  async function dropReplaced(userId: string, key: string, attributes: Record<string, unknown> | undefined) {
    const old = HeadItemSchema.safeParse(attributes);
    if (old.success) await deleteKeys(client, tableName, partKeys(userId, key, old.data.gen, old.data.parts));
  }

  return {
    readPage,

    async readPages(userId, range) {
      const input = range
        ? {
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            ExpressionAttributeValues: {
              ':pk': userPk(userId),
              ':from': headSk(range.from),
              // '~' sorts after every character of a generation or part number.
              ':to': `${headSk(range.to)}#~`,
            },
          }
        : {
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX },
          };
      const pages = assemble(await query(input));
      const out: LedgerPage[] = [];
      for (const [key, page] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
        out.push(page ?? (await readPage(userId, key)));
      }
      return out.filter((page) => page.version > 0);
    },

    async writePage(userId, key, lines, version) {
      const pk = userPk(userId);
      if (lines.length === 0) {
        if (version === 0) return 'written';
        try {
          const { Attributes } = await client.send(
            new DeleteCommand({
              TableName: tableName,
              Key: { pk, sk: headSk(key) },
              ConditionExpression: 'version = :version',
              ExpressionAttributeValues: { ':version': version },
              ReturnValues: 'ALL_OLD',
            }),
          );
          await dropReplaced(userId, key, Attributes);
          return 'written';
        } catch (error) {
          if (error instanceof ConditionalCheckFailedException) return 'conflict';
          throw error;
        }
      }
      const data = encodeLedgerPage(lines);
      const parts = Math.max(1, Math.ceil(data.length / LEDGER_PART_BYTES));
      const gen = randomUUID().slice(0, 8);
      for (let part = 0; part < parts; part++) {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              pk,
              sk: partSk(key, gen, part),
              data: data.subarray(part * LEDGER_PART_BYTES, (part + 1) * LEDGER_PART_BYTES),
            },
          }),
        );
      }
      try {
        const { Attributes } = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk, sk: headSk(key) },
            UpdateExpression: 'SET version = :next, gen = :gen, #parts = :parts, #count = :count',
            ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'version = :version',
            ExpressionAttributeNames: { '#parts': 'parts', '#count': 'count' },
            ExpressionAttributeValues: {
              ':next': version + 1,
              ':gen': gen,
              ':parts': parts,
              ':count': lines.length,
              ...(version === 0 ? {} : { ':version': version }),
            },
            ReturnValues: 'ALL_OLD',
          }),
        );
        await dropReplaced(userId, key, Attributes);
        return 'written';
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        await deleteKeys(client, tableName, partKeys(userId, key, gen, parts));
        return 'conflict';
      }
    },
  };
}
