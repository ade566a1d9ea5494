import { Download, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import type { CategorizedTransaction } from '#shared/api/schemas';
import { exportCsv, exportFileName, exportStatementCsv, UTF8_BOM } from '#shared/csv/export';
import { formatDateBr } from '#shared/statements/values';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CategoryBadge } from '@/components/ui/category-badge';
import { categoryBarClass } from '@/components/ui/category-colors';
import { downloadText } from '@/lib/files';
import { summarizeCategories } from '../model/category-summary';
import { formatMoney, MoneySummary } from './money-summary';

/** 'Resultados da Categorização': summary with a bar chart, the table, download and start over (spec §2). */
export function ResultsView({
  items,
  filename,
  onReset,
}: {
  items: readonly CategorizedTransaction[];
  filename?: string | undefined;
  onReset: () => void;
}) {
  const id = useId();
  const summary = summarizeCategories(items);
  const max = Math.max(1, ...summary.map((s) => s.count));
  // An imported statement: every line has its date and amount, shown and downloaded with it.
  const statement =
    items.length > 0 && items.every((item) => item.date !== undefined && item.amountCents !== undefined);

  const download = () => {
    const text = statement
      ? exportStatementCsv(
          items.map((item) => ({
            date: item.date as string,
            description: item.description,
            amountCents: item.amountCents as number,
            category: item.category,
            ...(item.categoryNumber === undefined ? {} : { categoryNumber: item.categoryNumber }),
          })),
        )
      : exportCsv(items);
    downloadText(exportFileName(), UTF8_BOM + text);
    toast.success('Download iniciado', { description: 'Arquivo CSV categorizado baixado com sucesso.' });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Resultados da Categorização</h1>
          <p className="mt-1 text-sm break-all text-slate-600">
            {filename ? `${filename} · ` : ''}
            {items.length} transações
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={download}>
            <Download className="size-4" aria-hidden />
            Baixar CSV
          </Button>
          <Button variant="outline" onClick={onReset}>
            <RotateCcw className="size-4" aria-hidden />
            Processar novo arquivo
          </Button>
        </div>
      </div>

      {statement ? (
        <MoneySummary items={items} />
      ) : (
        <Card>
          <h2 id={`${id}-summary`} className="text-lg font-semibold text-slate-900">
            Resumo por categoria
          </h2>
          <ul
            className="mt-4 flex flex-col gap-3"
            aria-labelledby={`${id}-summary`}
            data-testid="category-summary"
          >
            {summary.map((entry) => (
              <li
                key={entry.category}
                className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-3 text-sm"
              >
                <span className="min-w-0 truncate">
                  <CategoryBadge category={entry.category} number={entry.categoryNumber} />
                </span>
                <span className="h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <span
                    className={`block h-full rounded-full ${categoryBarClass(entry.category)}`}
                    style={{ width: `${(entry.count / max) * 100}%` }}
                  />
                </span>
                <span
                  className="text-right font-semibold tabular-nums text-slate-900"
                  data-testid="summary-count"
                >
                  {entry.count}
                  <span className="sr-only"> transações</span>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <Card flush>
        <h2 id={`${id}-table`} className="px-5 pt-5 pb-3 text-lg font-semibold text-slate-900">
          Transações categorizadas
        </h2>
        <div className="max-h-[32rem] overflow-auto">
          <table
            className="w-full text-left text-sm"
            aria-labelledby={`${id}-table`}
            data-testid="results-table"
          >
            <thead className="sticky top-0 border-y border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="w-8 px-2 py-2 font-semibold sm:w-12 sm:px-4">
                  #
                </th>
                {statement && (
                  <th scope="col" className="px-2 py-2 font-semibold sm:px-4">
                    Data
                  </th>
                )}
                <th scope="col" className="px-2 py-2 font-semibold sm:px-4">
                  Transação
                </th>
                {statement && (
                  <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-4">
                    Valor
                  </th>
                )}
                <th scope="col" className="px-2 py-2 font-semibold sm:px-4">
                  Categoria
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered
                <tr key={index} className="border-b border-slate-100 last:border-0">
                  <td className="px-2 py-2 tabular-nums text-slate-600 sm:px-4">{index + 1}</td>
                  {statement && (
                    <td className="px-2 py-2 whitespace-nowrap text-slate-700 tabular-nums sm:px-4">
                      {formatDateBr(item.date as string)}
                    </td>
                  )}
                  <td className="px-2 py-2 text-slate-900 [overflow-wrap:anywhere] sm:px-4">
                    {item.description}
                  </td>
                  {statement && (
                    <td
                      className={`px-2 py-2 text-right whitespace-nowrap tabular-nums sm:px-4 ${(item.amountCents as number) < 0 ? 'text-slate-900' : 'text-emerald-700'}`}
                    >
                      {formatMoney(item.amountCents as number)}
                    </td>
                  )}
                  <td className="px-2 py-2 sm:px-4">
                    <CategoryBadge category={item.category} number={item.categoryNumber} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}
