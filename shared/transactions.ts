import { MAX_DESCRIPTION_LENGTH, MAX_TRANSACTIONS_PER_UPLOAD } from './limits.ts';
import { TRANSACTIONS_FILE_MESSAGES as M } from './messages.ts';
import { invalid, type Validated, valid } from './result.ts';

/** Every Unicode space (what `trim` takes: U+3000, U+2000–U+200A, U+2028/2029, U+FEFF…) plus zero-width ones. */
const EDGE_SPACES = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

/** C0 and C1 control characters (tab, CR, LF and NUL among them): never part of a description or a name. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's purpose.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** A file name as the history shows it: control characters become spaces, surrounding spaces go. */
export function cleanFilename(value: string): string {
  return trimSpaces(value.replace(new RegExp(CONTROL.source, 'g'), ' '));
}

/** The text without surrounding spaces of any kind: what the server stores and the rules look at. */
export function trimSpaces(value: string): string {
  return value.replace(EDGE_SPACES, '');
}

/**
 * Spec §5 (spreadsheet formula injection): no description or category name may start, once every kind of
 * space is trimmed, with =, +, - or @, nor hold a control character anywhere (a tab or carriage return at the
 * start, a line break or NUL inside).
 */
export function isDangerous(value: string): boolean {
  return CONTROL.test(value) || /^[=+\-@]/.test(trimSpaces(value));
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
    const description = trimSpaces(raw);
    if (description.length === 0) return invalid(M.noTransactions);
    if (description.length > MAX_DESCRIPTION_LENGTH) {
      return invalid(M.descriptionTooLong(lineOf(index), MAX_DESCRIPTION_LENGTH));
    }
    out.push(description);
  }
  return valid(out);
}
