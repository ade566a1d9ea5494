import { gunzipSync, gzipSync } from 'node:zlib';
import * as z from 'zod';
import type { LedgerTransaction } from '#lambdas/domain/ports';
import type { CategorySource } from '#shared/api/schemas';
import { CategoryNumberSchema } from '#shared/api/schemas';
import type { TransactionKind } from '#shared/ledger/types';

/**
 * A ledger page as stored (docs/data-model.md): gzipped JSON `{ v, uploads, accounts, lines }`, each line a
 * fixed tuple whose upload and account are indexes into the page's lists (a month's lines share a few of each).
 * `v` names the shape: a reader parses every version it knows, and only those.
 */
export const LEDGER_CODEC_VERSION = 1;

/** Who decided, and the kind, in one letter each (the records' types make every value have one). */
const DECIDED_BY: Readonly<Record<CategorySource, string>> = {
  engine: 'e',
  model: 'm',
  rule: 'r',
  user: 'u',
};
const KIND: Readonly<Record<TransactionKind, string>> = {
  spending: 's',
  income: 'i',
  refund: 'r',
  ownMovement: 'o',
};
const invert = <K extends string>(codes: Readonly<Record<K, string>>) =>
  new Map(Object.entries(codes).map(([value, code]) => [code as string, value as K]));
const DECIDED_BY_OF = invert(DECIDED_BY);
const KIND_OF = invert(KIND);

const LineTupleSchema = z.tuple([
  /* id */ z.string().min(1),
  /* date */ z.iso.date().nullable(),
  /* amountCents */ z.number().int().nullable(),
  /* description */ z.string(),
  /* category */ z.string(),
  /* categoryNumber: an integer, or an account code (ADR 0053) */ CategoryNumberSchema.nullable(),
  /* decidedBy */ z.enum(Object.values(DECIDED_BY) as [string, ...string[]]),
  /* kind */ z.enum(Object.values(KIND) as [string, ...string[]]),
  /* flags: 1 = kind chosen by the user */ z.number().int().min(0),
  /* upload (index into uploads) */ z.number().int().min(0),
  /* index in the upload's file */ z.number().int().min(0),
  /* account (index into accounts) */ z.number().int().min(0).nullable(),
  /* fitId */ z.string().nullable(),
  /* linkedId */ z.string().nullable(),
]);
type LineTuple = z.infer<typeof LineTupleSchema>;

const PageSchemaV1 = z.object({
  v: z.literal(1),
  uploads: z.array(z.string()),
  accounts: z.array(z.string()),
  lines: z.array(LineTupleSchema),
});

const FLAG_KIND_BY_USER = 1;

export function encodeLedgerPage(lines: readonly LedgerTransaction[]): Buffer {
  const uploads: string[] = [];
  const accounts: string[] = [];
  const uploadIndex = new Map<string, number>();
  const accountIndex = new Map<string, number>();
  const indexOf = (value: string, list: string[], index: Map<string, number>) => {
    let at = index.get(value);
    if (at === undefined) {
      at = list.length;
      list.push(value);
      index.set(value, at);
    }
    return at;
  };
  const tuples: LineTuple[] = lines.map((line) => [
    line.id,
    line.date ?? null,
    line.amountCents ?? null,
    line.description,
    line.category,
    line.categoryNumber ?? null,
    DECIDED_BY[line.decidedBy],
    KIND[line.kind],
    line.kindByUser ? FLAG_KIND_BY_USER : 0,
    indexOf(line.uploadId, uploads, uploadIndex),
    line.index,
    line.account === undefined ? null : indexOf(line.account, accounts, accountIndex),
    line.fitId ?? null,
    line.linkedId ?? null,
  ]);
  return gzipSync(JSON.stringify({ v: LEDGER_CODEC_VERSION, uploads, accounts, lines: tuples }));
}

/** A stored page's lines; throws when the bytes are not a page of a known version (never cast). */
export function decodeLedgerPage(data: Uint8Array): LedgerTransaction[] {
  const page = PageSchemaV1.parse(JSON.parse(gunzipSync(data).toString('utf8')));
  return page.lines.map((t) => {
    const [id, date, amountCents, description, category, categoryNumber, decided, kind, flags] = t;
    const [, , , , , , , , , upload, index, account, fitId, linkedId] = t;
    const uploadId = page.uploads[upload];
    const accountName = account === null ? undefined : page.accounts[account];
    if (uploadId === undefined || (account !== null && accountName === undefined)) {
      throw new Error('Ledger page refers to an upload or account it does not list');
    }
    return {
      id,
      ...(date === null ? {} : { date }),
      ...(amountCents === null ? {} : { amountCents }),
      description,
      category,
      ...(categoryNumber === null ? {} : { categoryNumber }),
      decidedBy: DECIDED_BY_OF.get(decided) as CategorySource,
      kind: KIND_OF.get(kind) as TransactionKind,
      ...((flags & FLAG_KIND_BY_USER) !== 0 ? { kindByUser: true } : {}),
      uploadId,
      index,
      ...(accountName === undefined ? {} : { account: accountName }),
      ...(fitId === null ? {} : { fitId }),
      ...(linkedId === null ? {} : { linkedId }),
    };
  });
}
