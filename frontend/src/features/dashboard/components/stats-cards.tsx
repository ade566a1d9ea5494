import { FileText, Hash } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { type DashboardStats, formatCount } from '../stats';

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
        <p className="mt-1 text-sm text-slate-600" data-testid="remaining">
          {stats.remaining === null
            ? 'Plano ilimitado'
            : `${formatCount(stats.remaining)} restantes no plano gratuito (${formatCount(stats.limit ?? 0)})`}
        </p>
        {stats.remaining !== null && (
          <ProgressBar value={stats.percentUsed} label="Uso do plano gratuito" className="mt-3" />
        )}
      </Card>
      <Card data-testid="card-uploads">
        <div className="flex items-center justify-between">
          <h2 className="text-sm font-semibold text-slate-700">Arquivos Enviados</h2>
          <FileText className="size-4 text-slate-500" aria-hidden />
        </div>
        <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="upload-count">
          {loading ? '…' : formatCount(stats.uploadCount)}
        </p>
        <p className="mt-1 text-sm text-slate-600">arquivos categorizados</p>
      </Card>
    </div>
  );
}
