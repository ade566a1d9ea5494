import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';

/**
 * The toast after a correction: what will be remembered, and its actions on a row of their own (a merchant's
 * name makes a long button, which a toast's inline actions would squeeze the text for).
 */
export function showCorrectionToast({
  title,
  description,
  applyLabel,
  onApply,
  historyLabel,
  onHistory,
  onUndo,
}: {
  title: string;
  description: string | undefined;
  applyLabel: string | undefined;
  onApply: () => void;
  /** Applies the correction to the merchant's lines in every upload. */
  historyLabel?: string | undefined;
  onHistory?: () => void;
  onUndo: () => void;
}): string | number {
  // One message at a time: the new one replaces the toasts before it (the upload's, an older correction's).
  toast.dismiss();
  return toast.custom(
    (id) => (
      <div className="flex w-[356px] max-w-[calc(100vw-2rem)] gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950 shadow-lg">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{title}</p>
          {description && <p className="mt-1">{description}</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            {applyLabel && (
              <ToastAction toastId={id} tone="primary" onClick={onApply}>
                {applyLabel}
              </ToastAction>
            )}
            {historyLabel && onHistory && (
              <ToastAction toastId={id} tone="secondary" onClick={onHistory}>
                {historyLabel}
              </ToastAction>
            )}
            <ToastAction toastId={id} tone="quiet" onClick={onUndo}>
              Desfazer
            </ToastAction>
          </div>
        </div>
      </div>
    ),
    { duration: 10_000 },
  );
}

const ACTION_TONES = {
  primary: 'bg-emerald-800 text-white hover:bg-emerald-900',
  secondary: 'border border-emerald-700 bg-white text-emerald-900 hover:bg-emerald-100',
  quiet: 'border border-emerald-300 bg-white text-emerald-900 hover:bg-emerald-100',
} as const;

/** A button of the toast: it closes the toast, then acts. */
function ToastAction({
  toastId,
  tone,
  onClick,
  children,
}: {
  toastId: string | number;
  tone: keyof typeof ACTION_TONES;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`rounded-md px-2.5 py-1.5 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${ACTION_TONES[tone]}`}
      onClick={() => {
        toast.dismiss(toastId);
        onClick();
      }}
    >
      {children}
    </button>
  );
}
