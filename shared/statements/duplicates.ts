import { foldCase } from '../fold.ts';

/** A line as duplicate detection reads it. */
export interface DatedLine {
  readonly description: string;
  readonly date?: string | undefined;
  readonly amountCents?: number | undefined;
  readonly fitId?: string | undefined;
}

/** An earlier upload whose lines may come again in a new one (overlapping statements). */
export interface EarlierUpload {
  readonly filename: string;
  readonly lines: readonly DatedLine[];
}

/** A line without a bank id, as its date, amount and words (case and spaces aside) name it. */
export const plainKey = (line: DatedLine) =>
  `${line.date}|${line.amountCents}|${foldCase(line.description).replace(/\s+/g, ' ')}`;

/**
 * The keys an earlier line is held under: its bank id with the amount (an OFX FITID is unique only within its
 * account, so the amount guards against another account's id); its date, amount and description for a new line
 * without an id (`p|`); and, when it has no id itself, the same for a new line with one (`n|`).
 */
function heldKeys(line: DatedLine): string[] {
  if (line.date === undefined || line.amountCents === undefined) return [];
  const plain = plainKey(line);
  return line.fitId ? [`f|${line.fitId}|${line.amountCents}`, `p|${plain}`] : [`n|${plain}`, `p|${plain}`];
}

/**
 * The keys a new line is looked for under: a line with a bank id matches the same id, or a line that had none
 * with its date, amount and description (two lines that both have ids are the same only when the ids are:
 * two coffees of one day, at one price, are two lines); a line without an id matches by date, amount and
 * description.
 */
function wantedKeys(line: DatedLine): string[] {
  if (line.date === undefined || line.amountCents === undefined) return [];
  const plain = plainKey(line);
  return line.fitId ? [`f|${line.fitId}|${line.amountCents}`, `n|${plain}`] : [`p|${plain}`];
}

/**
 * For each line of a new statement, the name of the earlier upload that already holds it, or undefined.
 * Identical lines are real (two coffees on one day): the n-th copy of a line is a duplicate only when an
 * earlier upload holds at least n copies of it. Lines without a date and an amount are never duplicates.
 */
export function findDuplicates(
  lines: readonly DatedLine[],
  earlier: readonly EarlierUpload[],
): (string | undefined)[] {
  // Per key, the upload holding the most copies of it (max, not sum: the same statement imported twice
  // before does not make two copies of a line).
  const held = new Map<string, { copies: number; filename: string }>();
  for (const upload of earlier) {
    const counts = new Map<string, number>();
    for (const line of upload.lines) {
      for (const key of heldKeys(line)) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const [key, copies] of counts) {
      if (copies > (held.get(key)?.copies ?? 0)) held.set(key, { copies, filename: upload.filename });
    }
  }
  const seen = new Map<string, number>();
  return lines.map((line) => {
    let found: string | undefined;
    for (const key of wantedKeys(line)) {
      const copy = (seen.get(key) ?? 0) + 1;
      seen.set(key, copy);
      const holder = held.get(key);
      if (found === undefined && holder && copy <= holder.copies) found = holder.filename;
    }
    return found;
  });
}

/** The first and last dates of a statement's lines (ISO), or undefined when a line has no date. */
export function periodOf(lines: readonly DatedLine[]): { from: string; to: string } | undefined {
  if (lines.length === 0) return undefined;
  let from: string | undefined;
  let to: string | undefined;
  for (const line of lines) {
    if (line.date === undefined || line.amountCents === undefined) return undefined;
    if (from === undefined || line.date < from) from = line.date;
    if (to === undefined || line.date > to) to = line.date;
  }
  return from && to ? { from, to } : undefined;
}
