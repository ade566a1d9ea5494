import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import {
  atPath,
  chooseCategories,
  chooseTransactions,
  csvFile,
  dismissToasts,
  SAMPLE_ROWS,
  signUp,
  transactionsCsv,
  visible,
} from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** Neither the page nor any scrollable box in it (a wide table inside a card) scrolls sideways. */
const noHorizontalScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth &&
  [...document.querySelectorAll<HTMLElement>('body *')].every(
    (el) => !/(auto|scroll)/.test(getComputedStyle(el).overflowX) || el.scrollWidth <= el.clientWidth + 1,
  );

/** Every screen, desktop (1280×800) and phone (390×844), saved to test-results/screenshots/. */
describe.each(['desktop', 'mobile'] as const)('screens (%s)', (viewport) => {
  it('signed out: landing, auth login and sign-up, 404, route error', async () => {
    const { context, page } = await newPage(browser(), viewport);
    await page.goto(baseUrl);
    await visible(page.getByRole('heading', { level: 1 }));
    await screenshot(page, 'landing');
    expect(await page.evaluate(noHorizontalScroll)).toBe(true);

    await page.goto(`${baseUrl}/auth`);
    await visible(page.getByLabel('Email'));
    await screenshot(page, 'auth-login');
    expect(await page.evaluate(noHorizontalScroll)).toBe(true);
    await page.getByRole('button', { name: 'Cadastre-se' }).click();
    await visible(page.getByRole('heading', { name: 'Criar conta' }));
    await screenshot(page, 'auth-signup');

    await page.goto(`${baseUrl}/pagina-que-nao-existe`);
    await visible(page.getByRole('heading', { name: 'Oops! Página não encontrada' }));
    await screenshot(page, 'not-found');
    expect(await page.evaluate(noHorizontalScroll)).toBe(true);

    await page.route(/\/assets\/not-found-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}/outra-pagina`);
    await visible(page.getByRole('heading', { name: 'Unexpected Application Error!' }));
    await screenshot(page, 'route-error');
    expect(await page.evaluate(noHorizontalScroll)).toBe(true);
    await context.close();
  });

  it('signed in: dashboard, upload form with categories, processing, error, results, history', async () => {
    const { context, page } = await newPage(browser(), viewport);
    await signUp(page, baseUrl);
    await visible(page.getByText('Nenhum arquivo enviado ainda. Comece fazendo seu primeiro upload.'));
    await dismissToasts(page);
    await screenshot(page, 'dashboard-empty');

    await page.goto(`${baseUrl}/upload`);
    await visible(page.getByRole('heading', { name: 'Upload de Transações' }));
    await chooseCategories(
      page,
      csvFile('categorias.csv', 'categoria | número\nAlimentação | 1\nTransporte | 2\nLazer | 3\n'),
    );
    await visible(page.getByTestId('categories-preview'));
    await dismissToasts(page);
    await screenshot(page, 'upload-form-categories');
    expect(await page.evaluate(noHorizontalScroll)).toBe(true);

    await chooseTransactions(page, csvFile('errado.csv', 'descricao\nIFOOD\n'));
    await visible(page.getByText('Erro no processamento'));
    await screenshot(page, 'upload-error');
    await visible(page.getByText('Pronto para upload'), 5000);
    await dismissToasts(page);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/categorize', async (route) => {
      await held;
      await route.continue();
    });
    await chooseTransactions(page, csvFile('extrato.csv', transactionsCsv(SAMPLE_ROWS)));
    await visible(page.getByText('IA categorizando transações'));
    await screenshot(page, 'upload-processing');
    release();
    await visible(page.getByText('Categorização concluída!'));
    await screenshot(page, 'upload-success');
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    await dismissToasts(page);
    await screenshot(page, 'upload-results');
    expect(await page.evaluate(noHorizontalScroll)).toBe(true);

    await page.goto(`${baseUrl}/dashboard`);
    await visible(page.getByRole('table'));
    await screenshot(page, 'dashboard-history');
    expect(await page.evaluate(noHorizontalScroll)).toBe(true);
    await page.getByRole('link', { name: 'extrato.csv' }).click();
    await atPath(page, '/upload');
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    await screenshot(page, 'upload-past-results');
    await context.close();
  });
});
