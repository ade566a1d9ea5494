/** Business constants and limits of the product (spec §9), shared by browser and server. */

/** Free plan: transactions a user may categorize in total. The server's limit is configurable (0 = unlimited). */
export const FREE_PLAN_TRANSACTIONS = 1000;

/** Transactions file: at most 5 MB (5242880 bytes). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Transactions file: at most 10000 transactions. */
export const MAX_TRANSACTIONS_PER_UPLOAD = 10_000;

/**
 * Longest description accepted. Statement lines are short (card terminals cut at 22–25 characters, PIX
 * descriptions with names rarely pass 120); 500 leaves room for any real line while bounding item sizes.
 */
export const MAX_DESCRIPTION_LENGTH = 500;

/** Custom category list: at most this many categories, each name at most this long. */
export const MAX_CUSTOM_CATEGORIES = 100;
export const MAX_CATEGORY_NAME_LENGTH = 60;

/** Transactions per POST /api/categorize call; the browser splits a file into batches of this size. */
export const MAX_BATCH_SIZE = 500;

/** Learned rules (one per merchant) a user may have. */
export const MAX_RULES_PER_USER = 5000;

/** Category lists a user may save to the account. */
export const MAX_SAVED_LISTS = 20;

/** Longest merchant key (the letters and digits of a description's counterparty). */
export const MAX_MERCHANT_KEY_LENGTH = 120;

/** Uploads per page of the history (GET /api/uploads). */
export const HISTORY_PAGE_SIZE = 50;

/** File names of uploads, as shown in the history. */
export const MAX_FILENAME_LENGTH = 255;

/** Auth form. */
export const MAX_EMAIL_LENGTH = 255;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 100;

/** Upload page timings (ms). */
export const RETURN_TO_IDLE_MS = 2000;
export const RESULTS_VIEW_DELAY_MS = 1000;

/** Budgets a user may set on the money page: one per category of the largest list, and the defaults. */
export const MAX_BUDGETS = 120;

/** Recurring charges a user may dismiss. */
export const MAX_DISMISSED_RECURRING = 500;

/** Line changes one request may carry (a correction of a merchant's past, or its undo). */
export const MAX_LINE_CHANGES = 20_000;

/** Lines one answer of GET /api/money/lines carries at most (a year of three accounts is ~6,000). */
export const MAX_LEDGER_LINES_ANSWERED = 20_000;

/** Characters of an account code of a chart of accounts (`4.2.01.003`). */
export const MAX_ACCOUNT_CODE_LENGTH = 40;

/** API keys a user may have at once (revoked ones do not count), and the longest key name. */
export const MAX_API_KEYS_PER_USER = 10;
export const MAX_API_KEY_NAME_LENGTH = 60;

/** Transactions per POST /v1/categorize call (an institution's batch). */
export const MAX_API_BATCH_SIZE = 10_000;

/**
 * The most an API key may be given (a stage's operator may configure lower): lines a month, requests a
 * second, and lines a day sent to the model (so Bedrock's cost stays bounded). A key is created with these
 * unless its owner asks for less.
 */
export const API_KEY_LIMIT_MAXIMA = {
  linesPerMonth: 1_000_000,
  requestsPerSecond: 20,
  modelLinesPerDay: 20_000,
} as const;

/** Longest webhookUrl taken: what browsers and proxies commonly accept. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;
