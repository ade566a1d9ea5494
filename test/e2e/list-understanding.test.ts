import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import {
  atPath,
  chooseCategories,
  chooseTransactions,
  csvFile,
  signUp,
  toast,
  transactionsCsv,
  visible,
} from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('a custom list, understood', () => {
  it('shows what each category receives, takes an adjustment, uses it, and keeps it with the saved list', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    await signUp(page, baseUrl);
    await page.goto(`${baseUrl}/upload`);
    await chooseCategories(
      page,
      csvFile('familia.csv', 'categoria | número\nComida | 1\nCasa | 2\nOutros | 3\n'),
    );
    const preview = page.getByTestId('list-understanding');
    await visible(preview);
    /** What a category receives (its badge reads "Nome(n)": name and number in separate elements). */
    const receives = (name: string, number: number) =>
      preview
        .locator('li')
        .filter({ hasText: new RegExp(`^${name}\\s*\\(${number}\\)`) })
        .textContent();
    expect(await receives('Comida', 1)).toContain('Supermercado');
    expect(await receives('Casa', 2)).toContain('Moradia');
    await screenshot(page, 'list-understanding');

    // Supermarkets go to Casa instead: the preview says so at once, and the results follow.
    await page.getByText('Ajustar', { exact: true }).click();
    await page.getByLabel('Supermercado vai para').selectOption({ label: 'Casa (2)' });
    expect(await receives('Casa', 2)).toContain('Supermercado');
    expect(await receives('Comida', 1)).not.toContain('Supermercado');
    await chooseTransactions(
      page,
      csvFile('extrato.csv', transactionsCsv(['SUPERMERCADO EXTRA', 'IFOOD *PEDIDO'])),
    );
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    const category = (description: string) =>
      page.getByRole('combobox', { name: `Categoria de ${description}`, exact: true }).inputValue();
    expect(await category('SUPERMERCADO EXTRA')).toBe('Casa');
    expect(await category('IFOOD *PEDIDO')).toBe('Comida');

    // Saved with the list, the adjustment comes back with it on the next upload.
    await page.getByRole('button', { name: 'Processar novo arquivo' }).click();
    await chooseCategories(
      page,
      csvFile('familia.csv', 'categoria | número\nComida | 1\nCasa | 2\nOutros | 3\n'),
    );
    await page.getByText('Ajustar', { exact: true }).click();
    await page.getByLabel('Supermercado vai para').selectOption({ label: 'Casa (2)' });
    await page.getByRole('button', { name: 'Salvar lista na conta' }).click();
    await visible(toast(page, 'Lista salva na conta'));
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'Novo Upload' }).click();
    await atPath(page, '/upload');
    await page
      .getByLabel('Lista de categorias', { exact: true })
      .selectOption({ label: 'familia.csv · 3 categorias' });
    await visible(preview);
    await expect.poll(() => receives('Casa', 2), { timeout: 10_000 }).toContain('Supermercado');
    await context.close();
  });
});
