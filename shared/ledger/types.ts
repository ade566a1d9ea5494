import type { CategoryNumber } from '../categories.ts';
/**
 * The ledger as the analyses read it: every transaction of a user, whatever upload or account it came from
 * (docs/data-model.md says how it is stored). Pure data, shared by the browser, the Lambda functions and the CLI.
 */

/**
 * What a line's money means: spent, received, given back by a shop (it reduces the spending of its category),
 * or moved between the user's own accounts and investments (card-bill payments on either side, transfers between
 * own accounts, applications and redemptions), which is in neither total.
 */
export const TRANSACTION_KINDS = ['spending', 'income', 'refund', 'ownMovement'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const isTransactionKind = (value: string): value is TransactionKind =>
  (TRANSACTION_KINDS as readonly string[]).includes(value);

/** How often a recurring charge comes back (shared/ledger/recurring.ts). */
export const CADENCES = ['weekly', 'biweekly', 'monthly', 'quarterly', 'yearly'] as const;
export type Cadence = (typeof CADENCES)[number];

/** A transaction of the ledger with what every analysis needs: a date, signed money, a category and a kind. */
export interface LedgerLine {
  /** Stable across imports of the same line (shared/ledger/identity.ts). */
  readonly id: string;
  /** ISO yyyy-mm-dd. */
  readonly date: string;
  /** Integer cents, signed from the user's side: money in positive, money out negative. */
  readonly amountCents: number;
  readonly description: string;
  readonly category: string;
  /** The number or account code of a custom list's category; absent for the default categories. */
  readonly categoryNumber?: CategoryNumber | undefined;
  readonly kind: TransactionKind;
  /** The account (source) the line came from: a card, a checking account. */
  readonly account: string;
}

/** A month as the ledger names it: `yyyy-mm`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `yyyy-mm` of an ISO date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `offset` months after `month` (`yyyy-mm`; offset may be negative). */
export function addMonths(month: string, offset: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + offset;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
}

/** Days from `a` to `b` (ISO dates), negative when `b` is before `a`. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The ISO date `days` days after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
