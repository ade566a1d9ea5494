import type { MoneyResponse } from '#shared/api/schemas';
import { categoryLabel, monthLabel } from '#shared/ledger/labels';

/** Categories the chart shows by name; the others are stacked as one. */
export const CHART_CATEGORIES = 6;
export const OTHERS = 'Demais categorias';

/** Chart colours (hex: the chart draws SVG), the default categories in the hues of their badges. */
const DEFAULT_COLORS: Record<string, string> = {
  Alimentação: '#f97316',
  Transporte: '#0ea5e9',
  Compras: '#ec4899',
  Saúde: '#10b981',
  Viagem: '#8b5cf6',
  Assinaturas: '#f59e0b',
  Outros: '#64748b',
};
const PALETTE = ['#6366f1', '#14b8a6', '#e11d48', '#84cc16', '#a855f7', '#0891b2', '#ca8a04'];

export interface ChartSeries {
  readonly key: string;
  readonly label: string;
  readonly color: string;
}

export interface ChartData {
  readonly series: ChartSeries[];
  /** One row per month: `month` (label), then reais per series key. */
  readonly rows: Record<string, string | number>[];
}

/** The months' spending per category, the largest categories by name and the rest together. */
export function chartData(months: MoneyResponse['months']): ChartData {
  const totals = new Map<string, number>();
  for (const month of months) {
    for (const entry of month.categories) {
      const label = categoryLabel(entry.category, entry.categoryNumber);
      totals.set(label, (totals.get(label) ?? 0) + Math.max(0, entry.spendingCents));
    }
  }
  const ranked = [...totals].filter(([, cents]) => cents > 0).sort((a, b) => b[1] - a[1]);
  const named = ranked.slice(0, CHART_CATEGORIES).map(([label]) => label);
  const rest = ranked.length > CHART_CATEGORIES;
  let spare = 0;
  const series: ChartSeries[] = named.map((label) => ({
    key: label,
    label,
    color: DEFAULT_COLORS[label] ?? (PALETTE[spare++ % PALETTE.length] as string),
  }));
  if (rest) series.push({ key: OTHERS, label: OTHERS, color: '#94a3b8' });
  const rows = months.map((month) => {
    const row: Record<string, string | number> = { month: monthLabel(month.month) };
    for (const { key } of series) row[key] = 0;
    for (const entry of month.categories) {
      const label = categoryLabel(entry.category, entry.categoryNumber);
      const key = named.includes(label) ? label : OTHERS;
      if (entry.spendingCents > 0 && key in row) row[key] = (row[key] as number) + entry.spendingCents / 100;
    }
    return row;
  });
  return { series, rows };
}
