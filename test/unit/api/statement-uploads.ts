import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { createEngineCategorizer } from '#lambdas/adapters/engine-categorizer';
import { categorizeBatch } from '#lambdas/domain/categorize-batch';
import { finalizeUpload } from '#lambdas/domain/finalize-upload';
import type { LedgerStore, MoneySettingsStore } from '#lambdas/domain/ports';
import { getUsage } from '#lambdas/domain/uploads';
import type { CreateUploadResponse } from '#shared/api/schemas';
import { chunk } from '#shared/concurrency';
import { statementAccount } from '#shared/ledger/accounts';
import { sentLineFields } from '#shared/ledger/identity';
import { MAX_BATCH_SIZE } from '#shared/limits';
import { readUpload } from '#shared/statements/upload';
import type { createMemoryStore } from './memory-store.ts';

/** The three months of card bills and the account that pays them (docs/ledger.md). */
export const LEDGER_FILES = [
  'Nubank_2026-07-28.csv',
  'Nubank_2026-08-28.csv',
  'Nubank_2026-09-28.csv',
  'NU_12345678_01JUL2026_30SEP2026.csv',
] as const;

const LEDGER_DIR = path.join(import.meta.dirname, '../../../data/statements/ledger');

export interface LedgerTestDeps {
  readonly store: ReturnType<typeof createMemoryStore>;
  readonly ledger: LedgerStore;
  readonly moneySettings: MoneySettingsStore;
  readonly categorizer: ReturnType<typeof createEngineCategorizer>;
  readonly clock: { now(): Date };
  readonly plan: { limit: number; retentionDays: number };
}

/**
 * A statement uploaded as the browser does it: read, sent in batches with each line's copy number, then
 * finalized with its account. Answers the upload's id and what it cost the free plan.
 */
export async function uploadStatement(
  deps: LedgerTestDeps,
  userId: string,
  file: string,
  text = readFileSync(path.join(LEDGER_DIR, file), 'utf8'),
): Promise<{
  uploadId: string;
  charged: number;
  duplicates: number;
  kinds: NonNullable<CreateUploadResponse['kinds']>;
}> {
  const read = readUpload(text);
  if (!read.ok || read.kind !== 'statement') throw new Error(`${file} is not a statement`);
  const fields = sentLineFields(read.lines);
  const before = (await getUsage(deps, userId)).used;
  const uploadId = randomUUID();
  const indexes = chunk(
    read.lines.map((_, index) => index),
    MAX_BATCH_SIZE,
  );
  for (const [batchIndex, batch] of indexes.entries()) {
    await categorizeBatch(deps, userId, {
      uploadId,
      batchIndex,
      transactions: batch.map((index) => read.lines[index]?.description as string),
      statement: batch.map((index) => fields[index] as (typeof fields)[number]),
    });
  }
  const created = await finalizeUpload(deps, userId, {
    uploadId,
    filename: file,
    transactionCount: read.lines.length,
    account: statementAccount(read.format, file, read.accountId).id,
  });
  const after = (await getUsage(deps, userId)).used;
  return {
    uploadId,
    charged: after - before,
    duplicates: created.duplicates?.length ?? 0,
    kinds: created.kinds ?? [],
  };
}
