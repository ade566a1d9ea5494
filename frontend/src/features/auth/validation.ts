import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#shared/limits';

/** The auth form's rules (spec §5), word for word. Every failing rule is reported, in this order. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Email inválido',
  emailTooLong: 'Email muito longo',
  invalidCode: 'Código deve ter 6 dígitos',
  passwordTooShort: 'Senha deve ter no mínimo 8 caracteres',
  passwordTooLong: 'Senha muito longa',
  passwordUppercase: 'Senha deve conter pelo menos uma letra maiúscula',
  passwordLowercase: 'Senha deve conter pelo menos uma letra minúscula',
  passwordDigit: 'Senha deve conter pelo menos um número',
} as const;

/** Shown under every field where a new password is chosen (sign-up, password recovery). */
export const PASSWORD_HINT =
  'Mínimo de 8 caracteres, com pelo menos uma letra maiúscula, uma letra minúscula e um número.';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Cognito's password recovery code: six digits. */
const CODE = /^\d{6}$/;

export type CredentialsCheck =
  | { ok: true; email: string; password: string }
  | { ok: false; messages: string[] };

export type EmailCheck = { ok: true; email: string } | { ok: false; messages: string[] };

export type PasswordResetCheck =
  | { ok: true; code: string; password: string }
  | { ok: false; messages: string[] };

function emailMessages(email: string): string[] {
  const messages: string[] = [];
  if (!EMAIL.test(email)) messages.push(AUTH_MESSAGES.invalidEmail);
  if (email.length > MAX_EMAIL_LENGTH) messages.push(AUTH_MESSAGES.emailTooLong);
  return messages;
}

function passwordMessages(password: string): string[] {
  const messages: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) messages.push(AUTH_MESSAGES.passwordTooShort);
  if (password.length > MAX_PASSWORD_LENGTH) messages.push(AUTH_MESSAGES.passwordTooLong);
  if (!/[A-Z]/.test(password)) messages.push(AUTH_MESSAGES.passwordUppercase);
  if (!/[a-z]/.test(password)) messages.push(AUTH_MESSAGES.passwordLowercase);
  if (!/\d/.test(password)) messages.push(AUTH_MESSAGES.passwordDigit);
  return messages;
}

/** Sign-in and sign-up: the e-mail's rules, then the password's. */
export function validateCredentials(rawEmail: string, password: string): CredentialsCheck {
  const email = rawEmail.trim();
  const messages = [...emailMessages(email), ...passwordMessages(password)];
  return messages.length === 0 ? { ok: true, email, password } : { ok: false, messages };
}

/** Password recovery, first step: the e-mail a code is sent to. */
export function validateEmail(rawEmail: string): EmailCheck {
  const email = rawEmail.trim();
  const messages = emailMessages(email);
  return messages.length === 0 ? { ok: true, email } : { ok: false, messages };
}

/**
 * Password recovery, second step: the e-mailed code (spaces dropped, as a pasted code may carry them), then the
 * new password under the sign-up rules.
 */
export function validatePasswordReset(rawCode: string, password: string): PasswordResetCheck {
  const code = rawCode.replace(/\s/g, '');
  const messages = [...(CODE.test(code) ? [] : [AUTH_MESSAGES.invalidCode]), ...passwordMessages(password)];
  return messages.length === 0 ? { ok: true, code, password } : { ok: false, messages };
}

/** The 'Validação falhou' toast's description: the messages joined by '. '. */
export function joinMessages(messages: readonly string[]): string {
  return messages.join('. ');
}
