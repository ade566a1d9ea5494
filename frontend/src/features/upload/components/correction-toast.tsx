import { CheckCircle2 } from 'lucide-react';
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
              <button
                type="button"
                className="rounded-md bg-emerald-800 px-2.5 py-1.5 text-xs font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
                onClick={() => {
                  toast.dismiss(id);
                  onApply();
                }}
              >
                {applyLabel}
              </button>
            )}
            {historyLabel && onHistory && (
              <button
                type="button"
                className="rounded-md border border-emerald-700 bg-white px-2.5 py-1.5 text-xs font-semibold text-emerald-900 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
                onClick={() => {
                  toast.dismiss(id);
                  onHistory();
                }}
              >
                {historyLabel}
              </button>
            )}
            <button
              type="button"
              className="rounded-md border border-emerald-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-emerald-900 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
              onClick={() => {
                toast.dismiss(id);
                onUndo();
              }}
            >
              Desfazer
            </button>
          </div>
        </div>
      </div>
    ),
    { duration: 10_000 },
  );
}
