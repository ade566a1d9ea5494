import type { MoneyResponse, MoneySettings } from '#shared/api/schemas';
import { CADENCE_LABELS } from '#shared/ledger/labels';
import { formatDateBr, formatMoney } from '#shared/statements/values';
import { Card } from '@/components/ui/card';

/** Charges that come back (subscriptions, bills), what they cost per month, and the way to dismiss one. */
export function RecurringCard({
  money,
  onSave,
}: {
  money: MoneyResponse;
  onSave: (settings: MoneySettings) => Promise<boolean>;
}) {
  const total = money.recurring.reduce((sum, charge) => sum + charge.monthlyCents, 0);
  return (
    <Card className="flex flex-col gap-4" data-testid="recurring">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Gastos recorrentes</h2>
        {money.recurring.length > 0 && (
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{formatMoney(total)}</span> por mês
          </p>
        )}
      </div>
      {money.recurring.length === 0 ? (
        <p className="text-sm text-slate-700">
          Nenhum gasto recorrente encontrado: eles aparecem depois de três cobranças regulares do mesmo
          estabelecimento.
        </p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-max text-sm">
            <caption className="sr-only">Gastos recorrentes</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-700">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Estabelecimento
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Frequência
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Valor
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Última
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Próxima
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Por mês
                </th>
                <th scope="col" className="py-2 pl-3">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {money.recurring.map((charge) => (
                <tr key={charge.key} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                    {charge.merchant}
                    <span className="block text-xs font-normal text-slate-600">{charge.category}</span>
                  </th>
                  <td className="px-3 py-2 text-slate-800">{CADENCE_LABELS[charge.cadence]}</td>
                  <td className="px-3 py-2 text-right tabular-nums text-slate-900">
                    {formatMoney(charge.amountCents)}
                  </td>
                  <td className="px-3 py-2 text-slate-800">{formatDateBr(charge.lastDate)}</td>
                  <td className="px-3 py-2 text-slate-800">{formatDateBr(charge.nextDate)}</td>
                  <td className="px-3 py-2 text-right tabular-nums text-slate-900">
                    {formatMoney(charge.monthlyCents)}
                  </td>
                  <td className="py-2 pl-3 text-right">
                    <button
                      type="button"
                      className="rounded-md px-2 py-1 text-sm font-medium text-indigo-800 hover:bg-indigo-50 focus-visible:outline-3 focus-visible:outline-indigo-500"
                      aria-label={`Não é recorrente: ${charge.merchant}`}
                      onClick={() =>
                        void onSave({
                          ...money.settings,
                          dismissed: [...money.settings.dismissed, charge.key],
                        })
                      }
                    >
                      Não é recorrente
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
