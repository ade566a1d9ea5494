import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AppMenu } from '@/app/app-menu';
import { RequireAuth } from '@/app/require-auth';
import { BrandName } from '@/components/ui/brand-name';
import { ButtonLink } from '@/components/ui/button';
import { MoneyCard } from '@/features/dashboard/components/money-card';
import { StatsCards } from '@/features/dashboard/components/stats-cards';
import { UploadsTable } from '@/features/dashboard/components/uploads-table';
import { useDashboardData } from '@/features/dashboard/hooks/use-dashboard-data';
import { dashboardStats } from '@/features/dashboard/stats';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}

function Dashboard() {
  const { loading, uploads, usage, totals, hasMore, loadingMore, loadMore, remove } = useDashboardData();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <h1 className="text-lg sm:text-xl">
            <Link
              to={paths.landing.getHref()}
              className="rounded-md focus-visible:outline-3 focus-visible:outline-indigo-500"
            >
              <BrandName />
            </Link>{' '}
            <span className="font-semibold text-slate-700">Dashboard</span>
          </h1>
          <div className="flex items-center gap-2">
            <ButtonLink to={paths.upload.getHref()}>
              <Plus className="size-4" aria-hidden />
              Novo Upload
            </ButtonLink>
            <AppMenu showEmail />
          </div>
        </div>
      </header>
      <main id="conteudo" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <StatsCards stats={dashboardStats(uploads, usage, totals)} loading={loading} />
          </div>
          <MoneyCard href={paths.money.getHref()} />
        </div>
        <UploadsTable
          uploads={uploads}
          loading={loading}
          resultsHref={paths.upload.getResultsHref}
          onDelete={remove}
          hasMore={hasMore}
          loadingMore={loadingMore}
          onLoadMore={() => void loadMore()}
        />
      </main>
    </div>
  );
}
