import type { MoneyResponse } from '#shared/api/schemas';
import type { CategoryNumber } from '#shared/categories';
import { categoryKey, categoryLabel, monthLabel } from '#shared/ledger/labels';
import { formatMoney } from '#shared/statements/values';
import type { OpenCell } from './money-page';
import { MonthColumnsTable } from './month-columns-table';

/** A row's name: kept in view while the months scroll by; on a phone it wraps beside the month shown. */
const ROW_NAME = 'sticky left-0 bg-white pr-4 text-left max-md:pr-3 max-md:wrap-anywhere';

type Month = MoneyResponse['months'][number];

/** The month's figures under its total of spending: a row each (`muted`, the past months' for comparison). */
const FOOT_ROWS: readonly {
  label: string;
  muted?: true;
  value: (month: Month) => string;
  tone?: (month: Month) => string;
}[] = [
  { label: 'Receitas', value: (month) => formatMoney(month.incomeCents) },
  {
    label: 'Saldo do mês',
    value: (month) => formatMoney(month.netCents),
    tone: (month) => (month.netCents < 0 ? 'text-red-700' : 'text-emerald-800'),
  },
  {
    label: 'Gastos do mês anterior',
    muted: true,
    value: (month) => (month.previousCents === null ? '—' : formatMoney(month.previousCents)),
  },
  {
    label: 'Média dos 3 meses anteriores',
    muted: true,
    value: (month) => (month.average3Cents === null ? '—' : formatMoney(month.average3Cents)),
  },
];

/**
 * The month × category table: the chart's numbers in words (its accessible alternative), and the way into a
 * cell's lines. Categories down, months across, the latest in view; on a phone one month at a time, picked in
 * 'Mês', with the totals of the month shown (MonthColumnsTable).
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
  const cell = (month: Month, key: string) =>
    month.categories.find((entry) => categoryKey(entry.category, entry.categoryNumber) === key);
  if (months.length === 0) return null;
  return (
    <MonthColumnsTable
      months={months.map((month) => month.month)}
      caption={{
        every:
          'Gastos por categoria em cada mês, com receitas e saldo; escolha um valor para ver suas transações',
        one: (month) =>
          `Gastos por categoria em ${month}, com receitas e saldo; escolha um valor para ver suas transações`,
      }}
      testId="month-table"
      latestInView
    >
      {(monthColumn) => {
        /** A total's amount in the k-th month, in line with the categories' (their buttons' padding) on a phone. */
        const total = (k: number, padding = 'py-1.5') =>
          `px-3 ${padding} text-right whitespace-nowrap tabular-nums max-md:pr-2 ${monthColumn(k)}`;
        return (
          <>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-700">
                <th scope="col" className="sticky left-0 bg-white py-2 pr-4 font-semibold">
                  Categoria
                </th>
                {months.map((month, k) => (
                  <th
                    key={month.month}
                    scope="col"
                    className={`px-3 py-2 text-right font-semibold whitespace-nowrap max-md:pr-2 ${monthColumn(k)}`}
                  >
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
                    <th scope="row" className={`${ROW_NAME} py-1.5 font-medium text-slate-900`}>
                      {name}
                    </th>
                    {months.map((month, k) => {
                      const entry = cell(month, key);
                      const selected =
                        open?.month === month.month &&
                        open.category === row.category &&
                        open.categoryNumber === row.categoryNumber;
                      return (
                        <td
                          key={month.month}
                          className={`px-1 py-1 text-right whitespace-nowrap tabular-nums max-md:pr-0 ${monthColumn(k)}`}
                        >
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
                <th scope="row" className={`${ROW_NAME} py-2`}>
                  Total de gastos
                </th>
                {months.map((month, k) => (
                  <td key={month.month} className={total(k, 'py-2')} data-testid={`total-${month.month}`}>
                    {formatMoney(month.spendingCents)}
                  </td>
                ))}
              </tr>
              {FOOT_ROWS.map((foot) => (
                <tr key={foot.label} className={foot.muted ? 'text-slate-700' : undefined}>
                  <th scope="row" className={`${ROW_NAME} py-1.5 font-medium`}>
                    {foot.label}
                  </th>
                  {months.map((month, k) => (
                    <td
                      key={month.month}
                      className={foot.tone ? `${total(k)} ${foot.tone(month)}` : total(k)}
                    >
                      {foot.value(month)}
                    </td>
                  ))}
                </tr>
              ))}
            </tfoot>
          </>
        );
      }}
    </MonthColumnsTable>
  );
}
