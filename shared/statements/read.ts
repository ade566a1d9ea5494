import {
  applyMapping,
  type ColumnMapping,
  checkMapping,
  guessColumns,
  knownLayout,
  type StatementLine,
} from './layouts.ts';
import { looksLikeOfx, parseOfx } from './ofx.ts';
import { isOfxKind } from './source.ts';
import { detectDelimiter, parseDelimited } from './table.ts';

/** What a file turned out to be, read as a bank statement. */
export type StatementRead =
  /** A layout known or given: its lines, signed from the user's side. */
  | {
      readonly kind: 'statement';
      readonly format: string;
      readonly lines: StatementLine[];
      /** The account's number, when the file says it (OFX ACCTID). */
      readonly accountId?: string;
    }
  /** An unknown layout whose columns were guessed: the guess, to be confirmed (or changed) before reading. */
  | { readonly kind: 'guessed'; readonly rows: string[][]; readonly mapping: ColumnMapping }
  /** No column reads as dates and amounts: not a statement (the spec's one-column rules answer it). */
  | { readonly kind: 'not-a-statement' };

/**
 * Reads `text` as a bank statement: OFX (1.x or 2.x), a known CSV layout (Nubank card and account, Banco
 * Inter), or an unknown delimited export whose columns are guessed. `mapping` replaces the guess (the user's
 * choice in the browser, the CLI's flags).
 */
export function readStatement(text: string, mapping?: ColumnMapping): StatementRead {
  if (looksLikeOfx(text)) {
    const statement = parseOfx(text);
    return {
      kind: 'statement',
      format: statement.creditCard ? 'OFX (cartão)' : 'OFX (conta)',
      ...(statement.accountId ? { accountId: statement.accountId } : {}),
      lines: statement.transactions.map(({ date, description, amountCents, fitId, type }) => ({
        date,
        description,
        amountCents,
        ...(fitId ? { fitId } : {}),
        ...(isOfxKind(type) ? { kind: type } : {}),
      })),
    };
  }
  const delimiter = detectDelimiter(text);
  if (!delimiter) return { kind: 'not-a-statement' };
  const rows = parseDelimited(text, delimiter);
  if (mapping) {
    checkMapping(rows, mapping);
    return { kind: 'statement', format: 'CSV (colunas escolhidas)', lines: applyMapping(rows, mapping) };
  }
  const known = knownLayout(rows);
  if (known)
    return { kind: 'statement', format: known.layout.name, lines: applyMapping(rows, known.mapping) };
  const guess = guessColumns(rows);
  return guess ? { kind: 'guessed', rows, mapping: guess } : { kind: 'not-a-statement' };
}
