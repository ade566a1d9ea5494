import { AppMenu } from '@/app/app-menu';
import { RequireAuth } from '@/app/require-auth';
import { SiteHeader } from '@/components/layout/site-header';
import { MoneyPage } from '@/features/money/components/money-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function MoneyRoute() {
  useDocumentTitle('Meu dinheiro');
  return (
    <RequireAuth>
      <div className="min-h-screen bg-slate-50">
        <SiteHeader menu={<AppMenu />} />
        <main id="conteudo" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Meu dinheiro</h1>
          <MoneyPage />
        </main>
      </div>
    </RequireAuth>
  );
}
