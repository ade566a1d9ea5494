/**
 * Several bank statements read as one ledger, with the same shared/ code as the app's "Meu dinheiro": each line
 * once (overlapping exports), card-bill payments and transfers between the files' accounts matched and kept out
 * of the totals, refunds taken back from their purchase's category; then the months, the recurring charges and
 * what installments still owe.
 *
 *   npm run report -- <extrato>… [--categories <categorias.csv>] [--format text|json] [--as-of aaaa-mm-dd]
 *
 * `--format json` prints `{ months, recurring, installments, transactions, duplicates, dre }` (amounts in cents,
 * spending positive and net of refunds). `dre`, with a company's chart of accounts (`--categories` with codes or a
 * company's names), is each month's result: `{ month, revenueCents, expenseCents, resultCents, accounts: [{ code,
 * name, cents }] }` (the money in and out the result counts, each account signed), with its sections; transfers
 * between own accounts, investments, loans and profits paid out are in none of these but in `apart`. Exit codes:
 * 0 done, 1 invalid input (message on stderr), 2 wrong usage.
 */
import { basename } from 'node:path';
import type { CustomCategory } from '#shared/categories';
import { drePlacesOf, isCompanyChart } from '#shared/engine/dre-accounts';
import { createEngine } from '#shared/engine/engine';
import { statementAccount } from '#shared/ledger/accounts';
import { buildLedger, type LedgerSource } from '#shared/ledger/build';
import { type DreMonth, dreTable, monthlyResult } from '#shared/ledger/dre';
import { type LedgerReport, ledgerReport } from '#shared/ledger/report';
import { TITLES } from '#shared/messages';
import { lineHint } from '#shared/statements/source';
import { readUpload } from '#shared/statements/upload';
import { formatMoney } from '#shared/statements/values';
import { InputError, readCategories, readUploadText, runCli } from './cli/input.ts';

const USAGE =
  'Uso: npm run report -- <extrato.ofx|.csv>… [--categories <categorias.csv>] [--format text|json] [--as-of aaaa-mm-dd]';

interface Arguments {
  readonly files: string[];
  readonly categories: string | undefined;
  readonly format: 'text' | 'json';
  readonly asOf: string | undefined;
}

function parseArguments(argv: readonly string[]): Arguments | undefined {
  const files: string[] = [];
  let categories: string | undefined;
  let format: 'text' | 'json' = 'text';
  let asOf: string | undefined;
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k] as string;
    if (arg === '--categories' || arg === '--categorias') {
      categories = argv[++k];
      if (!categories) return undefined;
    } else if (arg === '--format') {
      const value = argv[++k];
      if (value !== 'text' && value !== 'json') return undefined;
      format = value;
    } else if (arg === '--as-of') {
      asOf = argv[++k];
      if (!asOf || !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) return undefined;
    } else if (arg.startsWith('--')) return undefined;
    else files.push(arg);
  }
  return files.length === 0 ? undefined : { files, categories, format, asOf };
}

/** Each file read as a statement and categorized by the offline engine, as the app's upload does. */
function readSources(files: readonly string[], categories: CustomCategory[] | undefined): LedgerSource[] {
  const engine = createEngine();
  return files.map((file) => {
    const name = basename(file);
    const read = readUpload(readUploadText(file));
    if (!read.ok)
      throw new InputError({ title: read.error.title, message: `${name}: ${read.error.message}` });
    if (read.kind !== 'statement') {
      throw new InputError({
        title: TITLES.invalidCsv,
        message: `${name}: o relatório precisa de extratos com data e valor; este arquivo é uma lista de transações sem eles.`,
      });
    }
    if (read.guessed) console.error(`${name}: layout desconhecido, colunas escolhidas automaticamente.`);
    const results = engine.categorize(
      read.lines.map((line) => line.description),
      categories,
      read.lines.map(lineHint),
    );
    return {
      account: statementAccount(read.format, name, read.accountId).id,
      name,
      lines: read.lines.map((line, k) => {
        const result = results[k];
        if (!result) throw new Error(`Sem resultado para a linha ${k + 1} de ${name}`);
        return {
          date: line.date,
          amountCents: line.amountCents,
          description: line.description,
          fitId: line.fitId,
          ofxKind: line.kind,
          category: result.category,
          categoryNumber: result.categoryNumber,
        };
      }),
    };
  });
}

const MONTH = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`)).replace(' de ', '/');
const money = (cents: number) => formatMoney(cents).replace(/\s/g, ' ');
const CADENCE: Record<string, string> = {
  weekly: 'semanal',
  biweekly: 'quinzenal',
  monthly: 'mensal',
  quarterly: 'trimestral',
  yearly: 'anual',
};

/** A table with its first column left-aligned and the others right-aligned. */
function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, k) => Math.max(...rows.map((row) => (row[k] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, k) => (k === 0 ? cell.padEnd(widths[k] ?? 0) : cell.padStart(widths[k] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function textReport(report: LedgerReport, transactions: number, duplicates: number): string {
  const { months, recurring, installments } = report;
  const out: string[] = [
    `${transactions} transações${duplicates > 0 ? ` (${duplicates} repetidas entre arquivos, contadas uma vez)` : ''}`,
    '',
    table([
      ['Mês', 'Gastos', 'Receitas', 'Saldo', 'Entre contas'],
      ...months.map((m) => [
        monthLabel(m.month),
        money(m.spendingCents),
        money(m.incomeCents),
        money(m.netCents),
        money(m.ownMovementCents),
      ]),
    ]),
  ];
  const categories = [...new Set(months.flatMap((m) => m.categories.map((c) => c.category)))];
  const spent = (month: (typeof months)[number], category: string) =>
    month.categories.find((c) => c.category === category)?.spendingCents ?? 0;
  const rows = categories
    .map((category) => ({ category, total: months.reduce((sum, m) => sum + spent(m, category), 0) }))
    .filter((row) => row.total !== 0)
    .sort((a, b) => b.total - a.total);
  if (rows.length > 0) {
    out.push(
      '',
      'Gastos por categoria (estornos descontados)',
      table([
        ['Categoria', ...months.map((m) => monthLabel(m.month))],
        ...rows.map(({ category }) => [category, ...months.map((m) => money(spent(m, category)))]),
      ]),
    );
  }
  out.push('', 'Cobranças recorrentes');
  if (recurring.length === 0)
    out.push('  nenhuma encontrada (são precisas ao menos três cobranças regulares)');
  else {
    out.push(
      table([
        ['Estabelecimento', 'Frequência', 'Valor', 'Por mês', 'Última', 'Próxima'],
        ...recurring.map((r) => [
          r.merchant,
          CADENCE[r.cadence] ?? r.cadence,
          money(r.amountCents),
          money(r.monthlyCents),
          r.lastDate,
          r.nextDate,
        ]),
      ]),
      `Total por mês: ${money(recurring.reduce((sum, r) => sum + r.monthlyCents, 0))}`,
    );
  }
  out.push('', 'Parcelas a vencer');
  if (installments.upcoming.length === 0) out.push('  nenhuma');
  else {
    out.push(
      table([['Mês', 'Valor'], ...installments.upcoming.map((u) => [monthLabel(u.month), money(u.cents)])]),
      '',
      table([
        ['Compra', 'Parcela', 'Valor', 'Falta'],
        ...installments.purchases.map((p) => [
          p.merchant,
          `${p.installment}/${p.of}`,
          money(p.amountCents),
          money(p.remainingCents),
        ]),
      ]),
    );
  }
  return `${out.join('\n')}\n`;
}

/** A month's DRE in the report's JSON: what the result counts, its accounts, its sections, and what stayed apart. */
function dreJson(month: DreMonth) {
  const {
    month: name,
    revenueCents,
    moneyInCents,
    moneyOutCents,
    resultCents,
    accounts,
    ...sections
  } = month;
  return {
    month: name,
    revenueCents: moneyInCents,
    expenseCents: moneyOutCents,
    resultCents,
    accounts: Object.values(accounts)
      .flat()
      .map(({ code, name, cents }) => ({ code, name, cents })),
    ...sections,
    grossRevenueCents: revenueCents,
  };
}

/** The DRE as the text report prints it: the same rows as the download (shared/ledger/dre.ts). */
function dreText(months: readonly DreMonth[]): string {
  const dreRows = dreTable(months);
  const cell = (value: string | { cents: number }) =>
    typeof value === 'string' ? value : money(value.cents);
  return `Resultado do mês (DRE)\n${table([[...dreRows.header], ...dreRows.rows.map((row) => row.map(cell))])}\n`;
}

function main(argv: readonly string[]): number {
  const args = parseArguments(argv);
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const categories = args.categories === undefined ? undefined : readCategories(args.categories);
  const ledger = buildLedger(readSources(args.files, categories));
  const report = ledgerReport(ledger.lines, args.asOf ? { asOf: args.asOf } : {});
  const dre =
    categories && isCompanyChart(categories) ? monthlyResult(ledger.lines, drePlacesOf(categories)) : null;
  if (args.format === 'json') {
    const json = {
      transactions: ledger.lines.length,
      duplicates: ledger.duplicates,
      ...report,
      ...(dre ? { dre: dre.map(dreJson) } : {}),
    };
    process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
  } else {
    process.stdout.write(textReport(report, ledger.lines.length, ledger.duplicates));
    if (dre) process.stdout.write(`\n${dreText(dre)}`);
  }
  return 0;
}

runCli(() => main(process.argv.slice(2)));
