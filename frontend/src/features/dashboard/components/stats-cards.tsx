import { FileText, Hash } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { type DashboardStats, formatCount, type PlanUsage } from '../stats';

/**
 * 'Total de Transações' and 'Arquivos Enviados' (spec §2). The first card holds two counts, each labelled: the
 * transactions in the history's files, and the free plan's use as GET /api/usage answers it. They differ once an
 * upload is deleted (its transactions leave the history but stay charged), which the card says.
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
        {!loading && <PlanLines plan={stats.plan} />}
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
          <p className="text-slate-600" data-testid="remaining">
            {formatCount(plan.remaining)} restantes no plano gratuito ({formatCount(plan.limit)})
          </p>
          <p className="text-xs text-slate-600" data-testid="usage-note">
            Excluir um upload não devolve transações ao plano.
          </p>
        </>
      )}
    </div>
  );
}
