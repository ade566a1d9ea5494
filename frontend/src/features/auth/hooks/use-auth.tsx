import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { AMPLIFY_STORAGE_PREFIX, loadAuth, mayHaveStoredSession } from '@/lib/amplify';
import { paths } from '@/lib/paths';
import { onUnauthorized } from '@/lib/unauthorized';
import { resetUserCheck } from '@/lib/user-check';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

interface AuthContextValue {
  readonly status: AuthStatus;
  readonly email: string | undefined;
  /** The session ended because the user signed out (or deleted the account), not because it expired. */
  readonly signedOutByUser: boolean;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  /**
   * Asks Cognito to e-mail a password recovery code. An e-mail with no account resolves like one with an
   * account (the pool's client hides which is which; a pool that does not is hidden here): the page shows the
   * same next step either way.
   */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password with the e-mailed code; the user then signs in with it. */
  confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void>;
  signOut(): Promise<void>;
  /** Loads Amplify if needed and resolves the session (used by /auth and the guarded routes). */
  ensureLoaded(): void;
  /** Fetches the user from Cognito; on failure runs the invalid-session flow (spec §6). */
  verifyUser(): Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

export const INVALID_SESSION = {
  title: 'Sessão inválida',
  message: 'Sua conta foi removida ou a sessão expirou. Faça login novamente.',
} as const;

/**
 * Signed-in status, live (Amplify Hub 'auth' events). Amplify is only loaded when this browser may hold a
 * session or a page needs auth, so a signed-out visitor of the landing page never downloads it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<AuthStatus>(() => (mayHaveStoredSession() ? 'loading' : 'signedOut'));
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  const [email, setEmail] = useState<string>();
  const loading = useRef(false);
  const invalidating = useRef(false);

  const refresh = useCallback(async () => {
    const { auth } = await loadAuth();
    try {
      const session = await auth.fetchAuthSession();
      if (!session.tokens?.accessToken) throw new Error('no session');
      const user = await auth.getCurrentUser();
      setEmail(user.signInDetails?.loginId ?? (session.tokens.idToken?.payload.email as string | undefined));
      setStatus('signedIn');
      setSignedOutByUser(false);
    } catch {
      setEmail(undefined);
      setStatus('signedOut');
    }
  }, []);

  const invalidSession = useCallback(async () => {
    if (invalidating.current) return;
    invalidating.current = true;
    try {
      const { auth } = await loadAuth();
      await auth.signOut().catch(() => undefined);
    } finally {
      setEmail(undefined);
      setStatus('signedOut');
      toast.error(INVALID_SESSION.title, { description: INVALID_SESSION.message });
      navigate(paths.auth.path, { replace: true });
      invalidating.current = false;
    }
  }, [navigate]);

  const ensureLoaded = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void loadAuth()
      .then(({ hub }) => {
        hub.listen('auth', ({ payload }) => {
          if (payload.event === 'signedIn' || payload.event === 'tokenRefresh') void refresh();
          if (payload.event === 'signedOut') {
            setEmail(undefined);
            setStatus('signedOut');
          }
          if (payload.event === 'tokenRefresh_failure') void invalidSession();
        });
        return refresh();
      })
      .catch(() => {
        loading.current = false;
        setStatus('signedOut');
        toast.error('Erro', { description: 'Não foi possível carregar a configuração. Tente novamente.' });
      });
  }, [refresh, invalidSession]);

  useEffect(() => {
    if (mayHaveStoredSession()) ensureLoaded();
  }, [ensureLoaded]);

  useEffect(() => onUnauthorized(() => void invalidSession()), [invalidSession]);

  // A session that ends takes its user check with it: the next guarded page checks the next user.
  useEffect(() => {
    if (status === 'signedOut') resetUserCheck();
  }, [status]);

  // Another tab signed in or out: Amplify keeps its tokens in localStorage, whose changes reach this tab as
  // 'storage' events (Hub events stay in the tab that raised them).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !event.key.startsWith(AMPLIFY_STORAGE_PREFIX)) return;
      if (!loading.current) ensureLoaded();
      else void refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [ensureLoaded, refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      email,
      signedOutByUser,
      ensureLoaded,
      async signIn(user, password) {
        const { auth, authFlowType } = await loadAuth();
        await auth.signOut().catch(() => undefined);
        const result = await auth.signIn({ username: user, password, options: { authFlowType } });
        if (!result.isSignedIn) throw new Error('Não foi possível concluir o login.');
        await refresh();
      },
      async signUp(user, password) {
        const { auth, authFlowType } = await loadAuth();
        await auth.signOut().catch(() => undefined);
        await auth.signUp({ username: user, password, options: { userAttributes: { email: user } } });
        const result = await auth.signIn({ username: user, password, options: { authFlowType } });
        if (!result.isSignedIn) throw new Error('Conta criada, mas não foi possível entrar. Faça login.');
        await refresh();
      },
      async requestPasswordReset(user) {
        const { auth } = await loadAuth();
        try {
          await auth.resetPassword({ username: user });
        } catch (error) {
          if (!(error instanceof Error && error.name === 'UserNotFoundException')) throw error;
        }
      },
      async confirmPasswordReset(user, code, newPassword) {
        const { auth } = await loadAuth();
        await auth.confirmResetPassword({ username: user, confirmationCode: code, newPassword });
      },
      async signOut() {
        const { auth } = await loadAuth();
        // A sign-out the user asked for is no invalid session: guarded pages send them home, not to /auth.
        setSignedOutByUser(true);
        try {
          // Global: Cognito revokes every refresh token of the user, so no copy of this session can be renewed;
          // an access token already issued stays valid until it expires (at most 15 minutes).
          await auth.signOut({ global: true });
        } finally {
          setEmail(undefined);
          setStatus('signedOut');
        }
      },
      async verifyUser() {
        const { auth } = await loadAuth();
        try {
          await auth.fetchUserAttributes();
          return true;
        } catch (error) {
          // Offline is not an invalid session: keep it, the API calls will say what is wrong.
          if (error instanceof Error && (error.name === 'NetworkError' || error instanceof TypeError))
            return true;
          await invalidSession();
          return false;
        }
      },
    }),
    [status, email, signedOutByUser, ensureLoaded, refresh, invalidSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
