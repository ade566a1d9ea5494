import type { CategorizedTransaction, DuplicateLine, StatementSummary } from '#shared/api/schemas';
import { mapWithConcurrency } from '#shared/concurrency';
import { type EarlierUpload, findDuplicates, periodOf } from '#shared/statements/duplicates';
import { summarizeMoney } from '#shared/statements/money';
import type { StatementFacts, UploadRecord, UploadStore } from './ports.ts';

/**
 * Earlier uploads read to find a new statement's duplicates: the most recent ones whose period overlaps it.
 * Each is one read of its results; monthly statements overlap a handful at most.
 */
export const MAX_EARLIER_UPLOADS_CHECKED = 24;

/**
 * A stored upload's lines with what the record says of them: the user's corrections (source `user`), and the
 * lines already imported before, kept or not.
 */
export function withLineStates(
  results: readonly CategorizedTransaction[],
  record: Pick<UploadRecord, 'duplicates' | 'kept' | 'edits'>,
): CategorizedTransaction[] {
  const lines = [...results];
  for (const [index, edit] of record.edits ?? []) {
    const line = lines[index];
    if (!line) continue;
    const { categoryNumber: _, ...rest } = line;
    lines[index] = {
      ...rest,
      category: edit.category,
      ...(edit.categoryNumber === undefined ? {} : { categoryNumber: edit.categoryNumber }),
      source: 'user',
    };
  }
  if (!record.duplicates || record.duplicates.length === 0) return lines;
  const kept = new Set(record.kept ?? []);
  for (const { index, of } of record.duplicates) {
    const line = lines[index];
    if (line) lines[index] = { ...line, duplicateOf: of, ...(kept.has(index) ? { kept: true } : {}) };
  }
  return lines;
}

/** The period and money of a statement's lines (states applied), or undefined for the spec's plain file. */
export function statementFacts(lines: readonly CategorizedTransaction[]): StatementFacts | undefined {
  const period = periodOf(lines);
  if (!period) return undefined;
  const money = summarizeMoney(lines);
  return {
    ...period,
    outCents: money.outCents,
    inCents: money.inCents,
    duplicateLines: money.duplicates.count,
  };
}

export function toStatementSummary(record: UploadRecord): StatementSummary | undefined {
  const { statement } = record;
  if (!statement) return undefined;
  return {
    period_start: statement.from,
    period_end: statement.to,
    money_out_cents: statement.outCents,
    money_in_cents: statement.inCents,
    duplicate_lines: statement.duplicateLines,
  };
}

/**
 * The lines of a new statement that earlier uploads of the user already hold (same bank id and amount, or
 * same date, amount and description), read from the recent uploads whose period overlaps its own.
 */
export async function duplicatesOf(
  store: UploadStore,
  userId: string,
  uploadId: string,
  lines: readonly CategorizedTransaction[],
): Promise<DuplicateLine[]> {
  const period = periodOf(lines);
  if (!period) return [];
  const overlapping = (await store.listUploads(userId))
    .filter(
      (record) =>
        record.id !== uploadId &&
        record.statement !== undefined &&
        record.statement.from <= period.to &&
        record.statement.to >= period.from,
    )
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))
    .slice(0, MAX_EARLIER_UPLOADS_CHECKED);
  // A few at a time, keeping of each line only what the comparison reads.
  const earlier: EarlierUpload[] = await mapWithConcurrency(overlapping, 4, async (record) => ({
    filename: record.filename,
    lines: (await store.getUploadResults(userId, record.id))
      .slice(0, record.transactionCount)
      .map(({ description, date, amountCents, fitId }) => ({ description, date, amountCents, fitId })),
  }));
  return findDuplicates(lines, earlier).flatMap((of, index) => (of === undefined ? [] : [{ index, of }]));
}
