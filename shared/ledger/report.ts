import { type InstallmentPlan, installmentPlan } from './installments.ts';
import { type MonthSummary, summarizeMonths } from './monthly.ts';
import { detectRecurring, type RecurringCharge } from './recurring.ts';
import type { LedgerLine } from './types.ts';

/** Everything a ledger says over time: the months, what repeats, and what installments still owe. */
export interface LedgerReport {
  readonly months: MonthSummary[];
  readonly recurring: RecurringCharge[];
  readonly installments: InstallmentPlan;
}

export interface ReportOptions {
  /** The day the report is made for (default: the ledger's last date): charges that stopped before it are left out. */
  readonly asOf?: string;
  /** Recurring charges the user dismissed, by merchant key. */
  readonly dismissed?: ReadonlySet<string>;
}

/** The one way the app's page, the API and `npm run report` read a ledger over time. */
export function ledgerReport(lines: readonly LedgerLine[], options: ReportOptions = {}): LedgerReport {
  return {
    months: summarizeMonths(lines),
    recurring: detectRecurring(lines, options),
    installments: installmentPlan(lines),
  };
}
