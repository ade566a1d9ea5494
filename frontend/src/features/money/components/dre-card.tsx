import type { CSSProperties } from 'react';
import type { MoneyResponse } from '#shared/api/schemas';
import { dreTable } from '#shared/ledger/dre';
import { formatMoney } from '#shared/statements/values';
import { Card } from '@/components/ui/card';
import type { DownloadFormat } from '../model/downloads';
import { DownloadMenu } from './download-menu';
import { MonthColumnsTable } from './month-columns-table';

export type DreDownload = 'dre' | 'accountant';

/** The result's downloads: the DRE, and the accountant's file of the period's lines. */
const DRE_DOWNLOADS = [
  { what: 'dre', format: 'csv', label: 'DRE (CSV)' },
  { what: 'dre', format: 'xlsx', label: 'DRE (Excel)' },
  { what: 'accountant', format: 'csv', label: 'Arquivo para o contador (CSV)' },
  { what: 'accountant', format: 'xlsx', label: 'Arquivo para o contador (Excel)' },
] as const;

/**
 * A company's month as its accountant reads it (DRE): revenue, the taxes on it, costs, expenses by group, the
 * financial result and the result, each account with its code; what is no result (transfers between the company's
 * accounts, investments, loans, profits paid out) below, apart. The rows are the download's (shared/ledger/dre.ts).
 *
 * Every month a column from `md` up; on a phone one month at a time, picked in 'Mês', beside the accounts, whose
 * names wrap (MonthColumnsTable).
 */
export function DreCard({
  dre,
  onDownload,
}: {
  dre: NonNullable<MoneyResponse['dre']>;
  onDownload: (what: DreDownload, format: DownloadFormat) => Promise<void>;
}) {
  const table = dreTable(dre);
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
        <DownloadMenu legend="Baixar o resultado" items={DRE_DOWNLOADS} onDownload={onDownload} />
      </div>
      <MonthColumnsTable
        months={dre.map((month) => month.month)}
        caption={{
          every: 'Resultado de cada mês por conta do plano de contas',
          one: (month) => `Resultado de ${month} por conta do plano de contas`,
        }}
        testId="dre-table"
      >
        {(monthColumn) => (
          <>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-700">
                {table.header.map((name, k) => (
                  <th
                    key={name}
                    scope="col"
                    className={
                      k === 0
                        ? 'sticky left-0 bg-white py-2 pr-4 font-semibold'
                        : `px-3 py-2 text-right font-semibold whitespace-nowrap max-md:pr-0 ${monthColumn(k - 1)}`
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
                      // The row's weight (a total's semibold), and a step of indent per level, half as deep on a phone.
                      className="sticky left-0 bg-white py-1.5 pr-4 pl-[calc(var(--level)*1rem)] text-left [font-weight:inherit] max-md:pr-3 max-md:pl-[calc(var(--level)*0.5rem)] max-md:wrap-anywhere"
                      style={{ '--level': depth / 2 } as CSSProperties}
                    >
                      {label.trim()}
                    </th>
                    {row.slice(1).map((cell, k) => {
                      const cents = typeof cell === 'string' ? 0 : cell.cents;
                      return (
                        <td
                          key={table.header[k + 1]}
                          className={`px-3 py-1.5 text-right whitespace-nowrap tabular-nums max-md:pr-0 ${cents < 0 ? 'text-red-700' : ''} ${monthColumn(k)}`}
                        >
                          {typeof cell === 'string' ? cell : formatMoney(cell.cents)}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </>
        )}
      </MonthColumnsTable>
    </Card>
  );
}
