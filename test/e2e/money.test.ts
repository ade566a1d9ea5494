import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
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

  it('fits a phone', async () => {
    const { context, page } = await newPage(browser(), 'mobile');
    await signUp(page, baseUrl);
    for (const name of FILES) await uploadFile(page, name);
    await page.goto(`${baseUrl}/dinheiro`);
    await visible(page.getByTestId('money-chart').locator('svg').first());
    // Wide tables scroll inside their cards: the recurring charges' (with a hidden column label) included.
    await visible(page.getByTestId('recurring').getByText('NETFLIX COM'));
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await screenshot(page, 'money-mobile');
    await context.close();
  });
});
