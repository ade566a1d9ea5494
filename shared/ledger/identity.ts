import type { StatementLineFields } from '../api/schemas.ts';
import { plainKey } from '../statements/duplicates.ts';
import type { OfxKind } from '../statements/source.ts';

/** What names one transaction of a statement, whatever file brought it. */
export interface IdentityFields {
  readonly date?: string | undefined;
  readonly amountCents?: number | undefined;
  readonly description: string;
  /** The bank's own id (OFX FITID, Nubank Identificador). */
  readonly fitId?: string | undefined;
}

/** 32-bit FNV-1a over UTF-16 code units, from a seed. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** 64 bits of two independent FNV-1a hashes, as 16 hex digits: a key, not a secret. */
export function hash64(text: string): string {
  const a = fnv1a(text, 0x811c9dc5);
  const b = fnv1a(text, 0x01000193 ^ a);
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/**
 * The identity of a statement's line: the bank's id with the amount when it has one (an OFX FITID is unique
 * only within its account, the amount guards against another account's), else its date, amount and words; the
 * n-th copy of the same line in one file (two coffees of one day) is told apart by `copy`.
 */
export function lineKey(line: IdentityFields, copy: number): string {
  if (line.fitId) return `f|${line.fitId}|${line.amountCents ?? ''}|${copy}`;
  return `p|${plainKey(line)}|${copy}`;
}

/**
 * Which copy of itself each line of a file is: 0 for the first line with its identity, 1 for the next one (two
 * coffees of one day)… The browser sends these with a file's batches, so each batch names its lines as the whole
 * file does.
 */
export function copyNumbers(lines: readonly IdentityFields[]): number[] {
  const copies = new Map<string, number>();
  return lines.map((line) => {
    const base = lineKey(line, 0);
    const copy = copies.get(base) ?? 0;
    copies.set(base, copy + 1);
    return copy;
  });
}

/** How the id of a line without a date (the spec's one-column file) begins. */
export const UNDATED_ID_PREFIX = '0000-00-00#';

/** The ledger id of the `copy`-th line of a file with this identity. The date leads the id so ids sort by date. */
export const transactionId = (line: IdentityFields, copy: number): string =>
  line.date === undefined
    ? `${UNDATED_ID_PREFIX}${hash64(lineKey(line, copy))}`
    : `${line.date}#${hash64(lineKey(line, copy))}`;

/** Whether a string is a ledger id (what the API accepts). */
export const isTransactionId = (value: string): boolean => /^\d{4}-\d{2}-\d{2}#[0-9a-f]{16}$/.test(value);

/**
 * Stable ids for a file's lines, in order: the same line imported again, from the same file or an overlapping
 * export, gets the same id, so the ledger keeps it once.
 */
export function transactionIds(lines: readonly IdentityFields[]): string[] {
  const copies = copyNumbers(lines);
  return lines.map((line, index) => transactionId(line, copies[index] as number));
}

/**
 * What the browser sends of each statement line besides its description: date, amount, the bank's id and kind,
 * and which copy of itself it is in the whole file, so each batch names its lines as the ledger does.
 */
export function sentLineFields(
  lines: readonly (IdentityFields & {
    readonly date: string;
    readonly amountCents: number;
    readonly kind?: OfxKind | undefined;
  })[],
): StatementLineFields[] {
  const copies = copyNumbers(lines);
  return lines.map(({ date, amountCents, fitId, kind }, index) => ({
    date,
    amountCents,
    ...(fitId ? { fitId } : {}),
    ...(kind ? { kind } : {}),
    copy: copies[index] as number,
  }));
}
