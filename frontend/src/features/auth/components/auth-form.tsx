import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { MIN_PASSWORD_LENGTH } from '#shared/limits';
import { TITLES } from '#shared/messages';
import { BrandName } from '@/components/ui/brand-name';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authErrorMessage } from '../api/auth-errors';
import { useAuth } from '../hooks/use-auth';
import { joinMessages, validateCredentials } from '../validation';

export type AuthMode = 'login' | 'signup';

const INPUT =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-indigo-600 focus-visible:outline-3 focus-visible:outline-indigo-300';

/** Sign in and sign up (spec §2, §5): validation toast, spinner while busy, success and error toasts. */
export function AuthForm({ onSuccess }: { onSuccess: () => void }) {
  const { signIn, signUp } = useAuth();
  const [mode, setMode] = useState<AuthMode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateCredentials(email, password);
    if (!checked.ok) {
      toast.error(TITLES.validationFailed, { description: joinMessages(checked.messages) });
      return;
    }
    setBusy(true);
    try {
      if (mode === 'login') {
        await signIn(checked.email, checked.password);
        toast.success('Login realizado', { description: 'Bem-vindo de volta!' });
      } else {
        await signUp(checked.email, checked.password);
        toast.success('Conta criada', { description: 'Sua conta foi criada com sucesso!' });
      }
      onSuccess();
    } catch (error) {
      toast.error('Erro', { description: authErrorMessage(error, mode) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
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
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-900">
            Email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="voce@exemplo.com"
            className={INPUT}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-password`} className="text-sm font-medium text-slate-900">
            Senha
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            minLength={MIN_PASSWORD_LENGTH}
            className={INPUT}
            value={password}
            aria-describedby={mode === 'signup' ? hintId : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          {mode === 'signup' && (
            <p id={hintId} className="text-xs text-slate-600">
              Mínimo de 8 caracteres, com pelo menos uma letra maiúscula, uma letra minúscula e um número.
            </p>
          )}
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy} className="w-full py-2.5">
          {busy && <Spinner />}
          {mode === 'login' ? 'Entrar' : 'Cadastrar'}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-slate-700">
        {mode === 'login' ? 'Não tem uma conta?' : 'Já tem uma conta?'}{' '}
        <button
          type="button"
          className="rounded font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-3 focus-visible:outline-indigo-500"
          onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}
        >
          {mode === 'login' ? 'Cadastre-se' : 'Entrar'}
        </button>
      </p>
    </div>
  );
}
