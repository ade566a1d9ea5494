import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import {
  atPath,
  chooseCategories,
  chooseTransactions,
  csvFile,
  dismissToasts,
  signUp,
  toast,
  toastText,
  transactionsCsv,
  visible,
} from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

async function signedIn(viewport: 'desktop' | 'mobile' = 'desktop') {
  const opened = await newPage(browser(), viewport);
  await signUp(opened.page, baseUrl);
  return opened;
}

async function uploadFile(page: Page, rows: string[], name = 'extrato.csv') {
  await page.goto(`${baseUrl}/upload`);
  await visible(page.getByRole('heading', { name: 'Upload de Transações' }));
  await chooseTransactions(page, csvFile(name, transactionsCsv(rows)));
  await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
}

const categoryOf = (page: Page, description: string) =>
  page.getByRole('combobox', { name: `Categoria de ${description}`, exact: true });

/** The count the summary shows for a category. */
async function summaryCount(page: Page, category: string): Promise<string> {
  const entry = page.getByTestId('category-summary').locator('li').filter({ hasText: category });
  if ((await entry.count()) === 0) return '0';
  return ((await entry.getByTestId('summary-count').textContent()) ?? '').replace(/\D/g, '');
}

async function downloadText(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar CSV' }).click(),
  ]);
  return (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
}

async function waitFor(check: () => Promise<unknown>, value: unknown): Promise<void> {
  await expect.poll(check, { timeout: 10_000 }).toEqual(value);
}

const sourceOf = (row: Locator) => row.getByTestId('category-source').textContent();

describe('corrections that stick', () => {
  it('corrects a row, remembers it for the merchant, applies it next time, and forgets it when deleted', async () => {
    const { context, page } = await signedIn();
    await uploadFile(page, [
      'BARBEARIA DOM CORLEONE 2',
      'UBER *TRIP',
      'Barbearia Dom Corleone',
      'IFOOD *PEDIDO',
    ]);
    expect(await summaryCount(page, 'Lazer')).toBe('0');

    // A change updates the row and the summary at once, and says it will be remembered.
    await categoryOf(page, 'BARBEARIA DOM CORLEONE 2').selectOption('Lazer');
    expect(await categoryOf(page, 'BARBEARIA DOM CORLEONE 2').inputValue()).toBe('Lazer');
    await waitFor(() => summaryCount(page, 'Lazer'), '1');
    await visible(
      toast(page, 'Categoria alterada').getByText(
        'Vamos lembrar: BARBEARIA DOM CORLEONE → Lazer nas próximas importações.',
        { exact: true },
      ),
    );
    await screenshot(page, 'rules-corrected');
    // …and offers the merchant's other rows of this upload.
    await toast(page, 'Categoria alterada')
      .getByRole('button', { name: 'Aplicar às outras 1 de BARBEARIA DOM CORLEONE' })
      .click();
    await waitFor(() => categoryOf(page, 'Barbearia Dom Corleone').inputValue(), 'Lazer');
    await waitFor(() => summaryCount(page, 'Lazer'), '2');
    await dismissToasts(page);

    const text = await downloadText(page);
    expect(text.split('\n').slice(1, 4)).toEqual([
      'BARBEARIA DOM CORLEONE 2 | Lazer',
      expect.stringMatching(/^UBER \*TRIP \| /),
      'Barbearia Dom Corleone | Lazer',
    ]);

    // Saved with the upload: re-opening it shows the corrections.
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'extrato.csv' }).click();
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    await waitFor(() => categoryOf(page, 'BARBEARIA DOM CORLEONE 2').inputValue(), 'Lazer');
    expect(await categoryOf(page, 'Barbearia Dom Corleone').inputValue()).toBe('Lazer');

    // The next upload applies the rule, and says a rule of the user decided it.
    await uploadFile(page, ['BARBEARIA DOM CORLEONE 7', 'NETFLIX.COM'], 'outubro.csv');
    expect(await categoryOf(page, 'BARBEARIA DOM CORLEONE 7').inputValue()).toBe('Lazer');
    const ruled = page.getByRole('row').filter({ hasText: 'BARBEARIA DOM CORLEONE 7' });
    expect(await sourceOf(ruled)).toBe('regra sua');

    // "Minhas regras", from the menu: the rule, how often it applied; deleting it restores the engine.
    await page.getByTestId('menu-desktop').click();
    await page.getByRole('menuitem', { name: 'Minhas regras' }).click();
    await atPath(page, '/regras');
    const rule = page.getByTestId('rule').filter({ hasText: 'BARBEARIA DOM CORLEONE' });
    await visible(rule);
    expect(await rule.textContent()).toContain('aplicada 1 vez');
    expect(await rule.getByRole('combobox').inputValue()).toBe('d:Lazer');
    await screenshot(page, 'rules-page');
    // Applied to the history: every line of the merchant in the past uploads is in Lazer already.
    await rule
      .getByRole('button', { name: 'Aplicar a regra de BARBEARIA DOM CORLEONE ao histórico' })
      .click();
    await visible(toast(page, 'Histórico já está de acordo'));
    await dismissToasts(page);
    await rule.getByRole('button', { name: /Excluir/ }).click();
    await visible(toast(page, 'Regra excluída'));
    await visible(page.getByText('Nenhuma regra ainda.', { exact: false }));

    await uploadFile(page, ['BARBEARIA DOM CORLEONE 9'], 'novembro.csv');
    const after = page.getByRole('row').filter({ hasText: 'BARBEARIA DOM CORLEONE 9' });
    expect(await after.getByTestId('category-source').count()).toBe(0);
    expect(await categoryOf(page, 'BARBEARIA DOM CORLEONE 9').inputValue()).toBe('Cuidados Pessoais');
    await context.close();
  });

  it('undoes a correction: the row as it was, and no rule left', async () => {
    const { context, page } = await signedIn('mobile');
    await uploadFile(page, ['PADARIA PAO QUENTE', 'UBER *TRIP']);
    const before = await categoryOf(page, 'PADARIA PAO QUENTE').inputValue();
    await categoryOf(page, 'PADARIA PAO QUENTE').selectOption('Lazer');
    await visible(toast(page, 'Categoria alterada'));
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await screenshot(page, 'rules-corrected');
    await toast(page, 'Categoria alterada').getByRole('button', { name: 'Desfazer' }).click();
    await waitFor(() => categoryOf(page, 'PADARIA PAO QUENTE').inputValue(), before);
    expect((await toastText(page, 'Correção desfeita')).description).toBe(
      'A categoria e a regra voltaram ao que eram.',
    );
    await page.goto(`${baseUrl}/regras`);
    await visible(page.getByText('Nenhuma regra ainda.', { exact: false }));
    await context.close();
  });

  it('saves a category list to the account and offers it, never applied by itself, on the next upload', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${baseUrl}/upload`);
    await chooseCategories(
      page,
      csvFile('familia.csv', 'categoria | número\nComida | 1\nBeleza | 2\nOutros | 3\n'),
    );
    await visible(page.getByTestId('categories-preview'));
    await page.getByRole('button', { name: 'Salvar lista na conta' }).click();
    await visible(toast(page, 'Lista salva na conta'));

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'Novo Upload' }).click();
    await atPath(page, '/upload');
    // Offered, not applied: the page says the default categories are in use until the list is chosen.
    const listInUse = page.getByLabel('Lista de categorias', { exact: true });
    expect(await listInUse.locator('option:checked').textContent()).toBe('Categorias padrão');
    expect(await page.getByTestId('list-in-use-note').textContent()).toBe(
      'As transações serão categorizadas com as Categorias padrão.',
    );
    expect(await page.getByTestId('categories-preview').count()).toBe(0);
    // One choice, no file to choose again.
    await listInUse.selectOption({ label: 'familia.csv · 3 categorias' });
    await visible(page.getByTestId('categories-preview'));
    expect(await page.getByTestId('list-in-use-note').textContent()).toBe(
      'As transações serão categorizadas com familia.csv (3 categorias).',
    );
    await chooseTransactions(page, csvFile('extrato.csv', transactionsCsv(['BARBEARIA DOM CORLEONE'])));
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    // The results choose among the list's names.
    const select = categoryOf(page, 'BARBEARIA DOM CORLEONE');
    expect(await select.locator('option').allTextContents()).toEqual([
      'Comida (1)',
      'Beleza (2)',
      'Outros (3)',
    ]);
    // A change (another name than the one it has) is saved and remembered.
    const other = (await select.inputValue()) === 'Beleza' ? 'Outros' : 'Beleza';
    await select.selectOption(other);
    await visible(toast(page, 'Categoria alterada'));
    await context.close();
  });
});
