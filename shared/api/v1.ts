import * as z from 'zod';
import { ACCOUNT_CODE_PATTERN } from '../categories.ts';
import { TRANSACTION_KINDS } from '../ledger/types.ts';
import {
  MAX_ACCOUNT_CODE_LENGTH,
  MAX_API_BATCH_SIZE,
  MAX_CATEGORY_NAME_LENGTH,
  MAX_CUSTOM_CATEGORIES,
  MAX_WEBHOOK_URL_LENGTH,
} from '../limits.ts';

/**
 * The wire shapes of `/v1`, the API for institutions (docs/api.md, "API /v1"). One naming convention: camelCase
 * fields; money as signed reais (a number: -45.9 is R$ 45,90 paid out); dates as YYYY-MM-DD.
 */

/** Longest caller id of a transaction: the caller's own, echoed back. */
export const MAX_TRANSACTION_ID_LENGTH = 100;

/** A category of the caller's own list: a name with a number, or an account code of a chart (3.1.01). */
export const V1CategorySchema = z
  .object({
    name: z.string().trim().min(1).max(MAX_CATEGORY_NAME_LENGTH),
    number: z.number().int().min(0).optional(),
    code: z.string().max(MAX_ACCOUNT_CODE_LENGTH).regex(ACCOUNT_CODE_PATTERN).optional(),
  })
  .refine((category) => (category.number === undefined) !== (category.code === undefined), {
    message: 'number or code, one of them',
  });
export type V1Category = z.infer<typeof V1CategorySchema>;

export const V1TransactionSchema = z.object({
  id: z.string().min(1).max(MAX_TRANSACTION_ID_LENGTH),
  description: z.string(),
  /** Signed reais: negative is money out, positive money in. Gives the line its direction. */
  amount: z.number().finite().min(-1e11).max(1e11).optional(),
  date: z.iso.date().optional(),
});
export type V1Transaction = z.infer<typeof V1TransactionSchema>;

/** POST /v1/categorize. */
export const V1CategorizeRequestSchema = z.object({
  transactions: z.array(V1TransactionSchema).min(1).max(MAX_API_BATCH_SIZE),
  /** The caller's list; the product's default categories when absent. */
  categories: z.array(V1CategorySchema).min(1).max(MAX_CUSTOM_CATEGORIES).optional(),
});
export type V1CategorizeRequest = z.infer<typeof V1CategorizeRequestSchema>;

export const V1_SOURCES = ['engine', 'model', 'rule'] as const;

/** One transaction's answer. */
export const V1CategorizedSchema = z.object({
  id: z.string(),
  category: z.string(),
  /** The category's number (default categories and numbered lists), or `code` for a chart's account code. */
  categoryNumber: z.number().int().optional(),
  code: z.string().optional(),
  /** How sure the answer is, in [0, 1]: the share of such answers that are right, measured (docs/engine.md). */
  confidence: z.number().min(0).max(1),
  kind: z.enum(TRANSACTION_KINDS),
  /** In pt-BR, what decided it (a merchant's name, a bank phrase, the model, the owner's rule). */
  reason: z.string(),
  source: z.enum(V1_SOURCES),
});
export type V1Categorized = z.infer<typeof V1CategorizedSchema>;

/** The key's metering after the call. */
export const V1UsageSchema = z.object({
  month: z.string(),
  lines: z.number().int(),
  limit: z.number().int(),
});

export const V1CategorizeResponseSchema = z.object({
  results: z.array(V1CategorizedSchema),
  usage: V1UsageSchema,
});
export type V1CategorizeResponse = z.infer<typeof V1CategorizeResponseSchema>;

/** Largest input of a job: lines (records) and bytes. */
export const MAX_JOB_LINES = 1_000_000;
export const MAX_JOB_BYTES = 200 * 1024 * 1024;

export const V1_JOB_FORMATS = ['csv', 'ofx', 'jsonl'] as const;
export const V1_JOB_STATUSES = ['awaiting_upload', 'queued', 'running', 'succeeded', 'failed'] as const;
export const V1_RESULT_FORMATS = ['jsonl', 'csv'] as const;

/** POST /v1/jobs. */
export const V1CreateJobRequestSchema = z.object({
  /** csv: a header with `description` (and optionally `id`, `amount`, `date`); ofx; jsonl: one transaction per line. */
  format: z.enum(V1_JOB_FORMATS),
  /** HTTPS; called when the job ends (Standard Webhooks, signed with the key's `whsec_` secret). */
  webhookUrl: z.string().max(MAX_WEBHOOK_URL_LENGTH).optional(),
  categories: z.array(V1CategorySchema).min(1).max(MAX_CUSTOM_CATEGORIES).optional(),
});
export type V1CreateJobRequest = z.infer<typeof V1CreateJobRequestSchema>;

export const V1CreateJobResponseSchema = z.object({
  id: z.string(),
  status: z.literal('awaiting_upload'),
  /** PUT the file here (one request, at most `maxBytes`) before `uploadExpiresAt`; the job starts when it is in. */
  uploadUrl: z.string(),
  uploadExpiresAt: z.string(),
  maxBytes: z.number().int(),
  maxLines: z.number().int(),
});
export type V1CreateJobResponse = z.infer<typeof V1CreateJobResponseSchema>;

/** A line of the input that was refused: its number (1-based; in a CSV, the header is line 1), its id, why. */
export const V1JobLineErrorSchema = z.object({
  line: z.number().int(),
  id: z.string().optional(),
  message: z.string(),
});

/** GET /v1/jobs/{id}. */
export const V1JobSchema = z.object({
  id: z.string(),
  status: z.enum(V1_JOB_STATUSES),
  format: z.enum(V1_JOB_FORMATS),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().optional(),
  /** The job, its files and its results are erased after this moment. */
  expiresAt: z.string(),
  /** `total`: lines to categorize (known once the file is read); `done`: categorized; `failed`: could not be. */
  progress: z.object({ done: z.number().int(), failed: z.number().int(), total: z.number().int() }),
  /** Lines of the input refused (never categorized, never charged), the first 100 in `errors`. */
  refused: z.number().int(),
  errors: z.array(V1JobLineErrorSchema),
  /** Why a failed job failed, in pt-BR. */
  failure: z.string().optional(),
});
export type V1Job = z.infer<typeof V1JobSchema>;

/** GET /v1/jobs/{id}/results: a time-limited URL to the results file (also the `Location` of the 303). */
export const V1JobResultsSchema = z.object({
  format: z.enum(V1_RESULT_FORMATS),
  url: z.string(),
  expiresAt: z.string(),
});
export type V1JobResults = z.infer<typeof V1JobResultsSchema>;
