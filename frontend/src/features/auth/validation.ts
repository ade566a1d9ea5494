import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#shared/limits';

/** The auth form's rules (spec §5), word for word. Every failing rule is reported, in this order. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Email inválido',
  emailTooLong: 'Email muito longo',
  passwordTooShort: 'Senha deve ter no mínimo 8 caracteres',
  passwordTooLong: 'Senha muito longa',
  passwordUppercase: 'Senha deve conter pelo menos uma letra maiúscula',
  passwordLowercase: 'Senha deve conter pelo menos uma letra minúscula',
  passwordDigit: 'Senha deve conter pelo menos um número',
} as const;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type CredentialsCheck =
  | { ok: true; email: string; password: string }
  | { ok: false; messages: string[] };

export function validateCredentials(rawEmail: string, password: string): CredentialsCheck {
  const email = rawEmail.trim();
  const messages: string[] = [];
  if (!EMAIL.test(email)) messages.push(AUTH_MESSAGES.invalidEmail);
  if (email.length > MAX_EMAIL_LENGTH) messages.push(AUTH_MESSAGES.emailTooLong);
  if (password.length < MIN_PASSWORD_LENGTH) messages.push(AUTH_MESSAGES.passwordTooShort);
  if (password.length > MAX_PASSWORD_LENGTH) messages.push(AUTH_MESSAGES.passwordTooLong);
  if (!/[A-Z]/.test(password)) messages.push(AUTH_MESSAGES.passwordUppercase);
  if (!/[a-z]/.test(password)) messages.push(AUTH_MESSAGES.passwordLowercase);
  if (!/\d/.test(password)) messages.push(AUTH_MESSAGES.passwordDigit);
  return messages.length === 0 ? { ok: true, email, password } : { ok: false, messages };
}

/** The 'Validação falhou' toast's description: the messages joined by '. '. */
export function joinMessages(messages: readonly string[]): string {
  return messages.join('. ');
}
