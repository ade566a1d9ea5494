import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { GENERIC_ERROR_MESSAGE } from '#shared/messages';
import { LazyNavMenu } from '@/components/layout/lazy-nav-menu';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { paths } from '@/lib/paths';

/** The navigation menu wired to the session: items by signed-in status, sign-out toast and redirect. */
export function AppMenu({ showEmail = false }: { showEmail?: boolean }) {
  const { status, email, signOut } = useAuth();
  const navigate = useNavigate();
  const onSignOut = () => {
    void signOut()
      .then(() => {
        toast.success('Logout realizado', { description: 'Até logo!' });
        navigate(paths.landing.getHref());
      })
      .catch(() => toast.error('Erro', { description: GENERIC_ERROR_MESSAGE }));
  };
  return (
    <LazyNavMenu
      signedIn={status === 'signedIn'}
      onSignOut={onSignOut}
      label={showEmail ? email : undefined}
    />
  );
}
