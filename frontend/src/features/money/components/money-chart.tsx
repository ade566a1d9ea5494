import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '#shared/statements/values';
import type { ChartData } from '../model/chart-data';

const AXIS = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Spending per month, stacked by category (recharts, loaded with this page only). The table below it says the
 * same in words: the chart is hidden from screen readers.
 */
export default function MoneyChart({ data }: { data: ChartData }) {
  return (
    <div className="h-72 w-full sm:h-80" aria-hidden data-testid="money-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          // A new set of categories draws a new chart: recharts keeps stale stacks when its bars are reordered.
          key={data.series.map((series) => series.key).join('\u0000')}
          data={data.rows}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          // Hidden from screen readers, so not reachable by the keyboard either (axe: aria-hidden-focus); the
          // table below is the chart's accessible form.
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="month" tick={{ fontSize: 12, fill: '#334155' }} />
          <YAxis
            tickFormatter={(value: number) => AXIS.format(value)}
            tick={{ fontSize: 12, fill: '#334155' }}
            width="auto"
          />
          <Tooltip formatter={(value) => formatMoney(Math.round(Number(value) * 100))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {data.series.map((series) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={series.label}
              stackId="gastos"
              fill={series.color}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
