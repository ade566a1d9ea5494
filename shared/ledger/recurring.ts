import type { CategoryNumber } from '../categories.ts';
/**
 * Subscriptions and other recurring charges found in the ledger: the same merchant charging at a regular
 * cadence, at a steady (or steadily changing) amount. After Actual Budget's schedule finder (candidate
 * cadences, a few days of date tolerance, about the same amount, three occurrences, ranked by date fit) and
 * Sure's circular median of the day of month (the 31st and the 1st are neighbours).
 */
import { merchantOf } from '../engine/merchant.ts';
import { parseInstallment } from './installments.ts';
import { addDays, addMonths, type Cadence, daysBetween, type LedgerLine, monthOf } from './types.ts';

/** A charge that comes back at a regular cadence: a subscription, a bill, a membership. */
export interface RecurringCharge {
  /** The merchant key (`merchantOf`): stable, what a dismissal names. */
  readonly key: string;
  readonly merchant: string;
  readonly category: string;
  readonly categoryNumber?: CategoryNumber | undefined;
  readonly cadence: Cadence;
  /** The usual amount, positive cents: the median of the last three occurrences, or the latest price after a change. */
  readonly amountCents: number;
  readonly lastDate: string;
  /** When the next charge is expected. */
  readonly nextDate: string;
  /** Occurrences in the detected series. */
  readonly occurrences: number;
  /** What it costs per month, positive cents. */
  readonly monthlyCents: number;
  readonly account: string;
}

export interface DetectRecurringOptions {
  /** The day the ledger is read on (ISO; default: its latest date). Later lines are left out. */
  readonly asOf?: string | undefined;
  /** Merchant keys the user said are not recurring. */
  readonly dismissed?: ReadonlySet<string> | undefined;
}

/** How a cadence is recognised: its period in days with a tolerance, or the same day every `months` months. */
interface CadenceRule {
  readonly cadence: Cadence;
  readonly days: number;
  readonly tolerance: number;
  /** Calendar months per period (monthly, quarterly, yearly): same day of month ±3 also fits. */
  readonly months?: number;
  /** Periods per month, for `monthlyCents`. */
  readonly perMonth: number;
}

const RULES: readonly CadenceRule[] = [
  { cadence: 'weekly', days: 7, tolerance: 2, perMonth: 52 / 12 },
  { cadence: 'biweekly', days: 14, tolerance: 3, perMonth: 26 / 12 },
  { cadence: 'monthly', days: 30.5, tolerance: 2.5, months: 1, perMonth: 1 },
  { cadence: 'quarterly', days: 91, tolerance: 7, months: 3, perMonth: 1 / 3 },
  { cadence: 'yearly', days: 365, tolerance: 7, months: 12, perMonth: 1 / 12 },
];

const MIN_OCCURRENCES = 3;
/** Share of a merchant's charges, between the first and the last of a series, that the series must hold. */
const MIN_FIT = 0.75;
/** Days of day-of-month drift the calendar rule accepts (weekends, bank holidays). */
const DAY_OF_MONTH_TOLERANCE = 3;
/** Days after the next-but-one expected charge (plus tolerance) before a charge counts as stopped. */
const GRACE_DAYS = 3;
/** Latest charges of a merchant a series may end on (the very latest may be a one-off purchase). */
const MAX_SERIES_ENDS = 12;
/** Fixed amounts: within 7.5% of the median or 2 BRL, whichever is larger. */
const FIXED_SHARE = 0.075;
const FIXED_MIN_CENTS = 200;
/** Amounts that vary (a utility bill): within 25% of the median, monthly, four occurrences or more. */
const VARIABLE_SHARE = 0.25;
const VARIABLE_MIN_OCCURRENCES = 4;

/** One charge of a merchant. */
interface Charge {
  readonly line: LedgerLine;
  readonly date: string;
  readonly cents: number;
  /** Day of month, the last day of any month read as 31 (a charge on the 31st falls on 28 Feb). */
  readonly day: number;
  /** Months since year 0. */
  readonly month: number;
  /** Days since 1970-01-01. */
  readonly ordinal: number;
}

/** A candidate series: charges of a merchant, oldest first; the share of its span they hold; mean date error. */
interface Series {
  readonly rule: CadenceRule;
  readonly charges: readonly Charge[];
  readonly fit: number;
  readonly error: number;
}

/**
 * The recurring charges of a ledger, costliest per month first (then by merchant). Spending lines (negative
 * 'spending') only, installments left out (`parseInstallment`), grouped by merchant key. A group recurs when
 * at least three of its charges form a series at one cadence: consecutive gaps of 7±2 days (weekly), 14±3
 * (biweekly), 28–33 or the same circular day of month ±3 in consecutive months (monthly), 84–98 or the same day
 * three months on (quarterly), 358–372 or the same day a year on (yearly); one gap may be two periods (one
 * missing charge), no more. The series must hold at least 75% of the group's charges between its first and its
 * last (a merchant charging several times a period, an Uber, is no subscription). Amounts must be fixed (each
 * within 7.5% or 2 BRL of the median, whichever is larger), or change in steps (a price change: runs of fixed
 * amounts, every run but the first and last of two charges or more, at most one change per four charges), or
 * for a yearly series each within 25% of the one before, or for a monthly series of four or more charges each
 * within 25% of the median (a utility bill). A series has stopped when `asOf` is past its next date by over one
 * period plus its tolerance and three days. Dismissed keys are left out.
 */
export function detectRecurring(
  lines: readonly LedgerLine[],
  options: DetectRecurringOptions = {},
): RecurringCharge[] {
  const asOf = options.asOf ?? lines.reduce((latest, line) => (line.date > latest ? line.date : latest), '');
  const groups = new Map<string, Charge[]>();
  for (const line of lines) {
    if (line.kind !== 'spending' || line.amountCents >= 0 || line.date > asOf) continue;
    if (parseInstallment(line.description, line.date)) continue;
    const key = merchantOf(line.description)?.key;
    if (key === undefined || options.dismissed?.has(key)) continue;
    const charge: Charge = {
      line,
      date: line.date,
      cents: -line.amountCents,
      day: dayOfMonth(line.date),
      month: monthIndex(line.date),
      ordinal: daysBetween('1970-01-01', line.date),
    };
    const group = groups.get(key);
    if (group) group.push(charge);
    else groups.set(key, [charge]);
  }

  const out: RecurringCharge[] = [];
  for (const [key, group] of groups) {
    if (group.length < MIN_OCCURRENCES) continue;
    group.sort((a, b) => a.date.localeCompare(b.date) || a.cents - b.cents);
    const series = bestSeries(group);
    if (!series) continue;
    const charge = describe(key, series);
    const rule = series.rule;
    if (daysBetween(charge.nextDate, asOf) > Math.ceil(rule.days + rule.tolerance) + GRACE_DAYS) continue;
    out.push(charge);
  }
  return out.sort(
    (a, b) =>
      b.monthlyCents - a.monthlyCents || a.merchant.localeCompare(b.merchant) || a.key.localeCompare(b.key),
  );
}

/** The series ending latest among a merchant's charges (best fit, then longest, then closest dates), if any. */
function bestSeries(group: readonly Charge[]): Series | undefined {
  const lowest = Math.max(MIN_OCCURRENCES - 1, group.length - MAX_SERIES_ENDS);
  for (let end = group.length - 1; end >= lowest; end--) {
    let best: Series | undefined;
    for (const rule of RULES) {
      const series = seriesEndingAt(group, end, rule);
      if (!series) continue;
      if (
        !best ||
        series.fit > best.fit ||
        (series.fit === best.fit && series.charges.length > best.charges.length) ||
        (series.fit === best.fit &&
          series.charges.length === best.charges.length &&
          series.error < best.error)
      )
        best = series;
    }
    if (best) return best;
  }
  return undefined;
}

/**
 * The series of `rule`'s cadence ending at charge `end`, walking back one period at a time (two once, for a
 * missing charge) to the charge closest in amount, then in date; undefined when it does not hold.
 */
function seriesEndingAt(group: readonly Charge[], end: number, rule: CadenceRule): Series | undefined {
  const picked: Charge[] = [group[end] as Charge];
  let current = end;
  let missed = false;
  let error = 0;
  const reach = rule.days * 2 + rule.tolerance + DAY_OF_MONTH_TOLERANCE + 3;
  for (;;) {
    const later = group[current] as Charge;
    let best: { index: number; periods: number; error: number; score: number } | undefined;
    for (let index = current - 1; index >= 0; index--) {
      const earlier = group[index] as Charge;
      const gap = later.ordinal - earlier.ordinal;
      if (gap > reach) break;
      if (gap <= 0) continue;
      const fit = periodsBetween(rule, earlier, later, gap);
      if (!fit || (fit.periods === 2 && missed)) continue;
      const score =
        (fit.periods - 1) * 10 + Math.abs(earlier.cents - later.cents) / later.cents + fit.error * 0.02;
      if (!best || score < best.score) best = { index, ...fit, score };
    }
    if (!best) break;
    picked.push(group[best.index] as Charge);
    if (best.periods === 2) missed = true;
    error += best.error;
    current = best.index;
  }
  if (picked.length < MIN_OCCURRENCES) return undefined;
  const charges = picked.reverse();
  const first = (charges[0] as Charge).date;
  const last = (charges[charges.length - 1] as Charge).date;
  const inSpan = group.filter((charge) => charge.date >= first && charge.date <= last).length;
  const fit = charges.length / inSpan;
  if (fit < MIN_FIT || !amountsHold(charges, rule.cadence)) return undefined;
  return { rule, charges, fit, error: error / (charges.length - 1) };
}

/** Whether `later` comes one or two periods of `rule` after `earlier` (`gap` days), and how far off. */
function periodsBetween(
  rule: CadenceRule,
  earlier: Charge,
  later: Charge,
  gap: number,
): { periods: number; error: number } | undefined {
  for (const periods of [1, 2]) {
    const off = Math.abs(gap - rule.days * periods);
    if (off <= rule.tolerance) return { periods, error: off };
    if (rule.months !== undefined && later.month - earlier.month === rule.months * periods) {
      const drift = circularDistance(earlier.day, later.day);
      if (drift <= DAY_OF_MONTH_TOLERANCE) return { periods, error: drift };
    }
  }
  return undefined;
}

/** The amount rule of `detectRecurring` (fixed, steps, yearly rises, or a varying monthly bill). */
function amountsHold(charges: readonly Charge[], cadence: Cadence): boolean {
  const amounts = charges.map((charge) => charge.cents);
  const middle = median(amounts);
  if (amounts.every((cents) => sameAmount(middle, cents))) return true;
  if (steps(amounts)) return true;
  if (cadence === 'yearly')
    return amounts.every(
      (cents, k) => k === 0 || withinShare(amounts[k - 1] as number, cents, VARIABLE_SHARE),
    );
  return (
    cadence === 'monthly' &&
    amounts.length >= VARIABLE_MIN_OCCURRENCES &&
    amounts.every((cents) => withinShare(middle, cents, VARIABLE_SHARE))
  );
}

/** Amounts as runs of one price: every run but the first and the last of two or more, few changes. */
function steps(amounts: readonly number[]): boolean {
  const runs: number[] = [];
  let reference = amounts[0] as number;
  let length = 0;
  for (const cents of amounts) {
    if (sameAmount(reference, cents)) length++;
    else {
      runs.push(length);
      reference = cents;
      length = 1;
    }
  }
  runs.push(length);
  const changes = runs.length - 1;
  return (
    changes <= Math.max(1, Math.floor(amounts.length / 4)) &&
    runs.every((run, k) => k === 0 || k === runs.length - 1 || run >= 2)
  );
}

const sameAmount = (reference: number, cents: number): boolean =>
  Math.abs(cents - reference) <= Math.max(reference * FIXED_SHARE, FIXED_MIN_CENTS);

const withinShare = (reference: number, cents: number, share: number): boolean =>
  Math.abs(cents - reference) <= reference * share;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[half] as number)
    : ((sorted[half - 1] as number) + (sorted[half] as number)) / 2;
}

/** The recurring charge a series describes. */
function describe(key: string, series: Series): RecurringCharge {
  const { rule, charges } = series;
  const last = charges[charges.length - 1] as Charge;
  // A price that changed in steps costs its latest price now; otherwise the usual amount of the last three.
  const amounts = charges.map((charge) => charge.cents);
  const fixed = amounts.every((cents) => sameAmount(median(amounts), cents));
  const amountCents =
    !fixed && steps(amounts)
      ? last.cents
      : Math.round(median(charges.slice(-3).map((charge) => charge.cents)));
  return {
    key,
    merchant: merchantOf(last.line.description)?.name ?? last.line.description,
    category: last.line.category,
    ...(last.line.categoryNumber === undefined ? {} : { categoryNumber: last.line.categoryNumber }),
    cadence: rule.cadence,
    amountCents,
    lastDate: last.date,
    nextDate: nextDate(rule, charges),
    occurrences: charges.length,
    monthlyCents: Math.round(amountCents * rule.perMonth),
    account: last.line.account,
  };
}

/**
 * When the next charge falls: one period after the last; for calendar cadences, on the circular median day of
 * month of the series, clamped to the month's length, in the month nearest one period after the last charge.
 */
function nextDate(rule: CadenceRule, charges: readonly Charge[]): string {
  const last = (charges[charges.length - 1] as Charge).date;
  if (rule.months === undefined) return addDays(last, rule.days);
  const day = circularMedian(charges.map((charge) => charge.day));
  let best: string | undefined;
  for (const offset of [rule.months - 1, rule.months, rule.months + 1]) {
    const month = addMonths(monthOf(last), offset);
    const candidate = `${month}-${String(Math.min(day, daysInMonth(month))).padStart(2, '0')}`;
    if (daysBetween(last, candidate) <= 0) continue;
    const off = Math.abs(daysBetween(last, candidate) - rule.days);
    if (best === undefined || off < Math.abs(daysBetween(last, best) - rule.days)) best = candidate;
  }
  return best ?? addDays(last, Math.round(rule.days));
}

/** The day (among those seen) closest to all others on the 31-day circle; ties go to the latest seen. */
function circularMedian(days: readonly number[]): number {
  let best = days[days.length - 1] as number;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let k = days.length - 1; k >= 0; k--) {
    const day = days[k] as number;
    const cost = days.reduce((sum, other) => sum + circularDistance(day, other), 0);
    if (cost < bestCost) {
      best = day;
      bestCost = cost;
    }
  }
  return best;
}

/** Days between two days of month on a 31-day circle: the 31st and the 1st are 1 apart. */
function circularDistance(a: number, b: number): number {
  const d = Math.abs(a - b);
  return Math.min(d, 31 - d);
}

/** Day of month of an ISO date, the last day of a month read as 31. */
function dayOfMonth(date: string): number {
  const day = Number(date.slice(8, 10));
  return day === daysInMonth(monthOf(date)) ? 31 : day;
}

function monthIndex(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

function daysInMonth(month: string): number {
  return daysBetween(`${month}-01`, `${addMonths(month, 1)}-01`);
}
