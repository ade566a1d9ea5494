import type { UploadSummary, Usage } from '#shared/api/schemas';
import { FREE_PLAN_TRANSACTIONS } from '#shared/limits';

export interface DashboardStats {
  readonly totalTransactions: number;
  readonly uploadCount: number;
  /** null when the plan is unlimited. */
  readonly limit: number | null;
  readonly remaining: number | null;
  /** Share of the plan used, 0–100 (capped at 100%). */
  readonly percentUsed: number;
}

/**
 * The dashboard's cards (spec §2, §9): the sum of the uploads' counts, and what remains of the free plan
 * (the limit minus the total, never below zero). The server's usage, when known, names the limit.
 */
export function dashboardStats(
  uploads: readonly UploadSummary[],
  usage?: Usage,
  totals?: { readonly uploads: number; readonly transactions: number },
): DashboardStats {
  // With a paged history, the server's totals cover the pages not loaded yet.
  const totalTransactions =
    totals?.transactions ?? uploads.reduce((sum, upload) => sum + upload.transaction_count, 0);
  const uploadCount = totals?.uploads ?? uploads.length;
  const limit = usage ? usage.limit : FREE_PLAN_TRANSACTIONS;
  if (limit === null) {
    return { totalTransactions, uploadCount, limit, remaining: null, percentUsed: 0 };
  }
  const used = Math.max(totalTransactions, usage?.used ?? 0);
  const remaining = Math.max(0, limit - used);
  const percentUsed = limit === 0 ? 100 : Math.min(100, (used / limit) * 100);
  return { totalTransactions, uploadCount, limit, remaining, percentUsed };
}

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** pt-BR date and time, e.g. 21/11/2026, 05:40. */
export function formatUploadDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

const NUMBER = new Intl.NumberFormat('pt-BR');
export function formatCount(value: number): string {
  return NUMBER.format(value);
}
