import { Upload } from 'lucide-react';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { MoneyResponse, MoneySettings } from '#shared/api/schemas';
import type { CategoryNumber } from '#shared/categories';
import { monthLabel } from '#shared/ledger/labels';
import { addMonths } from '#shared/ledger/types';
import { formatMoney } from '#shared/statements/values';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { preloadable } from '@/lib/preloadable';
import { getMoney, getMoneyLines, type MoneyFilters, putMoneySettings } from '../api/money-api';
import { chartData } from '../model/chart-data';
import {
  accountantFile,
  type DownloadFormat,
  linesTable,
  monthsTable,
  resultTable,
  saveTable,
} from '../model/downloads';
import { BudgetsCard } from './budgets-card';
import { CategoryLines } from './category-lines';
import { DownloadMenu } from './download-menu';
import { DreCard } from './dre-card';
import { InstallmentsCard } from './installments-card';
import { MonthTable } from './month-table';
import { RecurringCard } from './recurring-card';

/** The months' downloads: the period's transactions, and the month × category table. */
const MONTH_DOWNLOADS = [
  { what: 'lines', format: 'csv', label: 'Transações (CSV)' },
  { what: 'lines', format: 'xlsx', label: 'Transações (Excel)' },
  { what: 'table', format: 'csv', label: 'Tabela (CSV)' },
  { what: 'table', format: 'xlsx', label: 'Tabela (Excel)' },
] as const;

/** The chart's code (recharts), fetched as the page opens, alongside its data, not after it. */
const moneyChart = preloadable(() => import('./money-chart').then((module) => module.default));

/** A cell the user opened: a category's lines in a month. */
export interface OpenCell {
  readonly month: string;
  readonly category: string;
  readonly categoryNumber: CategoryNumber | null;
}

/** Every month from `from` to `to` (yyyy-mm). */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to && months.length < 600; month = addMonths(month, 1)) months.push(month);
  return months;
}

const difference = (cents: number, base: number | null) => {
  if (base === null || base === 0) return undefined;
  const change = Math.round(((cents - base) / base) * 100);
  return `${change > 0 ? '+' : ''}${change}%`;
};

/** `/dinheiro`: the user's money over time, across uploads and accounts. */
export function MoneyPage() {
  const [filters, setFilters] = useState<MoneyFilters>({});
  const [money, setMoney] = useState<MoneyResponse | undefined>();
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const [open, setOpen] = useState<OpenCell | undefined>();
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  useEffect(() => {
    moneyChart.preload().catch(() => undefined); // a failed load shows in the Suspense below, on render
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same filters again after a change
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    getMoney(filters, controller.signal)
      .then((answer) => {
        setMoney(answer);
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        toast.error('Erro ao carregar seu dinheiro', { description: errorText(error) });
        setFailed(true);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [filters, reloads]);

  const chart = useMemo(() => (money ? chartData(money.months) : undefined), [money]);
  const MoneyChart = moneyChart.component();

  const saveSettings = useCallback(
    async (settings: MoneySettings) => {
      try {
        await putMoneySettings(settings);
        reload();
        return true;
      } catch (error) {
        toast.error('Não foi possível salvar', { description: errorText(error) });
        return false;
      }
    },
    [reload],
  );

  if (failed && !money) {
    return <p className="text-slate-700">Não foi possível carregar seu dinheiro. Recarregue a página.</p>;
  }
  if (!money) {
    return (
      <p className="flex items-center gap-2 text-slate-700" role="status">
        <Spinner /> Carregando seu histórico...
      </p>
    );
  }
  if (!money.span) {
    return (
      <Card className="flex flex-col items-start gap-3" data-testid="money-empty">
        <h2 className="text-lg font-semibold text-slate-900">Seu histórico ainda está vazio</h2>
        <p className="text-slate-700">
          Envie extratos ou faturas (OFX, Nubank, Inter ou qualquer CSV com data e valor). Cada transação
          entra no seu histórico uma vez, e aqui você vê para onde foi o dinheiro mês a mês, suas assinaturas,
          parcelas e orçamentos.
        </p>
        <ButtonLink to={paths.upload.getHref()}>
          <Upload className="size-4" aria-hidden /> Enviar um extrato
        </ButtonLink>
      </Card>
    );
  }

  const span = money.span;
  const allMonths = monthsBetween(span.from, span.to);
  const monthOptions = allMonths.map((month) => ({ value: month, label: monthLabel(month) }));
  const latest = money.months.at(-1);
  const download = async (what: 'lines' | 'table' | 'dre' | 'accountant', format: DownloadFormat) => {
    try {
      const period = `${money.from ?? span.from}_${money.to ?? span.to}`;
      if (what === 'table') {
        await saveTable(monthsTable(money.months), `categorias_por_mes_${period}`, format);
        return;
      }
      if (what === 'dre') {
        if (money.dre) await saveTable(resultTable(money.dre), `dre_${period}`, format);
        return;
      }
      const answer = await getMoneyLines({
        from: money.from ?? undefined,
        to: money.to ?? undefined,
        account: filters.account,
      });
      if (what === 'accountant') {
        await saveTable(accountantFile(answer.lines, money.accounts), `contador_${period}`, format);
        return;
      }
      await saveTable(linesTable(answer.lines, money.accounts), `transacoes_${period}`, format);
    } catch (error) {
      toast.error('Não foi possível baixar', { description: errorText(error) });
    }
  };

  return (
    <div className="flex flex-col gap-6" aria-busy={loading}>
      <Card className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="De"
          options={monthOptions}
          value={money.from ?? span.from}
          onChange={(event) =>
            setFilters((current) => ({ ...current, from: event.target.value, to: money.to ?? span.to }))
          }
        />
        <SelectField
          label="Até"
          options={monthOptions}
          value={money.to ?? span.to}
          onChange={(event) =>
            setFilters((current) => {
              const to = event.target.value;
              const from = current.from ?? money.from ?? span.from;
              return { ...current, to, from: from > to ? to : from };
            })
          }
        />
        <SelectField
          label="Conta"
          options={[
            { value: '', label: 'Todas as contas' },
            ...money.accounts.map((account) => ({ value: account.id, label: account.name })),
          ]}
          value={filters.account ?? ''}
          onChange={(event) =>
            setFilters((current) => ({ ...current, account: event.target.value || undefined }))
          }
        />
      </Card>

      {latest && (
        <section aria-labelledby="month-summary" className="grid gap-4 sm:grid-cols-3">
          <h2 id="month-summary" className="sr-only">
            Resumo de {monthLabel(latest.month)}
          </h2>
          <Card data-testid="month-spending">
            <p className="text-sm font-semibold text-slate-700">Gastos em {monthLabel(latest.month)}</p>
            <p className="mt-2 text-2xl font-bold text-slate-900">{formatMoney(latest.spendingCents)}</p>
            <p className="mt-1 text-sm text-slate-600">
              {difference(latest.spendingCents, latest.previousCents) ?? '—'} vs. mês anterior ·{' '}
              {difference(latest.spendingCents, latest.average3Cents) ?? '—'} vs. média de 3 meses
            </p>
          </Card>
          <Card data-testid="month-income">
            <p className="text-sm font-semibold text-slate-700">Receitas em {monthLabel(latest.month)}</p>
            <p className="mt-2 text-2xl font-bold text-slate-900">{formatMoney(latest.incomeCents)}</p>
            <p className="mt-1 text-sm text-slate-600">
              Fora dos totais: {formatMoney(latest.ownMovementCents)} entre suas contas, faturas e
              investimentos
            </p>
          </Card>
          <Card data-testid="month-net">
            <p className="text-sm font-semibold text-slate-700">Saldo de {monthLabel(latest.month)}</p>
            <p
              className={`mt-2 text-2xl font-bold ${latest.netCents < 0 ? 'text-red-700' : 'text-emerald-800'}`}
            >
              {formatMoney(latest.netCents)}
            </p>
            <p className="mt-1 text-sm text-slate-600">Receitas menos gastos</p>
          </Card>
        </section>
      )}

      {money.dre && money.dre.length > 0 && <DreCard dre={money.dre} onDownload={download} />}

      <Card className="flex flex-col gap-4" data-testid="months">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Gastos por mês e categoria</h2>
          <DownloadMenu legend="Baixar" items={MONTH_DOWNLOADS} onDownload={download} />
        </div>
        {chart && chart.rows.length > 0 ? (
          <Suspense
            fallback={
              <p className="flex h-72 items-center justify-center gap-2 text-slate-700">
                <Spinner /> Carregando o gráfico...
              </p>
            }
          >
            <MoneyChart data={chart} />
          </Suspense>
        ) : (
          <p className="text-slate-700">Nenhuma transação no período e na conta escolhidos.</p>
        )}
        <MonthTable months={money.months} onOpen={setOpen} open={open} />
      </Card>

      {open && (
        <CategoryLines
          cell={open}
          account={filters.account}
          months={money.months}
          onClose={() => setOpen(undefined)}
          onChanged={reload}
        />
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <BudgetsCard money={money} onSave={saveSettings} />
        <InstallmentsCard installments={money.installments} />
      </div>
      <RecurringCard money={money} onSave={saveSettings} />
    </div>
  );
}
