import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drePlaceOf, drePlacesOf, isCompanyChart } from '#shared/engine/dre-accounts';
import { dreTable, monthlyResult } from '#shared/ledger/dre';
import type { LedgerLine } from '#shared/ledger/types';
import { workedExample, workedExampleFile } from '../../support/worked-example.ts';

const example = workedExample();

/** The worked example's lines as the accountant booked them (esperado.csv), straight from the OFX files. */
const bookedLines = () =>
  example.statements.flatMap((statement) =>
    statement.lines.map((line) => ({ ...line, code: example.booked.get(line.fitId ?? '') as string })),
  );

describe('the month’s result (DRE) of a company', () => {
  it('places each account of a chart by its name', () => {
    expect(drePlaceOf('Receita de Serviços').section).toBe('receita');
    expect(drePlaceOf('(-) Simples Nacional (DAS)').section).toBe('deducoes');
    expect(drePlaceOf('CMV - Mercadorias para Revenda').section).toBe('custos');
    expect(drePlaceOf('Salários e Ordenados')).toEqual({
      section: 'despesas',
      group: 'Despesas com pessoal',
    });
    expect(drePlaceOf('Pró-labore')).toEqual({ section: 'despesas', group: 'Despesas com pessoal' });
    expect(drePlaceOf('Marketing e Publicidade')).toEqual({
      section: 'despesas',
      group: 'Despesas comerciais',
    });
    expect(drePlaceOf('Outras Despesas Administrativas').group).toBe('Despesas administrativas');
    expect(drePlaceOf('Receitas Financeiras').section).toBe('financeiro');
    expect(drePlaceOf('Juros, Multas e IOF').section).toBe('financeiro');
    expect(drePlaceOf('Transferências entre Contas').section).toBe('fora');
    expect(drePlaceOf('Distribuição de Lucros').section).toBe('fora');
    expect(drePlaceOf('Diversos')).toEqual({ section: 'despesas', group: 'Outras despesas' });
    // A chart with codes, or in a company's words, is a company's; a household's list is not.
    expect(isCompanyChart([{ name: 'Vendas', number: '3.1.01' }])).toBe(true);
    expect(
      isCompanyChart([
        { name: 'Fornecedores', number: 1 },
        { name: 'Folha de pagamento', number: 2 },
      ]),
    ).toBe(true);
    expect(
      isCompanyChart([
        { name: 'Mercado', number: 1 },
        { name: 'Lazer', number: 2 },
      ]),
    ).toBe(false);
  });

  it('places among the costs the account where the chart files its goods, whatever its name reads as', () => {
    const chart = [
      { name: 'Receita de Procedimentos', number: '3.1.01' },
      { name: 'Materiais e Medicamentos (OPME, fios, anestésicos)', number: '4.1.01' },
      { name: 'Equipe / Salários', number: '4.2.01' },
      { name: 'Outras Despesas Administrativas', number: '4.9.99' },
    ];
    const placeOf = drePlacesOf(chart);
    // By its name alone it reads as health, the staff's.
    expect(drePlaceOf('Materiais e Medicamentos (OPME, fios, anestésicos)').section).toBe('despesas');
    expect(placeOf({ name: 'Materiais e Medicamentos (OPME, fios, anestésicos)', code: '4.1.01' })).toEqual({
      section: 'custos',
    });
    expect(placeOf({ name: 'Equipe / Salários', code: '4.2.01' }).group).toBe('Despesas com pessoal');
    // A catch-all that holds the goods of a chart without an account of them stays among the other expenses.
    const withoutGoods = drePlacesOf([
      { name: 'Receita de Serviços', number: '3.1' },
      { name: 'Salários', number: '4.1' },
      { name: 'Despesas Diversas', number: '4.9' },
    ]);
    expect(withoutGoods({ name: 'Despesas Diversas', code: '4.9' }).section).toBe('despesas');
  });

  it('sums the worked example as the accountant’s booking says, own movements apart', () => {
    const chart = new Map(example.chart.map((account) => [String(account.number), account.name]));
    const lines = bookedLines();
    const ledger: LedgerLine[] = lines.map((line, k) => ({
      id: String(k),
      date: line.date,
      amountCents: line.amountCents,
      description: line.description,
      category: chart.get(line.code) as string,
      categoryNumber: line.code,
      kind: line.code === '1.1.09' ? 'ownMovement' : line.amountCents > 0 ? 'income' : 'spending',
      account: 'itau',
    }));
    const months = monthlyResult(ledger, (account) => drePlaceOf(account.name));
    expect(months.map((month) => month.month)).toEqual(['2026-09', '2026-10']);
    for (const month of months) {
      const of = (codes: string[]) =>
        lines
          .filter((line) => line.date.startsWith(month.month) && codes.includes(line.code))
          .reduce((sum, line) => sum + line.amountCents, 0);
      const all = [...chart.keys()];
      const apart = ['1.1.09', '2.4.01'];
      expect(month.revenueCents).toBe(of(['3.1.01']));
      expect(month.deductionsCents).toBe(of(['3.1.02']));
      expect(month.financialCents).toBe(of(['3.2.01', '4.3.01', '4.3.02']));
      expect(month.expenseGroups.find((group) => group.group === 'Despesas com pessoal')?.cents).toBe(
        of(['4.1.01', '4.1.02', '4.1.03', '4.1.04']),
      );
      expect(month.resultCents).toBe(of(all.filter((code) => !apart.includes(code))));
      expect(month.apartCents).toBe(of(apart));
      expect(month.moneyInCents - month.moneyOutCents).toBe(month.resultCents);
      expect(month.revenueCents).toBeGreaterThan(0);
    }
    // The table reads as a DRE, codes on every account, months across.
    const table = dreTable(months);
    expect(table.header).toEqual(['conta', 'set/2026', 'out/2026']);
    const labels = table.rows.map((row) => row[0]);
    expect(labels).toContain('  3.1.01 Receita de Serviços');
    expect(labels.indexOf('= Receita líquida')).toBeLessThan(labels.indexOf('= Resultado do mês'));
    expect(labels.at(-1)).toBe('  2.4.01 Distribuição de Lucros');
  });

  it('adds the DRE to `npm run report -- … --format json` for a chart of accounts', () => {
    const cli = fileURLToPath(new URL('../../../scripts/report.ts', import.meta.url));
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        cli,
        workedExampleFile('itau-2026-09.ofx'),
        workedExampleFile('itau-2026-10.ofx'),
        '--categories',
        workedExampleFile('plano-de-contas.csv'),
        '--format',
        'json',
      ],
      {
        encoding: 'utf8',
        timeout: 30_000,
        env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      },
    );
    expect(result.status, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout) as {
      dre: {
        month: string;
        revenueCents: number;
        expenseCents: number;
        resultCents: number;
        accounts: { code: string; name: string; cents: number }[];
      }[];
    };
    const september = json.dre[0];
    expect(september?.month).toBe('2026-09');
    expect(september?.revenueCents).toBe(
      bookedLines()
        .filter(
          (line) =>
            line.date.startsWith('2026-09') &&
            line.amountCents > 0 &&
            !['1.1.09', '2.4.01'].includes(line.code),
        )
        .reduce((sum, line) => sum + line.amountCents, 0),
    );
    expect((september?.revenueCents ?? 0) - (september?.expenseCents ?? 0)).toBe(september?.resultCents);
    // Transfers between the company's own accounts are in none of these.
    expect(september?.accounts.map((account) => account.code)).not.toContain('1.1.09');
    expect(september?.accounts).toContainEqual({
      code: '3.1.01',
      name: 'Receita de Serviços',
      cents: 7_270_000,
    });
  });
});
