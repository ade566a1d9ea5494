import { FileText, Hash } from 'lucide-react';
import type { ReactNode } from 'react';
import { FREE_PLAN_TRANSACTIONS } from '#shared/limits';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { TextPlaceholder } from '@/components/ui/text-placeholder';
import { type DashboardStats, formatCount, type PlanUsage } from '../stats';

/**
 * 'Total de Transações' and 'Arquivos Enviados' (spec §2). The first card holds two counts, each labelled: the
 * transactions in the history's files, and the free plan's use as GET /api/usage answers it. They differ once an
 * upload is deleted (its transactions leave the history but stay charged), which the card says. While they load,
 * the card already holds a free plan's lines as placeholders, so it does not grow (and push the cards and the history
 * below it down) when they come.
 */
export function StatsCards({ stats, loading }: { stats: DashboardStats; loading: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card data-testid="card-total">
        <div className="flex items-center justify-between">
          <h2 className="text-sm font-semibold text-slate-700">Total de Transações</h2>
          <Hash className="size-4 text-slate-500" aria-hidden />
        </div>
        <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="total-transactions">
          {loading ? '…' : formatCount(stats.totalTransactions)}
        </p>
        <p className="mt-1 text-sm text-slate-600">nos arquivos do histórico</p>
        {loading ? <PlanLinesPlaceholder /> : <PlanLines plan={stats.plan} />}
      </Card>
      <Card data-testid="card-uploads">
        <div className="flex items-center justify-between">
          <h2 className="text-sm font-semibold text-slate-700">Arquivos Enviados</h2>
          <FileText className="size-4 text-slate-500" aria-hidden />
        </div>
        <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="upload-count">
          {loading ? '…' : formatCount(stats.uploadCount)}
        </p>
        <p className="mt-1 text-sm text-slate-600">arquivos no histórico</p>
      </Card>
    </div>
  );
}

const USAGE_NOTE = 'Excluir um upload não devolve transações ao plano.';

const remainingText = (remaining: number, limit: number) =>
  `${formatCount(remaining)} restantes no plano gratuito (${formatCount(limit)})`;

/**
 * The plan's 'restantes' line, which keeps the height of the longest it can read (the remaining count as long as
 * the limit): on a card narrow enough to wrap it, its placeholder and its words take the same lines whatever the
 * counts, and nothing below moves when they come.
 */
function RemainingLine({ limit, children }: { limit: number; children: ReactNode }) {
  return (
    <div className="grid">
      <span className="invisible col-start-1 row-start-1" aria-hidden>
        {remainingText(limit, limit)}
      </span>
      {children}
    </div>
  );
}

/** The plan's lines as a free plan shows them, in placeholders of the same words: they wrap as the words will. */
function PlanLinesPlaceholder() {
  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3 text-sm" aria-hidden>
      <p className="font-medium">
        <TextPlaceholder>000 transações usadas</TextPlaceholder>
      </p>
      <div className="h-2.5 w-full rounded-full bg-slate-100" />
      <RemainingLine limit={FREE_PLAN_TRANSACTIONS}>
        <span className="col-start-1 row-start-1">
          <TextPlaceholder>{remainingText(FREE_PLAN_TRANSACTIONS, FREE_PLAN_TRANSACTIONS)}</TextPlaceholder>
        </span>
      </RemainingLine>
      <p className="text-xs">
        <TextPlaceholder>{USAGE_NOTE}</TextPlaceholder>
      </p>
    </div>
  );
}

/**
 * The plan's use, as GET /api/usage answers it: '378 transações usadas', the bar, '622 restantes no plano gratuito
 * (1.000)', and what a deletion does.
 */
function PlanLines({ plan }: { plan: PlanUsage | undefined }) {
  if (!plan) {
    return (
      <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-600" data-testid="remaining">
        Não foi possível carregar o uso do plano.
      </p>
    );
  }
  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3 text-sm">
      <p className="font-medium text-slate-900" data-testid="used">
        {formatCount(plan.used)} {plan.used === 1 ? 'transação usada' : 'transações usadas'}
      </p>
      {plan.remaining === null || plan.limit === null ? (
        <p className="text-slate-600" data-testid="remaining">
          Plano ilimitado
        </p>
      ) : (
        <>
          <ProgressBar value={plan.percentUsed} label="Uso do plano gratuito" />
          <RemainingLine limit={plan.limit}>
            <p className="col-start-1 row-start-1 text-slate-600" data-testid="remaining">
              {remainingText(plan.remaining, plan.limit)}
            </p>
          </RemainingLine>
          <p className="text-xs text-slate-600" data-testid="usage-note">
            {USAGE_NOTE}
          </p>
        </>
      )}
    </div>
  );
}
