import type { CategorizedTransaction, CategorySource } from '#shared/api/schemas';
import type { CustomCategory } from '#shared/categories';

/** What a categorizer decides for one description. */
export interface CategoryChoice {
  readonly category: string;
  readonly categoryNumber?: number;
  /** Who decided, when a model took part (bedrock and hybrid modes); absent when the engine alone runs. */
  readonly source?: CategorySource;
}

/**
 * Port: categorizes descriptions (already validated, trimmed and unique) into the allowed categories: the
 * custom list when given, else the product's defaults. Answers one choice per description, in order.
 */
export interface Categorizer {
  categorize(
    descriptions: readonly string[],
    customCategories?: readonly CustomCategory[],
  ): Promise<CategoryChoice[]>;
}

export interface BatchCount {
  readonly batchIndex: number;
  readonly count: number;
  readonly bytes: number;
}

/** An upload as recorded in the history. */
export interface UploadRecord {
  readonly id: string;
  readonly filename: string;
  readonly transactionCount: number;
  /** ISO 8601. */
  readonly uploadedAt: string;
}

export interface StoredUsage {
  readonly used: number;
  /** Batch keys (`uploadId#batchIndex`) already paid for and not yet cleared by finalization. */
  readonly consumedBatches: ReadonlySet<string>;
}

export type ConsumeOutcome =
  /** This call consumed `count`; `used` is the new total. */
  | { readonly status: 'consumed'; readonly used: number }
  /** The batch had been paid for already (a retry): nothing consumed. */
  | { readonly status: 'already-consumed'; readonly used: number }
  /** Consuming would pass the limit: nothing consumed. */
  | { readonly status: 'exceeded'; readonly used: number };

/** Port: the free-plan counter, with the batches it has charged (so a retry never pays twice). */
export interface UsageStore {
  getUsage(userId: string): Promise<StoredUsage>;
  /** Atomically: unless `batchKey` was charged, add `count` to the user's total if it stays within `limit` (0 = none). */
  consume(userId: string, batchKey: string, count: number, limit: number): Promise<ConsumeOutcome>;
  /** Undoes a `consume` whose results could not be stored. */
  refund(userId: string, batchKey: string, count: number): Promise<void>;
  /** Forgets the markers of a finalized upload (its batches stay deduplicated by their stored results). */
  clearBatchMarkers(userId: string, batchKeys: readonly string[]): Promise<void>;
}

/** Port: the results of each batch, and the upload records of the history. */
export interface UploadStore {
  getBatch(
    userId: string,
    uploadId: string,
    batchIndex: number,
  ): Promise<CategorizedTransaction[] | undefined>;
  putBatch(
    userId: string,
    uploadId: string,
    batchIndex: number,
    results: readonly CategorizedTransaction[],
    expiresAt: number,
  ): Promise<void>;
  /** Index, transaction count and description bytes (UTF-8) of each stored batch of an upload, by index. */
  listBatchCounts(userId: string, uploadId: string): Promise<BatchCount[]>;
  /** Every stored batch's results, in batch order. */
  getUploadResults(userId: string, uploadId: string): Promise<CategorizedTransaction[]>;
  getUpload(userId: string, uploadId: string): Promise<UploadRecord | undefined>;
  /** Writes the record unless one exists for this id; answers the record that is stored. */
  createUpload(userId: string, record: UploadRecord, expiresAt: number): Promise<UploadRecord>;
  listUploads(userId: string): Promise<UploadRecord[]>;
}

export interface Clock {
  now(): Date;
}

export interface Plan {
  /** Transactions a user may categorize in total; 0 = unlimited. */
  readonly limit: number;
  readonly retentionDays: number;
}
