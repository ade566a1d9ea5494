import { foldCase } from '../fold.ts';
import { MAX_FILE_BYTES, MAX_TRANSACTIONS_PER_UPLOAD } from '../limits.ts';
import { TRANSACTIONS_FILE_MESSAGES as M, TITLES, type UserMessage } from '../messages.ts';
import { isDangerous, validateDescriptions } from '../transactions.ts';
import { splitLines, unquote } from './lines.ts';

export const TRANSACTIONS_HEADER = 'transações';

export type FileCheck = { ok: true } | { ok: false; error: UserMessage };

/** Checks that come before reading: the name and the size (spec §5). */
export function checkTransactionsFile(file: { name: string; size: number }): FileCheck {
  if (!file.name.toLowerCase().endsWith('.csv')) {
    return { ok: false, error: { title: TITLES.invalidFile, message: M.notCsv } };
  }
  if (file.size > MAX_FILE_BYTES)
    return { ok: false, error: { title: TITLES.invalidCsv, message: M.tooLarge } };
  return { ok: true };
}

export type ParsedTransactions = { ok: true; transactions: string[] } | { ok: false; error: UserMessage };

/**
 * Reads the text of a transactions file (spec §5): a single column whose first line is 'transações'
 * (any case); blank lines and the header are dropped; at most 10000 transactions; no formula-like lines.
 */
export function parseTransactionsCsv(text: string): ParsedTransactions {
  const fail = (message: string): ParsedTransactions => ({
    ok: false,
    error: { title: TITLES.invalidCsv, message },
  });
  if (text.trim().length === 0) return fail(M.empty);
  const lines = splitLines(text);
  const header = unquote(lines[0] ?? '');
  if (foldCase(header) !== TRANSACTIONS_HEADER) return fail(M.missingHeader);

  const descriptions: string[] = [];
  const lineNumbers: number[] = [];
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (line.trim().length === 0) continue;
    if (isDangerous(line)) return fail(M.dangerous);
    descriptions.push(unquote(line));
    lineNumbers.push(index + 1);
    if (descriptions.length > MAX_TRANSACTIONS_PER_UPLOAD) return fail(M.tooMany);
  }
  // A line that is only quotes ("") unquotes to nothing: drop it like a blank line.
  const kept = descriptions.flatMap((d, i) => (d.length > 0 ? [{ d, line: lineNumbers[i] ?? 0 }] : []));
  const checked = validateDescriptions(
    kept.map((k) => k.d),
    (i) => kept[i]?.line ?? 0,
  );
  return checked.ok ? { ok: true, transactions: checked.value } : fail(checked.error);
}
