import type * as z from 'zod';
import type {
  V1Categorized,
  V1CategorizeRequest,
  V1CategorizeResponse,
  V1Category,
  V1Transaction,
} from '#shared/api/v1';
import { type CategoryNumber, type CustomCategory, validateCustomCategories } from '#shared/categories';
import { kindOf } from '#shared/ledger/kinds';
import { type LineHint, lineHint } from '#shared/statements/source';
import { validateDescriptions } from '#shared/transactions';
import { meteringMonth } from './api-keys.ts';
import { decideUnique } from './categorize-batch.ts';
import { QuotaExceededError, RateLimitedError, ValidationError } from './errors.ts';
import { API_MESSAGES } from './messages.ts';
import type { ApiKeyIdentity, ApiKeyStore, Categorizer, CategoryChoice, Clock, RuleStore } from './ports.ts';
import { applyRules } from './rules.ts';

export interface ApiCategorizeDeps {
  readonly keys: ApiKeyStore;
  readonly store: RuleStore;
  readonly categorizer: Categorizer;
  readonly clock: Clock;
}

/**
 * The confidence of a model's answer: the model gives no probability, and it only ever answers lines the engine
 * was unsure of (under the hybrid threshold); 0.5 says so. A rule the owner made is certain.
 */
const MODEL_CONFIDENCE = 0.5;
const RULE_CONFIDENCE = 1;
const RULE_REASON = 'regra do dono da chave';
const MODEL_REASON = 'modelo';

/** Takes a request slot of the key's second, or refuses with 429 and Retry-After: 1. */
export async function admitRequest(deps: Pick<ApiCategorizeDeps, 'keys' | 'clock'>, key: ApiKeyIdentity) {
  const second = Math.floor(deps.clock.now().getTime() / 1000);
  if (!(await deps.keys.takeRequestSlot(key.keyId, second, key.limits.requestsPerSecond))) {
    throw new RateLimitedError(API_MESSAGES.apiRateLimited(key.limits.requestsPerSecond), 1);
  }
}

/**
 * Charges `lines` to the key's month (this one, or `month` when the caller recorded it first), or refuses with
 * 402 (nothing charged). Answers the month and its lines.
 */
export async function chargeKey(
  deps: Pick<ApiCategorizeDeps, 'keys' | 'clock'>,
  key: ApiKeyIdentity,
  lines: number,
  month: string = meteringMonth(deps.clock.now()),
): Promise<{ month: string; used: number }> {
  const limit = key.limits.linesPerMonth;
  const outcome = await deps.keys.chargeLines(key.ownerId, key.keyId, month, lines, limit);
  if (outcome.status === 'exceeded') {
    const remaining = Math.max(0, limit - outcome.used);
    throw new QuotaExceededError(API_MESSAGES.apiMonthlyLimit(remaining, lines), remaining);
  }
  return { month, used: outcome.used };
}

/** `Transação 3 (id "abc")`: how a message names a transaction of the request. */
const transactionLabel = (index: number, id: unknown) =>
  typeof id === 'string' && id.length > 0 ? `Transação ${index + 1} (id "${id}")` : `Transação ${index + 1}`;

/**
 * The message of a request of the wrong shape: the first problem, naming the transaction and the field (a
 * caller of 10,000 lines must find the one that is wrong).
 */
export function describeRequestIssue(issues: readonly z.core.$ZodIssue[], body: unknown): string {
  const issue = issues[0];
  if (!issue) return API_MESSAGES.invalidRequest;
  const [head, index, field] = issue.path;
  if (head === 'transactions' && typeof index === 'number') {
    const id = (body as { transactions?: { id?: unknown }[] })?.transactions?.[index]?.id;
    const what = field === undefined ? 'não é um objeto válido' : `campo ${String(field)} inválido`;
    return `${transactionLabel(index, id)}: ${what} (${issue.message}).`;
  }
  if (head === 'transactions') {
    return `O campo transactions deve ser uma lista de 1 a 10000 transações (${issue.message}).`;
  }
  if (head === 'categories' && typeof index === 'number') {
    const what = field === undefined ? 'inválida' : `campo ${String(field)} inválido`;
    return `Categoria ${index + 1}: ${what} (${issue.message}).`;
  }
  return `Campo ${issue.path.map(String).join('.') || 'corpo'} inválido (${issue.message}).`;
}

/** The descriptions, trimmed, each checked by the app's rules; the first broken one named with its field. */
function validTransactions(transactions: readonly V1Transaction[]): string[] {
  const seen = new Map<string, number>();
  return transactions.map((transaction, index) => {
    const first = seen.get(transaction.id);
    if (first !== undefined) {
      throw new ValidationError(
        `${transactionLabel(index, transaction.id)}: campo id repetido (já usado na transação ${first + 1}).`,
      );
    }
    seen.set(transaction.id, index);
    const checked = validateDescriptions([transaction.description]);
    if (!checked.ok) {
      throw new ValidationError(
        `${transactionLabel(index, transaction.id)}: campo description inválido. ${checked.error}`,
      );
    }
    return checked.value[0] as string;
  });
}

/** The caller's list as the engine's: a code is the category's number written as text (ADR 0053). */
export function validCategories(categories: readonly V1Category[] | undefined): CustomCategory[] | undefined {
  if (!categories) return undefined;
  const list = categories.map((category) => ({
    name: category.name,
    number: (category.code ?? category.number) as CategoryNumber,
  }));
  const checked = validateCustomCategories(list, (index) => index + 1);
  if (!checked.ok) throw new ValidationError(`Lista de categorias inválida: ${checked.error}`);
  return checked.value;
}

const toCents = (amount: number | undefined) => (amount === undefined ? undefined : Math.round(amount * 100));

/** One line's answer: the choice with its confidence, reason and source, and the kind of its money. */
export function answerOf(
  line: { readonly id: string; readonly amountCents?: number | undefined },
  description: string,
  choice: CategoryChoice,
): V1Categorized {
  const source = choice.source === 'model' ? 'model' : choice.source === 'rule' ? 'rule' : 'engine';
  const confidence =
    source === 'rule' ? RULE_CONFIDENCE : source === 'model' ? MODEL_CONFIDENCE : (choice.confidence ?? 0);
  const reason =
    source === 'rule'
      ? RULE_REASON
      : source === 'model'
        ? MODEL_REASON
        : (choice.reason ?? '') || 'categoria padrão';
  const number = choice.categoryNumber;
  return {
    id: line.id,
    category: choice.category,
    ...(typeof number === 'number' ? { categoryNumber: number } : {}),
    ...(typeof number === 'string' ? { code: number } : {}),
    confidence: Math.min(1, Math.max(0, confidence)),
    kind: kindOf({ description, amountCents: line.amountCents }),
    reason,
    source,
  };
}

/**
 * The choices for an API key's lines (valid, trimmed descriptions): the owner's rules first, then the categorizer
 * (identical lines once) within the key's own daily model ceiling. The synchronous API and the jobs' chunks.
 */
export async function categorizeLines(
  deps: Pick<ApiCategorizeDeps, 'store' | 'categorizer'>,
  lines: {
    readonly ownerId: string;
    /** Names the key's model ceiling (its id). */
    readonly scope: string;
    readonly modelLinesPerDay: number;
    readonly descriptions: readonly string[];
    readonly hints: readonly (LineHint | undefined)[];
    readonly categories: readonly CustomCategory[] | undefined;
  },
): Promise<CategoryChoice[]> {
  const { ownerId, descriptions, hints, categories } = lines;
  const ruled = await applyRules(deps.store, ownerId, descriptions, hints, categories);
  return decideUnique(
    deps.categorizer,
    descriptions,
    categories,
    { userId: ownerId, hints, modelCeiling: { scope: lines.scope, linesPerDay: lines.modelLinesPerDay } },
    ruled,
  );
}

/**
 * POST /v1/categorize: up to 10,000 transactions of an API key's owner, in one answer. Validate everything
 * first (nothing is charged for a bad request) → charge the key's month (402 past its limit) → the owner's
 * rules, then the categorizer (identical lines once; the key's own daily model ceiling) → answer. A failure
 * gives the lines back.
 */
export async function categorizeForKey(
  deps: ApiCategorizeDeps,
  key: ApiKeyIdentity,
  request: V1CategorizeRequest,
): Promise<V1CategorizeResponse> {
  const descriptions = validTransactions(request.transactions);
  const categories = validCategories(request.categories);
  const hints = request.transactions.map((transaction) =>
    lineHint({ amountCents: toCents(transaction.amount) }),
  );
  const { month, used } = await chargeKey(deps, key, descriptions.length);
  let choices: CategoryChoice[];
  try {
    choices = await categorizeLines(deps, {
      ownerId: key.ownerId,
      scope: key.keyId,
      modelLinesPerDay: key.limits.modelLinesPerDay,
      descriptions,
      hints,
      categories,
    });
  } catch (error) {
    await deps.keys.refundLines(key.ownerId, key.keyId, month, descriptions.length);
    throw error;
  }
  await deps.keys.touchApiKey(key.ownerId, key.keyId, deps.clock.now().toISOString()).catch(() => undefined);
  return {
    results: request.transactions.map((transaction, index) =>
      answerOf(
        { id: transaction.id, amountCents: toCents(transaction.amount) },
        descriptions[index] as string,
        choices[index] as CategoryChoice,
      ),
    ),
    usage: { month, lines: used, limit: key.limits.linesPerMonth },
  };
}
