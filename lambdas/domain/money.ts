import type {
  ApplyToMerchantRequest,
  LedgerLineWire,
  MoneyLinesResponse,
  MoneyResponse,
  MoneySettings,
  UpdateLinesRequest,
  UpdateLinesResponse,
} from '#shared/api/schemas';
import { type CategoryNumber, type CustomCategory, DEFAULT_CATEGORIES } from '#shared/categories';
import { mapWithConcurrency } from '#shared/concurrency';
import { drePlacesOf, isCompanyChart } from '#shared/engine/dre-accounts';
import { MERCHANT_KEY_PATTERN, merchantOf } from '#shared/engine/merchant';
import { describeAccount } from '#shared/ledger/accounts';
import { monthlyResult } from '#shared/ledger/dre';
import { UNDATED_ID_PREFIX } from '#shared/ledger/identity';
import { categoryKey } from '#shared/ledger/labels';
import { compareMonths } from '#shared/ledger/monthly';
import { ledgerReport } from '#shared/ledger/report';
import { addMonths, type LedgerLine, MONTH_PATTERN, monthOf } from '#shared/ledger/types';
import { MAX_LEDGER_LINES_ANSWERED } from '#shared/limits';
import { ConflictError, NotFoundError, ValidationError } from './errors.ts';
import { applyToMerchant, changeLines, undoOf } from './ledger.ts';
import { API_MESSAGES } from './messages.ts';
import type { LedgerStore, LedgerTransaction, MoneySettingsStore, RuleStore, UploadStore } from './ports.ts';
import { checkRuleCategory } from './rules.ts';
import { ensureInLedger, kindChanged, refreshStatements } from './upload-ledger.ts';

export interface MoneyDeps {
  readonly store: UploadStore & RuleStore;
  readonly ledger: LedgerStore;
  readonly moneySettings: MoneySettingsStore;
}

/** Months the page shows when the request names none: the last year of the ledger. */
export const DEFAULT_MONTHS_SHOWN = 12;

/** A ledger transaction as the API shows it. */
export function toWireLine(
  line: LedgerTransaction,
): Omit<LedgerLineWire, 'date' | 'amountCents' | 'account'> &
  Partial<Pick<LedgerLineWire, 'date' | 'amountCents' | 'account'>> {
  return {
    id: line.id,
    ...(line.date === undefined ? {} : { date: line.date }),
    ...(line.amountCents === undefined ? {} : { amountCents: line.amountCents }),
    description: line.description,
    category: line.category,
    ...(line.categoryNumber === undefined ? {} : { categoryNumber: line.categoryNumber }),
    kind: line.kind,
    decidedBy: line.decidedBy,
    ...(line.kindByUser ? { kindByUser: true } : {}),
    ...(line.account === undefined ? {} : { account: line.account }),
    ...(line.linkedId === undefined ? {} : { linkedId: line.linkedId }),
    ...(line.fitId === undefined ? {} : { fitId: line.fitId }),
  };
}

/** Uploads recorded before the ledger move into it the first time the ledger is read (docs/ledger.md). */
async function migrateUploads(deps: MoneyDeps, userId: string): Promise<void> {
  const pending = (await deps.store.listUploads(userId)).filter((record) => !record.inLedger);
  await mapWithConcurrency(pending, 4, (record) => ensureInLedger(deps, userId, record));
}

/** Every dated transaction of the ledger (of the months of `range` only, when given), as the analyses read it. */
async function datedLines(
  deps: MoneyDeps,
  userId: string,
  range?: { readonly from: string; readonly to: string },
): Promise<(LedgerLine & { source: LedgerTransaction })[]> {
  await migrateUploads(deps, userId);
  const pages = await deps.ledger.readPages(userId, range);
  return pages.flatMap((page) =>
    page.lines.flatMap((line) =>
      line.date !== undefined && line.amountCents !== undefined
        ? [
            {
              ...line,
              date: line.date,
              amountCents: line.amountCents,
              account: line.account ?? '',
              source: line,
            },
          ]
        : [],
    ),
  );
}

/** What the query string asks: a period (yyyy-mm, inclusive) and an account. */
export interface MoneyQuery {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly account?: string | undefined;
}

function checkQuery<Q extends MoneyQuery>(query: Q): Q {
  for (const month of [query.from, query.to]) {
    if (month !== undefined && !MONTH_PATTERN.test(month))
      throw new ValidationError(API_MESSAGES.invalidPeriod);
  }
  if (query.from && query.to && query.from > query.to) throw new ValidationError(API_MESSAGES.invalidPeriod);
  return query;
}

/**
 * GET /api/money: the ledger over time for the money page: per month the spending per category and the income
 * (compared with the previous month and the average of the three before), the recurring charges, what
 * installments still owe, the accounts, and the user's budgets. Shaped by shared/ledger/report.ts, the code
 * `npm run report` runs.
 */
export async function getMoney(
  deps: MoneyDeps,
  userId: string,
  rawQuery: MoneyQuery,
): Promise<MoneyResponse> {
  const query = checkQuery(rawQuery);
  const [all, settings] = await Promise.all([
    datedLines(deps, userId),
    deps.moneySettings.getMoneySettings(userId),
  ]);
  const accounts = [...new Set(all.map((line) => line.account).filter((id) => id !== ''))]
    .sort()
    .map(describeAccount);
  const lines = query.account ? all.filter((line) => line.account === query.account) : all;
  const months = [...new Set(all.map((line) => monthOf(line.date)))].sort();
  const span = months.length > 0 ? { from: months[0] as string, to: months.at(-1) as string } : null;
  const to = query.to ?? span?.to ?? null;
  // By default the last year of the ledger (or all of it, when shorter).
  const yearBefore = to ? addMonths(to, -(DEFAULT_MONTHS_SHOWN - 1)) : null;
  const from = query.from ?? (yearBefore && span && yearBefore < span.from ? span.from : yearBefore);
  const report = ledgerReport(lines, { dismissed: new Set(settings.settings.dismissed) });
  const comparisons = new Map(
    compareMonths(report.months).map((comparison) => [comparison.month, comparison]),
  );
  return {
    span,
    from,
    to,
    months: report.months
      .filter((summary) => from !== null && to !== null && summary.month >= from && summary.month <= to)
      .map((summary) => ({
        ...summary,
        previousCents: comparisons.get(summary.month)?.previousCents ?? null,
        average3Cents: comparisons.get(summary.month)?.average3Cents ?? null,
      })),
    recurring: report.recurring.map(({ categoryNumber, ...charge }) => ({
      ...charge,
      ...(categoryNumber === undefined ? {} : { categoryNumber }),
    })),
    installments: {
      upcoming: report.installments.upcoming,
      purchases: report.installments.purchases.map(({ categoryNumber, ...purchase }) => ({
        ...purchase,
        ...(categoryNumber === undefined ? {} : { categoryNumber }),
      })),
    },
    accounts,
    settings: settings.settings,
    dre: companyResult(lines, from, to),
  };
}

/**
 * The DRE of the selected months, when the lines were filed in a company's chart of accounts (codes, or names in a
 * company's words); null otherwise. Each account's place is read from its name and what it holds
 * (shared/engine/dre-accounts.ts).
 */
function companyResult(lines: readonly LedgerLine[], from: string | null, to: string | null) {
  if (from === null || to === null) return null;
  const accounts = new Map<string, CustomCategory>();
  for (const line of lines) {
    if (line.categoryNumber === undefined) continue;
    accounts.set(categoryKey(line.category, line.categoryNumber), {
      name: line.category,
      number: line.categoryNumber,
    });
  }
  if (!isCompanyChart([...accounts.values()])) return null;
  const inPeriod = lines.filter((line) => monthOf(line.date) >= from && monthOf(line.date) <= to);
  return monthlyResult(inPeriod, drePlacesOf([...accounts.values()]));
}

/** GET /api/money/lines: the transactions of a period (and an account, a category, a month), newest first. */
export async function listMoneyLines(
  deps: MoneyDeps,
  userId: string,
  rawQuery: MoneyQuery & { readonly category?: string | undefined },
): Promise<MoneyLinesResponse> {
  const query = checkQuery(rawQuery);
  // A whole period reads only its months' pages.
  const range = query.from && query.to ? { from: query.from, to: query.to } : undefined;
  const lines = (await datedLines(deps, userId, range))
    .filter(
      (line) =>
        (query.from === undefined || monthOf(line.date) >= query.from) &&
        (query.to === undefined || monthOf(line.date) <= query.to) &&
        (query.account === undefined || line.account === query.account) &&
        (query.category === undefined || (line.category === query.category && line.kind !== 'ownMovement')),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return {
    lines: lines.slice(0, MAX_LEDGER_LINES_ANSWERED).map((line) => toWireLine(line.source) as LedgerLineWire),
    truncated: lines.length > MAX_LEDGER_LINES_ANSWERED,
  };
}

/** A category a line of the ledger may take: a default one, or a numbered one of a custom list. */
function checkCategory(change: { category: string; categoryNumber?: CategoryNumber | null | undefined }) {
  const checked = checkRuleCategory({
    category: change.category,
    ...(change.categoryNumber === undefined || change.categoryNumber === null
      ? {}
      : { categoryNumber: change.categoryNumber }),
  });
  if (
    checked.categoryNumber === undefined &&
    !(DEFAULT_CATEGORIES as readonly string[]).includes(checked.category)
  ) {
    throw new ValidationError(API_MESSAGES.unknownCategory(checked.category));
  }
  return checked;
}

/** The change in what the user's rules decided: lines that became theirs, and lines that stopped being. */
function ruleDeltas(before: readonly LedgerTransaction[], decidedAfter: (line: LedgerTransaction) => string) {
  const counts = new Map<string, number>();
  for (const line of before) {
    const after = decidedAfter(line);
    const delta = (after === 'rule' ? 1 : 0) - (line.decidedBy === 'rule' ? 1 : 0);
    const key = merchantOf(line.description)?.key;
    if (delta !== 0 && key) counts.set(key, (counts.get(key) ?? 0) + delta);
  }
  return counts;
}

/**
 * PATCH /api/money/lines: changes to lines of the ledger by id (a correction on the money page, or an undo):
 * category and kind; the statements holding a line whose kind changed count their money again. Answers how many
 * changed, and the changes that put them back.
 */
export async function updateLines(
  deps: MoneyDeps,
  userId: string,
  request: UpdateLinesRequest,
): Promise<UpdateLinesResponse> {
  const changes = request.changes.map((change) => {
    if (change.id.startsWith(UNDATED_ID_PREFIX)) throw new NotFoundError(API_MESSAGES.lineNotFound);
    return {
      id: change.id,
      ...(change.category === undefined
        ? {}
        : { category: checkCategory({ category: change.category, categoryNumber: change.categoryNumber }) }),
      ...(change.kind === undefined ? {} : { kind: change.kind }),
      ...(change.decidedBy === undefined ? {} : { decidedBy: change.decidedBy }),
    };
  });
  const byId = new Map(changes.map((change) => [change.id, change]));
  const before = await changeLines(deps.ledger, userId, changes);
  const counts = ruleDeltas(before, (line) => {
    const change = byId.get(line.id);
    return change?.category ? (change.decidedBy ?? 'user') : line.decidedBy;
  });
  if (counts.size > 0) await deps.store.countApplied(userId, counts);
  // A kind changed: the statements holding those lines count their money again.
  await refreshStatements(deps, userId, before.filter(kindChanged(changes)));
  return { changed: before.length, undo: before.map(undoOf) };
}

/**
 * POST /api/money/apply: a merchant's category applied to its lines in every upload (a correction reaching the
 * past, or a rule applied to the history from the rules page). The lines are then the merchant's rule's.
 */
export async function applyMerchant(
  deps: MoneyDeps,
  userId: string,
  request: ApplyToMerchantRequest,
): Promise<UpdateLinesResponse> {
  if (!MERCHANT_KEY_PATTERN.test(request.key)) throw new NotFoundError(API_MESSAGES.ruleNotFound);
  const category = checkCategory(request);
  await migrateUploads(deps, userId);
  const before = await applyToMerchant(deps.ledger, userId, request.key, category, 'rule');
  const counts = ruleDeltas(before, () => 'rule');
  if (counts.size > 0) await deps.store.countApplied(userId, counts);
  return { changed: before.length, undo: before.map(undoOf) };
}

/** Times a settings change is tried again when another change came first. */
const SETTINGS_ATTEMPTS = 5;

/** PUT /api/money/settings: the user's budgets and dismissed recurring charges, replaced whole. */
export async function putMoneySettings(
  deps: MoneyDeps,
  userId: string,
  settings: MoneySettings,
): Promise<MoneySettings> {
  const budgets = new Map<string, MoneySettings['budgets'][number]>();
  for (const budget of settings.budgets) {
    const category = checkCategory(budget);
    budgets.set(categoryKey(category.category, category.categoryNumber), {
      ...category,
      limitCents: budget.limitCents,
    });
  }
  const next: MoneySettings = { budgets: [...budgets.values()], dismissed: [...new Set(settings.dismissed)] };
  for (let attempt = 1; ; attempt++) {
    const { version } = await deps.moneySettings.getMoneySettings(userId);
    if ((await deps.moneySettings.putMoneySettings(userId, next, version)) === 'written') return next;
    if (attempt >= SETTINGS_ATTEMPTS) throw new ConflictError(API_MESSAGES.settingsBusy);
  }
}
