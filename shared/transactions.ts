import { MAX_DESCRIPTION_LENGTH, MAX_TRANSACTIONS_PER_UPLOAD } from './limits.ts';
import { TRANSACTIONS_FILE_MESSAGES as M } from './messages.ts';
import { invalid, type Validated, valid } from './result.ts';

/**
 * Spec §5: no data line may start, after leading whitespace, with =, +, -, @, tab or carriage return
 * (spreadsheet formula injection). The whitespace run may itself hold the tab or carriage return.
 */
const DANGEROUS_START = /^[ \u00a0\f\v]*[=+\-@\t\r]/;

export function isDangerous(value: string): boolean {
  return DANGEROUS_START.test(value);
}

/**
 * The rules every list of transaction descriptions obeys, in the browser and on the server alike.
 * `lineOf(i)` names the line a description came from, for messages (file line numbers in the browser).
 */
export function validateDescriptions(
  descriptions: readonly string[],
  lineOf: (index: number) => number = (index) => index + 1,
): Validated<string[]> {
  if (descriptions.length === 0) return invalid(M.noTransactions);
  if (descriptions.length > MAX_TRANSACTIONS_PER_UPLOAD) return invalid(M.tooMany);
  const out: string[] = [];
  for (const [index, raw] of descriptions.entries()) {
    if (isDangerous(raw)) return invalid(M.dangerous);
    const description = raw.trim();
    if (description.length === 0) return invalid(M.noTransactions);
    if (description.length > MAX_DESCRIPTION_LENGTH) {
      return invalid(M.descriptionTooLong(lineOf(index), MAX_DESCRIPTION_LENGTH));
    }
    out.push(description);
  }
  return valid(out);
}
