import type { CategorizedTransaction, CategorizeRequest, CategorizeResponse } from '#shared/api/schemas';
import { type CustomCategory, validateCustomCategories } from '#shared/categories';
import { CATEGORIZE_MESSAGES } from '#shared/messages';
import { validateDescriptions } from '#shared/transactions';
import { AppError, CategorizationFailedError, ConflictError, ValidationError } from './errors.ts';
import { API_MESSAGES } from './messages.ts';
import type { Categorizer, CategoryChoice, Clock, Plan, UploadStore, UsageStore } from './ports.ts';
import { batchKey, expiresAt, quotaExceeded, toUsage, wouldExceed } from './quota.ts';

export interface CategorizeBatchDeps {
  readonly store: UploadStore & UsageStore;
  readonly categorizer: Categorizer;
  readonly clock: Clock;
  readonly plan: Plan;
}

/**
 * POST /api/categorize: categorizes one batch of an upload for `userId` and charges the free plan once.
 *
 * Order matters: validate → answer a retry from its stored results → refuse early when the plan cannot pay →
 * categorize (a failure consumes nothing) → consume atomically (the conditional update is the real guard,
 * parallel requests included) → store the results (refunding if that fails).
 */
export async function categorizeBatch(
  deps: CategorizeBatchDeps,
  userId: string,
  request: CategorizeRequest,
): Promise<CategorizeResponse> {
  const { store, plan } = deps;
  const descriptions = validateRequest(request);
  const customCategories = validateCategories(request.customCategories);
  const key = batchKey(request.uploadId, request.batchIndex);

  const stored = await store.getBatch(userId, request.uploadId, request.batchIndex);
  if (stored) {
    if (!sameDescriptions(stored, descriptions)) throw new ConflictError(API_MESSAGES.batchConflict);
    const usage = await store.getUsage(userId);
    return { categorizedTransactions: stored, usage: toUsage(usage.used, plan) };
  }

  const before = await store.getUsage(userId);
  if (!before.consumedBatches.has(key) && wouldExceed(before.used, descriptions.length, plan)) {
    throw quotaExceeded(before.used, descriptions.length, plan);
  }

  const results = await categorizeUnique(deps.categorizer, descriptions, customCategories);

  const outcome = await store.consume(userId, key, descriptions.length, plan.limit);
  if (outcome.status === 'exceeded') throw quotaExceeded(outcome.used, descriptions.length, plan);
  try {
    await store.putBatch(
      userId,
      request.uploadId,
      request.batchIndex,
      results,
      expiresAt(deps.clock.now(), plan),
    );
  } catch (error) {
    if (outcome.status === 'consumed') await store.refund(userId, key, descriptions.length);
    throw error;
  }
  return { categorizedTransactions: results, usage: toUsage(outcome.used, plan) };
}

function validateRequest(request: CategorizeRequest): string[] {
  // Spec §8: categorization called with no transactions.
  if (request.transactions.length === 0) throw new ValidationError(CATEGORIZE_MESSAGES.failed);
  const checked = validateDescriptions(request.transactions);
  if (!checked.ok) throw new ValidationError(checked.error);
  return checked.value;
}

function validateCategories(categories: CategorizeRequest['customCategories']): CustomCategory[] | undefined {
  // Spec §7: omitted when none; an empty list means the same.
  if (categories === undefined || categories.length === 0) return undefined;
  const checked = validateCustomCategories(categories);
  if (!checked.ok) throw new ValidationError(checked.error);
  return checked.value;
}

/** Identical descriptions are categorized once and answered in input order. */
async function categorizeUnique(
  categorizer: Categorizer,
  descriptions: readonly string[],
  customCategories: readonly CustomCategory[] | undefined,
): Promise<CategorizedTransaction[]> {
  const unique = [...new Set(descriptions)];
  let choices: CategoryChoice[];
  try {
    choices = await categorizer.categorize(unique, customCategories);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new CategorizationFailedError({ cause: error });
  }
  if (choices.length !== unique.length) throw new Error('Categorizer answered a different number of items');
  const byDescription = new Map(unique.map((description, index) => [description, choices[index]]));
  return descriptions.map((description) => {
    const choice = byDescription.get(description);
    if (!choice) throw new Error('Categorizer left a description without a category');
    return {
      description,
      category: choice.category,
      ...(choice.categoryNumber === undefined ? {} : { categoryNumber: choice.categoryNumber }),
      ...(choice.source === undefined ? {} : { source: choice.source }),
    };
  });
}

function sameDescriptions(
  stored: readonly CategorizedTransaction[],
  descriptions: readonly string[],
): boolean {
  return (
    stored.length === descriptions.length && stored.every((item, i) => item.description === descriptions[i])
  );
}
