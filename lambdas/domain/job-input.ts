import { MAX_TRANSACTION_ID_LENGTH, V1TransactionSchema } from '#shared/api/v1';
import { fold } from '#shared/fold';
import { MAX_DESCRIPTION_LENGTH } from '#shared/limits';
import { looksLikeOfx, OfxError, readOfxTransaction } from '#shared/statements/ofx';
import { isOfxKind, type OfxKind } from '#shared/statements/source';
import { type Delimiter, detectDelimiter, parseDelimited } from '#shared/statements/table';
import { type DecimalMark, detectDecimalMark, parseAmount, parseDate } from '#shared/statements/values';
import { isDangerous, trimSpaces } from '#shared/transactions';
import { JOB_MESSAGES } from './messages.ts';
import type { JobFormat } from './ports.ts';

/**
 * Reading a job's input as it streams (docs/decisions/0058): CSV, OFX or JSON Lines in, one entry per line or
 * record out, in order: a transaction to categorize, or the reason the line is refused. Nothing holds the file
 * whole: text is decoded as it arrives and records are cut from it (a CSV's quoted line breaks kept).
 */

/** A line to categorize: the caller's id (or the line's number), the trimmed description, money and date. */
export interface JobLine {
  readonly id: string;
  readonly description: string;
  readonly amountCents?: number;
  readonly date?: string;
  /** The bank's kind of the line (OFX TRNTYPE), when the format has one. */
  readonly kind?: OfxKind;
}

export type JobInputEntry =
  | { readonly line: number; readonly item: JobLine }
  | { readonly line: number; readonly id?: string; readonly error: string };

/** The input cannot be read at all (not the format said, no description column): the whole job fails. */
export class JobInputError extends Error {}

/**
 * Text decoded from the bytes as they come (a BOM dropped): UTF-8, or Windows-1252 from the first byte that is
 * not UTF-8 (many Brazilian banks export OFX and CSV in it, as the app reads them: ADR 0044). Bytes before that
 * point were valid UTF-8, so they read the same; a character split across pieces is kept by the decoder.
 */
async function* textOf(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let decoder = new TextDecoder('utf-8', { fatal: true });
  let first = true;
  for await (const chunk of bytes) {
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      // Only the UTF-8 decoder is fatal: Windows-1252 reads any byte.
      decoder = new TextDecoder('windows-1252');
      text = decoder.decode(chunk, { stream: true });
    }
    if (first && text.length > 0) {
      text = text.replace(/^\uFEFF/, '');
      first = false;
    }
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/**
 * Lines of text; with `quoted`, a line break inside double quotes continues the record (RFC 4180: an odd count
 * of quotes so far means a quote is open). The line's number is that of its first physical line.
 */
async function* linesOf(
  text: AsyncIterable<string>,
  quoted: boolean,
): AsyncGenerator<{ line: number; text: string }> {
  let buffer = '';
  let physical = 0;
  let record = '';
  let recordLine = 1;
  let quotes = 0;
  const take = (piece: string) => {
    physical++;
    if (record === '') recordLine = physical;
    record = record === '' && quotes === 0 ? piece : `${record}\n${piece}`;
    if (quoted) for (const char of piece) if (char === '"') quotes++;
    if (quotes % 2 === 1) return undefined;
    const done = { line: recordLine, text: record };
    record = '';
    quotes = 0;
    return done;
  };
  for await (const piece of text) {
    buffer += piece;
    let start = 0;
    for (let index = buffer.indexOf('\n'); index >= 0; index = buffer.indexOf('\n', start)) {
      const line = buffer.slice(start, index).replace(/\r$/, '');
      start = index + 1;
      const done = take(line);
      if (done) yield done;
    }
    buffer = buffer.slice(start);
  }
  if (buffer.length > 0 || record !== '') {
    const done = take(buffer.replace(/\r$/, ''));
    if (done) yield done;
    else yield { line: recordLine, text: record };
  }
}

/** The checks of a description, as the app's (shared/transactions.ts), for one line: why it is refused. */
function descriptionProblem(raw: string): string | undefined {
  if (isDangerous(raw)) return JOB_MESSAGES.dangerousDescription;
  const description = trimSpaces(raw);
  if (description.length === 0) return JOB_MESSAGES.emptyDescription;
  if (description.length > MAX_DESCRIPTION_LENGTH)
    return JOB_MESSAGES.longDescription(MAX_DESCRIPTION_LENGTH);
  return undefined;
}

/** Ids are unique in a job: a repeated one is refused (the results are matched by id). */
class IdRegister {
  private readonly seen = new Set<string>();
  problem(id: string): string | undefined {
    if (id.length === 0) return JOB_MESSAGES.emptyId;
    if (id.length > MAX_TRANSACTION_ID_LENGTH) return JOB_MESSAGES.longId(MAX_TRANSACTION_ID_LENGTH);
    if (this.seen.has(id)) return JOB_MESSAGES.repeatedId;
    this.seen.add(id);
    return undefined;
  }
}

/** A line checked: the entry to categorize, or the first problem of it. */
function entryOf(line: number, ids: IdRegister, raw: JobLine, problems: readonly (string | undefined)[]) {
  const problem = [descriptionProblem(raw.description), ...problems].find(Boolean) ?? ids.problem(raw.id);
  if (problem) return { line, ...(raw.id ? { id: raw.id } : {}), error: problem };
  return { line, item: { ...raw, description: trimSpaces(raw.description) } };
}

/** Header names of the CSV columns, compared without accents or case. */
const CSV_COLUMNS = {
  id: ['id', 'identificador', 'fitid'],
  description: ['description', 'descricao', 'transacoes', 'transacao', 'historico', 'lancamento'],
  amount: ['amount', 'valor'],
  date: ['date', 'data'],
} as const;

const normalize = (name: string) => fold(name.trim());

/** Records per parse: enough to read fast, few enough to hold (the decimal mark is read from the first). */
const CSV_BLOCK_RECORDS = 2000;

async function* readCsv(text: AsyncIterable<string>): AsyncGenerator<JobInputEntry> {
  let header:
    | { delimiter: Delimiter | undefined; columns: Record<keyof typeof CSV_COLUMNS, number> }
    | undefined;
  let mark: DecimalMark | undefined;
  const ids = new IdRegister();
  let block: { line: number; text: string }[] = [];

  const flush = function* (): Generator<JobInputEntry> {
    if (!header || block.length === 0) return;
    const { delimiter, columns } = header;
    const rows = delimiter ? parseDelimited(block.map((r) => r.text).join('\n'), delimiter) : [];
    const cells = (index: number): string[] => (delimiter ? (rows[index] ?? []) : [block[index]?.text ?? '']);
    if (columns.amount >= 0 && mark === undefined) {
      mark = detectDecimalMark(block.map((_, index) => cells(index)[columns.amount] ?? ''));
    }
    for (const [index, record] of block.entries()) {
      const row = cells(index);
      const at = (column: number) => (column >= 0 ? (row[column] ?? '').trim() : '');
      const rawAmount = at(columns.amount);
      const rawDate = at(columns.date);
      const amountCents = rawAmount ? parseAmount(rawAmount, mark ?? ',') : undefined;
      const date = rawDate ? parseDate(rawDate) : undefined;
      yield entryOf(
        record.line,
        ids,
        {
          id: columns.id >= 0 ? at(columns.id) : String(record.line),
          description: row[columns.description] ?? '',
          ...(amountCents === undefined ? {} : { amountCents }),
          ...(date === undefined ? {} : { date }),
        },
        [
          rawAmount && amountCents === undefined ? JOB_MESSAGES.badAmount(rawAmount) : undefined,
          rawDate && date === undefined ? JOB_MESSAGES.badDate(rawDate) : undefined,
        ],
      );
    }
    block = [];
  };

  for await (const record of linesOf(text, true)) {
    if (!header) {
      if (record.text.trim() === '') continue;
      const delimiter = detectDelimiter(record.text);
      const names = (delimiter ? (parseDelimited(record.text, delimiter)[0] ?? []) : [record.text]).map(
        normalize,
      );
      const find = (aliases: readonly string[]) => names.findIndex((name) => aliases.includes(name));
      const columns = {
        id: find(CSV_COLUMNS.id),
        description: find(CSV_COLUMNS.description),
        amount: find(CSV_COLUMNS.amount),
        date: find(CSV_COLUMNS.date),
      };
      if (columns.description < 0) throw new JobInputError(JOB_MESSAGES.csvWithoutDescription);
      header = { delimiter, columns };
      continue;
    }
    if (record.text.trim() === '') continue;
    block.push(record);
    if (block.length >= CSV_BLOCK_RECORDS) yield* flush();
  }
  if (!header) throw new JobInputError(JOB_MESSAGES.emptyFile);
  yield* flush();
}

async function* readJsonLines(text: AsyncIterable<string>): AsyncGenerator<JobInputEntry> {
  const ids = new IdRegister();
  for await (const record of linesOf(text, false)) {
    if (record.text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(record.text);
    } catch {
      yield { line: record.line, error: JOB_MESSAGES.badJson };
      continue;
    }
    const parsed = V1TransactionSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const id = (value as { id?: unknown } | null)?.id;
      yield {
        line: record.line,
        ...(typeof id === 'string' && id ? { id } : {}),
        error: JOB_MESSAGES.badField(issue?.path.map(String).join('.') || 'linha', issue?.message ?? ''),
      };
      continue;
    }
    const { id, description, amount, date } = parsed.data;
    yield entryOf(
      record.line,
      ids,
      {
        id,
        description,
        ...(amount === undefined ? {} : { amountCents: Math.round(amount * 100) }),
        ...(date === undefined ? {} : { date }),
      },
      [],
    );
  }
}

/** OFX: each `<STMTTRN>` block as it arrives; a record's "line" is its number among the transactions. */
async function* readOfx(text: AsyncIterable<string>): AsyncGenerator<JobInputEntry> {
  const ids = new IdRegister();
  const fitIds = new Set<string>();
  let buffer = '';
  // The header is read from the file's first 2,000 characters (looksLikeOfx), kept apart from the buffer.
  let head = '';
  let checked = false;
  let record = 0;
  for await (const piece of text) {
    buffer += piece;
    if (!checked) {
      head += piece.slice(0, 2000 - head.length);
      if (head.length >= 2000) {
        if (!looksLikeOfx(head)) throw new JobInputError(JOB_MESSAGES.notOfx);
        checked = true;
      }
    }
    const upper = buffer.toUpperCase();
    let start = 0;
    for (;;) {
      const open = upper.indexOf('<STMTTRN>', start);
      const close = open < 0 ? -1 : upper.indexOf('</STMTTRN>', open);
      if (close < 0) {
        start = open < 0 ? Math.max(start, buffer.length - 16) : open;
        break;
      }
      record++;
      const block = buffer.slice(open + '<STMTTRN>'.length, close);
      start = close + '</STMTTRN>'.length;
      let transaction: ReturnType<typeof readOfxTransaction>;
      try {
        transaction = readOfxTransaction(block, record - 1);
      } catch (error) {
        if (!(error instanceof OfxError)) throw error;
        yield { line: record, error: error.message };
        continue;
      }
      if (!transaction) continue;
      // The bank's FITID is the line's id; a file without one, or repeating one, gets the record's number.
      const id = transaction.fitId && !fitIds.has(transaction.fitId) ? transaction.fitId : `#${record}`;
      fitIds.add(transaction.fitId);
      yield entryOf(
        record,
        ids,
        {
          id,
          description: transaction.description,
          amountCents: transaction.amountCents,
          date: transaction.date,
          ...(isOfxKind(transaction.type) ? { kind: transaction.type } : {}),
        },
        [],
      );
    }
    buffer = buffer.slice(start);
  }
  if (!checked && !looksLikeOfx(head)) throw new JobInputError(JOB_MESSAGES.notOfx);
}

/** The entries of a job's input, in order; throws JobInputError when the file cannot be read as `format`. */
export function readJobInput(
  format: JobFormat,
  bytes: AsyncIterable<Uint8Array>,
): AsyncGenerator<JobInputEntry> {
  const text = textOf(bytes);
  if (format === 'csv') return readCsv(text);
  if (format === 'jsonl') return readJsonLines(text);
  return readOfx(text);
}
