import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { Button } from './button';

export interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  typeToConfirm?: string;
  onConfirm: () => Promise<void>;
}

/**
 * The dialog of ConfirmDialog (confirm-dialog.tsx), with Radix: loaded when its trigger is first reached.
 * Closing returns focus to `opener`, the button that opened it.
 */
export function ConfirmDialogContent({
  title,
  description,
  confirmLabel,
  typeToConfirm,
  onConfirm,
  open,
  setOpen,
  opener,
}: ConfirmDialogProps & {
  open: boolean;
  setOpen: (open: boolean) => void;
  opener: HTMLElement | undefined;
}) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = typeToConfirm === undefined || typed.trim().toUpperCase() === typeToConfirm;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTyped('');
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-sm text-slate-700">{description}</div>
          </Dialog.Description>
          {typeToConfirm !== undefined && (
            <label className="mt-4 block text-sm font-medium text-slate-800">
              Digite {typeToConfirm} para confirmar
              <input
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus-visible:outline-3 focus-visible:outline-indigo-500"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
              />
            </label>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">Cancelar</Button>
            </Dialog.Close>
            <Button
              className="bg-red-700 hover:bg-red-800"
              disabled={!ready || busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await onConfirm();
                  setOpen(false);
                } finally {
                  setBusy(false);
                }
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
