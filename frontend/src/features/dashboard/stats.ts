import type { UploadSummary, Usage } from '#shared/api/schemas';

/** The free plan as GET /api/usage answers it, word for word, with the share used for the bar. */
export interface PlanUsage {
  /** Transactions charged to the plan since sign-up; deleting an upload gives none back. */
  readonly used: number;
  /** null when the plan is unlimited. */
  readonly limit: number | null;
  readonly remaining: number | null;
  /** Share of the plan used, 0–100 (capped at 100%). */
  readonly percentUsed: number;
}

export interface DashboardStats {
  /** Transactions in the uploads of the history: falls when an upload is deleted. */
  readonly totalTransactions: number;
  readonly uploadCount: number;
  /** undefined when the usage could not be read. */
  readonly plan: PlanUsage | undefined;
}

/**
 * The dashboard's cards (spec §2, §9). Two counts that are not the same and are labelled apart: what the history
 * holds (the sum of its uploads' counts, which a deletion lowers), and what the plan charged, which only grows.
 * The plan's numbers are the server's usage as is, so the page and GET /api/usage always agree.
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
  return { totalTransactions, uploadCount, plan: usage && planUsage(usage) };
}

function planUsage({ used, limit, remaining }: Usage): PlanUsage {
  const percentUsed = limit === null ? 0 : limit === 0 ? 100 : Math.min(100, (used / limit) * 100);
  return { used, limit, remaining, percentUsed };
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
