import { splitLines, unquote } from '../csv/lines.ts';
import { parseTransactionsCsv, TRANSACTIONS_HEADER } from '../csv/transactions-file.ts';
import { foldCase } from '../fold.ts';
import { TITLES, TRANSACTIONS_FILE_MESSAGES, type UserMessage } from '../messages.ts';
import { validateDescriptions } from '../transactions.ts';
import { type ColumnMapping, StatementError, type StatementLine } from './layouts.ts';
import { OfxError } from './ofx.ts';
import { readStatement } from './read.ts';

/** An unknown layout's guess, and what the user needs to confirm or change it: its header and first rows. */
export interface GuessedLayout {
  readonly mapping: ColumnMapping;
  readonly header: readonly string[];
  /** The first rows after the header, as they are in the file. */
  readonly sample: readonly (readonly string[])[];
}

/** Rows of an unknown layout shown in its column-mapping preview. */
export const MAPPING_SAMPLE_ROWS = 5;

export type UploadRead =
  /** The spec's one-column file: descriptions only. */
  | { readonly ok: true; readonly kind: 'transactions'; readonly transactions: string[] }
  /** A bank statement: its lines, with the descriptions checked by the spec's rules. `guessed` when its layout was unknown. */
  | {
      readonly ok: true;
      readonly kind: 'statement';
      readonly format: string;
      readonly lines: StatementLine[];
      /** The account's number, when the file says it (OFX ACCTID). */
      readonly accountId?: string;
      readonly guessed?: GuessedLayout;
    }
  | { readonly ok: false; readonly error: UserMessage };

/** Whether the first line names the spec's one column ('transações'). */
function isTransactionsFile(text: string): boolean {
  const first = splitLines(text).find((line) => line.trim().length > 0) ?? '';
  return foldCase(unquote(first)) === TRANSACTIONS_HEADER;
}

/**
 * Reads an upload's text: the spec's one-column file (every rule and message of the spec), or a bank statement
 * (OFX, a known CSV layout, or an unknown one whose columns are guessed unless `mapping` gives them). A file that
 * is neither gets the spec's messages, exactly as before statements existed.
 */
export function readUpload(text: string, mapping?: ColumnMapping): UploadRead {
  const spec = (): UploadRead => {
    const parsed = parseTransactionsCsv(text);
    return parsed.ok ? { ok: true, kind: 'transactions', transactions: parsed.transactions } : parsed;
  };
  if (isTransactionsFile(text)) return spec();
  let read: ReturnType<typeof readStatement>;
  let resolved: ReturnType<typeof readStatement>;
  try {
    read = readStatement(text, mapping);
    resolved = read.kind === 'guessed' ? readStatement(text, read.mapping) : read;
  } catch (error) {
    if (error instanceof StatementError || error instanceof OfxError) {
      return { ok: false, error: { title: TITLES.invalidCsv, message: error.message } };
    }
    throw error;
  }
  if (resolved.kind !== 'statement') return spec();
  const { lines } = resolved;
  if (lines.length === 0) {
    return {
      ok: false,
      error: { title: TITLES.invalidCsv, message: TRANSACTIONS_FILE_MESSAGES.noTransactions },
    };
  }
  const checked = validateDescriptions(lines.map((line) => line.description));
  if (!checked.ok) return { ok: false, error: { title: TITLES.invalidCsv, message: checked.error } };
  const clean = lines.map((line, k) => ({ ...line, description: checked.value[k] as string }));
  return {
    ok: true,
    kind: 'statement',
    format: read.kind === 'guessed' ? 'CSV' : resolved.format,
    lines: clean,
    ...(resolved.accountId ? { accountId: resolved.accountId } : {}),
    ...(read.kind === 'guessed'
      ? {
          guessed: {
            mapping: read.mapping,
            header: read.rows[read.mapping.headerRow] ?? [],
            sample: read.rows
              .slice(read.mapping.headerRow + 1)
              .filter((row) => row.some((cell) => cell.trim().length > 0))
              .slice(0, MAPPING_SAMPLE_ROWS),
          },
        }
      : {}),
  };
}
