import type { CategorizedTransaction } from '../api/schemas.ts';
import type { CategoryNumber } from '../categories.ts';
import { kindOfLine } from '../ledger/kinds.ts';

export interface CategoryMoney {
  readonly category: string;
  readonly categoryNumber: CategoryNumber | undefined;
  readonly count: number;
  /** Money out, as a positive number of cents, net of the category's refunds. */
  readonly outCents: number;
  readonly inCents: number;
}

export interface MoneySummary {
  /** Per category, the largest money out first. */
  readonly categories: CategoryMoney[];
  readonly outCents: number;
  readonly inCents: number;
  /** Card-bill payments, transfers between own accounts, investments in and out: shown apart, not in the totals. */
  readonly ownMovements: { readonly count: number; readonly cents: number };
  /** Lines an earlier upload already held, not kept: shown apart, not in the totals. */
  readonly duplicates: { readonly count: number; readonly cents: number };
  /** Money out per month (yyyy-mm), oldest first; one entry when the file covers one month. */
  readonly months: { readonly month: string; readonly outCents: number }[];
}

/**
 * Where the money went, for a statement (every line with a date and an amount), by each line's kind
 * (shared/ledger/kinds.ts): spending is money out, a refund takes money out back from its category, income is
 * money in, own movements are apart.
 */
export function summarizeMoney(items: readonly CategorizedTransaction[]): MoneySummary {
  const byCategory = new Map<
    string,
    { categoryNumber: CategoryNumber | undefined; count: number; out: number; in: number }
  >();
  const byMonth = new Map<string, number>();
  const own = { count: 0, cents: 0 };
  const duplicates = { count: 0, cents: 0 };
  let out = 0;
  let income = 0;
  for (const item of items) {
    const cents = item.amountCents ?? 0;
    if (item.duplicateOf !== undefined && !item.kept) {
      duplicates.count++;
      duplicates.cents += cents;
      continue;
    }
    // The ledger's kind (matched across accounts, or the user's choice) wins over the line's words.
    const kind = kindOfLine(item);
    if (kind === 'ownMovement') {
      own.count++;
      own.cents += cents;
      continue;
    }
    const entry = byCategory.get(item.category) ?? {
      categoryNumber: item.categoryNumber,
      count: 0,
      out: 0,
      in: 0,
    };
    entry.count++;
    if (kind === 'spending' || kind === 'refund') {
      // A refund gives money back: it takes spending of its category back out.
      const spent = kind === 'refund' ? -Math.abs(cents) : -cents;
      entry.out += spent;
      out += spent;
      const month = (item.date ?? '').slice(0, 7);
      byMonth.set(month, (byMonth.get(month) ?? 0) + spent);
    } else {
      entry.in += cents;
      income += cents;
    }
    byCategory.set(item.category, entry);
  }
  return {
    categories: [...byCategory]
      .map(([category, e]) => ({
        category,
        categoryNumber: e.categoryNumber,
        count: e.count,
        outCents: e.out,
        inCents: e.in,
      }))
      .sort(
        (a, b) =>
          b.outCents - a.outCents || b.inCents - a.inCents || a.category.localeCompare(b.category, 'pt-BR'),
      ),
    outCents: out,
    inCents: income,
    ownMovements: own,
    duplicates,
    months: [...byMonth]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, outCents]) => ({ month, outCents })),
  };
}
