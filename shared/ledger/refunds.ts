import type { CategoryNumber } from '../categories.ts';
import { merchantOf } from '../engine/merchant.ts';
import { fold } from '../fold.ts';
import type { LedgerLine } from './types.ts';

/** The words that say money came back, before the merchant they name: `Estorno de "Lojas Renner"`. */
const REFUND_LEAD =
  /^(?:estorno|estornad[oa]|est|devolucao|devolvid[oa]|reembolso|ressarcimento|cashback|chargeback|credito|compra|ref|referente)\b(?: (?:de|da|do|a|ao)\b)?[\s:-]*/;

/** The merchant a refund names, by its key (shared/engine/merchant.ts), or undefined when it names none. */
export function refundedMerchantKey(description: string): string | undefined {
  let rest = fold(description)
    .replace(/["'“”‘’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(REFUND_LEAD, '').trim();
  }
  return rest.length === 0 ? undefined : merchantOf(rest)?.key;
}

/** The category a refund reduces. */
export interface RefundTarget {
  readonly category: string;
  readonly categoryNumber?: CategoryNumber | undefined;
}

/**
 * For each refund that names a merchant the user bought from, the category of that purchase: the latest
 * purchase at that merchant on or before the refund, the same account first. A refund that names nothing known
 * keeps its own category.
 */
export function refundTargets(lines: readonly LedgerLine[]): Map<string, RefundTarget> {
  const purchases = new Map<string, LedgerLine[]>();
  for (const line of lines) {
    if (line.kind !== 'spending') continue;
    const key = merchantOf(line.description)?.key;
    if (!key) continue;
    const list = purchases.get(key) ?? [];
    list.push(line);
    purchases.set(key, list);
  }
  const targets = new Map<string, RefundTarget>();
  for (const refund of lines) {
    if (refund.kind !== 'refund') continue;
    const key = refundedMerchantKey(refund.description);
    const candidates = key ? purchases.get(key) : undefined;
    if (!candidates) continue;
    const before = candidates.filter((line) => line.date <= refund.date);
    const pool = before.length > 0 ? before : candidates;
    const best = pool.reduce((a, b) => {
      const sameA = a.account === refund.account;
      const sameB = b.account === refund.account;
      if (sameA !== sameB) return sameA ? a : b;
      return b.date > a.date ? b : a;
    });
    targets.set(refund.id, { category: best.category, categoryNumber: best.categoryNumber });
  }
  return targets;
}
