import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { paths } from '@/lib/paths';

/**
 * Guards /dashboard and /upload (spec §6): no session → /auth; a session whose user cannot be fetched → the
 * invalid-session flow ('Sessão inválida', sign-out, /auth).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, signedOutByUser, ensureLoaded, verifyUser } = useAuth();
  const [verified, setVerified] = useState(false);

  useEffect(() => ensureLoaded(), [ensureLoaded]);

  useEffect(() => {
    if (status !== 'signedIn' || verified) return;
    let live = true;
    void verifyUser().then((ok) => {
      if (live && ok) setVerified(true);
    });
    return () => {
      live = false;
    };
  }, [status, verified, verifyUser]);

  if (status === 'signedOut') {
    // Signing out (or deleting the account) from a guarded page goes home; a lost session goes to sign in.
    return <Navigate to={signedOutByUser ? paths.landing.getHref() : paths.auth.getHref()} replace />;
  }
  if (status === 'loading' || !verified) {
    return (
      <main id="conteudo" className="flex min-h-screen items-center justify-center text-indigo-700">
        <Spinner className="size-8" />
        <span className="sr-only">Verificando sessão</span>
      </main>
    );
  }
  return children;
}
