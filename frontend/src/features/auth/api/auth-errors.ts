import { GENERIC_ERROR_MESSAGE } from '#shared/messages';

/** Cognito's English errors, in pt-BR for the 'Erro' toast; anything else shows its own message. */
const INCORRECT = 'Email ou senha incorretos.';

const MESSAGES: Record<string, string> = {
  NotAuthorizedException: INCORRECT,
  UserNotFoundException: INCORRECT,
  UsernameExistsException: 'Já existe uma conta com este email.',
  InvalidPasswordException: 'A senha não atende aos requisitos.',
  TooManyRequestsException: 'Muitas tentativas. Aguarde um momento e tente novamente.',
  LimitExceededException: 'Muitas tentativas. Aguarde um momento e tente novamente.',
  NetworkError: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
};

export function authErrorMessage(error: unknown, mode: 'login' | 'signup' = 'login'): string {
  if (error instanceof Error) {
    // The emulator answers a wrong password at sign-in with InvalidPasswordException.
    if (mode === 'login' && error.name === 'InvalidPasswordException') return INCORRECT;
    return MESSAGES[error.name] ?? (error.message.trim() || GENERIC_ERROR_MESSAGE);
  }
  return GENERIC_ERROR_MESSAGE;
}
