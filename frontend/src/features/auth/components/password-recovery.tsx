import { type FormEvent, useCallback, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '#shared/limits';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authErrorMessage } from '../api/auth-errors';
import { useAuth } from '../hooks/use-auth';
import { authToast } from '../toasts';
import { PASSWORD_HINT, validateEmail, validatePasswordReset } from '../validation';
import { AuthField, LinkButton } from './auth-field';

type Busy = 'send' | 'confirm' | undefined;

/**
 * 'Esqueci minha senha' (Cognito ForgotPassword, ConfirmForgotPassword): the e-mail, then the e-mailed code and
 * a new password under the sign-up rules. The second step reads the same whether the e-mail has an account or
 * not. Each step leads back to sign-in; `onDone` gets there once the password is changed.
 */
export function PasswordRecovery({
  initialEmail,
  onBack,
  onDone,
}: {
  initialEmail: string;
  onBack: (email: string) => void;
  onDone: (email: string) => void;
}) {
  const { requestPasswordReset, confirmPasswordReset } = useAuth();
  const [email, setEmail] = useState(initialEmail.trim());
  /** The e-mail the code went to; set once the first step is done. */
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<Busy>();
  // Each step starts at its heading (keyed per step, so it mounts anew), for keyboard and screen reader users.
  const focusHeading = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);

  const send = async (to: string) => {
    setBusy('send');
    try {
      await requestPasswordReset(to);
      return true;
    } catch (error) {
      authToast.failed(authErrorMessage(error, 'requestPasswordReset'));
      return false;
    } finally {
      setBusy(undefined);
    }
  };

  const request = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateEmail(email);
    if (!checked.ok) {
      authToast.invalid(checked.messages);
      return;
    }
    if (await send(checked.email)) {
      // Step two says where the code went; a validation toast of step one has nothing left to say.
      authToast.clear();
      setEmail(checked.email);
      setSentTo(checked.email);
    }
  };

  const resend = async () => {
    if (busy || sentTo === undefined) return;
    if (await send(sentTo)) {
      setCode('');
      authToast.succeeded('Código reenviado', 'Enviamos um novo código para seu e-mail.');
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || sentTo === undefined) return;
    const checked = validatePasswordReset(code, password);
    if (!checked.ok) {
      authToast.invalid(checked.messages);
      return;
    }
    setBusy('confirm');
    try {
      await confirmPasswordReset(sentTo, checked.code, checked.password);
      authToast.succeeded('Senha redefinida', 'Sua senha foi alterada. Entre com a nova senha.');
      onDone(sentTo);
    } catch (error) {
      authToast.failed(authErrorMessage(error, 'confirmPasswordReset'));
    } finally {
      setBusy(undefined);
    }
  };

  const back = (
    <p className="mt-5 text-center text-sm text-slate-700">
      Lembrou a senha? <LinkButton onClick={() => onBack(sentTo ?? email)}>Voltar para o login</LinkButton>
    </p>
  );

  if (sentTo === undefined) {
    return (
      <>
        <h1
          key="request"
          ref={focusHeading}
          tabIndex={-1}
          className="mb-1 text-2xl font-bold text-slate-900 focus:outline-none"
        >
          Recuperar senha
        </h1>
        <p className="mb-6 text-sm text-slate-600">
          Informe o e-mail da sua conta. Enviaremos um código para você criar uma nova senha.
        </p>
        <form className="flex flex-col gap-4" onSubmit={request} noValidate>
          <AuthField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="voce@exemplo.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" disabled={!!busy} aria-busy={!!busy} className="w-full py-2.5">
            {busy && <Spinner />}
            Enviar código
          </Button>
        </form>
        {back}
      </>
    );
  }

  return (
    <>
      <h1
        key="confirm"
        ref={focusHeading}
        tabIndex={-1}
        className="mb-1 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        Criar nova senha
      </h1>
      <p className="mb-6 text-sm text-slate-600">
        Enviamos um código para seu e-mail <strong className="break-all text-slate-900">{sentTo}</strong>, se
        ele estiver cadastrado. Digite o código e escolha uma nova senha.
      </p>
      <form className="flex flex-col gap-4" onSubmit={confirm} noValidate>
        <AuthField
          label="Código"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <AuthField
          label="Nova senha"
          name="new-password"
          type="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          hint={PASSWORD_HINT}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={!!busy} aria-busy={busy === 'confirm'} className="w-full py-2.5">
          {busy === 'confirm' && <Spinner />}
          Redefinir senha
        </Button>
      </form>
      <p className="mt-4 text-center text-sm text-slate-700">
        Não recebeu o código?{' '}
        <LinkButton disabled={!!busy} aria-busy={busy === 'send'} onClick={resend}>
          Enviar novo código
        </LinkButton>
      </p>
      {back}
    </>
  );
}
