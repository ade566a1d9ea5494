import type { LedgerLine } from '#shared/ledger/types';

let lastId = 0;

/** A ledger line for tests: spending on the 'nubank' account unless `extra` says otherwise. */
export function ledgerLine(
  date: string,
  description: string,
  amountCents: number,
  extra: Partial<LedgerLine> = {},
): LedgerLine {
  lastId++;
  return {
    id: `line-${lastId}`,
    date,
    amountCents,
    description,
    category: 'Compras',
    kind: 'spending',
    account: 'nubank',
    ...extra,
  };
}
