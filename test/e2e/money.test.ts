import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeProblems } from '../support/axe.ts';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import { sidewaysProblems } from '../support/sideways.ts';
import { atPath, chooseTransactions, dismissToasts, signUp, visible } from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** Three months of card bills and the checking account that pays them (docs/ledger.md). */
const FILES = [
  'Nubank_2026-07-28.csv',
  'Nubank_2026-08-28.csv',
  'Nubank_2026-09-28.csv',
  'NU_12345678_01JUL2026_30SEP2026.csv',
];

async function uploadFile(page: Page, name: string): Promise<void> {
  await page.goto(`${baseUrl}/upload`);
  await visible(page.getByRole('heading', { name: 'Arquivo de transações' }));
  const buffer = await readFile(new URL(`../../data/statements/ledger/${name}`, import.meta.url));
  await chooseTransactions(page, { name, mimeType: 'text/csv', buffer });
  await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }), 30_000);
  await dismissToasts(page);
}

const money = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
/** `-R$ 1.234,56` → -123456. */
const cents = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

/** A table's rows as shown: each row header's words, and the words of its cells in view (hidden months left out). */
const shownRows = (table: Locator) =>
  table.evaluate((element) =>
    Object.fromEntries(
      [...element.querySelectorAll('tbody tr, tfoot tr')].map((row) => [
        row.querySelector('th')?.textContent ?? '',
        [...row.querySelectorAll('td')]
          .filter((cell) => cell.checkVisibility())
          .map((cell) => (cell.textContent ?? '').replace(/\u00a0/g, ' ')),
      ]),
    ),
  );

/** The k-th month's column of the rows. */
const monthOf = (rows: Record<string, string[]>, k: number) =>
  Object.fromEntries(Object.entries(rows).map(([name, cells]) => [name, [cells[k]]]));

/** The cards of /dinheiro a user reads, each checked for anything only a sideways scroll shows. */
const CARDS = [
  'month-spending',
  'month-income',
  'month-net',
  'months',
  'category-lines',
  'budgets',
  'installments',
  'recurring',
];

async function everySideways(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const card of CARDS) {
    const box = page.getByTestId(card);
    if ((await box.count()) > 0) problems.push(...(await sidewaysProblems(box)));
  }
  return [...new Set(problems)];
}

async function downloadOf(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFile(await download.path());
}

describe('Meu dinheiro', () => {
  it('shows months, recurring charges, installments and budgets across three bills and an account, and corrects from the page', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    await signUp(page, baseUrl);

    // An empty ledger says what to do.
    await page.goto(`${baseUrl}/dinheiro`);
    await visible(page.getByTestId('money-empty'));

    for (const name of FILES) await uploadFile(page, name);

    // The account's results: the RDB application is an own movement, out of the totals; the user says it is
    // spending, and the money out grows by it; then gives it back.
    const out = page.getByTestId('money-out');
    const before = cents(await out.textContent());
    const rdb = page.getByLabel('Tipo de Aplicação RDB');
    expect(await rdb.inputValue()).toBe('ownMovement');
    await rdb.selectOption('spending');
    await visible(page.getByText('Tipo alterado'));
    expect(cents(await out.textContent())).toBe(before - 100_000);
    await dismissToasts(page);
    await rdb.selectOption('ownMovement');
    await visible(page.getByText('Tipo alterado'));
    expect(cents(await out.textContent())).toBe(before);
    await dismissToasts(page);

    // From the dashboard, as a user finds it.
    await page.goto(`${baseUrl}/dashboard`);
    await (await visible(page.getByRole('link', { name: 'Ver meu dinheiro' }))).click();
    await atPath(page, '/dinheiro');
    await visible(page.getByTestId('money-chart').locator('svg').first());

    // August's spending: the bills' purchases net of the Renner refund, and the account's own spending; bill
    // payments and the investment out of it.
    expect(money(await page.getByTestId('total-2026-08').textContent())).toBe('R$ 3.043,28');
    const recurring = page.getByTestId('recurring');
    await visible(recurring.getByText('NETFLIX COM'));
    await visible(recurring.getByText('SPOTIFY'));
    const installments = page.getByTestId('installments');
    await visible(installments.getByText('out/2026'));
    await visible(installments.getByText('R$ 289,65'));

    // A budget, shown against September's spending.
    const budgets = page.getByTestId('budgets');
    await budgets.getByLabel('Categoria').selectOption('Alimentação');
    await budgets.getByLabel('Limite por mês (R$)').fill('100');
    await budgets.getByRole('button', { name: 'Definir orçamento' }).click();
    await visible(budgets.getByRole('progressbar', { name: /Orçamento de Alimentação/ }));
    await screenshot(page, 'money-desktop');

    // A category's lines in a month, corrected there and applied to the merchant's past.
    const cell = page.getByRole('button', { name: /^Alimentação em ago\/2026/ });
    await cell.click();
    const lines = page.getByTestId('category-lines');
    await visible(lines.getByText('Ifood *Restaurante Sabor'));
    await lines.getByLabel('Categoria de Ifood *Restaurante Sabor').selectOption('Supermercado');
    await (await visible(page.getByRole('button', { name: /Aplicar a todas de IFOOD/ }))).click();
    await visible(page.getByText(/transações de IFOOD.*alteradas/));
    await visible(page.getByRole('button', { name: /^Supermercado em jul\/2026/ }));
    await visible(page.getByRole('button', { name: /^Supermercado em set\/2026/ }));
    await screenshot(page, 'money-corrected');

    // The dashboard shows the budget.
    await page.goto(`${baseUrl}/dashboard`);
    await visible(page.getByTestId('dashboard-budget'));
    await context.close();
  });

  it('fits a phone: the months one at a time, the recurring charges stacked, nothing scrolls sideways', async () => {
    const { context, page } = await newPage(browser(), 'mobile');
    await signUp(page, baseUrl);
    for (const name of FILES) await uploadFile(page, name);

    // On a computer every month is a column of the month × category table, and there is no month to pick.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseUrl}/dinheiro`);
    const months = page.getByTestId('months');
    await visible(months.getByRole('rowheader', { name: 'Saldo do mês', exact: true }));
    const monthPicker = months.getByRole('combobox', { name: 'Mês', exact: true });
    expect(await months.getByRole('columnheader').allTextContents()).toEqual([
      'Categoria',
      'jun/2026',
      'jul/2026',
      'ago/2026',
      'set/2026',
    ]);
    expect(await monthPicker.count()).toBe(0);
    const desktop = await shownRows(months);
    expect(desktop['Total de gastos']).toHaveLength(4);
    const recurring = page.getByTestId('recurring');
    const netflix = recurring.getByRole('row').filter({ hasText: 'NETFLIX COM' });
    expect(await recurring.getByRole('columnheader').allTextContents()).toEqual([
      'Estabelecimento',
      'Frequência',
      'Valor',
      'Última',
      'Próxima',
      'Por mês',
      'Ações',
    ]);
    // Frequency, value, last and next charge, per month, the action.
    const netflixDesktop = await netflix.getByRole('cell').allTextContents();
    expect(netflixDesktop).toHaveLength(6);
    await screenshot(page, 'money-wide');

    // On a phone (375 px) the table shows one month, picked in 'Mês' (the latest first), its amounts and totals
    // the desktop table's for that month.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await visible(months.getByRole('rowheader', { name: 'Saldo do mês', exact: true }));
    expect(await monthPicker.inputValue()).toBe('2026-09');
    expect(await months.getByRole('columnheader').allTextContents()).toEqual(['Categoria', 'set/2026']);
    expect(await shownRows(months)).toEqual(monthOf(desktop, 3));
    // The recurring charges: merchant and per month, what else a charge has under its merchant, labelled.
    expect(await recurring.getByRole('columnheader').allTextContents()).toEqual([
      'Estabelecimento',
      'Por mês',
    ]);
    expect(await netflix.getByRole('definition').allTextContents()).toEqual(netflixDesktop.slice(0, 4));
    expect(await netflix.getByRole('term').allTextContents()).toEqual([
      'Frequência',
      'Valor',
      'Última',
      'Próxima',
    ]);
    expect(money(await netflix.getByRole('cell').textContent())).toContain(money(netflixDesktop[4] ?? '-'));
    // A budget on the phone, to see its row fit too.
    const budgets = page.getByTestId('budgets');
    await budgets.getByLabel('Categoria').selectOption('Contas e Serviços');
    await budgets.getByLabel('Limite por mês (R$)').fill('100');
    await budgets.getByRole('button', { name: 'Definir orçamento' }).click();
    await visible(budgets.getByRole('progressbar', { name: /Orçamento de Contas e Serviços/ }));
    expect(await everySideways(page)).toEqual([]);
    await screenshot(page, 'money-mobile');
    // The month's picker labelled, the tables' headers and colours as WCAG AA asks (axe, serious and critical).
    // The chart is hidden from screen readers (its table says the same in words), and so out of the keyboard's way.
    expect(await axeProblems(page, ['[data-testid="months"]', '[data-testid="recurring"]'])).toEqual([]);

    // Another month: its column, and its cells open their lines.
    await monthPicker.selectOption('2026-08');
    await visible(months.getByRole('columnheader', { name: 'ago/2026', exact: true }));
    expect(await months.getByRole('columnheader').allTextContents()).toEqual(['Categoria', 'ago/2026']);
    expect(await shownRows(months)).toEqual(monthOf(desktop, 2));
    expect(money(await page.getByTestId('total-2026-08').textContent())).toBe('R$ 3.043,28');
    await page.getByRole('button', { name: /^Alimentação em ago\/2026/ }).click();
    await visible(page.getByTestId('category-lines').getByText('Ifood *Restaurante Sabor'));
    expect(await everySideways(page)).toEqual([]);

    // The narrowest phone in use (360 px): nothing scrolls sideways either; a charge is still dismissed there.
    await page.setViewportSize({ width: 360, height: 740 });
    await visible(months.getByRole('columnheader', { name: 'ago/2026', exact: true }));
    expect(await everySideways(page)).toEqual([]);
    const total = recurring.getByText(/por mês$/);
    const before = cents(await total.textContent());
    await recurring.getByRole('button', { name: 'Não é recorrente: NETFLIX COM', exact: true }).click();
    await recurring.getByText('NETFLIX COM').waitFor({ state: 'detached' });
    expect(cents(await total.textContent())).toBe(before - cents(netflixDesktop[4] ?? null));
    await visible(recurring.getByText('SPOTIFY'));
    expect(await everySideways(page)).toEqual([]);

    // The table's downloads still give every month, as CSV and as Excel.
    const csv = await downloadOf(page, () => months.getByRole('button', { name: 'Tabela (CSV)' }).click());
    expect(csv.toString('utf8')).toContain('categoria;jun/2026;jul/2026;ago/2026;set/2026');
    const xlsx = await downloadOf(page, () => months.getByRole('button', { name: 'Tabela (Excel)' }).click());
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');

    // A name with no place to break (a custom list's category, a card bill's merchant) wraps where it must: in a
    // budget, an installment, a recurring charge and the table, none pushes the page sideways.
    await page.evaluate(
      ({ category, merchant }) => {
        const put = (selector: string, words: string) => {
          const found = document.querySelector(selector);
          if (!found?.firstChild) throw new Error(`nada em ${selector}`);
          found.firstChild.textContent = words;
        };
        put('[data-testid="budgets"] li span', category);
        put('[data-testid="installments"] ul[aria-label="Compras parceladas"] li span', merchant);
        put('[data-testid="recurring"] tbody th', merchant);
        put('[data-testid="month-table"] tbody th', category);
      },
      {
        category: 'Pessoal/Encargos/Benefícios/Terceirizados',
        merchant: 'PAG*JoseDaSilvaComercioDeRoupasEAcessorios',
      },
    );
    expect(await everySideways(page)).toEqual([]);
    await context.close();
  });
});
