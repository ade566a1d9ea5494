import { GENERIC_ERROR_MESSAGE } from '#shared/messages';

/** What the user was doing: signing in or up, asking for a recovery code, or setting a new password with it. */
export type AuthAction = 'login' | 'signup' | 'requestPasswordReset' | 'confirmPasswordReset';

/** Cognito's English errors, in pt-BR for the 'Erro' toast; anything else shows its own message. */
const INCORRECT = 'Email ou senha incorretos.';
const INVALID_PASSWORD = 'A senha não atende aos requisitos.';
const NETWORK = 'Não foi possível conectar ao servidor. Verifique sua conexão.';

const MESSAGES: Record<string, string> = {
  NotAuthorizedException: INCORRECT,
  UserNotFoundException: INCORRECT,
  UsernameExistsException: 'Já existe uma conta com este email.',
  InvalidPasswordException: INVALID_PASSWORD,
  TooManyRequestsException: 'Muitas tentativas. Aguarde um momento e tente novamente.',
  LimitExceededException: 'Muitas tentativas. Aguarde um momento e tente novamente.',
  NetworkError: NETWORK,
};

/**
 * Password recovery (ForgotPassword, ConfirmForgotPassword). No message tells whether an account exists: an
 * unknown e-mail at the first step goes on as a known one (`requestPasswordReset` in use-auth), and at the
 * second it reads as a wrong code. Rate limits ask to wait: nothing is retried for the user.
 */
const WRONG_CODE = 'Código incorreto. Confira o código enviado para seu e-mail e tente novamente.';
const WAIT = 'Muitas tentativas. Aguarde alguns minutos e tente novamente mais tarde.';

const RECOVERY_MESSAGES: Record<string, string> = {
  CodeMismatchException: WRONG_CODE,
  UserNotFoundException: WRONG_CODE,
  ExpiredCodeException: 'Este código expirou. Peça um novo código e tente novamente.',
  LimitExceededException: WAIT,
  TooManyRequestsException: WAIT,
  TooManyFailedAttemptsException: WAIT,
  InvalidPasswordException: INVALID_PASSWORD,
  CodeDeliveryFailureException: 'Não foi possível enviar o código agora. Tente novamente mais tarde.',
  NotAuthorizedException: 'Não é possível redefinir a senha desta conta.',
  NetworkError: NETWORK,
};

const MESSAGES_BY_ACTION: Record<AuthAction, Record<string, string>> = {
  login: MESSAGES,
  signup: MESSAGES,
  requestPasswordReset: {
    ...RECOVERY_MESSAGES,
    InvalidParameterException:
      'Não foi possível enviar um código para este e-mail. Confira o endereço e tente novamente.',
  },
  confirmPasswordReset: {
    ...RECOVERY_MESSAGES,
    InvalidParameterException: 'Código ou nova senha inválidos. Confira os dados e tente novamente.',
  },
};

export function authErrorMessage(error: unknown, action: AuthAction = 'login'): string {
  if (error instanceof Error) {
    // The emulator answers a wrong password at sign-in with InvalidPasswordException.
    if (action === 'login' && error.name === 'InvalidPasswordException') return INCORRECT;
    return MESSAGES_BY_ACTION[action][error.name] ?? (error.message.trim() || GENERIC_ERROR_MESSAGE);
  }
  return GENERIC_ERROR_MESSAGE;
}
