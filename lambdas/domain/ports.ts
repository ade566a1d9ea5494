import type {
  ApiKeyLimits,
  CategorizedTransaction,
  CategorySource,
  DuplicateLine,
  MoneySettings,
  Rule,
  SavedList,
} from '#shared/api/schemas';
import type { V1Job } from '#shared/api/v1';
import type { CategoryNumber, CustomCategory } from '#shared/categories';
import type { ListAdjustments } from '#shared/engine/list-mapping';
import type { TransactionKind } from '#shared/ledger/types';
import type { RuleCategory } from '#shared/rules';
import type { LineHint } from '#shared/statements/source';

/** What a categorizer decides for one description. */
export interface CategoryChoice {
  readonly category: string;
  readonly categoryNumber?: CategoryNumber;
  /** Who decided, when a model took part (bedrock and hybrid modes); absent when the engine alone runs. */
  readonly source?: CategorySource;
  /** The engine's confidence in [0, 1] and its reason, when the engine decided (the API answers them). */
  readonly confidence?: number;
  readonly reason?: string;
}

/**
 * Port: categorizes descriptions (already validated, trimmed and unique) into the allowed categories: the
 * custom list when given, else the product's defaults. Answers one choice per description, in order.
 */
export interface Categorizer {
  categorize(
    descriptions: readonly string[],
    customCategories?: readonly CustomCategory[],
    context?: CategorizeContext,
  ): Promise<CategoryChoice[]>;
}

/** Who the lines are categorized for (the model's daily ceiling is per user), and what their source says. */
export interface CategorizeContext {
  readonly userId: string;
  /** Aligned with the descriptions: the direction of each line's money and its OFX kind, when known. */
  readonly hints?: readonly (LineHint | undefined)[];
  /** With a custom list: the user's adjustments to how it is understood. */
  readonly adjustments?: ListAdjustments;
  /** An API key's own daily ceiling of lines sent to the model, in place of the user's. */
  readonly modelCeiling?: ModelCeiling;
}

/** A daily ceiling of model lines of its own (an API key's), counted apart from the user's. */
export interface ModelCeiling {
  /** Names the counter (e.g. the key's id). */
  readonly scope: string;
  readonly linesPerDay: number;
}

/** The context of a subset of the lines (`indexes` into the original descriptions). */
export function contextFor(
  context: CategorizeContext | undefined,
  indexes: readonly number[],
): CategorizeContext | undefined {
  if (!context?.hints) return context;
  const hints = context.hints;
  return { ...context, hints: indexes.map((index) => hints[index]) };
}

/**
 * Port: each user's daily ceiling on lines sent to the model (hybrid and bedrock modes); past it the offline
 * engine answers. Answers how many of `lines` may go to the model now, and counts them.
 */
export interface ModelLineQuota {
  grant(userId: string, lines: number, ceiling?: ModelCeiling): Promise<number>;
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
  /** For an imported statement: its period and money (duplicates left out unless kept). */
  readonly statement?: StatementFacts;
  /** Lines an earlier upload already held, found at finalization. */
  readonly duplicates?: readonly DuplicateLine[];
  /** Indexes of those lines the user keeps (in the totals after all). */
  readonly kept?: readonly number[];
  /** The custom list the upload used; absent for the defaults. */
  readonly customCategories?: readonly CustomCategory[];
  /** Categories the user corrected, by line index. */
  readonly edits?: ReadonlyMap<number, RuleCategory>;
  /** Bumped by every change of the line states (optimistic concurrency). */
  readonly version?: number;
  /** The account (shared/ledger/accounts.ts) the statement is of, as the browser read it. */
  readonly account?: string;
  /** Its lines are in the ledger (every upload recorded since the ledger; older ones once migrated). */
  readonly inLedger?: boolean;
}

export interface StatementFacts {
  /** ISO dates of the first and last lines. */
  readonly from: string;
  readonly to: string;
  /** Money out as a positive number of cents, and money in; own movements and duplicates not kept left out. */
  readonly outCents: number;
  readonly inCents: number;
  /** Lines an earlier upload already held that are not kept. */
  readonly duplicateLines: number;
}

/** A batch between its claim and its upload's finalization: what it holds, and whether it was charged. */
export interface OpenBatch {
  /** SHA-256 (hex) of the batch's descriptions: the content the claim was made for. */
  readonly digest: string;
  readonly count: number;
  /** Epoch seconds of the claim. */
  readonly at: number;
  readonly charged: boolean;
}

export interface StoredUsage {
  /** Transactions charged. */
  readonly used: number;
  /** `used` plus the counts of batches claimed and not yet charged: what the limit is checked against. */
  readonly committed: number;
  /** Open batches by key (`uploadId#batchIndex`), at most `MAX_OPEN_BATCHES`. */
  readonly open: ReadonlyMap<string, OpenBatch>;
}

export interface ClaimRequest {
  readonly digest: string;
  readonly count: number;
  /** Epoch seconds. */
  readonly now: number;
  /** Transactions a user may categorize (0 = unlimited). */
  readonly limit: number;
}

export type ClaimOutcome =
  /** This call holds the batch: categorize, then charge (or release). */
  | { readonly status: 'claimed' }
  /** The batch is held already (by a parallel or earlier request) for `digest`. */
  | { readonly status: 'taken'; readonly digest: string }
  /** Claiming would pass the limit: `committed` is what is already spoken for. */
  | { readonly status: 'exceeded'; readonly committed: number }
  /** The user has too many batches open at once. */
  | { readonly status: 'too-many-open' };

/**
 * Port: the free-plan counter and the open batches. A batch is claimed for its content before it is
 * categorized (so only one request ever works on a key, and the limit counts it at once), charged when its
 * results exist, released when they cannot be made. Claims older than a day are pruned by later claims.
 */
export interface UsageStore {
  getUsage(userId: string): Promise<StoredUsage>;
  claim(userId: string, batchKey: string, request: ClaimRequest): Promise<ClaimOutcome>;
  /** Charges a claimed batch of `count` transactions; answers the new `used`. */
  charge(userId: string, batchKey: string, digest: string, count: number): Promise<number>;
  /** Gives a claim up (refunding it if it was charged): its results were not stored. */
  release(userId: string, batchKey: string, digest: string): Promise<void>;
  /** Forgets the open batches of a finalized upload (their stored results answer any late retry). */
  clearBatchMarkers(userId: string, batchKeys: readonly string[]): Promise<void>;
}

/** Port: the results of each batch, and the upload records of the history. */
export interface UploadStore {
  getBatch(
    userId: string,
    uploadId: string,
    batchIndex: number,
  ): Promise<CategorizedTransaction[] | undefined>;
  /** Writes a batch's results once: a batch already stored is never overwritten. */
  putBatch(
    userId: string,
    uploadId: string,
    batchIndex: number,
    results: readonly CategorizedTransaction[],
    expiresAt: number,
  ): Promise<void>;
  /** Moves the expiry of an upload's stored results (from the unfinished-upload day to the retention). */
  retainResults(userId: string, uploadId: string, expiresAt: number): Promise<void>;
  /** Index, transaction count and description bytes (UTF-8) of each stored batch of an upload, by index. */
  listBatchCounts(userId: string, uploadId: string): Promise<BatchCount[]>;
  /** Every stored batch's results, in batch order. */
  getUploadResults(userId: string, uploadId: string): Promise<CategorizedTransaction[]>;
  getUpload(userId: string, uploadId: string): Promise<UploadRecord | undefined>;
  /** Writes the record unless one exists for this id; answers the record that is stored. */
  createUpload(userId: string, record: UploadRecord, expiresAt: number): Promise<UploadRecord>;
  listUploads(userId: string): Promise<UploadRecord[]>;
  /**
   * Writes the line states of a recorded upload (kept lines, corrections) and its statement facts, if its
   * version is still `version`: answers the record, `conflict` when another change came first, or undefined
   * when there is no such upload. (Listing reads records without their line states, which can be long.)
   */
  updateUpload(
    userId: string,
    uploadId: string,
    changes: {
      readonly kept: readonly number[];
      readonly edits: ReadonlyMap<number, RuleCategory>;
      readonly statement: StatementFacts | undefined;
    },
    version: number,
  ): Promise<UploadRecord | 'conflict' | undefined>;
  /** Says an upload's lines are in the ledger (its migration is done). */
  markInLedger(userId: string, uploadId: string): Promise<void>;
  /** Deletes an upload and its results; answers whether there was one. */
  deleteUpload(userId: string, uploadId: string): Promise<boolean>;
  /** Deletes every item of the user (uploads, results, usage); answers how many. */
  deleteAllUserData(userId: string): Promise<number>;
}

/** Port: each user's learned rules, one per merchant key, at most `limit`. */
export interface RuleStore {
  /** The rules of these merchant keys (any missing is simply absent). */
  findRules(userId: string, keys: readonly string[]): Promise<Map<string, Rule>>;
  listRules(userId: string): Promise<Rule[]>;
  /**
   * Makes or changes a merchant's rule; a new one only while the user has fewer than `limit`. Answers the rule
   * stored and the one it replaced, or `limit` when a new one would pass it.
   */
  putRule(
    userId: string,
    rule: Omit<Rule, 'createdAt' | 'applied'>,
    limit: number,
  ): Promise<{ rule: Rule; previous: Rule | undefined } | 'limit'>;
  /** Deletes a merchant's rule; answers whether there was one. */
  deleteRule(userId: string, key: string): Promise<boolean>;
  /** Adds to the rules' counts of lines decided (rules deleted since are skipped). */
  countApplied(userId: string, counts: ReadonlyMap<string, number>): Promise<void>;
}

/** Port: the category lists a user saved, at most `limit`. */
export interface ListStore {
  listLists(userId: string): Promise<SavedList[]>;
  /** Saves a list unless the user has `limit` already; answers it, or `limit`. */
  saveList(userId: string, list: SavedList, limit: number): Promise<SavedList | 'limit'>;
  /** Replaces a saved list's adjustments; answers the list, or undefined when there is none. */
  updateList(
    userId: string,
    id: string,
    adjustments: Readonly<Record<string, CategoryNumber>>,
  ): Promise<SavedList | undefined>;
  deleteList(userId: string, id: string): Promise<boolean>;
}

/** A transaction as the ledger keeps it: the record of an imported line, until the user deletes it. */
export interface LedgerTransaction {
  /** Stable across imports (shared/ledger/identity.ts). */
  readonly id: string;
  /** ISO yyyy-mm-dd and signed cents, for a statement's line; absent for the spec's one-column file. */
  readonly date?: string;
  readonly amountCents?: number;
  readonly description: string;
  readonly category: string;
  readonly categoryNumber?: CategoryNumber;
  /** Who decided the category: the engine, the model, a rule, the user. */
  readonly decidedBy: CategorySource;
  readonly kind: TransactionKind;
  /** The user chose the kind (matching and the words never change it then). */
  readonly kindByUser?: boolean;
  /** The upload that brought the line, and its position in that file. */
  readonly uploadId: string;
  readonly index: number;
  /** The account (shared/ledger/accounts.ts) of the statement. */
  readonly account?: string;
  /** The bank's own id of the line. */
  readonly fitId?: string;
  /** The other side of an own movement (a bill and its payment). */
  readonly linkedId?: string;
}

/**
 * A page of the ledger: the dated lines of one month (`yyyy-mm`), or the undated lines of one upload
 * (`file:<uploadId>`). Pages are written whole, under a version (docs/decisions/0028).
 */
export interface LedgerPage {
  readonly key: string;
  /** 0 for a page that does not exist yet. */
  readonly version: number;
  readonly lines: readonly LedgerTransaction[];
}

/** Port: the user's ledger, page by page. */
export interface LedgerStore {
  /** The month pages from `from` to `to` (yyyy-mm, inclusive), or every page (undated ones too) without a range. */
  readPages(userId: string, range?: { readonly from: string; readonly to: string }): Promise<LedgerPage[]>;
  /** One page, version 0 and no lines when it does not exist. */
  readPage(userId: string, key: string): Promise<LedgerPage>;
  /**
   * Replaces a page's lines if its version is still `version` (no lines: the page goes); answers `conflict`
   * when another write came first.
   */
  writePage(
    userId: string,
    key: string,
    lines: readonly LedgerTransaction[],
    version: number,
  ): Promise<'written' | 'conflict'>;
}

/** Port: the user's choices on the money page (budgets, dismissed recurring charges), one item under a version. */
export interface MoneySettingsStore {
  /** Version 0 and nothing set when the user never chose anything. */
  getMoneySettings(userId: string): Promise<{ readonly settings: MoneySettings; readonly version: number }>;
  /** Replaces the settings if their version is still `version`. */
  putMoneySettings(userId: string, settings: MoneySettings, version: number): Promise<'written' | 'conflict'>;
}

/** Port: the user accounts (Cognito), for the rights that reach past the table: export and erasure. */
export interface AccountDirectory {
  /** The account's e-mail address, by the token's `username`. */
  emailOf(username: string): Promise<string | undefined>;
  /** Deletes the account: it can no longer sign in. Deleting one that is gone already is no error. */
  deleteUser(username: string): Promise<void>;
}

export interface Clock {
  now(): Date;
}

export interface Plan {
  /** Transactions a user may categorize in total; 0 = unlimited. */
  readonly limit: number;
  readonly retentionDays: number;
}

/** An API key as stored: never the key, only its SHA-256 and its prefix. */
export interface StoredApiKey {
  readonly id: string;
  readonly name: string;
  readonly prefix: string;
  /** SHA-256 (hex) of the whole key: the authorizer finds the key by it. */
  readonly hash: string;
  readonly createdAt: string;
  readonly lastUsedAt?: string;
  readonly revokedAt?: string;
  readonly limits: ApiKeyLimits;
  /** Signs the key's webhooks (`whsec_…`); kept to sign, shown once. */
  readonly webhookSecret: string;
}

/** Who an API key is, as the authorizer hands it to the /v1 handlers. */
export interface ApiKeyIdentity {
  readonly ownerId: string;
  readonly keyId: string;
  readonly limits: ApiKeyLimits;
}

export type MeterOutcome =
  | { readonly status: 'charged'; readonly used: number }
  | { readonly status: 'exceeded'; readonly used: number };

/**
 * Port: API keys, their lookup by hash (the authorizer's one read), and their metering: lines a month, and
 * requests a second.
 */
export interface ApiKeyStore {
  /** Writes the key and its lookup unless the owner has `maxKeys` active keys already. */
  createApiKey(ownerId: string, key: StoredApiKey, maxKeys: number): Promise<StoredApiKey | 'limit'>;
  listApiKeys(ownerId: string): Promise<StoredApiKey[]>;
  /** Marks the key revoked and deletes its lookup (the authorizer refuses it from then on); false if unknown. */
  revokeApiKey(ownerId: string, keyId: string, at: string): Promise<boolean>;
  findApiKey(hash: string): Promise<ApiKeyIdentity | undefined>;
  /** Says when the key was last used (at most once a minute is enough: callers may skip). */
  touchApiKey(ownerId: string, keyId: string, at: string): Promise<void>;
  /** Lines the key was charged in `month` (YYYY-MM). */
  monthLines(ownerId: string, keyId: string, month: string): Promise<number>;
  /** Charges `lines` to the key's month if it stays within `limit`. */
  chargeLines(
    ownerId: string,
    keyId: string,
    month: string,
    lines: number,
    limit: number,
  ): Promise<MeterOutcome>;
  /** Gives back lines charged for work that failed. */
  refundLines(ownerId: string, keyId: string, month: string, lines: number): Promise<void>;
  /** Takes one of `perSecond` request slots of the key's current second; false when none is left. */
  takeRequestSlot(keyId: string, epochSecond: number, perSecond: number): Promise<boolean>;
  /** The key's webhook signing secret (kept after a revocation, for the jobs it started); undefined if unknown. */
  webhookSecret(ownerId: string, keyId: string): Promise<string | undefined>;
}

/** A job's input format: CSV with a header, an OFX statement, or JSON Lines of `/v1` transactions. */
export type JobFormat = V1Job['format'];

/** `awaiting_upload` → `queued` (file read, lines charged) → `running` → `succeeded` | `failed`. */
export type JobStatus = V1Job['status'];

/** A line of the input that was refused (never categorized, never charged): 1-based line or record number. */
export type JobLineError = Readonly<V1Job['errors'][number]>;

/** An asynchronous job of an API key (docs/decisions/0058): its input read in chunks, each chunk queued. */
export interface JobRecord {
  readonly id: string;
  readonly ownerId: string;
  readonly keyId: string;
  readonly format: JobFormat;
  readonly status: JobStatus;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly finishedAt?: string;
  /** Epoch seconds: the record and its files are gone after it (TTL, and the bucket's lifecycle). */
  readonly expiresAt: number;
  readonly webhookUrl?: string;
  /** The caller's list (codes as text); the defaults when absent. */
  readonly customCategories?: readonly CustomCategory[];
  /** The key's limits when the job was created: lines a month (the charge) and lines to the model a day. */
  readonly limits: ApiKeyLimits;
  /** Lines to categorize (the input's valid lines), split in `chunks` of `chunkLines`. 0 until the file is read. */
  readonly total: number;
  readonly chunks: number;
  readonly chunkLines: number;
  /** Lines categorized and lines that could not be (their chunks failed every attempt). */
  readonly done: number;
  readonly failed: number;
  /** Chunks counted so far (done or failed), and which of them failed. */
  readonly settled: readonly number[];
  readonly failedChunks: readonly number[];
  /** Lines of the input refused (their count; the first ones in `errors`). */
  readonly refused: number;
  readonly errors: readonly JobLineError[];
  /** The month the job's lines are charged to (YYYY-MM), set when the job is queued (before the charge). */
  readonly chargedMonth?: string;
  /** Why a failed job failed, in pt-BR. */
  readonly failure?: string;
  /** The failed chunks' lines were given back (an end that finds it set gives nothing back). */
  readonly refunded?: boolean;
  /** The end's webhook was queued (once). */
  readonly webhookQueued?: boolean;
}

/** What reading a job's input found, written when the job leaves `awaiting_upload`. */
export interface JobInputFacts {
  readonly total: number;
  readonly chunks: number;
  readonly refused: number;
  readonly errors: readonly JobLineError[];
  readonly at: string;
}

export type ChunkOutcome = 'done' | 'failed';

/** Port: the jobs' records, each state change conditional so that retried and repeated work counts once. */
export interface JobStore {
  createJob(job: JobRecord): Promise<void>;
  getJob(ownerId: string, jobId: string): Promise<JobRecord | undefined>;
  /** `awaiting_upload` → `queued` with the input's facts and the month charged; false if it had left it. */
  queueJob(ownerId: string, jobId: string, facts: JobInputFacts, chargedMonth: string): Promise<boolean>;
  /** `awaiting_upload` → `failed` with the input's facts and why (nothing charged); false if it had left it. */
  refuseJob(ownerId: string, jobId: string, facts: JobInputFacts, failure: string): Promise<boolean>;
  /** `queued` → `running`; nothing when it is past that. */
  markRunning(ownerId: string, jobId: string, at: string): Promise<void>;
  /**
   * Counts a chunk once (its lines done, or failed with `error` added to the job's errors); answers the job
   * after it, or `counted` when that chunk was counted before.
   */
  settleChunk(
    ownerId: string,
    jobId: string,
    chunk: number,
    outcome: ChunkOutcome,
    lines: number,
    at: string,
    error?: JobLineError,
  ): Promise<JobRecord | 'counted'>;
  /** Records that the failed lines were given back (or that there is nothing to give: the charge was refused). */
  markRefunded(ownerId: string, jobId: string): Promise<void>;
  /** `queued`/`running` → `succeeded`/`failed`; false when the job had ended already. */
  finishJob(
    ownerId: string,
    jobId: string,
    status: 'succeeded' | 'failed',
    at: string,
    failure?: string,
  ): Promise<boolean>;
  /** Records that the end's webhook was queued. */
  markWebhookQueued(ownerId: string, jobId: string): Promise<void>;
}

/** Port: a job's files (S3 in AWS, a folder in local mode). Keys are paths such as `jobs/<owner>/<job>/input`. */
export interface JobFiles {
  /** A URL that takes the file with one HTTP PUT, for `seconds`. */
  uploadUrl(key: string, seconds: number): Promise<string>;
  /** A URL that serves the file for `seconds`, downloaded as `filename`. */
  downloadUrl(key: string, seconds: number, filename: string): Promise<string>;
  /** The file's size in bytes; undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** The file's bytes as they stream (a file is never held whole). */
  read(key: string): Promise<AsyncIterable<Uint8Array>>;
  /** Writes (or replaces) a file from text or a stream of it. */
  write(key: string, body: string | AsyncIterable<string | Uint8Array>, contentType: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
}

/** One chunk of a job to categorize. */
export interface ChunkMessage {
  readonly ownerId: string;
  readonly jobId: string;
  readonly chunk: number;
}

/** One attempt at a job's end webhook; `notBefore` (epoch seconds) when it waits past the queue's longest delay. */
export interface WebhookDelivery {
  readonly ownerId: string;
  readonly jobId: string;
  /** Attempts made before this one. */
  readonly attempt: number;
  readonly notBefore?: number;
}

/**
 * Port: the jobs' queues (SQS in AWS, in-process in local mode): delivery at least once, a failed message
 * retried, then handed to the dead-letter handler.
 */
export interface JobQueue {
  sendChunks(messages: readonly ChunkMessage[]): Promise<void>;
  /** `delaySeconds` at most `MAX_QUEUE_DELAY_SECONDS`. */
  sendWebhook(message: WebhookDelivery, delaySeconds: number): Promise<void>;
}

/** SQS's longest message delay: 15 minutes. */
export const MAX_QUEUE_DELAY_SECONDS = 900;

/**
 * Port: webhooks to the URLs institutions give (adapters/webhook-client.ts): the URL's check without DNS, and one
 * delivery guarded against SSRF (HTTPS, every resolved address outside our network, no redirects).
 */
export interface WebhookSender {
  check(url: string): { readonly ok: true } | { readonly ok: false; readonly message: string };
  deliver(request: {
    readonly url: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly body: string;
  }): Promise<{ readonly ok: boolean; readonly status?: number; readonly error?: string }>;
}
