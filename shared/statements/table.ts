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

/** Rows of delimited text: quoted fields, doubled quotes, delimiters and line breaks inside quotes. */
export function parseDelimited(text: string, delimiter: Delimiter): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let k = 0; k < source.length; k++) {
    const char = source[k] as string;
    if (quoted) {
      if (char === '"' && source[k + 1] === '"') {
        field += '"';
        k++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim().length === 0) {
      field = '';
      quoted = true;
    } else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[k + 1] === '\n') k++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field.length > 0 || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.map((cells) => cells.map((cell) => cell.trim()));
}
