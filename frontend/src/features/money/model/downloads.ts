import type { Account, LedgerLineWire, MoneyResponse } from '#shared/api/schemas';
import { describeAccount } from '#shared/ledger/accounts';
import { accountantTable, dreTable } from '#shared/ledger/dre';
import { type ExportTable, monthCategoryTable, tableCsv, transactionsTable } from '#shared/ledger/exports';
import { formatDateBr } from '#shared/statements/values';
import { downloadBlob, downloadText } from '@/lib/files';

export type DownloadFormat = 'csv' | 'xlsx';

/** The selected months' transactions as a table (account names as the user reads them). */
export function linesTable(lines: readonly LedgerLineWire[], accounts: readonly Account[]): ExportTable {
  const names = new Map(accounts.map((account) => [account.id, account.name]));
  return transactionsTable(
    lines.map((line) => ({
      ...line,
      account: names.get(line.account) ?? (line.account ? describeAccount(line.account).name : ''),
    })),
  );
}

export const monthsTable = (months: MoneyResponse['months']): ExportTable => monthCategoryTable(months);

/** The DRE of the selected months (a company's chart of accounts). */
export const resultTable = (dre: NonNullable<MoneyResponse['dre']>): ExportTable => dreTable(dre);

/** The accountant's file: each line with its account code and name, the bank's FITID and the bank account. */
export function accountantFile(lines: readonly LedgerLineWire[], accounts: readonly Account[]): ExportTable {
  const names = new Map(accounts.map((account) => [account.id, account.name]));
  return accountantTable(
    lines.map((line) => ({
      ...line,
      account: names.get(line.account) ?? (line.account ? describeAccount(line.account).name : ''),
    })),
    formatDateBr,
  );
}

/** Saves a table as a CSV for pt-BR Excel or as an .xlsx (write-excel-file, loaded on the first such download). */
export async function saveTable(table: ExportTable, name: string, format: DownloadFormat): Promise<void> {
  if (format === 'csv') {
    downloadText(`${name}.csv`, tableCsv(table));
    return;
  }
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = [
    table.header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...table.rows.map((row) =>
      row.map((cell) =>
        typeof cell === 'string'
          ? { value: cell, type: String }
          : { value: cell.cents / 100, type: Number, format: '#,##0.00' },
      ),
    ),
  ];
  const blob = await writeXlsxFile(data, { columns: table.header.map(() => ({ width: 18 })) }).toBlob();
  downloadBlob(`${name}.xlsx`, blob);
}
