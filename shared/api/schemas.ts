import * as z from 'zod';
import { ACCOUNT_CODE_PATTERN, type CategoryNumber, type CustomCategory } from '../categories.ts';
import type { StatementAccount } from '../ledger/accounts.ts';
import { DRE_EXPENSE_GROUPS } from '../ledger/dre.ts';
import { isTransactionId } from '../ledger/identity.ts';
import { CADENCES, MONTH_PATTERN, TRANSACTION_KINDS } from '../ledger/types.ts';
import {
  API_KEY_LIMIT_MAXIMA,
  MAX_ACCOUNT_CODE_LENGTH,
  MAX_API_KEY_NAME_LENGTH,
  MAX_BATCH_SIZE,
  MAX_BUDGETS,
  MAX_CATEGORY_NAME_LENGTH,
  MAX_CUSTOM_CATEGORIES,
  MAX_DISMISSED_RECURRING,
  MAX_FILENAME_LENGTH,
  MAX_LINE_CHANGES,
  MAX_MERCHANT_KEY_LENGTH,
  MAX_TRANSACTIONS_PER_UPLOAD,
} from '../limits.ts';
import { OFX_KINDS } from '../statements/source.ts';

/**
 * The HTTP API's request and response shapes (docs/api.md), shared by the browser's client and the Lambda
 * handlers. Shapes only: the product rules (spec §5) live in shared/transactions.ts and shared/categories.ts
 * and are applied on top, so the server gives the same pt-BR messages as the browser.
 */

/**
 * What a list numbers a category with (shared/categories.ts): an integer, or an account code as written
 * (`3.1.01`), a string on the wire as in the user's file (ADR 0053).
 */
export const CategoryNumberSchema = z.union([
  z.number().int(),
  z.string().max(MAX_ACCOUNT_CODE_LENGTH).regex(ACCOUNT_CODE_PATTERN),
]) satisfies z.ZodType<CategoryNumber>;

/** The wire shape of a CustomCategory (shared/categories.ts, the one type of a user's category). */
export const CustomCategorySchema = z.object({
  name: z.string(),
  number: CategoryNumberSchema,
}) satisfies z.ZodType<CustomCategory>;

/**
 * The user's adjustments to how their list is understood: a kind of line (key: a default category, or a concept the
 * preview shows apart, such as `biz:pro-labore`) moved to one of their categories (its number). See
 * shared/engine/list-mapping.ts.
 */
export const ListAdjustmentsSchema = z.record(z.string().max(MAX_CATEGORY_NAME_LENGTH), CategoryNumberSchema);

/**
 * Who decided a line's category: the offline engine or the model (said when a model took part), one of the
 * user's learned rules, or the user by hand (a correction).
 */
export const CategorySourceSchema = z.enum(['engine', 'model', 'rule', 'user']);
export type CategorySource = z.infer<typeof CategorySourceSchema>;

/**
 * What a bank statement says of a line besides its description: the date (ISO yyyy-mm-dd), the amount in
 * integer cents signed from the user's side (money in positive), and the bank's id of the line when it has one.
 */
export const StatementFieldsSchema = z.object({
  date: z.iso.date(),
  amountCents: z.number().int().min(-100_000_000_000).max(100_000_000_000),
  fitId: z.string().max(100).optional(),
  /** What the bank says the line is (OFX TRNTYPE): it informs the category. */
  kind: z.enum(OFX_KINDS).optional(),
});
export type StatementFields = z.infer<typeof StatementFieldsSchema>;

/** What a line's money is (shared/ledger/kinds.ts): spending, income, a refund, or an own movement. */
export const TransactionKindSchema = z.enum(TRANSACTION_KINDS);

export const CategorizedTransactionSchema = z.object({
  description: z.string(),
  category: z.string(),
  categoryNumber: CategoryNumberSchema.optional(),
  source: CategorySourceSchema.optional(),
  ...StatementFieldsSchema.partial().shape,
  /** A stored statement's line that an earlier upload (this file name) already held: out of the totals… */
  duplicateOf: z.string().optional(),
  /** …unless the user keeps it. */
  kept: z.boolean().optional(),
  /** What the line's money is in the user's ledger (spending, income, refund, own movement), when it is known there. */
  ledgerKind: TransactionKindSchema.optional(),
});
export type CategorizedTransaction = z.infer<typeof CategorizedTransactionSchema>;

/** POST /api/categorize: one batch of a file. The browser sends a file as batches 0..n-1 of one uploadId. */
export const CategorizeRequestSchema = z.object({
  /** Client-made UUID naming this run of a file: batches of one upload share it; retries reuse it. */
  uploadId: z.uuid(),
  batchIndex: z
    .number()
    .int()
    .min(0)
    .max(MAX_TRANSACTIONS_PER_UPLOAD - 1),
  transactions: z.array(z.string()).max(MAX_BATCH_SIZE),
  customCategories: z.array(CustomCategorySchema).max(MAX_CUSTOM_CATEGORIES).optional(),
  /**
   * For an imported statement: each transaction's date and amount, in the same order, and which copy of itself
   * the line is in the whole file (shared/ledger/identity.ts copyNumbers): lines the ledger holds already are
   * answered from it and not charged.
   */
  statement: z
    .array(
      StatementFieldsSchema.extend({
        copy: z.number().int().min(0).max(MAX_TRANSACTIONS_PER_UPLOAD).optional(),
      }),
    )
    .max(MAX_BATCH_SIZE)
    .optional(),
  /** With a custom list: the user's adjustments to how it is understood. */
  listAdjustments: ListAdjustmentsSchema.optional(),
});
export type CategorizeRequest = z.infer<typeof CategorizeRequestSchema>;
/** A statement's line as a batch sends it: its fields and its copy number in the file. */
export type StatementLineFields = NonNullable<CategorizeRequest['statement']>[number];

export const UsageSchema = z.object({
  used: z.number().int(),
  /** null when the plan is unlimited. */
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});
export type Usage = z.infer<typeof UsageSchema>;

export const CategorizeResponseSchema = z.object({
  categorizedTransactions: z.array(CategorizedTransactionSchema),
  usage: UsageSchema,
});
export type CategorizeResponse = z.infer<typeof CategorizeResponseSchema>;

/** An account (source) of the ledger: a card, a checking account (shared/ledger/accounts.ts). */
export const AccountSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(MAX_FILENAME_LENGTH + 40),
  name: z.string().trim().min(1).max(MAX_FILENAME_LENGTH),
  card: z.boolean(),
}) satisfies z.ZodType<StatementAccount>;
export type Account = z.infer<typeof AccountSchema>;

/** POST /api/uploads: records the upload once every batch of uploadId succeeded. */
export const CreateUploadRequestSchema = z.object({
  uploadId: z.uuid(),
  filename: z.string().trim().min(1).max(MAX_FILENAME_LENGTH),
  transactionCount: z.number().int().min(1).max(MAX_TRANSACTIONS_PER_UPLOAD),
  /** The custom list the batches used (omitted for the defaults): corrections choose among it. */
  customCategories: z.array(CustomCategorySchema).max(MAX_CUSTOM_CATEGORIES).optional(),
  /** For an imported statement: the id of the account it is a statement of (shared/ledger/accounts.ts). */
  account: AccountSchema.shape.id.optional(),
});
export type CreateUploadRequest = z.infer<typeof CreateUploadRequestSchema>;

/** What the history says of an imported statement: its period and its money, duplicates left out unless kept. */
export const StatementSummarySchema = z.object({
  /** ISO dates of the first and last lines. */
  period_start: z.iso.date(),
  period_end: z.iso.date(),
  /** Money out (a positive number of cents) and money in; card-bill payments and own transfers left out. */
  money_out_cents: z.number().int(),
  money_in_cents: z.number().int(),
  /** Lines an earlier upload already held. */
  duplicate_lines: z.number().int(),
});
export type StatementSummary = z.infer<typeof StatementSummarySchema>;

export const UploadSummarySchema = z.object({
  id: z.string(),
  filename: z.string(),
  transaction_count: z.number().int(),
  /** ISO 8601, set by the server. */
  uploaded_at: z.string(),
  /** Only for an imported bank statement. */
  statement: StatementSummarySchema.optional(),
});
export type UploadSummary = z.infer<typeof UploadSummarySchema>;

/** A line of a new statement that an earlier upload already held (`index` into the file's lines). */
export const DuplicateLineSchema = z.object({ index: z.number().int().min(0), of: z.string() });
export type DuplicateLine = z.infer<typeof DuplicateLineSchema>;

/** The answer of POST /api/uploads: the summary, and for a statement the lines already imported before. */
export const CreateUploadResponseSchema = UploadSummarySchema.extend({
  duplicates: z.array(DuplicateLineSchema).optional(),
  /** Lines whose kind in the ledger is not what their words say (matched across accounts, or the user's choice). */
  kinds: z.array(z.object({ index: z.number().int().min(0), kind: TransactionKindSchema })).optional(),
});
export type CreateUploadResponse = z.infer<typeof CreateUploadResponseSchema>;

const LineIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_TRANSACTIONS_PER_UPLOAD - 1);

/** A category as a rule or a correction names it: a default category, or a name (and number) of a list. */
export const RuleCategorySchema = z.object({
  category: z.string().trim().min(1).max(MAX_CATEGORY_NAME_LENGTH),
  categoryNumber: CategoryNumberSchema.optional(),
});

/**
 * PATCH /api/uploads/{id}: changes to a stored upload's lines: keep a line already imported in the totals (or
 * not), correct categories, and choose what a line's money is (its kind). A correction becomes the user's rule for that merchant unless `learn` is false.
 */
export const UpdateUploadRequestSchema = z
  .object({
    keep: z
      .array(z.object({ index: LineIndexSchema, kept: z.boolean() }))
      .max(MAX_TRANSACTIONS_PER_UPLOAD)
      .optional(),
    categories: z
      .array(RuleCategorySchema.extend({ index: LineIndexSchema }))
      .max(MAX_TRANSACTIONS_PER_UPLOAD)
      .optional(),
    /** What a statement's line's money is, chosen by the user (null gives it back to its words and matching). */
    kinds: z
      .array(z.object({ index: LineIndexSchema, kind: TransactionKindSchema.nullable() }))
      .max(MAX_TRANSACTIONS_PER_UPLOAD)
      .optional(),
    learn: z.boolean().optional(),
  })
  .refine(
    (request) =>
      (request.keep?.length ?? 0) + (request.categories?.length ?? 0) + (request.kinds?.length ?? 0) > 0,
  );
export type UpdateUploadRequest = z.infer<typeof UpdateUploadRequestSchema>;

/** A learned rule: a merchant's lines go to a category, before the engine and the model. */
export const RuleSchema = RuleCategorySchema.extend({
  /** The merchant's key (shared/engine/merchant.ts): folded letters and digits. */
  key: z.string().min(1).max(MAX_MERCHANT_KEY_LENGTH),
  /** The merchant's words, to show. */
  merchant: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Lines of recorded uploads it decided. */
  applied: z.number().int(),
});
export type Rule = z.infer<typeof RuleSchema>;

/** A rule a correction made or changed, with what it said before (null: it is new). */
export const LearnedRuleSchema = z.object({
  rule: RuleSchema,
  previous: RuleCategorySchema.nullable(),
});
export type LearnedRule = z.infer<typeof LearnedRuleSchema>;

/** The answer of PATCH /api/uploads/{id}. */
export const UpdateUploadResponseSchema = z.object({
  upload: UploadSummarySchema,
  learned: z.array(LearnedRuleSchema),
  /** Said when some corrections could not become rules (the limit of rules). */
  notice: z.string().optional(),
});
export type UpdateUploadResponse = z.infer<typeof UpdateUploadResponseSchema>;

/** GET /api/rules. */
export const ListRulesResponseSchema = z.object({
  rules: z.array(RuleSchema),
  limit: z.number().int(),
});
export type ListRulesResponse = z.infer<typeof ListRulesResponseSchema>;

/** PUT /api/rules/{key}: a merchant's rule, made or changed by hand. */
export const PutRuleRequestSchema = RuleCategorySchema.extend({
  /** The merchant's words, to show (a new rule). */
  merchant: z
    .string()
    .trim()
    .min(1)
    .max(MAX_CATEGORY_NAME_LENGTH * 4)
    .optional(),
});
export type PutRuleRequest = z.infer<typeof PutRuleRequestSchema>;

/** A category list saved to the account, offered on the next upload. */
export const SavedListSchema = z.object({
  id: z.string(),
  name: z.string(),
  categories: z.array(CustomCategorySchema),
  /** How the user adjusted the list's understanding, kept with it. */
  adjustments: ListAdjustmentsSchema.optional(),
  /** ISO 8601. */
  savedAt: z.string(),
});
export type SavedList = z.infer<typeof SavedListSchema>;

/** POST /api/lists. */
export const SaveListRequestSchema = z.object({
  name: z.string().trim().min(1).max(MAX_FILENAME_LENGTH),
  categories: z.array(CustomCategorySchema).min(1).max(MAX_CUSTOM_CATEGORIES),
  adjustments: ListAdjustmentsSchema.optional(),
});
export type SaveListRequest = z.infer<typeof SaveListRequestSchema>;

/** GET /api/lists: newest first. */
export const ListSavedListsResponseSchema = z.object({
  lists: z.array(SavedListSchema),
  limit: z.number().int(),
});
export type ListSavedListsResponse = z.infer<typeof ListSavedListsResponseSchema>;

/** GET /api/uploads?cursor=…: a page of the history, newest first, with the totals of the whole history. */
export const ListUploadsResponseSchema = z.object({
  uploads: z.array(UploadSummarySchema),
  /** Pass as `?cursor=` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  totals: z.object({ uploads: z.number().int(), transactions: z.number().int() }),
});
export type ListUploadsResponse = z.infer<typeof ListUploadsResponseSchema>;

export const GetUploadResponseSchema = z.object({
  upload: UploadSummarySchema,
  categorizedTransactions: z.array(CategorizedTransactionSchema),
  /** The custom list the upload used (absent: the defaults): its corrections choose among it. */
  customCategories: z.array(CustomCategorySchema).optional(),
});
export type GetUploadResponse = z.infer<typeof GetUploadResponseSchema>;

/** A transaction of the ledger as the API shows it (GET /api/money/lines). */
export const LedgerLineSchema = z.object({
  id: z.string(),
  date: z.iso.date(),
  amountCents: z.number().int(),
  description: z.string(),
  category: z.string(),
  categoryNumber: CategoryNumberSchema.optional(),
  kind: TransactionKindSchema,
  decidedBy: CategorySourceSchema,
  kindByUser: z.boolean().optional(),
  account: z.string(),
  /** The other side of an own movement (a bill and its payment). */
  linkedId: z.string().optional(),
  /** The bank's own id of the line (OFX FITID), which an accountant reconciles with. */
  fitId: z.string().optional(),
});
export type LedgerLineWire = z.infer<typeof LedgerLineSchema>;

const MonthSchema = z.string().regex(MONTH_PATTERN);

const DreAccountSchema = z.object({
  code: CategoryNumberSchema.nullable(),
  name: z.string(),
  /** Signed: money in positive. */
  cents: z.number().int(),
});

/** A company's month as its DRE reads it (shared/ledger/dre.ts). */
export const DreMonthSchema = z.object({
  month: MonthSchema,
  revenueCents: z.number().int(),
  deductionsCents: z.number().int(),
  netRevenueCents: z.number().int(),
  costsCents: z.number().int(),
  grossProfitCents: z.number().int(),
  expensesCents: z.number().int(),
  expenseGroups: z.array(
    z.object({
      group: z.enum(DRE_EXPENSE_GROUPS),
      cents: z.number().int(),
      accounts: z.array(DreAccountSchema),
    }),
  ),
  operatingResultCents: z.number().int(),
  financialCents: z.number().int(),
  resultCents: z.number().int(),
  moneyInCents: z.number().int(),
  moneyOutCents: z.number().int(),
  accounts: z.object({
    receita: z.array(DreAccountSchema),
    deducoes: z.array(DreAccountSchema),
    custos: z.array(DreAccountSchema),
    despesas: z.array(DreAccountSchema),
    financeiro: z.array(DreAccountSchema),
  }),
  apart: z.array(DreAccountSchema),
  apartCents: z.number().int(),
});

/** A category's limit per month (positive cents). */
export const BudgetSchema = RuleCategorySchema.extend({
  limitCents: z.number().int().min(1).max(100_000_000_000),
});
export type Budget = z.infer<typeof BudgetSchema>;

/** The user's choices on the money page: budgets, and the recurring charges they said are not recurring. */
export const MoneySettingsSchema = z.object({
  budgets: z.array(BudgetSchema).max(MAX_BUDGETS),
  /** Merchant keys. */
  dismissed: z.array(z.string().min(1).max(MAX_MERCHANT_KEY_LENGTH)).max(MAX_DISMISSED_RECURRING),
});
export type MoneySettings = z.infer<typeof MoneySettingsSchema>;

const CategoryMonthSchema = z.object({
  category: z.string(),
  categoryNumber: CategoryNumberSchema.nullable(),
  spendingCents: z.number().int(),
  incomeCents: z.number().int(),
  count: z.number().int(),
});

/** GET /api/money?from=yyyy-mm&to=yyyy-mm&account=…: the ledger over time (shared/ledger/report.ts). */
export const MoneyResponseSchema = z.object({
  /** The months the ledger holds (null: it is empty), whatever the filters. */
  span: z.object({ from: MonthSchema, to: MonthSchema }).nullable(),
  from: MonthSchema.nullable(),
  to: MonthSchema.nullable(),
  months: z.array(
    z.object({
      month: MonthSchema,
      spendingCents: z.number().int(),
      incomeCents: z.number().int(),
      netCents: z.number().int(),
      ownMovementCents: z.number().int(),
      ownMovementCount: z.number().int(),
      /** Spending of the previous month, and the average of the three before (null: nothing before). */
      previousCents: z.number().int().nullable(),
      average3Cents: z.number().int().nullable(),
      categories: z.array(CategoryMonthSchema),
    }),
  ),
  recurring: z.array(
    z.object({
      key: z.string(),
      merchant: z.string(),
      category: z.string(),
      categoryNumber: CategoryNumberSchema.optional(),
      cadence: z.enum(CADENCES),
      amountCents: z.number().int(),
      lastDate: z.iso.date(),
      nextDate: z.iso.date(),
      occurrences: z.number().int(),
      monthlyCents: z.number().int(),
      account: z.string(),
    }),
  ),
  installments: z.object({
    upcoming: z.array(z.object({ month: MonthSchema, cents: z.number().int() })),
    purchases: z.array(
      z.object({
        merchant: z.string(),
        category: z.string(),
        categoryNumber: CategoryNumberSchema.optional(),
        installment: z.number().int(),
        of: z.number().int(),
        amountCents: z.number().int(),
        lastDate: z.iso.date(),
        remaining: z.number().int(),
        remainingCents: z.number().int(),
        account: z.string(),
      }),
    ),
  }),
  accounts: z.array(AccountSchema),
  settings: MoneySettingsSchema,
  /** The selected months' DRE, when the lines were filed in a company's chart of accounts (else null). */
  dre: z.array(DreMonthSchema).nullable(),
});
export type MoneyResponse = z.infer<typeof MoneyResponseSchema>;

/** GET /api/money/lines?from&to&account&category&month: the transactions behind a cell, or a period's. */
export const MoneyLinesResponseSchema = z.object({
  lines: z.array(LedgerLineSchema),
  /** More lines matched than an answer carries (MAX_LEDGER_LINES_ANSWERED): narrow the filters. */
  truncated: z.boolean(),
});
export type MoneyLinesResponse = z.infer<typeof MoneyLinesResponseSchema>;

/**
 * A change to one ledger line: its category (the user decided it), its kind (the user chose it; null gives it
 * back to the words and matching), or, to undo, what it was (`decidedBy` restored).
 */
export const LineChangeSchema = z
  .object({
    id: z.string().refine(isTransactionId),
    category: RuleCategorySchema.shape.category.optional(),
    categoryNumber: CategoryNumberSchema.nullable().optional(),
    kind: TransactionKindSchema.nullable().optional(),
    decidedBy: CategorySourceSchema.optional(),
  })
  .refine((change) => change.category !== undefined || change.kind !== undefined);
export type LineChange = z.infer<typeof LineChangeSchema>;

/** PATCH /api/money/lines. */
export const UpdateLinesRequestSchema = z.object({
  changes: z.array(LineChangeSchema).min(1).max(MAX_LINE_CHANGES),
});
export type UpdateLinesRequest = z.infer<typeof UpdateLinesRequestSchema>;

/** POST /api/money/apply: a merchant's category applied to every line of it in the ledger (all uploads). */
export const ApplyToMerchantRequestSchema = RuleCategorySchema.extend({
  key: z.string().min(1).max(MAX_MERCHANT_KEY_LENGTH),
});
export type ApplyToMerchantRequest = z.infer<typeof ApplyToMerchantRequestSchema>;

/** The answer of PATCH /api/money/lines and POST /api/money/apply: how many lines changed, and how to undo it. */
export const UpdateLinesResponseSchema = z.object({
  changed: z.number().int(),
  /** Changes that put the lines back as they were (PATCH /api/money/lines). */
  undo: z.array(LineChangeSchema),
});
export type UpdateLinesResponse = z.infer<typeof UpdateLinesResponseSchema>;

/** GET /api/me/export: everything stored about the user (LGPD), as the API knows it. */
export const MyDataExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({ email: z.string().nullable() }),
  usage: UsageSchema,
  uploads: z.array(
    UploadSummarySchema.extend({ categorizedTransactions: z.array(CategorizedTransactionSchema) }),
  ),
  /** The rules learned from the user's corrections, and the lists they saved. */
  rules: z.array(RuleSchema),
  lists: z.array(SavedListSchema),
  /** Every transaction of the ledger, and the money page's settings. */
  ledger: z.array(
    LedgerLineSchema.extend({ uploadId: z.string() }).partial({
      date: true,
      amountCents: true,
      account: true,
    }),
  ),
  moneySettings: MoneySettingsSchema,
});
export type MyDataExport = z.infer<typeof MyDataExportSchema>;

/** An API key's limits (POST /api/keys may lower them; the stage's maxima bound them). */
export const ApiKeyLimitsSchema = z.object({
  /** Lines categorized per calendar month (UTC), sync and jobs together. */
  linesPerMonth: z.number().int().min(1).max(API_KEY_LIMIT_MAXIMA.linesPerMonth),
  requestsPerSecond: z.number().int().min(1).max(API_KEY_LIMIT_MAXIMA.requestsPerSecond),
  /** Lines sent to the model per day (UTC) in hybrid and bedrock modes; past it the offline engine answers. */
  modelLinesPerDay: z.number().int().min(0).max(API_KEY_LIMIT_MAXIMA.modelLinesPerDay),
});
export type ApiKeyLimits = z.infer<typeof ApiKeyLimitsSchema>;

/** POST /api/keys. */
export const CreateApiKeyRequestSchema = z.object({
  name: z.string().trim().min(1).max(MAX_API_KEY_NAME_LENGTH),
  limits: ApiKeyLimitsSchema.partial().optional(),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;

/** An API key as listed: never the key itself, only its prefix. */
export const ApiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`cz_live_ab12cd34`), to recognize it. */
  prefix: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  lastUsedAt: z.string().optional(),
  revokedAt: z.string().optional(),
  limits: ApiKeyLimitsSchema,
  /** Lines categorized this month (UTC), and the month. */
  usage: z.object({ month: z.string(), lines: z.number().int() }),
});
export type ApiKeySummary = z.infer<typeof ApiKeySummarySchema>;

/** The answer of POST /api/keys: the key and its webhook secret, shown this once and never again. */
export const CreatedApiKeySchema = ApiKeySummarySchema.extend({
  key: z.string(),
  /** Signs the key's webhooks (Standard Webhooks, `whsec_…`). */
  webhookSecret: z.string(),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

/** GET /api/keys: the user's keys, newest first, revoked ones included (marked). */
export const ListApiKeysResponseSchema = z.object({
  keys: z.array(ApiKeySummarySchema),
  limit: z.number().int(),
});
export type ListApiKeysResponse = z.infer<typeof ListApiKeysResponseSchema>;

/** Every error response: { error: { type, message } }, message in pt-BR and fit to show to the user. */
export const ErrorResponseSchema = z.object({
  error: z.object({ type: z.string(), message: z.string() }),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** The `error.type` values the API answers (docs/api.md), so the browser can branch on them (e.g. the free plan). */
export const API_ERROR_TYPES = {
  validation: 'ValidationError',
  payloadTooLarge: 'PayloadTooLarge',
  unauthorized: 'Unauthorized',
  notFound: 'NotFound',
  conflict: 'Conflict',
  quotaExceeded: 'QuotaExceeded',
  rateLimited: 'RateLimited',
  categorizationFailed: 'CategorizationFailed',
  internal: 'InternalError',
  /** An `Idempotency-Key` used before, within its 24 hours, with another request (422). */
  idempotencyKeyReused: 'IdempotencyKeyReused',
  /** An `Idempotency-Key` whose first request is still running (409). */
  idempotencyKeyInProgress: 'IdempotencyKeyInProgress',
} as const;
export type ApiErrorType = (typeof API_ERROR_TYPES)[keyof typeof API_ERROR_TYPES];
