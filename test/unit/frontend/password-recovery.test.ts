import { describe, expect, it } from 'vitest';
import { type AuthAction, authErrorMessage } from '@/features/auth/api/auth-errors';
import {
  AUTH_MESSAGES,
  joinMessages,
  validateCredentials,
  validateEmail,
  validatePasswordReset,
} from '@/features/auth/validation';

/** An error as Amplify throws it for a Cognito answer: the exception's name, Cognito's English message. */
const cognitoError = (name: string, message = 'English message from Cognito') =>
  Object.assign(new Error(message), { name });

describe('password recovery rules (spec §5)', () => {
  it('checks the e-mail with the sign-in rules, trimmed', () => {
    expect(validateEmail('  ana@exemplo.com ')).toEqual({ ok: true, email: 'ana@exemplo.com' });
    expect(validateEmail('ana@exemplo')).toEqual({ ok: false, messages: [AUTH_MESSAGES.invalidEmail] });
    expect(validateEmail(`${'a'.repeat(250)}@exemplo.com`)).toEqual({
      ok: false,
      messages: [AUTH_MESSAGES.emailTooLong],
    });
  });

  it('takes a six-digit code, spaces dropped, and a new password under the sign-up rules', () => {
    expect(validatePasswordReset(' 123 456 ', 'NovaSenha1')).toEqual({
      ok: true,
      code: '123456',
      password: 'NovaSenha1',
    });
    for (const code of ['', '12345', '1234567', 'abcdef']) {
      expect(validatePasswordReset(code, 'NovaSenha1'), code).toEqual({
        ok: false,
        messages: [AUTH_MESSAGES.invalidCode],
      });
    }
  });

  it.each(['Ab1', `Ab1${'x'.repeat(100)}`, 'senha1234', 'SENHA1234', 'SenhaSenha', ''])(
    'refuses the new password %j with exactly the messages sign-up gives',
    (password) => {
      const reset = validatePasswordReset('123456', password);
      const signUp = validateCredentials('ana@exemplo.com', password);
      expect(reset.ok).toBe(false);
      expect(signUp.ok).toBe(false);
      if (reset.ok || signUp.ok) return;
      expect(reset.messages).toEqual(signUp.messages);
    },
  );

  it('reports the code first, then every failing password rule', () => {
    const checked = validatePasswordReset('12', 'abc');
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(joinMessages(checked.messages)).toBe(
      'Código deve ter 6 dígitos. Senha deve ter no mínimo 8 caracteres. Senha deve conter pelo menos uma letra maiúscula. Senha deve conter pelo menos um número',
    );
  });
});

describe('password recovery errors, in pt-BR', () => {
  const WAIT = 'Muitas tentativas. Aguarde alguns minutos e tente novamente mais tarde.';
  const WRONG_CODE = 'Código incorreto. Confira o código enviado para seu e-mail e tente novamente.';

  it.each<[AuthAction, string, string]>([
    ['confirmPasswordReset', 'CodeMismatchException', WRONG_CODE],
    [
      'confirmPasswordReset',
      'ExpiredCodeException',
      'Este código expirou. Peça um novo código e tente novamente.',
    ],
    ['requestPasswordReset', 'LimitExceededException', WAIT],
    ['confirmPasswordReset', 'LimitExceededException', WAIT],
    ['requestPasswordReset', 'TooManyRequestsException', WAIT],
    ['confirmPasswordReset', 'TooManyRequestsException', WAIT],
    ['confirmPasswordReset', 'TooManyFailedAttemptsException', WAIT],
    ['confirmPasswordReset', 'InvalidPasswordException', 'A senha não atende aos requisitos.'],
    [
      'requestPasswordReset',
      'InvalidParameterException',
      'Não foi possível enviar um código para este e-mail. Confira o endereço e tente novamente.',
    ],
    [
      'confirmPasswordReset',
      'InvalidParameterException',
      'Código ou nova senha inválidos. Confira os dados e tente novamente.',
    ],
    [
      'requestPasswordReset',
      'CodeDeliveryFailureException',
      'Não foi possível enviar o código agora. Tente novamente mais tarde.',
    ],
    ['requestPasswordReset', 'NotAuthorizedException', 'Não é possível redefinir a senha desta conta.'],
    ['requestPasswordReset', 'NetworkError', 'Não foi possível conectar ao servidor. Verifique sua conexão.'],
    ['confirmPasswordReset', 'NetworkError', 'Não foi possível conectar ao servidor. Verifique sua conexão.'],
  ])('%s: %s reads "%s"', (action, name, message) => {
    expect(authErrorMessage(cognitoError(name), action)).toBe(message);
  });

  it('never says an account is missing: an unknown user at the second step reads as a wrong code', () => {
    expect(authErrorMessage(cognitoError('UserNotFoundException'), 'confirmPasswordReset')).toBe(WRONG_CODE);
  });

  it('leaves sign-in and sign-up messages as they were', () => {
    expect(authErrorMessage(cognitoError('NotAuthorizedException'), 'login')).toBe(
      'Email ou senha incorretos.',
    );
    expect(authErrorMessage(cognitoError('InvalidPasswordException'), 'login')).toBe(
      'Email ou senha incorretos.',
    );
    expect(authErrorMessage(cognitoError('InvalidPasswordException'), 'signup')).toBe(
      'A senha não atende aos requisitos.',
    );
    expect(authErrorMessage(cognitoError('LimitExceededException'), 'login')).toBe(
      'Muitas tentativas. Aguarde um momento e tente novamente.',
    );
  });
});
