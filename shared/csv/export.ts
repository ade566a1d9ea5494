import type { CategorizedTransaction } from '../api/schemas.ts';

/** Byte order mark: Excel needs it to read the UTF-8 file's accents. */
export const UTF8_BOM = '\uFEFF';

const SEPARATOR = ' | ';

/** File name of the download: categorized transactions plus the local date (spec §9). */
export function exportFileName(date: Date = new Date()): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `transacoes_categorizadas_${y}-${m}-${d}.csv`;
}

/**
 * The download's text (spec §9): header 'transação | categoria' (plus '| número' when any item has a
 * category number), rows joined with ' | '. Without the BOM; callers writing a file prepend UTF8_BOM.
 */
export function exportCsv(items: readonly CategorizedTransaction[]): string {
  const withNumbers = items.some((item) => item.categoryNumber !== undefined);
  const header = withNumbers ? ['transação', 'categoria', 'número'] : ['transação', 'categoria'];
  const rows = items.map((item) => {
    const cells = [item.description, item.category];
    if (withNumbers) cells.push(item.categoryNumber === undefined ? '' : String(item.categoryNumber));
    return cells.join(SEPARATOR);
  });
  return `${[header.join(SEPARATOR), ...rows].join('\n')}\n`;
}

/** A sample transactions file, for the 'download example' button and the static format example. */
export const SAMPLE_TRANSACTIONS = [
  'IFOOD *RESTAURANTE SABOR',
  'UBER *TRIP HELP.UBER.COM',
  'POSTO SHELL AV PAULISTA',
  'NETFLIX.COM',
  'DROGASIL 1234',
  'PIX ENVIADO MARIA SILVA',
  'MERCADOLIVRE*VENDEDOR',
  'PADARIA PAO DOURADO',
] as const;

export function sampleTransactionsCsv(): string {
  return `${['transações', ...SAMPLE_TRANSACTIONS].join('\n')}\n`;
}
