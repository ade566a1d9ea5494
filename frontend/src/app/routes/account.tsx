import { useNavigate } from 'react-router-dom';
import { AppMenu } from '@/app/app-menu';
import { RequireAuth } from '@/app/require-auth';
import { SiteHeader } from '@/components/layout/site-header';
import { AccountActions } from '@/features/account/components/account-actions';
import { ApiKeysCard } from '@/features/account/components/api-keys-card';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AccountRoute() {
  useDocumentTitle('Minha conta');
  return (
    <RequireAuth>
      <div className="min-h-screen bg-slate-50">
        <SiteHeader menu={<AppMenu />} />
        <main id="conteudo" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
          <h1 className="text-2xl font-bold text-slate-900">Minha conta</h1>
          <Account />
        </main>
      </div>
    </RequireAuth>
  );
}

function Account() {
  const { email, signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <AccountActions
      email={email}
      onDeleted={async () => {
        // End the local session (revoking the refresh token may fail: the user is gone); the guard then sends
        // the signed-out user home.
        await signOut().catch(() => undefined);
        navigate(paths.landing.getHref(), { replace: true });
      }}
    >
      <ApiKeysCard />
    </AccountActions>
  );
}
