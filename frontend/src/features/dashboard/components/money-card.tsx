import { ArrowRight, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MoneyResponse } from '#shared/api/schemas';
import { budgetProgress } from '#shared/ledger/budgets';
import { categoryLabel, monthLabel } from '#shared/ledger/labels';
import { formatMoney } from '#shared/statements/values';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { getMoneySummary } from '../api/money';

/** Budgets shown on the dashboard; the money page shows them all. */
const BUDGETS_SHOWN = 4;

/** What the card says when the ledger has no month yet. */
const NO_MONTH =
  'Envie extratos ou faturas para ver seus gastos mês a mês, assinaturas, parcelas e orçamentos.';

/**
 * The dashboard's way to the money page: the latest month's spending and its budgets. From the first paint its body
 * is a lead line over a large amount ('Carregando seus gastos...' over '…', then 'Gastos em set/2026' over the money), the
 * height every answer fits in (the words for no month yet, or for a failure, take it without the amount): the card
 * does not change height, and move the history below it on a phone, when its answer comes, unless there are budgets
 * to show. The lead is one element whose words change, painted once. The link sits at the card's foot, where the
 * grid's row (on a computer, beside the taller stats) puts it.
 */
export function MoneyCard({ href }: { href: string }) {
  const [money, setMoney] = useState<MoneyResponse | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    getMoneySummary(controller.signal)
      .then(setMoney)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, []);
  const latest = money?.months.at(-1);
  const budgets = latest ? budgetProgress(money?.settings.budgets ?? [], latest.categories) : [];
  const lead = failed
    ? 'Não foi possível carregar agora.'
    : !money
      ? 'Carregando seus gastos...'
      : latest
        ? `Gastos em ${monthLabel(latest.month)}`
        : NO_MONTH;
  const amount = failed ? undefined : !money ? '…' : latest ? formatMoney(latest.spendingCents) : undefined;
  return (
    <Card data-testid="card-money" className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-slate-700">Meu dinheiro</h2>
        <Wallet className="size-4 text-slate-500" aria-hidden />
      </div>
      <div className="flex min-h-16 flex-col gap-3">
        <div>
          <p className="text-sm text-slate-700">{lead}</p>
          {amount !== undefined && <p className="mt-2 text-3xl font-bold text-slate-900">{amount}</p>}
        </div>
        {budgets.slice(0, BUDGETS_SHOWN).map((budget) => {
          const name = categoryLabel(budget.category, budget.categoryNumber);
          return (
            <div key={name} className="flex flex-col gap-1" data-testid="dashboard-budget">
              <p className="flex justify-between gap-2 text-sm">
                <span className="text-slate-900">{name}</span>
                <span className={budget.over ? 'font-semibold text-red-700' : 'text-slate-700'}>
                  {formatMoney(budget.spentCents)} de {formatMoney(budget.limitCents)}
                </span>
              </p>
              <ProgressBar value={budget.ratio * 100} label={`Orçamento de ${name}`} />
            </div>
          );
        })}
      </div>
      <Link
        to={href}
        className="mt-auto inline-flex items-center gap-1 self-start rounded-md text-sm font-semibold text-indigo-800 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-500"
      >
        Ver meu dinheiro <ArrowRight className="size-4" aria-hidden />
      </Link>
    </Card>
  );
}
