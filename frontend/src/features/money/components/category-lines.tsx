import { X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { LedgerLineWire, LineChange, MoneyResponse } from '#shared/api/schemas';
import { merchantOf } from '#shared/engine/merchant';
import { categoryLabel, KIND_LABELS, monthLabel } from '#shared/ledger/labels';
import { isTransactionKind, TRANSACTION_KINDS } from '#shared/ledger/types';
import { formatDateBr, formatMoney } from '#shared/statements/values';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { appliedTitle, applyToMerchant, updateMoneyLines } from '@/lib/ledger-api';
import { getMoneyLines } from '../api/money-api';
import { type CategoryChoice, choiceOf, defaultChoices, numberedChoices } from '../model/categories';
import type { OpenCell } from './money-page';

const SELECT =
  'min-h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';

/** What a line's category can be changed to: the defaults, or the numbered categories the ledger uses. */
function choicesFor(line: LedgerLineWire, months: MoneyResponse['months']): CategoryChoice[] {
  if (line.categoryNumber === undefined) return defaultChoices();
  const own = choiceOf(line.category, line.categoryNumber);
  return [...numberedChoices(months).filter((choice) => choice.value !== own.value), own];
}

/** A cell's transactions (a category in a month), each correctable: its category and its kind. */
export function CategoryLines({
  cell,
  account,
  months,
  onClose,
  onChanged,
}: {
  cell: OpenCell;
  account: string | undefined;
  months: MoneyResponse['months'];
  onClose: () => void;
  onChanged: () => void;
}) {
  const [lines, setLines] = useState<LedgerLineWire[] | undefined>();
  const [busy, setBusy] = useState(false);
  const [reloads, setReloads] = useState(0);
  const title = `${categoryLabel(cell.category, cell.categoryNumber)} em ${monthLabel(cell.month)}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the lines again after a change
  useEffect(() => {
    const controller = new AbortController();
    setLines(undefined);
    getMoneyLines({ from: cell.month, to: cell.month, account, category: cell.category }, controller.signal)
      .then((answer) =>
        setLines(answer.lines.filter((line) => (line.categoryNumber ?? null) === cell.categoryNumber)),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          toast.error('Erro ao carregar as transações', { description: errorText(error) });
      });
    return () => controller.abort();
  }, [cell, account, reloads]);

  const refresh = useCallback(() => {
    setReloads((count) => count + 1);
    onChanged();
  }, [onChanged]);

  const undo = useCallback(
    async (changes: LineChange[]) => {
      try {
        await updateMoneyLines({ changes });
        toast.success('Alteração desfeita');
        refresh();
      } catch (error) {
        toast.error('Não foi possível desfazer', { description: errorText(error) });
      }
    },
    [refresh],
  );

  const change = async (line: LedgerLineWire, patch: Omit<LineChange, 'id'>) => {
    setBusy(true);
    try {
      const answer = await updateMoneyLines({ changes: [{ id: line.id, ...patch }] });
      refresh();
      const merchant = merchantOf(line.description);
      const newCategory = patch.category;
      toast.success(newCategory ? `Categoria alterada para ${newCategory}` : 'Tipo alterado', {
        description: line.description,
        action:
          newCategory && merchant
            ? {
                label: `Aplicar a todas de ${merchant.name}`,
                onClick: () => void applyAll(merchant.key, merchant.name, patch),
              }
            : { label: 'Desfazer', onClick: () => void undo(answer.undo) },
        ...(newCategory && merchant
          ? { cancel: { label: 'Desfazer', onClick: () => void undo(answer.undo) } }
          : {}),
      });
    } catch (error) {
      toast.error('Não foi possível alterar', { description: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const applyAll = async (key: string, name: string, patch: Omit<LineChange, 'id'>) => {
    try {
      const answer = await applyToMerchant({
        key,
        category: patch.category as string,
        ...(patch.categoryNumber === null || patch.categoryNumber === undefined
          ? {}
          : { categoryNumber: patch.categoryNumber }),
      });
      refresh();
      toast.success(appliedTitle(answer.changed, name), {
        description: 'Em todos os seus envios.',
        action: { label: 'Desfazer', onClick: () => void undo(answer.undo) },
      });
    } catch (error) {
      toast.error('Não foi possível aplicar', { description: errorText(error) });
    }
  };

  return (
    <Card className="flex flex-col gap-3" data-testid="category-lines">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Fechar as transações"
          className="rounded-md p-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-indigo-500"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      {!lines ? (
        <p className="flex items-center gap-2 text-slate-700" role="status">
          <Spinner /> Carregando...
        </p>
      ) : lines.length === 0 ? (
        <p className="text-slate-700">Nenhuma transação nesta categoria no mês.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-busy={busy}>
          {lines.map((line) => (
            <li
              key={line.id}
              className="grid gap-2 py-2 sm:grid-cols-[6rem_1fr_7rem_12rem_11rem] sm:items-center"
            >
              <span className="text-sm text-slate-700">{formatDateBr(line.date)}</span>
              <span className="min-w-0 break-words text-sm font-medium text-slate-900">
                {line.description}
              </span>
              <span
                className={`text-sm tabular-nums sm:text-right ${line.amountCents < 0 ? 'text-slate-900' : 'text-emerald-800'}`}
              >
                {formatMoney(line.amountCents)}
              </span>
              <label className="flex min-w-0 flex-col text-xs text-slate-700">
                <span className="sr-only">Categoria de {line.description}</span>
                <select
                  className={SELECT}
                  value={choiceOf(line.category, line.categoryNumber).value}
                  disabled={busy}
                  onChange={(event) => {
                    const chosen = choicesFor(line, months).find(
                      (choice) => choice.value === event.target.value,
                    );
                    if (chosen) {
                      void change(line, {
                        category: chosen.category,
                        categoryNumber: chosen.categoryNumber ?? null,
                      });
                    }
                  }}
                >
                  {choicesFor(line, months).map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex min-w-0 flex-col text-xs text-slate-700">
                <span className="sr-only">Tipo de {line.description}</span>
                <select
                  className={SELECT}
                  value={line.kind}
                  disabled={busy}
                  onChange={(event) => {
                    const kind = event.target.value;
                    if (isTransactionKind(kind)) void change(line, { kind });
                  }}
                >
                  {TRANSACTION_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {KIND_LABELS[kind]}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
