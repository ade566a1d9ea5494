import { foldCase } from '#shared/fold';

/** Badge colours of the seven default categories (spec §3); any other category takes the Outros colour. */
export const CATEGORY_COLORS = {
  Alimentação: 'bg-orange-100 text-orange-900 ring-orange-300',
  Transporte: 'bg-sky-100 text-sky-900 ring-sky-300',
  Compras: 'bg-pink-100 text-pink-900 ring-pink-300',
  Saúde: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  Viagem: 'bg-violet-100 text-violet-900 ring-violet-300',
  Assinaturas: 'bg-amber-100 text-amber-900 ring-amber-300',
  Outros: 'bg-slate-100 text-slate-800 ring-slate-300',
} as const;

/** Bar colours for the per-category chart, in the same hues. */
export const CATEGORY_BAR_COLORS: Record<keyof typeof CATEGORY_COLORS, string> = {
  Alimentação: 'bg-orange-500',
  Transporte: 'bg-sky-500',
  Compras: 'bg-pink-500',
  Saúde: 'bg-emerald-500',
  Viagem: 'bg-violet-500',
  Assinaturas: 'bg-amber-500',
  Outros: 'bg-slate-500',
};

const BY_KEY = new Map(
  (Object.keys(CATEGORY_COLORS) as (keyof typeof CATEGORY_COLORS)[]).map((name) => [foldCase(name), name]),
);

/** The default category whose colour a category name takes: itself when default, else Outros. */
export function colorKey(category: string): keyof typeof CATEGORY_COLORS {
  return BY_KEY.get(foldCase(category)) ?? 'Outros';
}

export function categoryBadgeClass(category: string): string {
  return CATEGORY_COLORS[colorKey(category)];
}

export function categoryBarClass(category: string): string {
  return CATEGORY_BAR_COLORS[colorKey(category)];
}
