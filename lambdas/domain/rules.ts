import type { LearnedRule, ListRulesResponse, PutRuleRequest, Rule } from '#shared/api/schemas';
import { type CustomCategory, DEFAULT_CATEGORIES } from '#shared/categories';
import { mapWithConcurrency } from '#shared/concurrency';
import type { ListAdjustments } from '#shared/engine/list-mapping';
import { MERCHANT_KEY_PATTERN, merchantOf } from '#shared/engine/merchant';
import { foldCase } from '#shared/fold';
import { MAX_MERCHANT_KEY_LENGTH, MAX_RULES_PER_USER } from '#shared/limits';
import { type RuleCategory, ruleResolver } from '#shared/rules';
import type { LineHint } from '#shared/statements/source';
import { isDangerous } from '#shared/transactions';
import { ConflictError, NotFoundError, ValidationError } from './errors.ts';
import { API_MESSAGES } from './messages.ts';
import type { CategoryChoice, Clock, RuleStore } from './ports.ts';

export interface RuleDeps {
  readonly store: RuleStore;
  readonly clock: Clock;
}

const PT_BR = new Intl.Collator('pt-BR');

function checkKey(key: string): string {
  if (key.length === 0 || key.length > MAX_MERCHANT_KEY_LENGTH || !MERCHANT_KEY_PATTERN.test(key)) {
    throw new NotFoundError(API_MESSAGES.ruleNotFound);
  }
  return key;
}

/** A category name a rule may hold: the spec's rule on leading characters applies, as to any list name. */
export function checkRuleCategory(category: RuleCategory): RuleCategory {
  const name = category.category.trim();
  if (name.length === 0 || isDangerous(name)) throw new ValidationError(API_MESSAGES.invalidRequest);
  return category.categoryNumber === undefined
    ? { category: name }
    : { category: name, categoryNumber: category.categoryNumber };
}

/** GET /api/rules: every rule of the user, by merchant. */
export async function listRules(deps: RuleDeps, userId: string): Promise<ListRulesResponse> {
  const rules = await deps.store.listRules(userId);
  return {
    rules: [...rules].sort((a, b) => PT_BR.compare(a.merchant, b.merchant)),
    limit: MAX_RULES_PER_USER,
  };
}

/** PUT /api/rules/{key}: makes or changes a merchant's rule by hand (the rules page, an undo). */
export async function putRule(
  deps: RuleDeps,
  userId: string,
  key: string,
  request: PutRuleRequest,
): Promise<Rule> {
  const [existing] = (await deps.store.findRules(userId, [checkKey(key)])).values();
  const merchant = existing?.merchant ?? request.merchant?.trim() ?? key.toUpperCase();
  const stored = await deps.store.putRule(
    userId,
    { key, merchant, ...checkRuleCategory(request), updatedAt: deps.clock.now().toISOString() },
    MAX_RULES_PER_USER,
  );
  if (stored === 'limit') throw new ConflictError(API_MESSAGES.ruleLimit);
  return stored.rule;
}

/** DELETE /api/rules/{key}: the merchant is categorized by the engine again. */
export async function deleteRule(deps: RuleDeps, userId: string, key: string): Promise<void> {
  if (!(await deps.store.deleteRule(userId, checkKey(key))))
    throw new NotFoundError(API_MESSAGES.ruleNotFound);
}

/**
 * The lines the user's rules decide, by index: each line's merchant key, looked up among the rules; a rule
 * applies when its category is in the active list (or maps to it from a default) and fits the line's direction.
 */
export async function applyRules(
  store: RuleStore,
  userId: string,
  descriptions: readonly string[],
  hints: readonly (LineHint | undefined)[] | undefined,
  customCategories: readonly CustomCategory[] | undefined,
  adjustments?: ListAdjustments,
): Promise<Map<number, CategoryChoice>> {
  const keys = descriptions.map((description) => merchantOf(description)?.key);
  const wanted = [...new Set(keys.filter((key): key is string => key !== undefined))];
  const decided = new Map<number, CategoryChoice>();
  if (wanted.length === 0) return decided;
  const rules = await store.findRules(userId, wanted);
  if (rules.size === 0) return decided;
  const resolver = ruleResolver(customCategories, adjustments);
  keys.forEach((key, index) => {
    const rule = key === undefined ? undefined : rules.get(key);
    const target = rule && resolver.target(rule);
    if (!target || !resolver.fits(target, descriptions[index] as string, hints?.[index])) return;
    decided.set(index, { ...target, source: 'rule' });
  });
  return decided;
}

/** A correction of a line: its description and the category the user chose. */
export interface Correction extends RuleCategory {
  readonly description: string;
}

/**
 * Corrections become the user's rules, one per merchant (the last correction of a merchant wins). Rules past
 * the limit are not made: the corrections stay, and `notice` says why they will not be remembered.
 */
export async function learn(
  deps: RuleDeps,
  userId: string,
  corrections: readonly Correction[],
): Promise<{ learned: LearnedRule[]; notice?: string }> {
  const byKey = new Map<string, { merchant: string; category: RuleCategory }>();
  for (const correction of corrections) {
    const merchant = merchantOf(correction.description);
    if (merchant)
      byKey.set(merchant.key, { merchant: merchant.name, category: checkRuleCategory(correction) });
  }
  const now = deps.clock.now().toISOString();
  // Merchants past this many in one change are not learned (their corrections are saved all the same).
  const merchants = [...byKey].slice(0, MAX_RULES_LEARNED_AT_ONCE);
  let limited = false;
  let failed = false;
  const outcomes = await mapWithConcurrency(merchants, 8, async ([key, { merchant, category }]) => {
    try {
      return await deps.store.putRule(
        userId,
        { key, merchant, ...category, updatedAt: now },
        MAX_RULES_PER_USER,
      );
    } catch {
      failed = true; // the corrections are saved already: say it, do not fail them
      return undefined;
    }
  });
  const learned: LearnedRule[] = [];
  for (const stored of outcomes) {
    if (stored === undefined) continue;
    if (stored === 'limit') {
      limited = true;
      continue;
    }
    const { previous } = stored;
    learned.push({
      rule: stored.rule,
      previous: previous
        ? previous.categoryNumber === undefined
          ? { category: previous.category }
          : { category: previous.category, categoryNumber: previous.categoryNumber }
        : null,
    });
  }
  if (failed) return { learned, notice: API_MESSAGES.rulesNotSaved };
  if (limited) return { learned, notice: API_MESSAGES.ruleLimit };
  if (byKey.size > merchants.length) {
    return { learned, notice: API_MESSAGES.tooManyRulesAtOnce(MAX_RULES_LEARNED_AT_ONCE) };
  }
  return { learned };
}

/** Distinct merchants one change may turn into rules. */
export const MAX_RULES_LEARNED_AT_ONCE = 200;

/** Whether `category` is one of the active list's (the defaults when none): what a correction may choose. */
export function inActiveList(
  category: RuleCategory,
  customCategories: readonly CustomCategory[] | undefined,
): RuleCategory | undefined {
  if (!customCategories || customCategories.length === 0) {
    return (DEFAULT_CATEGORIES as readonly string[]).includes(category.category)
      ? { category: category.category }
      : undefined;
  }
  const wanted = foldCase(category.category);
  const entry = customCategories.find((candidate) => foldCase(candidate.name) === wanted);
  return entry ? { category: entry.name, categoryNumber: entry.number } : undefined;
}
