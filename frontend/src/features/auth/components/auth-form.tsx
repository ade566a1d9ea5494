import { type FormEvent, useEffect, useRef, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '#shared/limits';
import { BrandName } from '@/components/ui/brand-name';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authErrorMessage } from '../api/auth-errors';
import { useAuth } from '../hooks/use-auth';
import { authToast } from '../toasts';
import { PASSWORD_HINT, validateCredentials } from '../validation';
import { AuthField, LinkButton } from './auth-field';
import { PasswordRecovery } from './password-recovery';

export type AuthMode = 'login' | 'signup';

const CARD = 'w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8';

/**
 * Sign in and sign up (spec §2, §5): validation toast, spinner while busy, success and error toasts (one at a
 * time: each replaces the last, `../toasts.ts`). 'Esqueci minha senha' swaps the card for the password recovery,
 * which comes back to sign-in with the e-mail filled in.
 */
export function AuthForm({ onSuccess }: { onSuccess: () => void }) {
  const { signIn, signUp } = useAuth();
  const [mode, setMode] = useState<AuthMode>('login');
  const [recovering, setRecovering] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const focusOnReturn = useRef(false);

  // Back from the recovery, focus goes where the user carries on: the e-mail when empty, else the password.
  useEffect(() => {
    if (recovering || !focusOnReturn.current) return;
    focusOnReturn.current = false;
    (emailInput.current?.value ? passwordInput.current : emailInput.current)?.focus();
  }, [recovering]);

  const leaveRecovery = (recoveredEmail: string) => {
    setEmail(recoveredEmail);
    setMode('login');
    focusOnReturn.current = true;
    setRecovering(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateCredentials(email, password);
    if (!checked.ok) {
      authToast.invalid(checked.messages);
      return;
    }
    setBusy(true);
    try {
      if (mode === 'login') {
        await signIn(checked.email, checked.password);
        authToast.succeeded('Login realizado', 'Bem-vindo de volta!');
      } else {
        await signUp(checked.email, checked.password);
        authToast.succeeded('Conta criada', 'Sua conta foi criada com sucesso!');
      }
      onSuccess();
    } catch (error) {
      authToast.failed(authErrorMessage(error, mode));
    } finally {
      setBusy(false);
    }
  };

  if (recovering) {
    return (
      <div className={CARD}>
        <PasswordRecovery
          initialEmail={email}
          onBack={leaveRecovery}
          onDone={(recoveredEmail) => {
            setPassword('');
            leaveRecovery(recoveredEmail);
          }}
        />
      </div>
    );
  }

  return (
    <div className={CARD}>
      <h1 className="mb-1 text-2xl font-bold text-slate-900">
        {mode === 'login' ? (
          <>
            Entrar na <BrandName />
          </>
        ) : (
          'Criar conta'
        )}
      </h1>
      <p className="mb-6 text-sm text-slate-600">
        {mode === 'login'
          ? 'Acesse sua conta para categorizar suas transações.'
          : 'As primeiras 1.000 transações são grátis, sem cartão de crédito.'}
      </p>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <AuthField
          ref={emailInput}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="voce@exemplo.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <AuthField
          ref={passwordInput}
          label="Senha"
          name="password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          minLength={MIN_PASSWORD_LENGTH}
          value={password}
          hint={mode === 'signup' ? PASSWORD_HINT : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
        {mode === 'login' && (
          <p className="-mt-2 text-right text-sm">
            <LinkButton disabled={busy} onClick={() => setRecovering(true)}>
              Esqueci minha senha
            </LinkButton>
          </p>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy} className="w-full py-2.5">
          {busy && <Spinner />}
          {mode === 'login' ? 'Entrar' : 'Cadastrar'}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-slate-700">
        {mode === 'login' ? 'Não tem uma conta?' : 'Já tem uma conta?'}{' '}
        <LinkButton onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}>
          {mode === 'login' ? 'Cadastre-se' : 'Entrar'}
        </LinkButton>
      </p>
    </div>
  );
}
