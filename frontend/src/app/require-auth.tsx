import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { mayHaveStoredSession } from '@/lib/amplify';
import { paths } from '@/lib/paths';
import { beginUserCheck, passUserCheck, resetUserCheck } from '@/lib/user-check';

/**
 * Guards /dashboard and /upload (spec §6): no session → /auth; a session whose user cannot be fetched → the
 * invalid-session flow ('Sessão inválida', sign-out, /auth). A stored session shows the page while it is checked.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, signedOutByUser, ensureLoaded, verifyUser } = useAuth();
  const [verified, setVerified] = useState(false);

  useEffect(() => ensureLoaded(), [ensureLoaded]);

  useEffect(() => {
    if (status !== 'signedIn' || verified) return;
    let live = true;
    void verifyUser().then((ok) => {
      if (ok) passUserCheck();
      else resetUserCheck();
      if (live && ok) setVerified(true);
    });
    return () => {
      live = false;
    };
  }, [status, verified, verifyUser]);

  if (status === 'signedOut') {
    resetUserCheck();
    // Signing out (or deleting the account) from a guarded page goes home; a lost session goes to sign in.
    return <Navigate to={signedOutByUser ? paths.landing.getHref() : paths.auth.getHref()} replace />;
  }
  // A session this browser holds shows the page's frame at once while Amplify confirms the session and Cognito the
  // user (ADR 0048); the invalid-session flow still runs if either says no. Its API calls wait for that check
  // (lib/user-check.ts, api-client.ts): no data is read or shown before the user is confirmed.
  beginUserCheck();
  if ((status === 'loading' || !verified) && !mayHaveStoredSession()) {
    return (
      <main id="conteudo" className="flex min-h-screen items-center justify-center text-indigo-700">
        <Spinner className="size-8" />
        <span className="sr-only">Verificando sessão</span>
      </main>
    );
  }
  return children;
}
