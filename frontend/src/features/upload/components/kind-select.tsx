import type { CategorizedTransaction } from '#shared/api/schemas';
import { kindOfLine } from '#shared/ledger/kinds';
import { KIND_LABELS } from '#shared/ledger/labels';
import { isTransactionKind, TRANSACTION_KINDS, type TransactionKind } from '#shared/ledger/types';
import { usePausedChoice } from '../hooks/use-paused-choice';

/**
 * What a statement's line's money is, as a control (named "Tipo de <descrição>"): spending, income, a refund,
 * or an own movement (out of the totals). Shows the ledger's kind, or the words' one; a choice is the user's.
 */
export function KindSelect({
  item,
  onChange,
}: {
  item: CategorizedTransaction;
  onChange: (kind: TransactionKind) => void;
}) {
  const kind = kindOfLine(item);
  const choice = usePausedChoice(kind, (value) => {
    if (isTransactionKind(value) && value !== kind) onChange(value);
  });
  return (
    <select
      aria-label={`Tipo de ${item.description}`}
      className="min-h-7 w-full min-w-0 rounded-md border border-slate-200 bg-slate-50 py-0.5 pr-6 pl-2 text-[11px] text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500"
      data-testid="kind-select"
      {...choice}
    >
      {TRANSACTION_KINDS.map((option) => (
        <option key={option} value={option}>
          {KIND_LABELS[option]}
        </option>
      ))}
    </select>
  );
}
