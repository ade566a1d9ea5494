import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FILE_KIND_MESSAGES } from '#shared/statements/sniff';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import {
  atPath,
  chooseCategories,
  chooseTransactions,
  csvFile,
  dismissToasts,
  SAMPLE_ROWS,
  signUp,
  toast,
  toastText,
  transactionsCsv,
  visible,
} from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function signedInUpload(viewport: 'desktop' | 'mobile' = 'desktop') {
  const opened = await newPage(browser(), viewport);
  await signUp(opened.page, baseUrl);
  await opened.page.getByRole('link', { name: 'Novo Upload' }).click();
  await atPath(opened.page, '/upload');
  await visible(opened.page.getByRole('heading', { name: 'Upload de Transações' }));
  return opened;
}

async function status(page: Page): Promise<string> {
  return (await page.getByTestId('upload-status').getAttribute('data-status')) ?? '';
}

/** A results row's category: the chosen option of its select (a recorded upload), or its badge. */
async function categoryIn(cell: Locator): Promise<string> {
  const select = cell.locator('select');
  return (await select.count()) > 0 ? select.inputValue() : ((await cell.textContent()) ?? '');
}

/** The same, as the select labels it (a custom list's number in parentheses). */
async function categoryLabelIn(cell: Locator): Promise<string> {
  const select = cell.locator('select');
  return (await select.count()) > 0
    ? ((await select.locator('option:checked').textContent()) ?? '')
    : ((await cell.textContent()) ?? '');
}

async function downloadOf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

describe('upload', () => {
  it('shows the form: title, categories block, notice, sample download, static example', async () => {
    const { context, page } = await signedInUpload();
    await visible(page.getByRole('heading', { name: 'Categorias Personalizadas (Opcional)' }));
    await visible(
      page.getByText("O arquivo CSV deve ter uma única coluna chamada 'transações'", { exact: false }),
    );
    await visible(page.getByText('Pronto para upload'));
    expect(await page.locator('pre').textContent()).toContain('transações\nIFOOD *RESTAURANTE SABOR');
    expect(await page.getByTestId('transactions-input').getAttribute('accept')).toBe(
      '.csv,.ofx,.txt,text/csv,text/plain,application/x-ofx',
    );

    const sample = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Baixar CSV de exemplo' }).click(),
    );
    expect(sample.name).toBe('exemplo_transacoes.csv');
    expect(sample.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(sample.bytes.toString('utf8').slice(1).split('\n')[0]).toBe('transações');

    const template = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Baixar modelo de categorias' }).click(),
    );
    expect(template.name).toBe('modelo_categorias.csv');
    expect(template.bytes.toString('utf8').slice(1).split('\n').slice(0, 8)).toEqual([
      'categoria | número',
      'Alimentação | 1',
      'Transporte | 2',
      'Compras | 3',
      'Saúde | 4',
      'Viagem | 5',
      'Assinaturas | 6',
      'Outros | 7',
    ]);
    await screenshot(page, 'upload-form');
    await context.close();
  });

  it('processes a file in batches of 500 with real progress, shows results and downloads the exact CSV', async () => {
    const { context, page } = await signedInUpload();
    const rows = Array.from({ length: 900 }, (_, i) => `${SAMPLE_ROWS[i % SAMPLE_ROWS.length]} ${i + 1}`);
    const bodies: {
      uploadId: string;
      batchIndex: number;
      transactions: string[];
      customCategories?: unknown;
    }[] = [];
    // Hold the second batch back so the intermediate progress can be seen.
    let releaseSecond: () => void = () => undefined;
    const second = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    await page.route('**/api/categorize', async (route) => {
      const body = route.request().postDataJSON();
      bodies.push(body);
      if (body.batchIndex === 1) await second;
      await route.continue();
    });
    const recorded = page.waitForRequest((r) => r.url().endsWith('/api/uploads') && r.method() === 'POST');

    await chooseTransactions(page, csvFile('extrato-900.csv', transactionsCsv(rows)));
    await visible(page.getByText('IA categorizando transações'));
    await visible(page.getByTestId('progress-count').filter({ hasText: '500 / 900 transações' }));
    await visible(page.getByRole('progressbar', { name: 'Progresso da categorização' }));
    expect(await page.getByTestId('transactions-input').isDisabled()).toBe(true);
    expect(await page.getByTestId('categories-input').isDisabled()).toBe(true);
    await screenshot(page, 'upload-processing');
    releaseSecond();

    await visible(page.getByText('Categorização concluída!'));
    await visible(page.getByText('Arquivo enviado com sucesso'));
    await visible(page.getByText('Suas transações estão sendo categorizadas automaticamente.'));
    expect(await toastText(page, 'Transações categorizadas')).toEqual({
      title: 'Transações categorizadas',
      description: '900 transações foram categorizadas com sucesso.',
    });

    expect(bodies.map((b) => [b.batchIndex, b.transactions.length]).sort()).toEqual([
      [0, 500],
      [1, 400],
    ]);
    expect(new Set(bodies.map((b) => b.uploadId)).size).toBe(1);
    expect(bodies.every((b) => b.customCategories === undefined)).toBe(true);
    const recordBody = (await recorded).postDataJSON();
    expect(recordBody).toEqual({
      uploadId: bodies[0]?.uploadId,
      filename: 'extrato-900.csv',
      transactionCount: 900,
    });

    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    const table = page.getByTestId('results-table');
    expect(await table.locator('thead th').allTextContents()).toEqual(['#', 'Transação', 'Categoria']);
    // The rows are virtualized: all 900 are counted by aria-rowcount (plus the header row), few are in the DOM.
    expect(await table.getAttribute('aria-rowcount')).toBe('901');
    expect(await table.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(100);
    expect(await table.locator('tbody tr').first().locator('td').first().textContent()).toBe('1');
    expect(await table.locator('tbody tr').first().locator('td').nth(1).textContent()).toBe(rows[0]);
    const counts = (await page.getByTestId('summary-count').allTextContents()).map((t) =>
      Number.parseInt(t, 10),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(900);
    await screenshot(page, 'upload-results');

    const file = await downloadOf(page, () => page.getByRole('button', { name: 'Baixar CSV' }).click());
    expect(file.name).toBe(`transacoes_categorizadas_${today()}.csv`);
    expect(file.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = file.bytes.toString('utf8').slice(1).trimEnd().split('\n');
    expect(lines[0]).toBe('transação | categoria');
    expect(lines).toHaveLength(901);
    const firstCategory = await categoryIn(table.locator('tbody tr').first().locator('td').nth(2));
    expect(lines[1]).toBe(`${rows[0]} | ${firstCategory}`);
    expect(await toastText(page, 'Download iniciado')).toEqual({
      title: 'Download iniciado',
      description: 'Arquivo CSV categorizado baixado com sucesso.',
    });

    await page.getByRole('button', { name: 'Processar novo arquivo' }).click();
    await visible(page.getByRole('heading', { name: 'Upload de Transações' }));
    await visible(page.getByText('Pronto para upload'));
    expect(await page.getByTestId('file-info').count()).toBe(0);
    await context.close();
  });

  it('uses custom categories: toast, preview, sent with each batch, numbers in results and download', async () => {
    const { context, page } = await signedInUpload();
    const categories = [
      'categoria | número',
      'Comida | 10',
      'Mobilidade | 20',
      'Lazer | 30',
      'Outros | 99',
    ].join('\n');
    await chooseCategories(page, csvFile('minhas-categorias.csv', categories));
    expect(await toastText(page, 'Categorias carregadas')).toEqual({
      title: 'Categorias carregadas',
      description: '4 categorias carregadas.',
    });
    const preview = await visible(page.getByTestId('categories-preview'));
    expect((await preview.locator('li').allTextContents()).map((t) => t.trim())).toEqual([
      'Comida(10)',
      'Mobilidade(20)',
      'Lazer(30)',
      'Outros(99)',
    ]);
    await screenshot(page, 'upload-categories');
    // The list in use is named next to the file picker, and can be switched back before processing.
    const listInUse = page.getByLabel('Lista de categorias', { exact: true });
    const note = page.getByTestId('list-in-use-note');
    expect(await listInUse.locator('option:checked').textContent()).toBe(
      'minhas-categorias.csv (arquivo carregado)',
    );
    expect(await note.textContent()).toBe(
      'As transações serão categorizadas com minhas-categorias.csv (4 categorias).',
    );
    await listInUse.selectOption({ label: 'Categorias padrão' });
    expect(await note.textContent()).toBe('As transações serão categorizadas com as Categorias padrão.');
    expect(await page.getByTestId('categories-preview').count()).toBe(0);
    await chooseCategories(page, csvFile('minhas-categorias.csv', categories));
    await visible(page.getByTestId('categories-preview'));

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/categorize'));
    await chooseTransactions(page, csvFile('extrato.csv', transactionsCsv(SAMPLE_ROWS)));
    expect((await sent).postDataJSON().customCategories).toEqual([
      { name: 'Comida', number: 10 },
      { name: 'Mobilidade', number: 20 },
      { name: 'Lazer', number: 30 },
      { name: 'Outros', number: 99 },
    ]);
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    const cells = await Promise.all(
      (await page.getByTestId('results-table').locator('tbody tr td:nth-child(3)').all()).map(
        categoryLabelIn,
      ),
    );
    expect(cells).toHaveLength(SAMPLE_ROWS.length);
    for (const cell of cells) expect(cell).toMatch(/^(Comida|Mobilidade|Lazer|Outros) \((10|20|30|99)\)$/);

    const file = await downloadOf(page, () => page.getByRole('button', { name: 'Baixar CSV' }).click());
    const lines = file.bytes.toString('utf8').slice(1).trimEnd().split('\n');
    expect(lines[0]).toBe('transação | categoria | número');
    expect(lines[1]).toMatch(
      new RegExp(
        `^${SAMPLE_ROWS[0].replace(/[*.]/g, '\\$&')} \\| (Comida|Mobilidade|Lazer|Outros) \\| \\d+$`,
      ),
    );

    // 'Processar novo arquivo' clears the categories too.
    await page.getByRole('button', { name: 'Processar novo arquivo' }).click();
    await visible(page.getByRole('heading', { name: 'Upload de Transações' }));
    expect(await page.getByTestId('categories-preview').count()).toBe(0);
    expect(await page.getByTestId('list-in-use-note').textContent()).toBe(
      'As transações serão categorizadas com as Categorias padrão.',
    );
    await context.close();
  });

  it('colours badges: the seven default categories each their own, any other category the Outros colour', async () => {
    const { context, page } = await signedInUpload();
    const names = [
      'Alimentação',
      'Transporte',
      'Compras',
      'Saúde',
      'Viagem',
      'Assinaturas',
      'Outros',
      'Mercado',
    ];
    await chooseCategories(
      page,
      csvFile('todas.csv', ['categoria | número', ...names.map((n, i) => `${n} | ${i + 1}`)].join('\n')),
    );
    const badges = (await visible(page.getByTestId('categories-preview'))).locator('li > span');
    expect(await badges.count()).toBe(8);
    const seen = await badges.evaluateAll((els) =>
      els.map((el) => ({ key: (el as HTMLElement).dataset.color, bg: getComputedStyle(el).backgroundColor })),
    );
    expect(seen.map((s) => s.key)).toEqual([...names.slice(0, 7), 'Outros']);
    expect(new Set(seen.slice(0, 7).map((s) => s.bg)).size).toBe(7);
    expect(seen[7]?.bg).toBe(seen[6]?.bg);
    await context.close();
  });

  it('reads a Windows-1252 (Latin-1) file: the header is recognized and accents survive', async () => {
    const { context, page } = await signedInUpload();
    const latin1 = Buffer.from(
      transactionsCsv(['PADARIA SÃO JOÃO', 'AÇOUGUE BOM PREÇO']).replace(/\n/g, '\r\n'),
      'latin1',
    );
    expect(latin1.includes(Buffer.from('transações', 'utf8'))).toBe(false);
    await chooseTransactions(page, csvFile('extrato-banco.csv', latin1));
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    const descriptions = await page
      .getByTestId('results-table')
      .locator('tbody tr td:nth-child(2)')
      .allTextContents();
    expect(descriptions).toEqual(['PADARIA SÃO JOÃO', 'AÇOUGUE BOM PREÇO']);
    await context.close();
  });

  it('reads UTF-8 with BOM and a capitalised quoted header', async () => {
    const { context, page } = await signedInUpload();
    const text = `\uFEFF"Transações"\r\nFARMÁCIA SÃO PAULO\r\n\r\nNETFLIX.COM\r\n`;
    await chooseTransactions(page, csvFile('bom.csv', text));
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    const descriptions = await page
      .getByTestId('results-table')
      .locator('tbody tr td:nth-child(2)')
      .allTextContents();
    expect(descriptions).toEqual(['FARMÁCIA SÃO PAULO', 'NETFLIX.COM']);
    await context.close();
  });

  describe('transactions file rules (spec §5)', () => {
    let opened: Awaited<ReturnType<typeof signedInUpload>>;
    beforeAll(async () => {
      opened = await signedInUpload();
    });
    afterAll(async () => {
      await opened.context.close();
    });

    const tooMany = transactionsCsv(Array.from({ length: 10_001 }, (_, i) => `LOJA ${i}`));
    const tooBig = Buffer.alloc(5 * 1024 * 1024 + 1, 'a');
    it.each(
      (
        [
          [
            'extrato.pdf',
            transactionsCsv(SAMPLE_ROWS),
            'Arquivo inválido',
            'Por favor, selecione um arquivo CSV, OFX ou TXT.',
          ],
          ['grande.csv', tooBig, 'CSV inválido', 'Arquivo muito grande. O tamanho máximo é 5MB.'],
          ['vazio.csv', '', 'CSV inválido', 'Arquivo vazio ou inválido.'],
          [
            'sem-cabecalho.csv',
            'descricao\nIFOOD\n',
            'CSV inválido',
            "O arquivo deve conter uma coluna chamada 'transações'.",
          ],
          ['muitas.csv', tooMany, 'CSV inválido', 'O arquivo deve ter no máximo 10000 transações.'],
          [
            'formula.csv',
            transactionsCsv(['IFOOD', '  =SOMA(A1:A2)']),
            'CSV inválido',
            'O arquivo contém caracteres potencialmente perigosos. Remova fórmulas ou caracteres especiais no início das linhas.',
          ],
          ['so-cabecalho.csv', 'transações\n\n\n', 'CSV inválido', 'Nenhuma transação encontrada no arquivo'],
          // A bank's PDF statement renamed to .csv is told for what it is (issue 25).
          [
            'fatura_renomeada.csv',
            Buffer.concat([
              Buffer.from('%PDF-1.4\n%'),
              Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]),
              Buffer.from('\n1 0 obj'),
            ]),
            'Arquivo inválido',
            FILE_KIND_MESSAGES.pdf,
          ],
        ] as const
      ).map(([name, content, title, message]) => ({ name, content, title, message })),
    )(
      '$name → "$title" / "$message", state error naming no file processed, then idle with no file left chosen',
      async ({ name, content, title, message }) => {
        const { page } = opened;
        await dismissToasts(page);
        let calls = 0;
        page.on('request', (r) => {
          if (r.url().endsWith('/api/categorize')) calls++;
        });
        await chooseTransactions(page, csvFile(name, content));
        expect(await toastText(page, title)).toEqual({ title, description: message });
        await visible(page.getByText('Erro no processamento'));
        await visible(page.getByText('Erro ao processar arquivo'));
        await visible(page.getByText('Verifique se o formato está correto e tente novamente.'));
        expect(await status(page)).toBe('error');
        if (name === 'formula.csv') await screenshot(page, 'upload-error');
        // Back to idle after 2 s, and the refused file is not left behind as the chosen one.
        await visible(page.getByText('Pronto para upload'), 5000);
        expect(await page.getByTestId('file-info').count()).toBe(0);
        expect(calls).toBe(0);
      },
    );
  });

  describe('categories file rules (spec §5)', () => {
    let opened: Awaited<ReturnType<typeof signedInUpload>>;
    beforeAll(async () => {
      opened = await signedInUpload();
    });
    afterAll(async () => {
      await opened.context.close();
    });

    it.each([
      ['Arquivo de categorias vazio.', ''],
      ['O arquivo deve ter o formato: categoria | número', 'nome | codigo\nA | 1\n'],
      ['Linha 2 com formato inválido. Use: categoria | número', 'categoria | número\nA | 1 | 2\n'],
      ['Linha 3: nome da categoria está vazio', 'categoria | número\nA | 1\n | 2\n'],
      ['Linha 2: número inválido "um"', 'categoria | número\nA | um\n'],
      ['Número 1 duplicado na linha 3', 'categoria | número\nA | 1\nB | 1\n'],
      ['Categoria "casa" duplicada na linha 3', 'categoria | número\nCasa | 1\ncasa | 2\n'],
      ['Nenhuma categoria encontrada no arquivo', 'categoria | número\n\n'],
    ])('"%s" and clears the loaded categories', async (message, content) => {
      const { page } = opened;
      await dismissToasts(page);
      await chooseCategories(page, csvFile('ok.csv', 'categoria | número\nCasa | 1\nLazer | 2\n'));
      await visible(page.getByTestId('categories-preview'));
      await dismissToasts(page);
      await chooseCategories(page, csvFile('ruim.csv', content));
      expect(await toastText(page, 'Arquivo de categorias inválido')).toEqual({
        title: 'Arquivo de categorias inválido',
        description: message,
      });
      await page.getByTestId('categories-preview').waitFor({ state: 'detached' });
    });
  });

  it('refuses up front a file larger than what remains of the free plan', async () => {
    const { context, page } = await signedInUpload();
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/categorize')) calls++;
    });
    const rows = Array.from({ length: 1001 }, (_, i) => `LOJA ${i}`);
    await chooseTransactions(page, csvFile('grande-demais.csv', transactionsCsv(rows)));
    const shown = await toastText(page, 'Limite do plano gratuito atingido');
    expect(shown.description).toBe(
      'Este arquivo tem 1001 transações, mas restam 1000 de 1000 no seu plano gratuito.',
    );
    await visible(page.getByText('Erro no processamento'));
    expect(calls).toBe(0);
    await screenshot(page, 'upload-quota');
    await context.close();
  });

  it("shows the API's free-plan refusal (402 QuotaExceeded) as a clear toast", async () => {
    const { context, page } = await signedInUpload();
    const rows = Array.from({ length: 990 }, (_, i) => `LOJA ${i}`);
    await chooseTransactions(page, csvFile('quase-tudo.csv', transactionsCsv(rows)));
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }), 30_000);
    await page.getByRole('button', { name: 'Processar novo arquivo' }).click();
    await dismissToasts(page);
    // Hide the up-front check so the server itself refuses.
    await page.route('**/api/usage', (route) =>
      route.fulfill({ json: { used: 0, limit: 1000, remaining: 1000 } }),
    );
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/categorize'));
    await chooseTransactions(
      page,
      csvFile('mais.csv', transactionsCsv(SAMPLE_ROWS.concat(SAMPLE_ROWS, SAMPLE_ROWS))),
    );
    const response = await refused;
    expect(response.status()).toBe(402);
    const body = await response.json();
    expect(body.error.type).toBe('QuotaExceeded');
    const shown = await toastText(page, 'Limite do plano gratuito atingido');
    expect(shown.description).toBe(body.error.message);
    await visible(page.getByText('Erro no processamento'));
    await context.close();
  });

  it('retries a failed batch once, then shows "Erro ao categorizar" with the server message', async () => {
    const { context, page } = await signedInUpload();
    const attempts: number[] = [];
    await page.route('**/api/categorize', (route) => {
      attempts.push(route.request().postDataJSON().batchIndex);
      return route.fulfill({
        status: 503,
        json: { error: { type: 'ServiceUnavailable', message: 'Serviço temporariamente indisponível.' } },
      });
    });
    await chooseTransactions(page, csvFile('extrato.csv', transactionsCsv(SAMPLE_ROWS)));
    expect(await toastText(page, 'Erro ao categorizar')).toEqual({
      title: 'Erro ao categorizar',
      description: 'Serviço temporariamente indisponível.',
    });
    expect(attempts).toEqual([0, 0]);
    await visible(page.getByText('Erro no processamento'));
    await dismissToasts(page);

    // A response without categorizedTransactions: 'Erro ao categorizar transações'.
    await page.unrouteAll();
    await page.route('**/api/categorize', (route) => route.fulfill({ json: { usage: {} } }));
    await visible(page.getByText('Pronto para upload'), 5000);
    await chooseTransactions(page, csvFile('extrato.csv', transactionsCsv(SAMPLE_ROWS)));
    expect((await toastText(page, 'Erro ao categorizar')).description).toBe('Erro ao categorizar transações');
    expect(await toast(page, 'Transações categorizadas').count()).toBe(0);
    await context.close();
  });

  it('resumes a file whose upload failed: the batches already charged are not charged again', async () => {
    const { context, page } = await signedInUpload();
    const rows = Array.from({ length: 700 }, (_, i) => `MERCADO ${i}`);
    // Batch 0 reaches the server; batch 1 fails twice (the browser's one retry), so the upload fails.
    await page.route('**/api/categorize', (route) =>
      route.request().postDataJSON().batchIndex === 1
        ? route.fulfill({ status: 503, json: { error: { type: 'Unavailable', message: 'Indisponível.' } } })
        : route.continue(),
    );
    await chooseTransactions(page, csvFile('grande.csv', transactionsCsv(rows)));
    await toastText(page, 'Erro ao categorizar');
    await dismissToasts(page);

    await page.unrouteAll();
    const sent: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/categorize')) sent.push(request.postDataJSON().batchIndex);
    });
    await visible(page.getByText('Pronto para upload'), 5000);
    await chooseTransactions(page, csvFile('grande.csv', transactionsCsv(rows)));
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));

    expect(sent.sort()).toEqual([0, 1]);
    await page.goto(`${baseUrl}/dashboard`);
    await visible(page.getByRole('table'));
    expect(await page.getByTestId('total-transactions').textContent()).toBe('700');
    expect(await page.getByTestId('remaining').textContent()).toBe('300 restantes no plano gratuito (1.000)');
    await context.close();
  });

  it('imports bank statements: an OFX and a Nubank card bill, with dates and amounts, downloaded and re-opened', async () => {
    const { context, page } = await signedInUpload();
    const ofx = await readFile(new URL('../../data/statements/extrato-sgml-cp1252.ofx', import.meta.url));
    await chooseTransactions(page, { name: 'extrato-itau.ofx', mimeType: 'application/x-ofx', buffer: ofx });
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    expect(await page.locator('[data-testid="results-table"] thead th').allTextContents()).toEqual([
      '#',
      'Data',
      'Transação',
      'Valor',
      'Categoria',
    ]);
    const first = page.locator('[data-testid="results-table"] tbody tr').first().locator('td');
    expect(await first.allTextContents()).toEqual([
      '1',
      '01/09/2026',
      'PAGTO ELETRON COBRANCA SABESP',
      '-R$\u00a0120,50',
      expect.any(String),
    ]);
    expect(await page.getByTestId('money-out').textContent()).toBe('-R$\u00a0228,75');
    expect(await page.getByTestId('money-in').textContent()).toBe('R$\u00a02.500,00');
    expect(await page.getByTestId('category-summary').count()).toBe(0);
    await screenshot(page, 'upload-statement-results');
    // On a phone each line is a stacked block (description, then date, amount and category): no sideways scroll.
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'upload-statement-results');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    const download = await downloadOf(page, () => page.getByRole('button', { name: 'Baixar CSV' }).click());
    const text = download.bytes.toString('utf8').replace(/^\uFEFF/, '');
    expect(text.split('\n')[0]).toBe('data | transação | valor | categoria | tipo');
    expect(text.split('\n')[1]).toMatch(/^01\/09\/2026 \| PAGTO ELETRON COBRANCA SABESP \| -120,50 \| /);

    await page.getByRole('button', { name: 'Processar novo arquivo' }).click();
    const nubank = await readFile(
      new URL('../../data/statements/nubank-fatura-2026-09.csv', import.meta.url),
    );
    await chooseTransactions(page, { name: 'nubank-fatura.csv', mimeType: 'text/csv', buffer: nubank });
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    await visible(page.getByText('Ifood *Restaurante Sabor'));
    await visible(page.getByText('-R$\u00a042,90'));
    // The bill's payment is no spending: shown apart, out of the totals.
    expect(await page.getByTestId('money-own').textContent()).toBe('1 · R$\u00a0980,00');

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'extrato-itau.ofx' }).click();
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    await visible(page.getByText('-R$\u00a0120,50'));
    await context.close();
  });

  it('keeps 3000 results light: virtualized rows, search by description, category filter, phone layout', async () => {
    const { context, page } = await signedInUpload();
    const words = ['MERCADO EXTRA', 'UBER *TRIP', 'FARMÁCIA POPULAR'];
    const rows = Array.from({ length: 3000 }, (_, i) => `${words[i % 3]} ${i + 1}`);
    rows[1233] = 'PADARIA SÃO JOÃO';
    const categoryOf = (description: string) =>
      description.startsWith('MERCADO')
        ? 'Alimentação'
        : description.startsWith('UBER')
          ? 'Transporte'
          : description.startsWith('FARM')
            ? 'Saúde'
            : 'Outros';
    // More than the free plan of local mode: the API is stood in for, the table is what is under test.
    await page.route('**/api/usage', (route) =>
      route.fulfill({ json: { used: 0, limit: null, remaining: null } }),
    );
    await page.route('**/api/categorize', (route) => {
      const body = route.request().postDataJSON() as { transactions: string[] };
      return route.fulfill({
        json: {
          categorizedTransactions: body.transactions.map((description) => ({
            description,
            category: categoryOf(description),
          })),
          usage: { used: 0, limit: null, remaining: null },
        },
      });
    });
    await page.route('**/api/uploads', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            json: {
              id: 'u-3000',
              filename: 'extrato-3000.csv',
              transaction_count: 3000,
              uploaded_at: new Date().toISOString(),
            },
          })
        : route.continue(),
    );

    await chooseTransactions(page, csvFile('extrato-3000.csv', transactionsCsv(rows)));
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }), 30_000);
    await dismissToasts(page);
    const table = page.getByTestId('results-table');
    const dataRows = table.locator('tbody tr[aria-rowindex]');
    const status = page.getByTestId('results-filter-status');
    expect(await table.getAttribute('aria-rowcount')).toBe('3001');
    const rendered = await table.locator('tbody tr').count();
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(200);
    expect(await status.textContent()).toBe('');

    // Search: case and accents aside, the one matching row keeps its number in the file.
    const search = page.getByLabel('Buscar transação');
    await search.fill('sao joao');
    await visible(status.filter({ hasText: 'Mostrando 1 de 3.000 transações' }));
    expect(await dataRows.count()).toBe(1);
    const found = dataRows.first().locator('td');
    expect((await found.allTextContents()).slice(0, 2)).toEqual(['1234', 'PADARIA SÃO JOÃO']);
    expect(await categoryIn(found.nth(2))).toBe('Outros');
    await search.fill('');
    await status.filter({ hasText: 'Mostrando' }).waitFor({ state: 'detached' });

    // Category filter: every category present, with its count, sorted the pt-BR way.
    const filter = page.getByLabel('Filtrar por categoria');
    expect(await filter.locator('option').allTextContents()).toEqual([
      'Todas as categorias',
      'Alimentação · 999',
      'Outros · 1',
      'Saúde · 1.000',
      'Transporte · 1.000',
    ]);
    await filter.selectOption('Transporte');
    await visible(status.filter({ hasText: 'Mostrando 1.000 de 3.000 transações' }));
    expect(await table.getAttribute('aria-rowcount')).toBe('1001');
    expect(await dataRows.first().locator('td').first().textContent()).toBe('2');
    const shown = await Promise.all((await dataRows.locator('td:nth-child(3)').all()).map(categoryIn));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(200);
    expect(new Set(shown)).toEqual(new Set(['Transporte']));
    // Scrolled to the end (the rows scroll with the page), the last match is rendered with its own number.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => dataRows.last().locator('td').first().textContent(), { timeout: 5000 })
      .toBe('2999');
    expect(await table.locator('tbody tr').count()).toBeLessThan(200);

    await search.fill('são joão');
    await visible(status.filter({ hasText: 'Nenhuma transação encontrada.' }));
    expect(await dataRows.count()).toBe(0);
    await search.fill('');
    await filter.selectOption('');

    // A phone: rows become stacked blocks, and nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await status.filter({ hasText: 'Mostrando' }).waitFor({ state: 'detached' });
    const first = dataRows.first();
    const description = await first.locator('td').nth(1).boundingBox();
    const category = await first.locator('td').nth(2).boundingBox();
    expect(description && category && category.y >= description.y + description.height - 1).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    expect(
      await page
        .getByRole('region', { name: 'Transações categorizadas' })
        .evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
    ).toBe(true);
    await screenshot(page, 'upload-results-3000');
    await context.close();
  });

  it('works on a 375 px phone without horizontal scrolling', async () => {
    const { context, page } = await signedInUpload('mobile');
    await screenshot(page, 'upload-form');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await chooseTransactions(page, csvFile('extrato.csv', transactionsCsv(SAMPLE_ROWS)));
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    await screenshot(page, 'upload-results');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await context.close();
  });
});
