import * as z from 'zod';
import { ACCOUNT_CODE_PATTERN } from '../categories.ts';
import { TRANSACTION_KINDS } from '../ledger/types.ts';
import {
  MAX_ACCOUNT_CODE_LENGTH,
  MAX_API_BATCH_SIZE,
  MAX_CATEGORY_NAME_LENGTH,
  MAX_CUSTOM_CATEGORIES,
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
