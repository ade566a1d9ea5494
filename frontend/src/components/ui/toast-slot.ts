import { type ToastT, toast } from 'sonner';

/**
 * Toasts that take each other's place: an action's failure then its success, a repeated error. A slot shows one
 * toast at a time, the new words in the place of the old while it is on screen (one toast, not a pile).
 *
 * Sonner puts a toast shown with the id of another in that one's place, even when the other is on its way out
 * (closed, or timed out, and in its last 200 ms on screen): the new words would leave with it, unseen. So a slot
 * forgets its toast's id the moment that toast closes, and the next toast it shows gets a new one.
 */
export interface ToastSlot {
  show(kind: 'success' | 'error', title: string, description: string): void;
  /** Closes the slot's toast, if one is on screen. */
  clear(): void;
}

const slots = new Map<string, ToastSlot>();
let shown = 0;

/** The slot of this name (the same one for every caller). */
export function toastSlot(name: string): ToastSlot {
  const existing = slots.get(name);
  if (existing) return existing;
  let current: string | undefined;
  const closed = (closing: ToastT) => {
    if (closing.id === current) current = undefined;
  };
  const slot: ToastSlot = {
    show(kind, title, description) {
      current ??= `${name}-${++shown}`;
      toast[kind](title, { id: current, description, onDismiss: closed, onAutoClose: closed });
    },
    clear() {
      if (current !== undefined) toast.dismiss(current);
      current = undefined;
    },
  };
  slots.set(name, slot);
  return slot;
}
