import type { CategorizedTransaction, CategorizeRequest, CategorizeResponse } from '#shared/api/schemas';
import { type CustomCategory, validateCustomCategories } from '#shared/categories';
import { type ListAdjustments, validAdjustments } from '#shared/engine/list-mapping';
import { transactionId } from '#shared/ledger/identity';
import { CATEGORIZE_MESSAGES } from '#shared/messages';
import { hintKey, lineHint } from '#shared/statements/source';
import { validateDescriptions } from '#shared/transactions';
import { AppError, CategorizationFailedError, ConflictError, ValidationError } from './errors.ts';
import { findLines } from './ledger.ts';
import { API_MESSAGES } from './messages.ts';
import {
  type CategorizeContext,
  type Categorizer,
  type CategoryChoice,
  type Clock,
  contextFor,
  type LedgerStore,
  type Plan,
  type RuleStore,
  type UploadStore,
  type UsageStore,
} from './ports.ts';
import {
  abandoned,
  batchDigest,
  batchKey,
  committedFor,
  epochSeconds,
  MAX_OPEN_BATCHES,
  quotaExceeded,
  toUsage,
  UNFINISHED_UPLOAD_SECONDS,
  wouldExceed,
} from './quota.ts';
import { applyRules, inActiveList } from './rules.ts';

export interface CategorizeBatchDeps {
  readonly store: UploadStore & UsageStore & RuleStore;
  readonly ledger: LedgerStore;
  readonly categorizer: Categorizer;
  readonly clock: Clock;
  readonly plan: Plan;
  /** Waits between looks at a batch another request is working on (tests shorten it). */
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * How long a request waits for a parallel one holding the same batch with the same content: as long as that one
 * may spend on the model (20 s), within the function's 29 s.
 */
const IN_FLIGHT_WAIT_MS = 24_000;
const IN_FLIGHT_POLL_MS = 250;

/**
 * POST /api/categorize: categorizes one batch of an upload for `userId` and charges the free plan once, for the
 * batch's own content.
 *
 * Order matters: validate → answer a retry from its stored results → claim the batch for this content (one
 * conditional update: the key is free, or its claim was abandoned; the limit holds with everything already
 * claimed; the user's open batches are bounded) → categorize → charge → store the results once. Only the request holding the claim categorizes:
 * a parallel copy with the same content waits for its stored results; one with other content gets 409. A
 * failure releases the claim, so nothing is charged.
 */
export async function categorizeBatch(
  deps: CategorizeBatchDeps,
  userId: string,
  request: CategorizeRequest,
): Promise<CategorizeResponse> {
  const { store, plan } = deps;
  const descriptions = validateRequest(request);
  const customCategories = validateCategories(request.customCategories);
  const adjustments = validateAdjustments(request.listAdjustments, customCategories);
  const key = batchKey(request.uploadId, request.batchIndex);

  const stored = await storedAnswer(deps, userId, request, descriptions);
  if (stored) return stored;

  // Lines the ledger holds already keep their category and are not charged again (the same statement twice,
  // two overlapping exports).
  const known = await knownChoices(deps.ledger, userId, request.statement, descriptions, customCategories);
  const charged = descriptions.length - known.size;
  const now = deps.clock.now();
  const hints = request.statement?.map(lineHint);
  const categorize = async () => {
    // The user's rules decide their merchants' lines first (none to look up when the ledger knows every line);
    // the categorizer gets the rest.
    const ruled =
      charged === 0
        ? new Map<number, CategoryChoice>()
        : await applyRules(deps.store, userId, descriptions, hints, customCategories, adjustments);
    return withStatement(
      await categorizeUnique(
        deps.categorizer,
        descriptions,
        customCategories,
        { userId, ...(hints ? { hints } : {}), ...(adjustments ? { adjustments } : {}) },
        new Map([...ruled, ...known]),
      ),
      request.statement,
    );
  };
  const keepUnfinished = epochSeconds(now) + UNFINISHED_UPLOAD_SECONDS;
  if (charged === 0) {
    // Nothing new: nothing to claim or charge.
    const results = await categorize();
    await store.putBatch(userId, request.uploadId, request.batchIndex, results, keepUnfinished);
    const usage = await store.getUsage(userId);
    return { categorizedTransactions: results, usage: toUsage(usage.used, plan) };
  }

  // An early refusal that writes nothing: what would pass the limit even after the claim's pruning.
  const before = await store.getUsage(userId);
  const held = before.open.get(key);
  if (!(held && !abandoned(held, epochSeconds(now)))) {
    const committed = committedFor(before, key, epochSeconds(now));
    if (wouldExceed(committed, charged, plan)) throw quotaExceeded(committed, charged, plan);
  }

  const digest = await batchDigest(descriptions);
  const claim = await store.claim(userId, key, {
    digest,
    count: charged,
    now: epochSeconds(now),
    limit: plan.limit,
  });
  if (claim.status === 'exceeded') throw quotaExceeded(claim.committed, charged, plan);
  if (claim.status === 'too-many-open') throw new ConflictError(API_MESSAGES.tooManyOpen(MAX_OPEN_BATCHES));
  if (claim.status === 'taken') {
    if (claim.digest !== digest) throw new ConflictError(API_MESSAGES.batchConflict);
    return awaitStored(deps, userId, request, descriptions);
  }

  const release = async (cause: unknown): Promise<never> => {
    // A failure never charges: give the claim up (refunding it if charged), and report the failure itself.
    await store.release(userId, key, digest).catch((releaseError: unknown) => {
      throw new AggregateError([cause, releaseError], 'The batch failed and its claim could not be released');
    });
    throw cause;
  };
  let results: CategorizedTransaction[];
  try {
    results = await categorize();
  } catch (error) {
    return release(error);
  }
  let used: number;
  try {
    used = await store.charge(userId, key, digest, charged);
    await store.putBatch(userId, request.uploadId, request.batchIndex, results, keepUnfinished);
  } catch (error) {
    return release(error);
  }
  return { categorizedTransactions: results, usage: toUsage(used, plan) };
}

/**
 * The lines of a statement's batch that the ledger holds already (by their ids: the browser says which copy of
 * itself each line is in the whole file), with a category of this batch's list: their choice, by index.
 */
async function knownChoices(
  ledger: LedgerStore,
  userId: string,
  statement: CategorizeRequest['statement'],
  descriptions: readonly string[],
  customCategories: readonly CustomCategory[] | undefined,
): Promise<Map<number, CategoryChoice>> {
  const choices = new Map<number, CategoryChoice>();
  if (!statement || statement.some((fields) => fields.copy === undefined)) return choices;
  const ids = statement.map((fields, index) =>
    transactionId({ ...fields, description: descriptions[index] as string }, fields.copy ?? 0),
  );
  const found = await findLines(ledger, userId, ids);
  ids.forEach((id, index) => {
    const line = found.get(id);
    if (!line) return;
    const listed = inActiveList(line, customCategories);
    if (!listed || listed.category !== line.category || listed.categoryNumber !== line.categoryNumber) return;
    choices.set(index, {
      category: line.category,
      ...(line.categoryNumber === undefined ? {} : { categoryNumber: line.categoryNumber }),
      source: line.decidedBy,
    });
  });
  return choices;
}

/** A batch already stored answers a retry with the same descriptions (free), and refuses other ones. */
async function storedAnswer(
  deps: CategorizeBatchDeps,
  userId: string,
  request: CategorizeRequest,
  descriptions: readonly string[],
): Promise<CategorizeResponse | undefined> {
  const stored = await deps.store.getBatch(userId, request.uploadId, request.batchIndex);
  if (!stored) return undefined;
  if (!sameDescriptions(stored, descriptions)) throw new ConflictError(API_MESSAGES.batchConflict);
  const usage = await deps.store.getUsage(userId);
  return { categorizedTransactions: stored, usage: toUsage(usage.used, deps.plan) };
}

/** Another request holds this batch with the same content: answer its results once they are stored. */
async function awaitStored(
  deps: CategorizeBatchDeps,
  userId: string,
  request: CategorizeRequest,
  descriptions: readonly string[],
): Promise<CategorizeResponse> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let waited = 0; waited < IN_FLIGHT_WAIT_MS; waited += IN_FLIGHT_POLL_MS) {
    await sleep(IN_FLIGHT_POLL_MS);
    const stored = await storedAnswer(deps, userId, request, descriptions);
    if (stored) return stored;
  }
  throw new ConflictError(API_MESSAGES.batchInProgress);
}

function validateRequest(request: CategorizeRequest): string[] {
  // Spec §8: categorization called with no transactions.
  if (request.transactions.length === 0) throw new ValidationError(CATEGORIZE_MESSAGES.failed);
  if (request.statement && request.statement.length !== request.transactions.length) {
    throw new ValidationError(API_MESSAGES.invalidRequest);
  }
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

/** The user's adjustments of their list: concepts of the engine moved to numbers of that list, nothing else. */
function validateAdjustments(
  adjustments: CategorizeRequest['listAdjustments'],
  customCategories: readonly CustomCategory[] | undefined,
): ListAdjustments | undefined {
  if (adjustments === undefined || Object.keys(adjustments).length === 0) return undefined;
  const valid = customCategories ? validAdjustments(adjustments, customCategories) : undefined;
  if (!valid) throw new ValidationError(API_MESSAGES.invalidRequest);
  return valid;
}

/** The categorized lines of a batch, from the choices made for its descriptions. */
async function categorizeUnique(
  categorizer: Categorizer,
  descriptions: readonly string[],
  customCategories: readonly CustomCategory[] | undefined,
  context: CategorizeContext,
  ruled: ReadonlyMap<number, CategoryChoice>,
): Promise<CategorizedTransaction[]> {
  const choices = await decideUnique(categorizer, descriptions, customCategories, context, ruled);
  return descriptions.map((description, index) => {
    const choice = choices[index] as CategoryChoice;
    return {
      description,
      category: choice.category,
      ...(choice.categoryNumber === undefined ? {} : { categoryNumber: choice.categoryNumber }),
      ...(choice.source === undefined ? {} : { source: choice.source }),
    };
  });
}

/**
 * Lines the rules did not decide go to the categorizer, identical ones (same description, same hint) once;
 * all are answered in input order. Shared by the app's batches and the API's (lambdas/domain/api-categorize.ts).
 */
export async function decideUnique(
  categorizer: Categorizer,
  descriptions: readonly string[],
  customCategories: readonly CustomCategory[] | undefined,
  context: CategorizeContext,
  ruled: ReadonlyMap<number, CategoryChoice>,
): Promise<CategoryChoice[]> {
  const keyOf = (index: number) => `${descriptions[index] as string}\u0000${hintKey(context.hints?.[index])}`;
  const firstOf = new Map<string, number>();
  descriptions.forEach((_, index) => {
    if (!ruled.has(index) && !firstOf.has(keyOf(index))) firstOf.set(keyOf(index), index);
  });
  const unique = [...firstOf.values()];
  let choices: CategoryChoice[] = [];
  try {
    if (unique.length > 0) {
      choices = await categorizer.categorize(
        unique.map((index) => descriptions[index] as string),
        customCategories,
        contextFor(context, unique),
      );
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new CategorizationFailedError({ cause: error });
  }
  if (choices.length !== unique.length) throw new Error('Categorizer answered a different number of items');
  const byKey = new Map(unique.map((index, k) => [keyOf(index), choices[k]]));
  return descriptions.map((_, index) => {
    const choice = ruled.get(index) ?? byKey.get(keyOf(index));
    if (!choice) throw new Error('Categorizer left a description without a category');
    return choice;
  });
}

/** A statement's dates, amounts and bank ids travel with the categorized lines, into storage and back. */
function withStatement(
  results: CategorizedTransaction[],
  statement: CategorizeRequest['statement'],
): CategorizedTransaction[] {
  if (!statement) return results;
  return results.map((result, index) => {
    const { date, amountCents, fitId, kind } = statement[index] ?? {};
    return {
      ...result,
      ...(date === undefined ? {} : { date }),
      ...(amountCents === undefined ? {} : { amountCents }),
      ...(fitId === undefined ? {} : { fitId }),
      ...(kind === undefined ? {} : { kind }),
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
