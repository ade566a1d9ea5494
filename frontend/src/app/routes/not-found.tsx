import { Link } from 'react-router-dom';
import { PublicPage } from '@/app/public-page';
import { buttonClass } from '@/components/ui/button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** An unknown path: the site's header and menu, and the way back — the dashboard too when signed in, sign-in when not. */
export function NotFoundRoute() {
  useDocumentTitle('Página não encontrada');
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  return (
    <PublicPage className="flex flex-col items-center justify-center gap-4 text-center">
      <p className="text-7xl font-extrabold text-indigo-700">404</p>
      <h1 className="text-2xl font-bold text-slate-900">Oops! Página não encontrada</h1>
      <p className="text-slate-700">O endereço pode estar errado ou a página pode ter mudado de lugar.</p>
      <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {signedIn && (
          <Link to={paths.dashboard.getHref()} className={buttonClass('primary')}>
            Ir para o Dashboard
          </Link>
        )}
        <Link to={paths.landing.getHref()} className={buttonClass(signedIn ? 'outline' : 'primary')}>
          Voltar para o início
        </Link>
        {status === 'signedOut' && (
          <Link to={paths.auth.getHref()} className={buttonClass('outline')}>
            Entrar
          </Link>
        )}
      </div>
    </PublicPage>
  );
}
