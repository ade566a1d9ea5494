import Papa from 'papaparse';

/** Delimited text (CSV, TXT exports): the delimiter a file uses, and its rows with RFC 4180 quoting. */

const DELIMITERS = [';', ',', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** Count of `delimiter` outside quotes in one line. */
function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count++;
  }
  return count;
}

/**
 * The delimiter that splits the most lines into the same number (≥ 1) of fields, over the first 30 non-empty
 * lines (a preamble of a few lines does not mislead it); undefined for a single-column file.
 */
export function detectDelimiter(text: string): Delimiter | undefined {
  const lines = text
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim().length > 0)
    .slice(0, 30);
  let best: { delimiter: Delimiter; score: number } | undefined;
  for (const delimiter of DELIMITERS) {
    const counts = new Map<number, number>();
    for (const line of lines) {
      const count = countOutsideQuotes(line, delimiter);
      if (count > 0) counts.set(count, (counts.get(count) ?? 0) + 1);
    }
    const score = Math.max(0, ...counts.values());
    if (score > 0 && (!best || score > best.score)) best = { delimiter, score };
  }
  return best?.delimiter;
}

/**
 * Rows of delimited text (RFC 4180: quoted fields, doubled quotes, delimiters and line breaks inside quotes),
 * read by Papa Parse; cells trimmed, a BOM dropped.
 */
export function parseDelimited(text: string, delimiter: Delimiter): string[][] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter,
    quoteChar: '"',
    skipEmptyLines: false,
  });
  const rows = data.map((cells) => cells.map((cell) => cell.trim()));
  // A file ending in a line break reads as a last row with one empty cell: not a row of the file.
  const last = rows.at(-1);
  if (last && last.length === 1 && last[0] === '') rows.pop();
  return rows;
}
