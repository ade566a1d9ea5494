import type { MoneyResponse, MoneySettings } from '#shared/api/schemas';
import { CADENCE_LABELS } from '#shared/ledger/labels';
import { formatDateBr, formatMoney } from '#shared/statements/values';
import { Card } from '@/components/ui/card';

type Charge = MoneyResponse['recurring'][number];

/**
 * The charge's details between the merchant and its cost per month: a column each from `md` up, labelled under the
 * merchant on a phone. `amount`: a number, aligned right.
 */
const DETAILS: readonly { label: string; amount?: true; value: (charge: Charge) => string }[] = [
  { label: 'Frequência', value: (charge) => CADENCE_LABELS[charge.cadence] },
  { label: 'Valor', amount: true, value: (charge) => formatMoney(charge.amountCents) },
  { label: 'Última', value: (charge) => formatDateBr(charge.lastDate) },
  { label: 'Próxima', value: (charge) => formatDateBr(charge.nextDate) },
];

/**
 * Charges that come back (subscriptions, bills), what they cost per month, and the way to dismiss one. From `md`
 * up a column each; on a phone the merchant and its cost per month, with the charge's frequency, value, last and
 * next dates under the merchant (labelled) and the action under the cost, so nothing scrolls sideways.
 */
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
          <table className="w-full text-sm md:min-w-max">
            <caption className="sr-only">Gastos recorrentes</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-700">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Estabelecimento
                </th>
                {DETAILS.map((detail) => (
                  <th
                    key={detail.label}
                    scope="col"
                    className={`px-3 py-2 ${detail.amount ? 'text-right ' : ''}font-semibold max-md:hidden`}
                  >
                    {detail.label}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-right font-semibold max-md:pr-0">
                  Por mês
                </th>
                <th scope="col" className="py-2 pl-3 max-md:hidden">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {money.recurring.map((charge) => {
                const dismiss = (className: string) => (
                  <button
                    type="button"
                    className={`rounded-md py-1 text-sm font-medium text-indigo-800 hover:bg-indigo-50 focus-visible:outline-3 focus-visible:outline-indigo-500 ${className}`}
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
                );
                return (
                  <tr key={charge.key} className="border-b border-slate-100">
                    <th
                      scope="row"
                      className="py-2 pr-3 text-left font-medium text-slate-900 max-md:wrap-anywhere"
                    >
                      {charge.merchant}
                      <span className="block text-xs font-normal text-slate-600">{charge.category}</span>
                      {/* On a phone the other columns' values, labelled, under the merchant. */}
                      <dl className="mt-1 flex flex-wrap gap-x-3 text-xs font-normal md:hidden">
                        {DETAILS.map((detail) => (
                          <div key={detail.label} className="whitespace-nowrap">
                            <dt className="mr-1 inline text-slate-600">{detail.label}</dt>
                            <dd className="inline text-slate-900 tabular-nums">{detail.value(charge)}</dd>
                          </div>
                        ))}
                      </dl>
                    </th>
                    {DETAILS.map((detail) => (
                      <td
                        key={detail.label}
                        className={`px-3 py-2 max-md:hidden ${detail.amount ? 'text-right tabular-nums text-slate-900' : 'text-slate-800'}`}
                      >
                        {detail.value(charge)}
                      </td>
                    ))}
                    <td className="px-3 py-2 text-right tabular-nums text-slate-900 max-md:pr-0 max-md:align-top">
                      {formatMoney(charge.monthlyCents)}
                      {/* On a phone the action sits under the amount, its column hidden. */}
                      <span className="mt-1 block md:hidden">{dismiss('whitespace-nowrap')}</span>
                    </td>
                    <td className="py-2 pl-3 text-right max-md:hidden">{dismiss('px-2')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
