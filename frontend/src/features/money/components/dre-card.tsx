import { Download } from 'lucide-react';
import { useState } from 'react';
import type { MoneyResponse } from '#shared/api/schemas';
import { dreTable } from '#shared/ledger/dre';
import { formatMoney } from '#shared/statements/values';
import { Card } from '@/components/ui/card';
import type { DownloadFormat } from '../model/downloads';

export type DreDownload = 'dre' | 'accountant';

/**
 * A company's month as its accountant reads it (DRE): revenue, the taxes on it, costs, expenses by group, the
 * financial result and the result, each account with its code; what is no result (transfers between the company's
 * accounts, investments, loans, profits paid out) below, apart. The rows are the download's (shared/ledger/dre.ts).
 */
export function DreCard({
  dre,
  onDownload,
}: {
  dre: NonNullable<MoneyResponse['dre']>;
  onDownload: (what: DreDownload, format: DownloadFormat) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const table = dreTable(dre);
  const run = (what: DreDownload, format: DownloadFormat) => {
    setBusy(true);
    void onDownload(what, format).finally(() => setBusy(false));
  };
  const item =
    'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-60';
  return (
    <Card className="flex flex-col gap-4" data-testid="dre">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Resultado do mês (DRE)</h2>
          <p className="text-sm text-slate-600">
            Pelas contas do seu plano de contas. Transferências entre contas da empresa, aplicações,
            empréstimos e lucros distribuídos ficam fora do resultado.
          </p>
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Baixar o resultado</legend>
          <button type="button" className={item} disabled={busy} onClick={() => run('dre', 'csv')}>
            <Download className="size-4" aria-hidden /> DRE (CSV)
          </button>
          <button type="button" className={item} disabled={busy} onClick={() => run('dre', 'xlsx')}>
            <Download className="size-4" aria-hidden /> DRE (Excel)
          </button>
          <button type="button" className={item} disabled={busy} onClick={() => run('accountant', 'csv')}>
            <Download className="size-4" aria-hidden /> Arquivo para o contador (CSV)
          </button>
          <button type="button" className={item} disabled={busy} onClick={() => run('accountant', 'xlsx')}>
            <Download className="size-4" aria-hidden /> Arquivo para o contador (Excel)
          </button>
        </fieldset>
      </div>
      <div className="relative overflow-x-auto" data-testid="dre-table">
        <table className="w-full min-w-max border-collapse text-sm">
          <caption className="sr-only">Resultado de cada mês por conta do plano de contas</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-700">
              {table.header.map((name, k) => (
                <th
                  key={name}
                  scope="col"
                  className={
                    k === 0
                      ? 'sticky left-0 bg-white py-2 pr-4 font-semibold'
                      : 'px-3 py-2 text-right font-semibold'
                  }
                >
                  {k === 0 ? 'Conta' : name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => {
              const label = String(row[0]);
              const depth = label.length - label.trimStart().length;
              const total = depth === 0;
              return (
                <tr
                  key={label}
                  className={`border-b border-slate-100 ${total ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
                >
                  <th
                    scope="row"
                    className="sticky left-0 bg-white py-1.5 pr-4 text-left font-[inherit]"
                    style={{ paddingLeft: `${depth / 2}rem` }}
                  >
                    {label.trim()}
                  </th>
                  {row.slice(1).map((cell, k) => {
                    const cents = typeof cell === 'string' ? 0 : cell.cents;
                    return (
                      <td
                        key={table.header[k + 1]}
                        className={`px-3 py-1.5 text-right tabular-nums ${cents < 0 ? 'text-red-700' : ''}`}
                      >
                        {typeof cell === 'string' ? cell : formatMoney(cell.cents)}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
