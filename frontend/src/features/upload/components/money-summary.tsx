import { useId } from 'react';
import type { CategorizedTransaction } from '#shared/api/schemas';
import { summarizeMoney } from '#shared/statements/money';
import { formatMoney } from '#shared/statements/values';
import { Card } from '@/components/ui/card';
import { CategoryBadge } from '@/components/ui/category-badge';
import { categoryBarClass } from '@/components/ui/category-colors';

const MONTH = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/**
 * 'Para onde foi o dinheiro' (a statement's results): money out and in, per category with its count, card-bill
 * payments and own transfers apart (not spending), and money out per month when the file spans months.
 */
export function MoneySummary({ items }: { items: readonly CategorizedTransaction[] }) {
  const id = useId();
  const summary = summarizeMoney(items);
  const max = Math.max(1, ...summary.categories.map((c) => c.outCents));
  const maxMonth = Math.max(1, ...summary.months.map((m) => m.outCents));
  // Card-bill payments and own transfers apart: shown when the file has any (never "0 · R$ 0,00").
  const own = summary.ownMovements.count > 0;
  return (
    <Card data-testid="money-summary">
      <h2 id={`${id}-money`} className="text-lg font-semibold text-slate-900">
        Para onde foi o dinheiro
      </h2>
      <dl className={`mt-4 grid gap-3 ${own ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">Saídas</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums" data-testid="money-out">
            {formatMoney(-summary.outCents)}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">Entradas</dt>
          <dd className="text-xl font-bold text-emerald-700 tabular-nums" data-testid="money-in">
            {formatMoney(summary.inCents)}
          </dd>
        </div>
        {own && (
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">
              Pagamentos de fatura, entre contas e investimentos (fora dos totais)
            </dt>
            <dd className="text-xl font-bold text-slate-700 tabular-nums" data-testid="money-own">
              {summary.ownMovements.count} · {formatMoney(summary.ownMovements.cents)}
            </dd>
          </div>
        )}
      </dl>
      <div className="relative mt-5 overflow-x-auto">
        <table className="w-full text-left text-sm" aria-labelledby={`${id}-money`} data-testid="money-table">
          <thead className="text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-2 font-semibold">
                Categoria
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right font-semibold sm:table-cell">
                Qtd.
              </th>
              <th scope="col" className="hidden w-1/3 px-2 py-2 sm:table-cell">
                <span className="sr-only">Proporção das saídas</span>
              </th>
              <th scope="col" className="px-1 py-2 text-right font-semibold sm:px-2">
                Saídas
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-semibold">
                Entradas
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.categories.map((entry) => (
              <tr key={entry.category} className="border-t border-slate-100">
                <td className="py-2 pr-2 [overflow-wrap:anywhere]">
                  <CategoryBadge category={entry.category} number={entry.categoryNumber} />
                  <span className="mt-0.5 block text-xs text-slate-600 sm:hidden">
                    {entry.count} {entry.count === 1 ? 'transação' : 'transações'}
                  </span>
                </td>
                <td className="hidden px-2 py-2 text-right tabular-nums sm:table-cell">{entry.count}</td>
                <td className="hidden px-2 py-2 sm:table-cell" aria-hidden="true">
                  <span className="block h-3 overflow-hidden rounded-full bg-slate-100">
                    <span
                      className={`block h-full rounded-full ${categoryBarClass(entry.category)}`}
                      style={{ width: `${(entry.outCents / max) * 100}%` }}
                    />
                  </span>
                </td>
                <td className="px-1 py-2 text-right whitespace-nowrap tabular-nums sm:px-2">
                  {entry.outCents > 0 ? formatMoney(-entry.outCents) : '—'}
                </td>
                <td className="py-2 pl-1 text-right whitespace-nowrap text-emerald-700 tabular-nums sm:pl-2">
                  {entry.inCents > 0 ? formatMoney(entry.inCents) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {summary.months.length > 1 && (
        <>
          <h3 id={`${id}-months`} className="mt-6 font-semibold text-slate-900">
            Saídas por mês
          </h3>
          <ul
            className="mt-3 flex flex-col gap-2"
            aria-labelledby={`${id}-months`}
            data-testid="money-months"
          >
            {summary.months.map((entry) => (
              <li key={entry.month} className="grid grid-cols-[5.5rem_1fr_auto] items-center gap-3 text-sm">
                <span className="whitespace-nowrap text-slate-700">{monthLabel(entry.month)}</span>
                <span className="h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <span
                    className="block h-full rounded-full bg-indigo-600"
                    style={{ width: `${(entry.outCents / maxMonth) * 100}%` }}
                  />
                </span>
                <span className="text-right tabular-nums">{formatMoney(-entry.outCents)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
