import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import { atPath, chooseTransactions, signUp, visible } from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

async function signedInUpload(viewport: 'desktop' | 'mobile' = 'desktop') {
  const opened = await newPage(browser(), viewport);
  await signUp(opened.page, baseUrl);
  await opened.page.getByRole('link', { name: 'Novo Upload' }).click();
  await atPath(opened.page, '/upload');
  return opened;
}

const unknownLayout = () =>
  readFile(new URL('../../data/statements/banco-exemplo-extrato.csv', import.meta.url));

describe('statements', () => {
  it('takes an unknown bank layout through the column-mapping step: the guess preselected, changed, confirmed', async () => {
    const { context, page } = await signedInUpload();
    await chooseTransactions(page, {
      name: 'banco-exemplo.csv',
      mimeType: 'text/csv',
      buffer: await unknownLayout(),
    });
    const step = page.getByRole('region', { name: 'Confirme as colunas do extrato' });
    await visible(step);
    // The guess: the date, the history as description, separate credit and debit columns; balances left out.
    expect(await step.getByLabel('Data', { exact: true }).inputValue()).toBe('0');
    expect(await step.getByLabel('Descrição', { exact: true }).inputValue()).toBe('1');
    expect(await step.getByLabel('Como vêm os valores').inputValue()).toBe('split');
    expect(await step.getByLabel('Crédito (entradas)').inputValue()).toBe('3');
    expect(await step.getByLabel('Débito (saídas)').inputValue()).toBe('4');
    const preview = step.getByTestId('mapping-preview');
    expect(await preview.locator('li').first().textContent()).toBe(
      '01/10/2026COMPRA CARTAO DEB PADARIA REAL-R$\u00a018,90',
    );
    await visible(step.getByText('7 transações no arquivo.'));
    await screenshot(page, 'statement-mapping');

    // A wrong choice says what is wrong and cannot be confirmed; nothing is lost.
    await step.getByLabel('Data', { exact: true }).selectOption({ label: 'Docto. (coluna 3)' });
    await visible(
      step.getByRole('alert').getByText('Nenhuma linha da coluna "Docto." é uma data', { exact: false }),
    );
    const confirm = step.getByRole('button', { name: 'Confirmar e categorizar' });
    expect(await confirm.isDisabled()).toBe(true);
    await step.getByLabel('Data', { exact: true }).selectOption({ label: 'Data (coluna 1)' });

    // A change shows at once in the preview: the document number joins the description.
    await step.getByLabel('Complemento da descrição (opcional)').selectOption({ label: 'Docto. (coluna 3)' });
    await visible(preview.getByText('COMPRA CARTAO DEB PADARIA REAL 000000019283746501'));
    await step.getByLabel('Complemento da descrição (opcional)').selectOption({ label: 'Nenhum' });
    await confirm.click();

    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    await visible(page.getByText('PAGTO CONTA LUZ ENEL'));
    expect(await page.getByTestId('money-out').textContent()).toBe('-R$\u00a01.509,77');
    expect(await page.getByTestId('money-in').textContent()).toBe('R$\u00a04.970,15');
    await context.close();
  });

  it('lets the user leave the mapping step for another file', async () => {
    const { context, page } = await signedInUpload('mobile');
    await chooseTransactions(page, {
      name: 'banco-exemplo.csv',
      mimeType: 'text/csv',
      buffer: await unknownLayout(),
    });
    const step = page.getByRole('region', { name: 'Confirme as colunas do extrato' });
    await visible(step);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await screenshot(page, 'statement-mapping');
    await step.getByRole('button', { name: 'Escolher outro arquivo' }).click();
    await visible(page.getByRole('heading', { name: 'Arquivo de transações' }));
    expect(await step.count()).toBe(0);
    expect(await page.getByTestId('upload-status').getAttribute('data-status')).toBe('idle');
    await context.close();
  });

  it('flags lines already imported, leaves them out of the totals until kept, and shows each statement in the history', async () => {
    const { context, page } = await signedInUpload();
    const bill = await readFile(new URL('../../data/statements/nubank-fatura-2026-09.csv', import.meta.url));
    await chooseTransactions(page, { name: 'nubank-fatura.csv', mimeType: 'text/csv', buffer: bill });
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    expect(await page.getByTestId('duplicates-notice').count()).toBe(0);
    // R$ 225,34 of purchases, less the R$ 10,00 refund of Kalunga (a refund is no income).
    expect(await page.getByTestId('money-out').textContent()).toBe('-R$\u00a0215,34');
    expect(await page.getByTestId('money-in').textContent()).toBe('R$\u00a00,00');

    await page.getByRole('button', { name: 'Processar novo arquivo' }).click();
    // The next bill overlaps the last one: two lines come again, one is new.
    const overlap = [
      'date,title,amount',
      '2026-08-07,Steam Purchase,34.50',
      '2026-08-08,Estorno de "Kalunga",-10.00',
      '2026-08-09,Padaria Pão Quente,12.00',
    ].join('\n');
    await chooseTransactions(page, {
      name: 'nubank-parcial.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(overlap, 'utf8'),
    });
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    const notice = page.getByTestId('duplicates-notice');
    await visible(notice);
    expect(await notice.textContent()).toContain('2 transações já importadas em nubank-fatura.csv');
    expect(await page.getByTestId('money-out').textContent()).toBe('-R$\u00a012,00');
    expect(await page.getByTestId('money-in').textContent()).toBe('R$\u00a00,00');
    await visible(page.getByText('já importada em nubank-fatura.csv · fora dos totais').first());
    await screenshot(page, 'statement-duplicates');

    const keepSteam = page.getByRole('button', { name: 'Manter nos totais: Steam Purchase' });
    await keepSteam.click();
    expect(await keepSteam.getAttribute('aria-pressed')).toBe('true');
    await waitForText(page.getByTestId('money-out'), '-R$\u00a046,50');

    // Saved with the upload: the history shows the statement's period and money out, and re-opening keeps it.
    await page.goto(`${baseUrl}/dashboard`);
    const row = page.getByRole('row').filter({ hasText: 'nubank-parcial.csv' });
    await visible(row);
    await waitForText(row.getByTestId('upload-statement'), '07/08/2026 a 09/08/2026 · saídas -R$\u00a046,50');
    const first = page.getByRole('row').filter({ hasText: 'nubank-fatura.csv' });
    await waitForText(
      first.getByTestId('upload-statement'),
      '01/08/2026 a 08/08/2026 · saídas -R$\u00a0215,34',
    );
    await row.getByRole('link', { name: 'nubank-parcial.csv' }).click();
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    await waitForText(page.getByTestId('money-out'), '-R$\u00a046,50');
    expect(
      await page
        .getByRole('button', { name: 'Manter nos totais: Steam Purchase' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await context.close();
  });
});

/** Waits until a locator's text is exactly `text` (the page updates after a request). */
async function waitForText(locator: Locator, text: string): Promise<void> {
  await visible(locator);
  await expect.poll(() => locator.textContent(), { timeout: 10_000 }).toBe(text);
}
