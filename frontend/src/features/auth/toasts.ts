import { toast } from 'sonner';
import { TITLES } from '#shared/messages';
import { joinMessages } from './validation';

/**
 * The auth card's toasts (sign-in, sign-up, both steps of password recovery) share one id, so each outcome takes
 * the place of the one before: a success never shows next to the 'Validação falhou' it fixed, and repeated errors
 * do not pile up.
 */
export const AUTH_TOAST_ID = 'auth-card';

export const authToast = {
  /** 'Validação falhou' with every failing rule (spec §5). */
  invalid(messages: readonly string[]): void {
    toast.error(TITLES.validationFailed, { id: AUTH_TOAST_ID, description: joinMessages(messages) });
  },
  /** An auth failure: 'Erro' with its pt-BR message. */
  failed(description: string): void {
    toast.error('Erro', { id: AUTH_TOAST_ID, description });
  },
  succeeded(title: string, description: string): void {
    toast.success(title, { id: AUTH_TOAST_ID, description });
  },
  /** A step done with nothing to announce (the recovery's code sent: step two says so) closes the last toast. */
  clear(): void {
    toast.dismiss(AUTH_TOAST_ID);
  },
};
