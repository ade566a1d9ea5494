import type { CategoryNumber } from '../categories.ts';
import type { Cadence, TransactionKind } from './types.ts';

/** How the app and the downloads name each kind of line (pt-BR). */
export const KIND_LABELS: Readonly<Record<TransactionKind, string>> = {
  spending: 'Gasto',
  income: 'Receita',
  refund: 'Estorno',
  ownMovement: 'Movimentação própria',
};

/** How the app names each cadence of a recurring charge (pt-BR). */
export const CADENCE_LABELS: Readonly<Record<Cadence, string>> = {
  weekly: 'semanal',
  biweekly: 'quinzenal',
  monthly: 'mensal',
  quarterly: 'trimestral',
  yearly: 'anual',
};

/** A category as the user reads it: a custom list's with its number, `Mercado (7)`. */
export const categoryLabel = (category: string, categoryNumber?: CategoryNumber | null): string =>
  categoryNumber === undefined || categoryNumber === null ? category : `${category} (${categoryNumber})`;

/** One key per category of any list (the same name in two lists, or in a list and the defaults, are two). */
export const categoryKey = (category: string, categoryNumber?: CategoryNumber | null): string =>
  `${category}\u0000${categoryNumber ?? ''}`;

const MONTH_NAMES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** `2026-08` → `ago/2026`. */
export function monthLabel(month: string): string {
  const [year, mon] = month.split('-');
  return `${MONTH_NAMES[Number(mon) - 1] ?? mon}/${year}`;
}
