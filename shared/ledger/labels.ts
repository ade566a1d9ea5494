import type { Cadence } from './recurring.ts';
import type { TransactionKind } from './types.ts';

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

const MONTH_NAMES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** `2026-08` → `ago/2026`. */
export function monthLabel(month: string): string {
  const [year, mon] = month.split('-');
  return `${MONTH_NAMES[Number(mon) - 1] ?? mon}/${year}`;
}
