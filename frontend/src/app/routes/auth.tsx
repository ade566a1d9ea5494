import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { AppMenu } from '@/app/app-menu';
import { SiteHeader } from '@/components/layout/site-header';
import { AuthForm } from '@/features/auth/components/auth-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AuthRoute() {
  useDocumentTitle('Entrar');
  const { status, ensureLoaded } = useAuth();
  const navigate = useNavigate();
  useEffect(() => ensureLoaded(), [ensureLoaded]);
  if (status === 'signedIn') return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <div className="min-h-screen bg-gradient-to-b from-indigo-50 to-white">
      <SiteHeader menu={<AppMenu />} />
      <main id="conteudo" className="flex justify-center px-4 py-10 sm:py-16">
        <AuthForm onSuccess={() => navigate(paths.dashboard.getHref(), { replace: true })} />
      </main>
    </div>
  );
}
