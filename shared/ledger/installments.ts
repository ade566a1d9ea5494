import type { CategoryNumber } from '../categories.ts';
/**
 * Installment purchases ("parcelas") on card bills: which installment a line is, and what is still to be paid
 * month by month. Brazilian bills write them as "KALUNGA - Parcela 3/10", "MAGAZINE LUIZA PARC 03/10",
 * "CASAS BAHIA PARCELA 2 DE 12" or just "LOJA X 03/10", the last of which looks like a date.
 */
import { merchantOf } from '../engine/merchant.ts';
import { fold } from '../fold.ts';
import { addDays, addMonths, type LedgerLine, monthOf } from './types.ts';

/** Installment `installment` of `of`, as a line's description says it. */
export interface Installment {
  readonly installment: number;
  readonly of: number;
}

/** One purchase paid in installments, counted once however many bills it appears in. */
export interface InstallmentPurchase {
  readonly merchant: string;
  readonly category: string;
  readonly categoryNumber?: CategoryNumber | undefined;
  /** The latest installment seen. */
  readonly installment: number;
  readonly of: number;
  /** One installment, positive cents (the latest one's). */
  readonly amountCents: number;
  /** Date of the line of the latest installment. */
  readonly lastDate: string;
  /** Installments still to come: `of − installment`. */
  readonly remaining: number;
  /** `remaining × amountCents`. */
  readonly remainingCents: number;
  readonly account: string;
}

/** What installments still have to be paid: per month (`yyyy-mm`, ascending, positive cents) and per purchase. */
export interface InstallmentPlan {
  readonly upcoming: { month: string; cents: number }[];
  readonly purchases: InstallmentPurchase[];
}

/** Installment counts an explicit marker ("parc", "parcela") may carry. */
const MAX_EXPLICIT_OF = 99;
/** Installment counts a bare "k/n" may carry: beyond, a fraction is more likely a date or a code. */
const MAX_BARE_OF = 24;
/** Days before a line's date in which a bare "dd/mm" is taken for the purchase date, not an installment. */
const DATE_WINDOW_DAYS = 31;

/** "parc 03/10", "parc.2/6", "parcela 3/10", "parcelas 02 / 10", "parcela 2 de 12" (folded text). */
const EXPLICIT = /\bparc(?:elas?)?\.?\s*0*(\d{1,2})\s*(?:\/|de)\s*0*(\d{1,2})(?!\d)/;
/** A bare "k/n": not inside a longer number or date ("12/09/2026", "1.234/56", "12:30/"). */
const BARE = /(?<![\d/.:,-])(\d{1,2})\/(\d{1,2})(?!\d|[/.-]\d|:\d)/g;
/** A time right after the fraction ("05/09 14:32", "05/09 14h32"): the fraction is a date. */
const TIME_AFTER = /^\s*\d{1,2}[:h]\d{2}/;
/** A time right before the fraction ("14:32 05/09"). */
const TIME_BEFORE = /\d{1,2}[:h]\d{2}\s*$/;
/** The last word before the fraction, with what separates them ("venc.: ", "em "). */
const LAST_WORD = /([a-z]+)[^a-z0-9]*$/;
/** Words that introduce a date ("em 05/09", "venc 05/09", "pix 05/09", "compra 05/09 14:32"). */
const DATE_WORDS: ReadonlySet<string> = new Set([
  'em',
  'dia',
  'data',
  'dt',
  'venc',
  'vencto',
  'vcto',
  'vencimento',
  'compra',
  'pix',
  'ted',
  'doc',
  'saque',
  'deb',
  'debito',
]);
/** Transfers and withdrawals are never bought in installments: a fraction anywhere after them is a date. */
const TRANSFER_WORDS = /\b(?:pix|ted|doc|saque)\b/;
const HAS_LETTER = /[a-z]/;

/**
 * The installment a description names, or undefined. Explicit markers ("parc", "parc.", "parcela",
 * "parcelas" and `k/n` or `k de n`, zero-padded or not) need 1 ≤ k ≤ n and 2 ≤ n ≤ 99. A bare `k/n` counts
 * only after a merchant's words and when it cannot be a date: not part of `dd/mm/yy(yy)`, not next to a time,
 * not after a date word (em, dia, data, venc, compra, pix, ted, doc, saque, deb, debito...), not after a
 * transfer word anywhere before it, not the day/month of `date` (the line's ISO date) or of one of the 31 days
 * before it, and 1 ≤ k ≤ n ≤ 24 (so "15/09" never is). With several bare fractions, the last one counts.
 */
export function parseInstallment(description: string, date?: string): Installment | undefined {
  const text = fold(description);
  const explicit = EXPLICIT.exec(text);
  if (explicit) return valid(Number(explicit[1]), Number(explicit[2]), MAX_EXPLICIT_OF);
  let found: Installment | undefined;
  for (const match of text.matchAll(BARE)) {
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    const k = Number(match[1]);
    const n = Number(match[2]);
    const candidate = valid(k, n, MAX_BARE_OF);
    if (!candidate || !HAS_LETTER.test(before)) continue;
    if (TIME_AFTER.test(after) || TIME_BEFORE.test(before) || TRANSFER_WORDS.test(before)) continue;
    const lastWord = LAST_WORD.exec(before)?.[1];
    if (lastWord !== undefined && DATE_WORDS.has(lastWord)) continue;
    if (date !== undefined && isRecentDayMonth(k, n, date)) continue;
    found = candidate;
  }
  return found;
}

function valid(installment: number, of: number, maxOf: number): Installment | undefined {
  return installment >= 1 && installment <= of && of >= 2 && of <= maxOf ? { installment, of } : undefined;
}

/** Whether `day/month` is `date` or one of the days shortly before it (a purchase date printed on the line). */
function isRecentDayMonth(day: number, month: number, date: string): boolean {
  for (let back = 0; back <= DATE_WINDOW_DAYS; back++) {
    const earlier = addDays(date, -back);
    if (Number(earlier.slice(8, 10)) === day && Number(earlier.slice(5, 7)) === month) return true;
  }
  return false;
}

/** One installment line, read. */
interface Seen {
  readonly line: LedgerLine;
  readonly key: string;
  readonly merchant: string;
  readonly installment: number;
  readonly of: number;
  readonly cents: number;
}

/** Whether two installment amounts are the same installment, rounding aside: within max(2 cents, 1%). */
const sameAmount = (reference: number, cents: number): boolean =>
  Math.abs(cents - reference) <= Math.max(2, reference * 0.01);

/**
 * The installment purchases of the ledger and the months their remaining installments fall in. Only spending
 * (negative 'spending' lines) whose description names an installment counts. A purchase is its merchant key
 * (lines that name no merchant share one), its installment count, its installment amount (within max(2 cents,
 * 1%)), its account and its start month, and is counted once, at the latest installment seen. The start month
 * is month(date) − (k − 1), as most banks date each installment on its own bill; when two installments of one
 * purchase share a date (different k), that date is the purchase's and its month is the start. Installment k
 * falls in start + (k − 1), the ones after it one per month. Finished purchases (nothing left) owe nothing and are left out.
 */
export function installmentPlan(lines: readonly LedgerLine[]): InstallmentPlan {
  const groups = new Map<string, Seen[]>();
  const ids = new Set<string>();
  for (const line of lines) {
    if (line.kind !== 'spending' || line.amountCents >= 0 || ids.has(line.id)) continue;
    const parsed = parseInstallment(line.description, line.date);
    if (!parsed) continue;
    ids.add(line.id);
    const merchant = merchantOf(line.description);
    const seen: Seen = {
      line,
      key: merchant?.key ?? '',
      merchant: merchant?.name ?? line.description,
      installment: parsed.installment,
      of: parsed.of,
      cents: -line.amountCents,
    };
    const groupKey = `${seen.key}\u0000${seen.of}\u0000${line.account}`;
    const group = groups.get(groupKey);
    if (group) group.push(seen);
    else groups.set(groupKey, [seen]);
  }

  const purchases: InstallmentPurchase[] = [];
  const upcoming = new Map<string, number>();
  for (const group of groups.values())
    for (const cluster of amountClusters(group))
      for (const [start, items] of byStartMonth(cluster))
        for (const purchase of purchasesOf(items)) {
          if (purchase.remaining === 0) continue;
          purchases.push(purchase);
          const monthOfLatest = addMonths(start, purchase.installment - 1);
          for (let ahead = 1; ahead <= purchase.remaining; ahead++) {
            const month = addMonths(monthOfLatest, ahead);
            upcoming.set(month, (upcoming.get(month) ?? 0) + purchase.amountCents);
          }
        }

  purchases.sort(
    (a, b) =>
      b.remainingCents - a.remainingCents ||
      a.merchant.localeCompare(b.merchant) ||
      a.lastDate.localeCompare(b.lastDate) ||
      a.account.localeCompare(b.account),
  );
  return {
    upcoming: [...upcoming]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, cents]) => ({ month, cents })),
    purchases,
  };
}

/** Installments of one merchant, count and account split by amount (each cluster within max(2 cents, 1%)). */
function amountClusters(group: readonly Seen[]): Seen[][] {
  const sorted = [...group].sort((a, b) => a.cents - b.cents);
  const clusters: Seen[][] = [];
  let current: Seen[] = [];
  for (const seen of sorted) {
    const reference = current[0];
    if (reference && !sameAmount(reference.cents, seen.cents)) {
      clusters.push(current);
      current = [];
    }
    current.push(seen);
  }
  if (current.length > 0) clusters.push(current);
  return clusters;
}

/** The installments of one cluster by the month their purchase started in. */
function byStartMonth(cluster: readonly Seen[]): Map<string, Seen[]> {
  const out = new Map<string, Seen[]>();
  for (const seen of cluster) {
    const month = monthOf(seen.line.date);
    const purchaseDated = cluster.some(
      (other) => other.line.date === seen.line.date && other.installment !== seen.installment,
    );
    const start = purchaseDated ? month : addMonths(month, -(seen.installment - 1));
    const items = out.get(start);
    if (items) items.push(seen);
    else out.set(start, [seen]);
  }
  return out;
}

/**
 * The purchases behind the installments of one identity: one, at its latest installment, unless the same
 * installment appears more than once (two equal purchases in the same month), then as many as it appears.
 */
function purchasesOf(items: readonly Seen[]): InstallmentPurchase[] {
  const counts = new Map<number, number>();
  for (const seen of items) counts.set(seen.installment, (counts.get(seen.installment) ?? 0) + 1);
  const copies = Math.max(...counts.values());
  const latest = items.reduce((best, seen) =>
    seen.installment > best.installment ||
    (seen.installment === best.installment && seen.line.date > best.line.date)
      ? seen
      : best,
  );
  const remaining = latest.of - latest.installment;
  const purchase: InstallmentPurchase = {
    merchant: latest.merchant,
    category: latest.line.category,
    ...(latest.line.categoryNumber === undefined ? {} : { categoryNumber: latest.line.categoryNumber }),
    installment: latest.installment,
    of: latest.of,
    amountCents: latest.cents,
    lastDate: latest.line.date,
    remaining,
    remainingCents: remaining * latest.cents,
    account: latest.line.account,
  };
  return Array.from({ length: copies }, () => ({ ...purchase }));
}
