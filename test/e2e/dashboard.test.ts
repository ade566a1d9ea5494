import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import {
  atPath,
  chooseTransactions,
  SAMPLE_ROWS,
  signUp,
  toastText,
  uploadStatement,
  visible,
} from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const PT_BR_DATE_TIME = /^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/;

/**
 * Records every layout shift from the page's start (the browser's own entries, as CLS counts them: none right
 * after an input), with where each moved element is: `main` (the page's content) or `header`.
 */
function recordLayoutShifts() {
  interface Shift extends PerformanceEntry {
    readonly value: number;
    readonly hadRecentInput: boolean;
    readonly sources: readonly { readonly node: Node | null }[];
  }
  const shifts: { value: number; moved: string[] }[] = [];
  (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map(({ node }) => {
        const element = node instanceof Element ? node : (node?.parentElement ?? null);
        if (!element) return 'removed';
        const where = element.closest('#conteudo') ? 'main' : 'header';
        return `${where} ${element.getAttribute('data-testid') ?? element.tagName.toLowerCase()}: ${(element.textContent ?? '').slice(0, 40)}`;
      });
      shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Holds the requests to these URLs until the returned function is called. */
async function hold(page: Page, urls: readonly string[]): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const url of urls) {
    await page.route(url, async (route) => {
      await held;
      await route.continue();
    });
  }
  return release;
}

/** Resolves once the browser has rendered a frame of what the page holds now. */
const painted = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

describe('dashboard', () => {
  it('shows totals and the history after uploads, and re-opens a past upload with its download', async () => {
    const { context, page } = await newPage(browser());
    const email = await signUp(page, baseUrl);
    await visible(page.getByText('Nenhum arquivo enviado ainda. Comece fazendo seu primeiro upload.'));
    expect(await page.getByTestId('total-transactions').textContent()).toBe('0');

    const files = [
      { name: 'janeiro.csv', rows: SAMPLE_ROWS.slice(0, 5) },
      { name: 'fevereiro.csv', rows: ['PADARIA PAO DOURADO', 'NETFLIX.COM', 'UBER *TRIP'] },
    ];
    for (const file of files) {
      await uploadStatement(page, file.name, file.rows);
      await page.goto(`${baseUrl}/dashboard`);
    }

    await visible(page.getByRole('heading', { name: 'Categoriza Dashboard' }));
    await visible(page.getByTestId('menu-desktop').filter({ hasText: email }));
    await visible(page.getByRole('table'));
    expect(await page.getByTestId('total-transactions').textContent()).toBe('8');
    expect(await page.getByTestId('remaining').textContent()).toBe('992 restantes no plano gratuito (1.000)');
    expect(
      await page.getByRole('progressbar', { name: 'Uso do plano gratuito' }).getAttribute('aria-valuenow'),
    ).toBe('1');
    expect(await page.getByTestId('upload-count').textContent()).toBe('2');
    expect(await page.locator('thead th').allTextContents()).toEqual([
      'Arquivo',
      'Transações',
      'Data',
      'Ações',
    ]);
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).locator('td').nth(0).textContent()).toBe('fevereiro.csv');
    expect(await rows.nth(0).locator('td').nth(1).textContent()).toBe('3');
    expect(await rows.nth(1).locator('td').nth(0).textContent()).toBe('janeiro.csv');
    expect(await rows.nth(1).locator('td').nth(1).textContent()).toBe('5');
    for (const i of [0, 1])
      expect(await rows.nth(i).locator('td').nth(2).textContent()).toMatch(PT_BR_DATE_TIME);
    await screenshot(page, 'dashboard');

    await page.getByRole('link', { name: 'fevereiro.csv' }).click();
    await atPath(page, '/upload');
    expect(new URL(page.url()).searchParams.get('upload')).toBeTruthy();
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    await visible(page.getByText('fevereiro.csv · 3 transações'));
    const descriptions = await page
      .getByTestId('results-table')
      .locator('tbody tr td:nth-child(2)')
      .allTextContents();
    expect(descriptions).toEqual(files[1]?.rows);
    await screenshot(page, 'upload-past-results');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^transacoes_categorizadas_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).slice(1).trimEnd().split('\n');
    expect(lines[0]).toBe('transação | categoria');
    expect(lines.slice(1).map((l) => l.split(' | ')[0])).toEqual(files[1]?.rows);

    await page.getByRole('button', { name: 'Processar novo arquivo' }).click();
    await visible(page.getByRole('heading', { name: 'Upload de Transações' }));
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it("shows 'Carregando...' while the history loads, and the mobile layout without horizontal scroll", async () => {
    const { context, page } = await newPage(browser(), 'mobile');
    await signUp(page, baseUrl);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/uploads', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await visible(page.getByText('Carregando...'));
    release();
    await visible(page.getByText('Nenhum arquivo enviado ainda. Comece fazendo seu primeiro upload.'));
    await screenshot(page, 'dashboard');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await context.close();
  });

  it('keeps its cards and the history in place while their data comes (no layout shift), on a computer and phones', async () => {
    const { context, page } = await newPage(browser());
    await signUp(page, baseUrl);
    // A card bill with dates: the money card shows the month's spending, the history one upload.
    const name = 'Nubank_2026-09-28.csv';
    await page.goto(`${baseUrl}/upload`);
    await visible(page.getByRole('heading', { name: 'Arquivo de transações' }));
    const buffer = await readFile(new URL(`../../data/statements/ledger/${name}`, import.meta.url));
    await chooseTransactions(page, { name, mimeType: 'text/csv', buffer });
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }), 30_000);
    const storageState = await context.storageState();

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
      { width: 360, height: 740 },
    ]) {
      const phone = viewport.width < 768;
      const measured = await browser().newContext({
        viewport,
        storageState,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        isMobile: phone,
        hasTouch: phone,
      });
      const dashboard = await measured.newPage();
      await dashboard.addInitScript(recordLayoutShifts);
      // The page first paints with nothing loaded; then the history and the plan come, then the money.
      const releaseHistory = await hold(dashboard, ['**/api/uploads', '**/api/usage']);
      const releaseMoney = await hold(dashboard, ['**/api/money']);
      await dashboard.goto(`${baseUrl}/dashboard`);
      await visible(dashboard.getByText('Carregando...'));
      expect(await dashboard.getByTestId('total-transactions').textContent()).toBe('…');
      await painted(dashboard);
      if (viewport.width !== 360) await screenshot(dashboard, 'dashboard-loading');
      releaseHistory();
      await visible(dashboard.getByRole('link', { name }));
      await visible(dashboard.getByTestId('remaining'));
      await painted(dashboard);
      releaseMoney();
      await visible(dashboard.getByTestId('card-money').getByText(/^Gastos em /));
      await painted(dashboard);
      if (viewport.width !== 360) await screenshot(dashboard, 'dashboard-loaded');
      const shifts = await dashboard.evaluate(
        () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
      );
      expect(
        shifts.filter((shift) => shift.moved.some((moved) => moved.startsWith('main'))),
        `${viewport.width} px`,
      ).toEqual([]);
      await measured.close();
    }
    await context.close();
  });

  it('caps the progress bar at 100% and never shows a negative remainder', async () => {
    const { context, page } = await newPage(browser());
    await signUp(page, baseUrl);
    // The plan's line is GET /api/usage as is (stats.ts): past the limit, the server's remainder is 0.
    await page.route('**/api/usage', (route) =>
      route.fulfill({ json: { used: 1200, limit: 1000, remaining: 0 } }),
    );
    await page.route('**/api/uploads', (route) =>
      route.fulfill({
        json: {
          uploads: [
            { id: 'a', filename: 'a.csv', transaction_count: 900, uploaded_at: '2026-01-02T15:04:05.000Z' },
            { id: 'b', filename: 'b.csv', transaction_count: 600, uploaded_at: '2026-01-01T10:00:00.000Z' },
          ],
          nextCursor: null,
          totals: { uploads: 2, transactions: 1500 },
        },
      }),
    );
    await page.reload();
    await visible(page.getByRole('table'));
    expect(await page.getByTestId('total-transactions').textContent()).toBe('1.500');
    expect(await page.getByTestId('used').textContent()).toBe('1.200 transações usadas');
    expect(await page.getByTestId('remaining').textContent()).toBe('0 restantes no plano gratuito (1.000)');
    expect(
      await page.getByRole('progressbar', { name: 'Uso do plano gratuito' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    // São Paulo time (the context's timezone): 15:04 UTC is 12:04.
    expect(await page.locator('tbody tr').first().locator('td').nth(2).textContent()).toBe(
      '02/01/2026, 12:04',
    );
    await context.close();
  });

  it("shows 'Erro ao carregar uploads' with the server's message", async () => {
    const { context, page } = await newPage(browser());
    await signUp(page, baseUrl);
    await page.route('**/api/uploads', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { type: 'InternalError', message: 'Erro interno. Tente novamente.' } },
      }),
    );
    await page.reload();
    expect(await toastText(page, 'Erro ao carregar uploads')).toEqual({
      title: 'Erro ao carregar uploads',
      description: 'Erro interno. Tente novamente.',
    });
    await context.close();
  });

  it("a 401 from the API runs the invalid-session flow ('Sessão inválida', /auth)", async () => {
    const { context, page } = await newPage(browser());
    await signUp(page, baseUrl);
    await page.route('**/api/uploads', (route) =>
      route.fulfill({ status: 401, json: { error: { type: 'Unauthorized', message: 'Não autorizado.' } } }),
    );
    await page.reload();
    await toastText(page, 'Sessão inválida');
    await atPath(page, '/auth');
    await context.close();
  });
});
