import type { MoneyResponse } from '#shared/api/schemas';
import { monthLabel } from '#shared/ledger/labels';
import { formatMoney } from '#shared/statements/values';
import { Card } from '@/components/ui/card';

/** What installments still owe: month by month, and per purchase. */
export function InstallmentsCard({ installments }: { installments: MoneyResponse['installments'] }) {
  return (
    <Card className="flex flex-col gap-4" data-testid="installments">
      <h2 className="text-lg font-semibold text-slate-900">Parcelas a pagar</h2>
      {installments.upcoming.length === 0 ? (
        <p className="text-sm text-slate-700">Nenhuma compra parcelada em aberto nas suas faturas.</p>
      ) : (
        <>
          <ul className="flex flex-wrap gap-2" aria-label="Parcelas por mês">
            {installments.upcoming.slice(0, 12).map((month) => (
              <li key={month.month} className="rounded-lg bg-slate-100 px-3 py-2 text-sm">
                <span className="block text-slate-700">{monthLabel(month.month)}</span>
                <span className="font-semibold tabular-nums text-slate-900">{formatMoney(month.cents)}</span>
              </li>
            ))}
          </ul>
          <ul className="divide-y divide-slate-100" aria-label="Compras parceladas">
            {installments.purchases.map((purchase) => (
              <li
                key={`${purchase.merchant}-${purchase.lastDate}-${purchase.of}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm"
              >
                <span className="min-w-0 font-medium text-slate-900 wrap-anywhere">{purchase.merchant}</span>
                <span className="text-slate-700">
                  parcela {purchase.installment}/{purchase.of} de {formatMoney(purchase.amountCents)} · faltam{' '}
                  {purchase.remaining} ({formatMoney(purchase.remainingCents)})
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
