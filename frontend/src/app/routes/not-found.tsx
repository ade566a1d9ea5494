import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Página não encontrada');
  return (
    <main
      id="conteudo"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 px-4 text-center"
    >
      <p className="text-7xl font-extrabold text-indigo-700">404</p>
      <h1 className="text-2xl font-bold text-slate-900">Oops! Página não encontrada</h1>
      <Link to={paths.landing.getHref()} className={buttonClass('primary')}>
        Voltar para o início
      </Link>
    </main>
  );
}
