import { TITLES } from '#shared/messages';
import { toastSlot } from '@/components/ui/toast-slot';
import { joinMessages } from './validation';

/**
 * The auth card's toasts (sign-in, sign-up, both steps of password recovery) share one slot, so each outcome takes
 * the place of the one before: a success never shows next to the 'Validação falhou' it fixed, and repeated errors
 * do not pile up.
 */
const slot = toastSlot('auth-card');

export const authToast = {
  /** 'Validação falhou' with every failing rule (spec §5). */
  invalid(messages: readonly string[]): void {
    slot.show('error', TITLES.validationFailed, joinMessages(messages));
  },
  /** An auth failure: 'Erro' with its pt-BR message. */
  failed(description: string): void {
    slot.show('error', 'Erro', description);
  },
  succeeded(title: string, description: string): void {
    slot.show('success', title, description);
  },
  /** A step done with nothing to announce (the recovery's code sent: step two says so) closes the last toast. */
  clear(): void {
    slot.clear();
  },
};
