import type {
  V1Categorized,
  V1CreateJobRequest,
  V1CreateJobResponse,
  V1Job,
  V1JobResults,
} from '#shared/api/v1';
import { MAX_JOB_BYTES, MAX_JOB_LINES } from '#shared/api/v1';
import { type LineHint, lineHint } from '#shared/statements/source';
import { JOB_CHUNK_LINES, JOB_RETENTION_DAYS } from '../workers.ts';
import {
  type ApiCategorizeDeps,
  answerOf,
  categorizeLines,
  chargeKey,
  validCategories,
} from './api-categorize.ts';
import { meteringMonth } from './api-keys.ts';
import { ConflictError, NotFoundError, QuotaExceededError, ValidationError } from './errors.ts';
import { jobFileKeys } from './job-file-keys.ts';
import { type JobInputEntry, JobInputError, type JobLine, readJobInput } from './job-input.ts';
import { JOB_MESSAGES } from './messages.ts';
import type {
  ApiKeyIdentity,
  ApiKeyStore,
  ChunkMessage,
  JobFiles,
  JobLineError,
  JobQueue,
  JobRecord,
  JobStore,
  WebhookSender,
} from './ports.ts';

/**
 * The API's asynchronous jobs (docs/decisions/0058). A job is created waiting for its file; the file's arrival
 * starts it: read as it streams, split into chunks of JOB_CHUNK_LINES lines, charged once, each chunk queued.
 * Workers categorize chunks (the same rules and categorizer as POST /v1/categorize); the chunk that settles the
 * last one ends the job: results assembled, failed lines given back, the webhook queued. Every step is safe to
 * repeat: queues deliver at least once, and each state change is a conditional write of the job.
 */

export interface JobDeps {
  readonly jobs: JobStore;
  readonly files: JobFiles;
  readonly queue: JobQueue;
  readonly keys: ApiKeyStore;
  readonly clock: { now(): Date };
  readonly webhooks: WebhookSender;
  /** Lines per chunk of new jobs (tests make them small); JOB_CHUNK_LINES by default. */
  readonly chunkLines?: number;
}

export interface JobRunDeps extends JobDeps, Pick<ApiCategorizeDeps, 'store' | 'categorizer'> {}

/** How long the upload URL takes the file, the results URL serves it, and the job and its files are kept. */
export const UPLOAD_URL_SECONDS = 60 * 60;
export const RESULTS_URL_SECONDS = 15 * 60;

/** Refused lines listed in a job (all are counted). */
const MAX_LISTED_ERRORS = 100;

const TERMINAL = new Set(['succeeded', 'failed']);
const isTerminal = (job: JobRecord) => TERMINAL.has(job.status);

/** POST /v1/jobs: the job, waiting for its file at a URL of its own. */
export async function createJob(
  deps: JobDeps,
  key: ApiKeyIdentity,
  request: V1CreateJobRequest,
): Promise<V1CreateJobResponse> {
  if (request.webhookUrl !== undefined) {
    const checked = deps.webhooks.check(request.webhookUrl);
    if (!checked.ok) throw new ValidationError(`Campo webhookUrl inválido: ${checked.message}`);
  }
  const customCategories = validCategories(request.categories);
  const now = deps.clock.now();
  const job: JobRecord = {
    id: crypto.randomUUID(),
    ownerId: key.ownerId,
    keyId: key.keyId,
    format: request.format,
    status: 'awaiting_upload',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + JOB_RETENTION_DAYS * 86_400,
    ...(request.webhookUrl ? { webhookUrl: request.webhookUrl } : {}),
    ...(customCategories ? { customCategories } : {}),
    limits: key.limits,
    total: 0,
    chunks: 0,
    chunkLines: deps.chunkLines ?? JOB_CHUNK_LINES,
    done: 0,
    failed: 0,
    settled: [],
    failedChunks: [],
    refused: 0,
    errors: [],
  };
  await deps.jobs.createJob(job);
  const uploadUrl = await deps.files.uploadUrl(jobFileKeys.input(job.ownerId, job.id), UPLOAD_URL_SECONDS);
  return {
    id: job.id,
    status: 'awaiting_upload',
    uploadUrl,
    uploadExpiresAt: new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000).toISOString(),
    maxBytes: MAX_JOB_BYTES,
    maxLines: MAX_JOB_LINES,
  };
}

/** A job as the API shows it. */
export function jobView(job: JobRecord): V1Job {
  return {
    id: job.id,
    status: job.status,
    format: job.format,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    ...(job.finishedAt ? { finishedAt: job.finishedAt } : {}),
    expiresAt: new Date(job.expiresAt * 1000).toISOString(),
    progress: { done: job.done, failed: job.failed, total: job.total },
    refused: job.refused,
    errors: [...job.errors],
    ...(job.failure ? { failure: job.failure } : {}),
  };
}

/** The key's owner's job, or 404: another owner's id is answered as an id that does not exist. */
export async function ownJob(
  deps: Pick<JobDeps, 'jobs'>,
  key: ApiKeyIdentity,
  jobId: string,
): Promise<JobRecord> {
  const job = await deps.jobs.getJob(key.ownerId, jobId);
  if (!job) throw new NotFoundError(JOB_MESSAGES.jobNotFound);
  return job;
}

/** GET /v1/jobs/{id}/results: a time-limited URL to the results, once the job succeeded. */
export async function jobResults(
  deps: Pick<JobDeps, 'jobs' | 'files' | 'clock'>,
  key: ApiKeyIdentity,
  jobId: string,
  format: 'jsonl' | 'csv',
): Promise<V1JobResults> {
  const job = await ownJob(deps, key, jobId);
  if (job.status === 'failed') throw new ConflictError(JOB_MESSAGES.noResults);
  if (job.status !== 'succeeded') throw new ConflictError(JOB_MESSAGES.notFinished(job.status));
  const url = await deps.files.downloadUrl(
    jobFileKeys.results(job.ownerId, job.id, format),
    RESULTS_URL_SECONDS,
    `categoriza-job-${job.id}.${format}`,
  );
  const expiresAt = new Date(deps.clock.now().getTime() + RESULTS_URL_SECONDS * 1000).toISOString();
  return { format, url, expiresAt };
}

/** A chunk file's line: the file's line number, id, description, cents (or null), date (or null), OFX kind. */
type ChunkRow = [number, string, string, number | null, string | null, string | null];

const rowOf = (line: number, item: JobLine): ChunkRow => [
  line,
  item.id,
  item.description,
  item.amountCents ?? null,
  item.date ?? null,
  item.kind ?? null,
];

/** A small JSON Lines file of the job's own (a chunk: a few hundred KB), parsed. */
async function readJsonLines<T>(files: JobFiles, key: string): Promise<T[]> {
  let text = '';
  const decoder = new TextDecoder();
  for await (const bytes of await files.read(key)) text += decoder.decode(bytes, { stream: true });
  text += decoder.decode();
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as T);
}

/** Lines of chunk `chunk` of a job (all full but the last). */
const chunkSize = (job: Pick<JobRecord, 'total' | 'chunks' | 'chunkLines'>, chunk: number) =>
  chunk < job.chunks - 1 ? job.chunkLines : job.total - job.chunkLines * (job.chunks - 1);

const chunkMessages = (job: JobRecord): ChunkMessage[] =>
  Array.from({ length: job.chunks }, (_, chunk) => ({ ownerId: job.ownerId, jobId: job.id, chunk })).filter(
    (message) => !job.settled.includes(message.chunk),
  );

/**
 * The notice that a job's file arrived: read it as it streams into chunk files, then queue the job (the charge is
 * claimed in the same write, so a repeated notice never charges again) and its chunks. A file that cannot be read,
 * has no valid line, is too large or too long, or passes the key's month: the job fails and nothing is charged.
 */
export async function startJob(deps: JobDeps, ownerId: string, jobId: string): Promise<void> {
  const job = await deps.jobs.getJob(ownerId, jobId);
  if (!job) return;
  // A repeated notice of a job already queued: its chunks again (a crash may have come before they were).
  if (job.status === 'queued') {
    await deps.queue.sendChunks(chunkMessages(job));
    return;
  }
  if (job.status !== 'awaiting_upload') return;
  const inputKey = jobFileKeys.input(ownerId, jobId);
  const size = await deps.files.size(inputKey);
  if (size === undefined) return;
  const at = () => deps.clock.now().toISOString();
  const refuse = async (failure: string, facts: { refused?: number; errors?: JobLineError[] } = {}) => {
    const input = { total: 0, chunks: 0, refused: facts.refused ?? 0, errors: facts.errors ?? [], at: at() };
    if (!(await deps.jobs.refuseJob(ownerId, jobId, input, failure))) return;
    const failed = await deps.jobs.getJob(ownerId, jobId);
    if (failed) await queueWebhook(deps, failed);
  };
  if (size > MAX_JOB_BYTES) {
    await refuse(JOB_MESSAGES.tooLarge(MAX_JOB_BYTES / 1024 / 1024));
    return;
  }

  let total = 0;
  let refused = 0;
  let chunks = 0;
  const errors: JobLineError[] = [];
  let rows: ChunkRow[] = [];
  const flush = async () => {
    if (rows.length === 0) return;
    const text = `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`;
    await deps.files.write(jobFileKeys.chunk(ownerId, jobId, chunks), text, 'application/x-ndjson');
    chunks++;
    rows = [];
  };
  try {
    for await (const entry of readJobInput(job.format, await deps.files.read(inputKey))) {
      if (total + refused >= MAX_JOB_LINES) {
        await refuse(JOB_MESSAGES.tooManyLines(MAX_JOB_LINES));
        return;
      }
      if (isRefused(entry)) {
        refused++;
        if (errors.length < MAX_LISTED_ERRORS) {
          errors.push({ line: entry.line, ...(entry.id ? { id: entry.id } : {}), message: entry.error });
        }
        continue;
      }
      total++;
      rows.push(rowOf(entry.line, entry.item));
      if (rows.length === job.chunkLines) await flush();
    }
    await flush();
  } catch (error) {
    if (!(error instanceof JobInputError)) throw error;
    await refuse(error.message, { refused, errors });
    return;
  }
  if (total === 0) {
    await refuse(JOB_MESSAGES.noValidLines, { refused, errors });
    return;
  }

  const facts = { total, chunks, refused, errors, at: at() };
  const month = meteringMonth(deps.clock.now());
  if (!(await deps.jobs.queueJob(ownerId, jobId, facts, month))) return;
  try {
    await chargeKey(deps, { ownerId, keyId: job.keyId, limits: job.limits }, total, month);
  } catch (error) {
    if (!(error instanceof QuotaExceededError)) throw error;
    // Nothing was charged: marked as given back, so that nothing is, and the job fails.
    await deps.jobs.markRefunded(ownerId, jobId);
    await endAs(deps, { ...job, ...facts, status: 'queued' }, 'failed', error.message);
    return;
  }
  await deps.queue.sendChunks(chunkMessages({ ...job, ...facts }));
}

const isRefused = (entry: JobInputEntry): entry is Extract<JobInputEntry, { error: string }> =>
  'error' in entry;

/**
 * One chunk: categorize its lines (rules, then the categorizer within the key's model ceiling), write their
 * answers, count the chunk once; the chunk that settles the last one ends the job. A failure throws, and the
 * queue tries again (then the dead letters count the chunk as failed).
 */
export async function runChunk(deps: JobRunDeps, message: ChunkMessage): Promise<void> {
  const { ownerId, jobId, chunk } = message;
  const job = await deps.jobs.getJob(ownerId, jobId);
  if (!job || job.status === 'awaiting_upload') return;
  if (isTerminal(job)) return endJob(deps, job);
  if (job.settled.includes(chunk)) return settleAndMaybeEnd(deps, job);
  if (job.status === 'queued') await deps.jobs.markRunning(ownerId, jobId, deps.clock.now().toISOString());

  const rows = await readJsonLines<ChunkRow>(deps.files, jobFileKeys.chunk(ownerId, jobId, chunk));
  const descriptions = rows.map((row) => row[2]);
  const hints: (LineHint | undefined)[] = rows.map((row) =>
    lineHint({ amountCents: row[3] ?? undefined, ...(row[5] ? { kind: row[5] as LineHint['kind'] } : {}) }),
  );
  const choices = await categorizeLines(deps, {
    ownerId,
    scope: job.keyId,
    modelLinesPerDay: job.limits.modelLinesPerDay,
    descriptions,
    hints,
    categories: job.customCategories,
  });
  const out = rows.map((row, index) => {
    const choice = choices[index];
    if (!choice) throw new Error(`chunk ${chunk}: no answer for line ${index}`);
    return JSON.stringify({
      line: row[0],
      description: row[2],
      ...answerOf({ id: row[1], amountCents: row[3] ?? undefined }, row[2], choice),
    });
  });
  await deps.files.write(
    jobFileKeys.out(ownerId, jobId, chunk),
    `${out.join('\n')}\n`,
    'application/x-ndjson',
  );
  const after = await deps.jobs.settleChunk(
    ownerId,
    jobId,
    chunk,
    'done',
    rows.length,
    deps.clock.now().toISOString(),
  );
  await settleAndMaybeEnd(deps, after === 'counted' ? job : after);
}

/** A chunk that failed every attempt: counted as failed (its lines given back when the job ends). */
export async function failChunk(deps: JobDeps, message: ChunkMessage): Promise<void> {
  const { ownerId, jobId, chunk } = message;
  const job = await deps.jobs.getJob(ownerId, jobId);
  if (!job || isTerminal(job) || job.settled.includes(chunk))
    return job ? settleAndMaybeEnd(deps, job) : undefined;
  const rows = await readJsonLines<ChunkRow>(deps.files, jobFileKeys.chunk(ownerId, jobId, chunk)).catch(
    () => [],
  );
  const first = rows[0]?.[0];
  const last = rows.at(-1)?.[0];
  const error: JobLineError = {
    line: first ?? 0,
    message: JOB_MESSAGES.chunkFailed(first ?? 0, last ?? 0),
  };
  const after = await deps.jobs.settleChunk(
    ownerId,
    jobId,
    chunk,
    'failed',
    chunkSize(job, chunk),
    deps.clock.now().toISOString(),
    error,
  );
  await settleAndMaybeEnd(deps, after === 'counted' ? job : after);
}

/** A start that failed every attempt: a job still waiting fails, nothing charged; a queued one queues again. */
export async function failStart(deps: JobDeps, ownerId: string, jobId: string): Promise<void> {
  const job = await deps.jobs.getJob(ownerId, jobId);
  if (!job) return;
  if (job.status === 'awaiting_upload') {
    const facts = { total: 0, chunks: 0, refused: 0, errors: [], at: deps.clock.now().toISOString() };
    if (!(await deps.jobs.refuseJob(ownerId, jobId, facts, JOB_MESSAGES.unreadable))) return;
    const failed = await deps.jobs.getJob(ownerId, jobId);
    if (failed) await queueWebhook(deps, failed);
    return;
  }
  if (job.status === 'queued') await deps.queue.sendChunks(chunkMessages(job));
}

/** Ends the job when every chunk is counted (read again when the caller's copy is older than the count). */
async function settleAndMaybeEnd(deps: JobDeps, job: JobRecord): Promise<void> {
  const current = job.settled.length < job.chunks ? await deps.jobs.getJob(job.ownerId, job.id) : job;
  if (current && current.settled.length >= current.chunks) await endJob(deps, current);
}

/**
 * The end of a job whose chunks are all counted: the results of the done chunks in one JSON Lines and one CSV
 * file, the failed lines given back (once), the status, the webhook. A job with no line done is failed, and
 * charges nothing. Repeating it (a retried message) finishes what a crash left.
 */
async function endJob(deps: JobDeps, job: JobRecord): Promise<void> {
  if (isTerminal(job)) {
    if (!job.webhookQueued) await queueWebhook(deps, job);
    return;
  }
  if (job.done > 0) await writeResults(deps.files, job);
  const status = job.done > 0 ? 'succeeded' : 'failed';
  await endAs(deps, job, status, status === 'failed' ? JOB_MESSAGES.allChunksFailed : undefined);
}

async function endAs(deps: JobDeps, job: JobRecord, status: 'succeeded' | 'failed', failure?: string) {
  // Given back, then marked as given: a crash in between gives back twice (the customer's favour), never none.
  if (job.failed > 0 && job.chargedMonth && !job.refunded) {
    await deps.keys.refundLines(job.ownerId, job.keyId, job.chargedMonth, job.failed);
    await deps.jobs.markRefunded(job.ownerId, job.id);
  }
  await deps.jobs.finishJob(job.ownerId, job.id, status, deps.clock.now().toISOString(), failure);
  const ended = await deps.jobs.getJob(job.ownerId, job.id);
  if (ended) await queueWebhook(deps, ended);
}

async function queueWebhook(deps: JobDeps, job: JobRecord): Promise<void> {
  if (!job.webhookUrl || job.webhookQueued) return;
  await deps.queue.sendWebhook({ ownerId: job.ownerId, jobId: job.id, attempt: 0 }, 0);
  await deps.jobs.markWebhookQueued(job.ownerId, job.id);
}

/** CSV of the results: a header, then one row per line; fields quoted when they hold a comma, quote or break. */
export const RESULTS_CSV_HEADER = 'line,id,description,category,code,confidence,kind,reason,source';

const csvField = (value: string | number | undefined) => {
  const text = value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A results line: the `/v1` answer, with the input's line number and description. */
type OutLine = Readonly<V1Categorized & { line: number; description: string }>;

const csvRow = (out: OutLine) =>
  [
    out.line,
    out.id,
    out.description,
    out.category,
    out.code ?? out.categoryNumber,
    out.confidence,
    out.kind,
    out.reason,
    out.source,
  ]
    .map(csvField)
    .join(',');

/** The done chunks' answers, in the file's order, streamed into the two results files (never held whole). */
async function writeResults(files: JobFiles, job: JobRecord): Promise<void> {
  const done = Array.from({ length: job.chunks }, (_, chunk) => chunk).filter(
    (chunk) => !job.failedChunks.includes(chunk),
  );
  async function* lines(format: 'jsonl' | 'csv'): AsyncGenerator<string> {
    if (format === 'csv') yield `${RESULTS_CSV_HEADER}\n`;
    for (const chunk of done) {
      const answers = await readJsonLines<OutLine>(files, jobFileKeys.out(job.ownerId, job.id, chunk));
      const text = answers.map((answer) => (format === 'csv' ? csvRow(answer) : JSON.stringify(answer)));
      yield `${text.join('\n')}\n`;
    }
  }
  await files.write(
    jobFileKeys.results(job.ownerId, job.id, 'jsonl'),
    lines('jsonl'),
    'application/x-ndjson',
  );
  await files.write(jobFileKeys.results(job.ownerId, job.id, 'csv'), lines('csv'), 'text/csv; charset=utf-8');
}
