import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import {
  atPath,
  EMPTY_HISTORY,
  fillAuth,
  PASSWORD,
  SAMPLE_ROWS,
  signUp,
  toastText,
  uploadStatement,
  visible,
} from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('the user’s rights over their data (LGPD)', () => {
  it('deletes an upload from the history after a confirmation', async () => {
    const { context, page } = await newPage(browser());
    await signUp(page, baseUrl);
    await uploadStatement(page, 'marco.csv', SAMPLE_ROWS.slice(0, 3));
    await page.goto(`${baseUrl}/dashboard`);
    await visible(page.getByRole('table'));
    expect(await page.getByTestId('total-transactions').textContent()).toBe('3');

    await page.getByRole('button', { name: 'Excluir marco.csv' }).click();
    await visible(page.getByRole('dialog', { name: 'Excluir este upload?' }));
    await screenshot(page, 'dashboard-delete-confirm');
    await page.getByRole('button', { name: 'Excluir upload' }).click();

    expect((await toastText(page, 'Upload excluído')).description).toBe(
      'marco.csv e seus resultados foram apagados.',
    );
    await visible(page.getByText(EMPTY_HISTORY));
    expect(await page.getByTestId('total-transactions').textContent()).toBe('0');
    await page.reload();
    await visible(page.getByText(EMPTY_HISTORY));
    await context.close();
  });

  it('Minha conta: downloads every datum as JSON, then deletes the account, which can no longer sign in', async () => {
    const { context, page } = await newPage(browser());
    const email = await signUp(page, baseUrl);
    await uploadStatement(page, 'abril.csv', ['UBER *TRIP', 'NETFLIX.COM']);

    await page.getByTestId('menu-desktop').click();
    await page.getByRole('menuitem', { name: 'Minha conta' }).click();
    await atPath(page, '/conta');
    await visible(page.getByRole('heading', { name: 'Minha conta', level: 1 }));
    await screenshot(page, 'account');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^categoriza_meus_dados_\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(data.account.email).toBe(email);
    expect(data.uploads[0].filename).toBe('abril.csv');
    expect(
      data.uploads[0].categorizedTransactions.map((t: { description: string }) => t.description),
    ).toEqual(['UBER *TRIP', 'NETFLIX.COM']);

    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const confirm = page.getByRole('button', { name: 'Excluir conta e dados' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel('Digite EXCLUIR para confirmar').fill('excluir');
    await screenshot(page, 'account-delete-confirm');
    await confirm.click();

    expect((await toastText(page, 'Conta excluída')).description).toBe(
      'Sua conta e todos os seus dados foram apagados.',
    );
    await atPath(page, '/');
    await page.goto(`${baseUrl}/auth`);
    await visible(page.getByRole('heading', { name: 'Entrar na Categoriza' }));
    await fillAuth(page, email, PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await visible(page.locator('[data-sonner-toast]').first());
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('has a privacy page, linked from the footer, that says what is stored, where, how long, and each right', async () => {
    const { context, page } = await newPage(browser(), 'mobile');
    await page.goto(baseUrl);
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacidade' }).click();
    await atPath(page, '/privacidade');
    await visible(page.getByRole('heading', { name: 'Política de Privacidade' }));
    for (const section of [
      'O que guardamos',
      'Onde',
      'Por quanto tempo',
      'Seus direitos e como exercê-los',
    ]) {
      await visible(page.getByRole('heading', { name: section }));
    }
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('São Paulo, sa-east-1');
    expect(text).toContain('365 dias');
    expect(text).toContain('Baixar meus dados');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await screenshot(page, 'privacy-mobile');
    await context.close();
  });
});
