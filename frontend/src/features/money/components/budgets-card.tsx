import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { MoneyResponse, MoneySettings } from '#shared/api/schemas';
import { budgetProgress } from '#shared/ledger/budgets';
import { categoryLabel, monthLabel } from '#shared/ledger/labels';
import { MAX_BUDGETS } from '#shared/limits';
import { formatMoney, parseAmount } from '#shared/statements/values';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { defaultChoices, numberedChoices } from '../model/categories';

/** Budgets per category per month: set one, and see the latest month's spending against it. */
export function BudgetsCard({
  money,
  onSave,
}: {
  money: MoneyResponse;
  onSave: (settings: MoneySettings) => Promise<boolean>;
}) {
  const latest = money.months.at(-1);
  const progress = budgetProgress(money.settings.budgets, latest?.categories ?? []);
  // The user's own accounts first (a company's chart), then the default categories.
  const choices = [...numberedChoices(money.months), ...defaultChoices()];
  const [choice, setChoice] = useState(choices[0]?.value ?? '');
  const [limit, setLimit] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const ids = { category: useId(), limit: useId(), error: useId() };

  const save = async (budgets: MoneySettings['budgets']) => {
    setSaving(true);
    const saved = await onSave({ ...money.settings, budgets });
    setSaving(false);
    return saved;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = parseAmount(limit.trim(), ',');
    const chosen = choices.find((entry) => entry.value === choice);
    if (cents === undefined || cents <= 0 || !chosen) {
      setError('Informe o limite em reais, maior que zero (por exemplo, 800 ou 800,50).');
      return;
    }
    const others = money.settings.budgets.filter(
      (budget) => !(budget.category === chosen.category && budget.categoryNumber === chosen.categoryNumber),
    );
    if (others.length >= MAX_BUDGETS) {
      setError(`Você já tem ${MAX_BUDGETS} orçamentos, o limite da conta.`);
      return;
    }
    setError(undefined);
    const { category, categoryNumber } = chosen;
    const budget = {
      category,
      ...(categoryNumber === undefined ? {} : { categoryNumber }),
      limitCents: cents,
    };
    if (await save([...others, budget])) setLimit('');
  };

  return (
    <Card className="flex flex-col gap-4" data-testid="budgets">
      <h2 className="text-lg font-semibold text-slate-900">
        Orçamentos{latest ? ` de ${monthLabel(latest.month)}` : ''}
      </h2>
      {progress.length === 0 ? (
        <p className="text-sm text-slate-700">
          Defina quanto quer gastar por mês em uma categoria e acompanhe aqui e no dashboard.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {progress.map((budget) => {
            const name = categoryLabel(budget.category, budget.categoryNumber);
            return (
              <li key={name} className="flex flex-col gap-1">
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 font-medium text-slate-900 wrap-anywhere">{name}</span>
                  <span className="flex items-center gap-2">
                    <span className={budget.over ? 'font-semibold text-red-700' : 'text-slate-700'}>
                      {formatMoney(budget.spentCents)} de {formatMoney(budget.limitCents)}
                    </span>
                    <button
                      type="button"
                      aria-label={`Excluir o orçamento de ${name}`}
                      disabled={saving}
                      className="rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-indigo-500"
                      onClick={() =>
                        void save(
                          money.settings.budgets.filter(
                            (other) =>
                              !(
                                other.category === budget.category &&
                                other.categoryNumber === budget.categoryNumber
                              ),
                          ),
                        )
                      }
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </span>
                </div>
                <ProgressBar
                  value={budget.ratio * 100}
                  label={`Orçamento de ${name}: ${Math.round(budget.ratio * 100)}% usado`}
                />
                {budget.over && (
                  <p className="text-xs font-medium text-red-700">
                    Passou {formatMoney(budget.spentCents - budget.limitCents)} do limite
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="grid gap-3 sm:grid-cols-[1fr_9rem_auto] sm:items-end"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={ids.category} className="text-sm font-medium text-slate-900">
            Categoria
          </label>
          <select
            id={ids.category}
            className="min-h-10 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm focus-visible:outline-3 focus-visible:outline-indigo-500"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            {choices.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.limit} className="text-sm font-medium text-slate-900">
            Limite por mês (R$)
          </label>
          <input
            id={ids.limit}
            inputMode="decimal"
            value={limit}
            onChange={(event) => setLimit(event.target.value)}
            aria-invalid={error !== undefined}
            aria-describedby={error ? ids.error : undefined}
            className="min-h-10 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm focus-visible:outline-3 focus-visible:outline-indigo-500"
            placeholder="800,00"
          />
        </div>
        <Button type="submit" disabled={saving}>
          Definir orçamento
        </Button>
        {error && (
          <p id={ids.error} className="text-sm font-medium text-red-700 sm:col-span-3" role="alert">
            {error}
          </p>
        )}
      </form>
    </Card>
  );
}
