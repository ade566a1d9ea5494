import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeProblems } from '../support/axe.ts';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import { sidewaysProblems } from '../support/sideways.ts';
import { workedExampleFile } from '../support/worked-example.ts';
import { chooseCategories, chooseTransactions, dismissToasts, signUp, visible } from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const sample = (name: string) => readFile(workedExampleFile(name));

async function downloadOf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

describe('a company: its chart of accounts, its Itaú statement, its month’s result', () => {
  it('loads a dotted chart, categorizes the company’s OFX into its accounts, shows the DRE and exports it', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    await signUp(page, baseUrl);

    for (const month of ['09', '10']) {
      await page.goto(`${baseUrl}/upload`);
      await visible(page.getByRole('heading', { name: 'Arquivo de transações' }));
      await chooseCategories(page, {
        name: 'plano-de-contas.csv',
        mimeType: 'text/csv',
        buffer: await sample('plano-de-contas.csv'),
      });
      // The preview says where the company's lines go, with the account codes.
      const preview = page.getByTestId('list-understanding');
      await visible(preview);
      const account = (code: string) =>
        preview.getByTestId('list-understanding-item').filter({ hasText: `(${code})` });
      expect(await account('4.1.04').textContent()).toContain('Pró-labore');
      expect(await account('4.3.02').textContent()).toContain('Juros, multas e IOF');
      expect(await account('3.2.01').textContent()).toContain('Rendimentos de aplicações');
      if (month === '09') await screenshot(page, 'company-preview');
      await chooseTransactions(page, {
        name: `itau-2026-${month}.ofx`,
        mimeType: 'application/x-ofx',
        buffer: await sample(`itau-2026-${month}.ofx`),
      });
      await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }), 30_000);
      // The rows scroll with the page, rendered as they come into view: the table's first screen, in view.
      await page.getByTestId('results-table').evaluate((table) => table.scrollIntoView());
      const category = (description: string) =>
        page
          .getByRole('combobox', { name: `Categoria de ${description}`, exact: true })
          .first()
          .inputValue();
      if (month === '09') {
        // The lines the issue found in the wrong accounts, now in the accountant's.
        expect(await category('PAGTO PRO LABORE RICARDO T ALMEIDA')).toBe('Pró-labore');
        expect(await category('JUROS LIMITE DA CONTA')).toBe('Juros, Multas e IOF');
        await screenshot(page, 'company-results');
      }
      await dismissToasts(page);
    }

    await page.goto(`${baseUrl}/dinheiro`);
    const dre = page.getByTestId('dre');
    await visible(dre);
    const shown = async (label: string) => ((await row(label).textContent()) ?? '').replace(/\u00a0/g, ' ');
    const row = (label: string) =>
      dre.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    // September's revenue, the DAS deducted, and the result; the transfer to the company's other account apart.
    expect(await shown('3.1.01 Receita de Serviços')).toContain('72.700,00');
    expect(await shown('3.1.02 (-) Simples Nacional (DAS)')).toContain('-R$ 5.492,30');
    await visible(row('= Resultado do mês'));
    expect(await shown('1.1.09 Transferências entre Contas')).toContain('-R$ 10.000,00');
    expect(await shown('3.2.01 Receitas Financeiras')).toContain('R$ 38,12');
    await screenshot(page, 'company-dre');
    // On a computer every month is a column, and there is no month to pick.
    expect(await dre.getByRole('columnheader').allTextContents()).toEqual(['Conta', 'set/2026', 'out/2026']);
    expect(await dre.getByRole('combobox', { name: 'Mês', exact: true }).count()).toBe(0);
    // A budget is set on the company's own accounts, offered first (the default categories after them).
    const budgetCategory = page.getByTestId('budgets').getByLabel('Categoria');
    expect(await budgetCategory.inputValue()).toMatch(/^\d+(?:\.\d+)*:/);
    expect((await budgetCategory.locator('option').first().textContent())?.trim()).toMatch(
      /\(\d+(?:\.\d+)*\)$/,
    );

    const csv = await downloadOf(page, () => dre.getByRole('button', { name: 'DRE (CSV)' }).click());
    expect(csv.name).toMatch(/^dre_2026-09_2026-10\.csv$/);
    const text = csv.bytes.toString('utf8');
    expect(text).toContain('conta;set/2026;out/2026');
    expect(text).toContain('3.1.01 Receita de Serviços;72700,00');
    const xlsx = await downloadOf(page, () => dre.getByRole('button', { name: 'DRE (Excel)' }).click());
    expect(xlsx.name).toMatch(/\.xlsx$/);
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
    const accountant = await downloadOf(page, () =>
      dre.getByRole('button', { name: 'Arquivo para o contador (CSV)' }).click(),
    );
    const lines = accountant.bytes.toString('utf8').split('\r\n');
    expect(lines[0]).toContain('data;descrição;valor;código da conta;conta;documento (FITID);conta bancária');
    expect(lines.find((line) => line.includes('PAGTO PRO LABORE RICARDO'))).toContain(
      ';4.1.04;Pró-labore;20260908012;',
    );

    // On a phone (375 px) the result shows one month at a time, picked in 'Mês' (the latest first), its accounts'
    // names wrapping beside the amounts: neither the page nor the table scrolls sideways, and every month's
    // amounts are the desktop table's.
    const desktopRevenue = await row('3.1.01 Receita de Serviços').getByRole('cell').allTextContents();
    const desktopResult = await row('= Resultado do mês').getByRole('cell').allTextContents();
    expect(desktopRevenue).toHaveLength(2);
    // The month × category table below it, whose accounts' names a phone cut at the left edge.
    const months = page.getByTestId('months');
    const salaries = months
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Salários e Ordenados (4.1.01)', exact: true }) });
    const desktopSalaries = await salaries.getByRole('cell').allTextContents();
    expect(desktopSalaries).toHaveLength(2);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await visible(dre.getByRole('rowheader', { name: '= Resultado do mês', exact: true }));
    const month = dre.getByRole('combobox', { name: 'Mês', exact: true });
    expect(await month.inputValue()).toBe('2026-10');
    expect(await dre.getByRole('columnheader').allTextContents()).toEqual(['Conta', 'out/2026']);
    expect(await row('3.1.01 Receita de Serviços').getByRole('cell').allTextContents()).toEqual([
      desktopRevenue[1],
    ]);
    expect(await row('= Resultado do mês').getByRole('cell').allTextContents()).toEqual([desktopResult[1]]);
    expect(await sidewaysProblems(dre)).toEqual([]);
    // The month × category table the same way: its own 'Mês', the latest first, the names whole beside it.
    expect(await months.getByRole('combobox', { name: 'Mês', exact: true }).inputValue()).toBe('2026-10');
    expect(await months.getByRole('columnheader').allTextContents()).toEqual(['Categoria', 'out/2026']);
    expect(await salaries.getByRole('cell').allTextContents()).toEqual([desktopSalaries[1]]);
    expect(await sidewaysProblems(months)).toEqual([]);
    await dre.scrollIntoViewIfNeeded();
    await screenshot(page, 'company-dre-phone');
    // The month's picker labelled, the table's headers and colours as WCAG AA asks (axe, serious and critical).
    expect(await axeProblems(page, ['[data-testid="dre"]'])).toEqual([]);

    await month.selectOption('2026-09');
    await visible(dre.getByRole('columnheader', { name: 'set/2026', exact: true }));
    expect(await dre.getByRole('columnheader').allTextContents()).toEqual(['Conta', 'set/2026']);
    expect(await shown('3.1.01 Receita de Serviços')).toContain('72.700,00');
    expect(await row('3.1.01 Receita de Serviços').getByRole('cell').allTextContents()).toEqual([
      desktopRevenue[0],
    ]);
    expect(await row('= Resultado do mês').getByRole('cell').allTextContents()).toEqual([desktopResult[0]]);
    expect(await sidewaysProblems(dre)).toEqual([]);

    // The narrowest phone in use (360 px) too; and the downloads still give every month.
    await page.setViewportSize({ width: 360, height: 740 });
    await visible(dre.getByRole('columnheader', { name: 'set/2026', exact: true }));
    expect(await sidewaysProblems(dre)).toEqual([]);
    expect(await sidewaysProblems(months)).toEqual([]);
    const phoneCsv = await downloadOf(page, () => dre.getByRole('button', { name: 'DRE (CSV)' }).click());
    expect(phoneCsv.bytes.toString('utf8')).toContain('conta;set/2026;out/2026');
    await context.close();
  });
});
