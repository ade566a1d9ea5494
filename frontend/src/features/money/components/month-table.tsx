import { useLayoutEffect, useRef } from 'react';
import type { MoneyResponse } from '#shared/api/schemas';
import type { CategoryNumber } from '#shared/categories';
import { categoryKey, categoryLabel, monthLabel } from '#shared/ledger/labels';
import { formatMoney } from '#shared/statements/values';
import type { OpenCell } from './money-page';

/**
 * The month × category table: the chart's numbers in words (its accessible alternative), and the way into a
 * cell's lines. Categories down, months across; the table scrolls sideways on a phone.
 */
export function MonthTable({
  months,
  open,
  onOpen,
}: {
  months: MoneyResponse['months'];
  open: OpenCell | undefined;
  onOpen: (cell: OpenCell) => void;
}) {
  const categories = new Map<
    string,
    { category: string; categoryNumber: CategoryNumber | null; total: number }
  >();
  for (const month of months) {
    for (const entry of month.categories) {
      const key = categoryKey(entry.category, entry.categoryNumber);
      const row = categories.get(key) ?? {
        category: entry.category,
        categoryNumber: entry.categoryNumber,
        total: 0,
      };
      row.total += entry.spendingCents;
      categories.set(key, row);
    }
  }
  // Categories of spending (income is its own row below): the largest first.
  const rows = [...categories.values()].filter((row) => row.total !== 0).sort((a, b) => b.total - a.total);
  const scroller = useRef<HTMLDivElement>(null);
  // The latest month first in view: on a phone the table scrolls sideways from its end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolled again whenever the months shown change
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [months]);
  const cell = (month: MoneyResponse['months'][number], key: string) =>
    month.categories.find((entry) => categoryKey(entry.category, entry.categoryNumber) === key);
  if (months.length === 0) return null;
  return (
    <div className="relative overflow-x-auto" data-testid="month-table" ref={scroller}>
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">
          Gastos por categoria em cada mês, com receitas e saldo; escolha um valor para ver suas transações
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-700">
            <th scope="col" className="sticky left-0 bg-white py-2 pr-4 font-semibold">
              Categoria
            </th>
            {months.map((month) => (
              <th key={month.month} scope="col" className="px-3 py-2 text-right font-semibold">
                {monthLabel(month.month)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = categoryKey(row.category, row.categoryNumber);
            const name = categoryLabel(row.category, row.categoryNumber);
            return (
              <tr key={key} className="border-b border-slate-100">
                <th
                  scope="row"
                  className="sticky left-0 bg-white py-1.5 pr-4 text-left font-medium text-slate-900"
                >
                  {name}
                </th>
                {months.map((month) => {
                  const entry = cell(month, key);
                  const selected =
                    open?.month === month.month &&
                    open.category === row.category &&
                    open.categoryNumber === row.categoryNumber;
                  return (
                    <td key={month.month} className="px-1 py-1 text-right tabular-nums">
                      {entry && entry.count > 0 ? (
                        <button
                          type="button"
                          aria-pressed={selected}
                          aria-label={`${name} em ${monthLabel(month.month)}: ${formatMoney(entry.spendingCents)}, ${entry.count} ${entry.count === 1 ? 'transação' : 'transações'}`}
                          className={`w-full rounded-md px-2 py-1 text-right hover:bg-indigo-50 focus-visible:outline-3 focus-visible:outline-indigo-500 ${selected ? 'bg-indigo-100 font-semibold text-indigo-950' : 'text-slate-900'}`}
                          onClick={() =>
                            onOpen({
                              month: month.month,
                              category: row.category,
                              categoryNumber: row.categoryNumber,
                            })
                          }
                        >
                          {formatMoney(entry.spendingCents || entry.incomeCents)}
                        </button>
                      ) : (
                        <span className="px-2 text-slate-400">—</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
        <tfoot className="text-slate-900">
          <tr className="border-t-2 border-slate-200 font-semibold">
            <th scope="row" className="sticky left-0 bg-white py-2 pr-4 text-left">
              Total de gastos
            </th>
            {months.map((month) => (
              <td
                key={month.month}
                className="px-3 py-2 text-right tabular-nums"
                data-testid={`total-${month.month}`}
              >
                {formatMoney(month.spendingCents)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="sticky left-0 bg-white py-1.5 pr-4 text-left font-medium">
              Receitas
            </th>
            {months.map((month) => (
              <td key={month.month} className="px-3 py-1.5 text-right tabular-nums">
                {formatMoney(month.incomeCents)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="sticky left-0 bg-white py-1.5 pr-4 text-left font-medium">
              Saldo do mês
            </th>
            {months.map((month) => (
              <td
                key={month.month}
                className={`px-3 py-1.5 text-right tabular-nums ${month.netCents < 0 ? 'text-red-700' : 'text-emerald-800'}`}
              >
                {formatMoney(month.netCents)}
              </td>
            ))}
          </tr>
          <tr className="text-slate-700">
            <th scope="row" className="sticky left-0 bg-white py-1.5 pr-4 text-left font-medium">
              Gastos do mês anterior
            </th>
            {months.map((month) => (
              <td key={month.month} className="px-3 py-1.5 text-right tabular-nums">
                {month.previousCents === null ? '—' : formatMoney(month.previousCents)}
              </td>
            ))}
          </tr>
          <tr className="text-slate-700">
            <th scope="row" className="sticky left-0 bg-white py-1.5 pr-4 text-left font-medium">
              Média dos 3 meses anteriores
            </th>
            {months.map((month) => (
              <td key={month.month} className="px-3 py-1.5 text-right tabular-nums">
                {month.average3Cents === null ? '—' : formatMoney(month.average3Cents)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
