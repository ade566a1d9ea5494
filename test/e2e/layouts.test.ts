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
  visible,
} from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** Long, with no spaces to wrap at: the kind of name a bank gives its exports. */
const STATEMENT_NAME = 'Nubank_2026-06_extrato_conta_corrente_pessoal.csv';
const CATEGORIES_NAME = 'plano_de_contas_2026-empresa_categorias_completas.csv';

/** A company's chart of accounts: long names, four-digit numbers. */
const CATEGORIES = [
  'categoria | número',
  'Despesas Bancárias | 3101',
  'Salários e Encargos | 3102',
  'Alimentação e Refeições | 3103',
  'Combustíveis e Lubrificantes | 3104',
  'Energia Elétrica e Saneamento | 3105',
  'Receitas de Vendas e Serviços | 4101',
  'Outras Despesas Operacionais | 3199',
].join('\n');

/** [description, cents (signed)]: enough lines that the table runs well past one screen. */
const LINES: readonly (readonly [string, number])[] = [
  ['TARIFA PACOTE SERVICOS', -32_90],
  ['PIX RECEBIDO MARIA SOUZA COMERCIO DE ALIMENTOS', 1_500_00],
  ['PAGTO CONTA LUZ ENEL DISTRIBUICAO SAO PAULO', -212_37],
  ['COMPRA CARTAO DEB POSTO IPIRANGA AV BRASIL', -250_00],
  ['TED SALARIO FUNCIONARIO JOAO DA SILVA', -3_200_00],
  ['COMPRA CARTAO DEB RESTAURANTE SABOR CASEIRO', -48_90],
  ['TARIFA TED DIFERENTE TITULARIDADE', -12_55],
  ['PAGTO CONTA AGUA SABESP', -98_40],
  ['PIX RECEBIDO CLIENTE ABC SERVICOS LTDA', 2_750_00],
  ['GPS INSS COMPETENCIA 05/2026', -880_00],
  ['COMPRA CARTAO DEB PADARIA REAL', -18_90],
  ['FGTS GUIA RECOLHIMENTO 05/2026', -256_00],
  ['COMPRA CARTAO DEB SHELL SELECT', -180_00],
  ['JUROS CHEQUE ESPECIAL', -27_13],
  ['PIX RECEBIDO DISTRIBUIDORA BOA VISTA', 980_00],
  ['COMPRA CARTAO DEB IFOOD RESTAURANTE', -62_50],
  ['IOF SOBRE SALDO DEVEDOR', -3_21],
  ['PAGTO BOLETO ALUGUEL SALA COMERCIAL', -1_800_00],
  ['TED SALARIO FUNCIONARIA ANA PEREIRA', -2_900_00],
  ['COMPRA CARTAO DEB POSTO SHELL RODOVIA', -310_00],
  ['PIX RECEBIDO VENDA BALCAO 0001', 420_00],
  ['TARIFA MANUTENCAO CONTA', -45_00],
  ['COMPRA CARTAO DEB SUPERMERCADO EXTRA', -154_87],
  ['PAGTO CONTA TELEFONE VIVO EMPRESAS', -189_90],
  ['PIX RECEBIDO CLIENTE XYZ COMERCIO', 3_100_00],
  ['VALE REFEICAO FUNCIONARIOS JUNHO', -1_200_00],
  ['COMPRA CARTAO DEB POSTO BR MANIA', -95_00],
  ['TARIFA EMISSAO BOLETO', -3_50],
  ['PIX RECEBIDO ASSINATURA MENSAL CLIENTE', 199_90],
  ['COMPRA CARTAO DEB CAFE DO PONTO', -14_00],
  ['PAGTO DARF IRPJ', -1_034_56],
  ['PIX RECEBIDO SERVICOS DE CONSULTORIA', 5_000_00],
  ['COMPRA CARTAO DEB LANCHONETE DA ESQUINA', -27_50],
  ['TARIFA PIX ENVIADO', -1_99],
  ['TED FORNECEDOR PAPELARIA CENTRAL', -340_00],
  ['PIX RECEBIDO REEMBOLSO DESPESAS', 75_00],
];

/** Cents as a bank's CSV writes them: "1.500,00", no sign (the column says which way the money went). */
const brl = (cents: number) =>
  (Math.abs(cents) / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A bank layout no reader knows (a title, then credit, debit and balance columns): it goes through the mapping. */
function statementCsv(): string {
  let balance = 10_000_00;
  const rows = LINES.map(([description, cents], k) => {
    balance += cents;
    const day = String(1 + (k % 28)).padStart(2, '0');
    const credit = cents > 0 ? brl(cents) : '';
    const debit = cents < 0 ? brl(cents) : '';
    return `${day}/06/2026;${description};${String(900_000 + k)};${credit};${debit};${brl(balance)}`;
  });
  return [
    'Banco Exemplo S.A. - Extrato de conta corrente',
    'Agência: 0123 Conta: 45678-9',
    '',
    'Data;Histórico;Docto.;Crédito (R$);Débito (R$);Saldo (R$)',
    ...rows,
  ].join('\n');
}

/** "-R$ 1.234,56" → -123456. */
const cents = (money: string) => {
  const digits = Number(money.replace(/[^\d]/g, ''));
  return money.trim().startsWith('-') ? -digits : digits;
};

/**
 * One scroll: the page does not scroll sideways, and nothing inside it scrolls up and down (only the document
 * does). Returns what breaks the rule, described, so a failure says where.
 */
const scrollProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      if (/(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1) {
        problems.push(
          `${el.tagName.toLowerCase()}.${el.className} scrolls ${el.scrollHeight}/${el.clientHeight}`,
        );
      }
    }
    return problems;
  });

/**
 * Whether an element shows its whole text: the text is `text`, no ellipsis, and every line of it lies inside
 * the window and inside every box around it that clips. Returns what is wrong, or nothing.
 */
const shownWhole = (locator: Locator, text: string) =>
  locator.evaluate((el, expected) => {
    if (el.textContent !== expected) return `text "${el.textContent}"`;
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = [...range.getClientRects()];
    if (lines.length === 0) return 'not rendered';
    for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.textOverflow === 'ellipsis' && style.overflowX !== 'visible') return 'cut with an ellipsis';
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = box.getBoundingClientRect();
      if (lines.some((line) => line.left < clip.left - 1 || line.right > clip.right + 1)) {
        return `clipped by ${box.tagName.toLowerCase()}`;
      }
      if (box.scrollWidth > box.clientWidth + 1) return `${box.tagName.toLowerCase()} overflows sideways`;
    }
    if (lines.some((line) => line.left < 0 || line.right > window.innerWidth)) return 'off the screen';
    return undefined;
  }, text);

/**
 * The words of each badge (or category label) broken across lines: a word is a run of letters, digits and punctuation within one
 * element (the name and its number are separate elements and may wrap apart), measured with a Range over its
 * characters, and must lie on one line. Returns each broken word with its badge.
 */
const brokenBadgeWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    // The badges, and the labels of the category selects.
    for (const badge of document.querySelectorAll<HTMLElement>(
      '[data-color], [data-testid="category-choice"]',
    )) {
      // Text nodes grouped by the element that holds them: "(", "3101", ")" are one word.
      const groups = new Map<Element, Text[]>();
      const walker = document.createTreeWalker(badge, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement as Element;
        groups.set(parent, [...(groups.get(parent) ?? []), node as Text]);
      }
      for (const nodes of groups.values()) {
        // Each character's node and offset, then the words as runs of non-space characters.
        const chars = nodes.flatMap((node) => [...(node.data as string)].map((c, i) => ({ c, node, i })));
        let start = 0;
        while (start < chars.length) {
          while (start < chars.length && /\s/.test(chars[start]?.c ?? '')) start++;
          let end = start;
          while (end < chars.length && !/\s/.test(chars[end]?.c ?? '')) end++;
          if (end > start) {
            const first = chars[start] as (typeof chars)[number];
            const last = chars[end - 1] as (typeof chars)[number];
            const range = document.createRange();
            range.setStart(first.node, first.i);
            range.setEnd(last.node, last.i + 1);
            const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
            if (Math.max(...tops) - Math.min(...tops) > 2) {
              broken.push(
                `${chars
                  .slice(start, end)
                  .map((x) => x.c)
                  .join('')} in "${badge.textContent}"`,
              );
            }
          }
          start = end;
        }
      }
    }
    return broken;
  });

/**
 * The columns of the mapping's preview that cannot be seen: each header cell lies within the window, or in a
 * box that scrolls sideways (and that box lies within the window).
 */
const unreachableColumns = (page: Page) =>
  page.getByTestId('column-mapping').evaluate((card) => {
    const inWindow = (rect: DOMRect) => rect.left >= -1 && rect.right <= window.innerWidth + 1;
    return [...card.querySelectorAll('thead th')].flatMap((th) => {
      if (inWindow(th.getBoundingClientRect())) return [];
      for (let box = th.parentElement; box && box !== card; box = box.parentElement) {
        if (/(auto|scroll)/.test(getComputedStyle(box).overflowX) && inWindow(box.getBoundingClientRect())) {
          return [];
        }
      }
      return [th.textContent ?? ''];
    });
  });

/**
 * The category of each row's select as shown: the select lies see-through over a label of its choice (a
 * select cannot wrap its text). Each gives the chosen option's text, the label's text, how many lines the
 * label takes, and whether all of it lies inside its box and the window.
 */
const categoryChoices = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLSelectElement>('select[aria-label^="Categoria de"]')].map((select) => {
      const label = select.parentElement?.querySelector('[data-testid="category-choice"]');
      const box = select.parentElement?.getBoundingClientRect();
      const range = document.createRange();
      if (label) range.selectNodeContents(label);
      const rects = label ? [...range.getClientRects()].filter((r) => r.width > 0) : [];
      return {
        option: select.selectedOptions[0]?.textContent ?? '',
        label: label?.textContent ?? '',
        lines: new Set(rects.map((r) => Math.round(r.bottom))).size,
        inside:
          box !== undefined &&
          rects.length > 0 &&
          rects.every(
            (r) => r.left >= box.left && r.right <= box.right && r.left >= 0 && r.right <= window.innerWidth,
          ),
      };
    }),
  );

describe.each(['desktop', 'mobile'] as const)('layouts that read (%s)', (viewport) => {
  it('shows names whole, badges unbroken, the mapping reachable, one scroll, and a filtered total', async () => {
    const { context, page } = await newPage(browser(), viewport);
    await signUp(page, baseUrl);
    await page.getByRole('link', { name: 'Novo Upload' }).click();
    await atPath(page, '/upload');

    // The chart of accounts: its file name whole in the picker, its badges unbroken.
    await chooseCategories(page, csvFile(CATEGORIES_NAME, CATEGORIES));
    const preview = await visible(page.getByTestId('categories-preview'));
    expect(await preview.locator('li').count()).toBe(7);
    await dismissToasts(page);
    await screenshot(page, 'layout-upload');
    // In the picker, and in the note that says which list is in use.
    const names = await page.getByText(CATEGORIES_NAME, { exact: true }).all();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(await shownWhole(name, CATEGORIES_NAME)).toBeUndefined();
    expect(await brokenBadgeWords(page)).toEqual([]);
    expect(await scrollProblems(page)).toEqual([]);

    // The mapping step: every column of the preview can be seen.
    await chooseTransactions(page, csvFile(STATEMENT_NAME, statementCsv()));
    const step = await visible(page.getByRole('region', { name: 'Confirme as colunas do extrato' }));
    await visible(step.getByText(`${LINES.length} transações no arquivo.`));
    await screenshot(page, 'layout-mapping');
    expect(await step.locator('thead th').count()).toBe(6);
    expect(await unreachableColumns(page)).toEqual([]);
    expect(await scrollProblems(page)).toEqual([]);
    await step.getByRole('button', { name: 'Confirmar e categorizar' }).click();

    // The results: the file name whole, badges unbroken, each category with its number, one scroll.
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }), 30_000);
    await dismissToasts(page);
    // From the top, as a reader starts (the window kept the mapping step's scroll); a full-page screenshot
    // shows the rows rendered for this window, then the spacer that stands for the rest.
    await page.evaluate(() => window.scrollTo(0, 0));
    const table = page.getByTestId('results-table');
    await visible(table.locator('tbody tr[aria-rowindex="2"]'));
    await screenshot(page, 'layout-results');
    const header = page.getByTestId('results-file');
    expect(await shownWhole(header, `${STATEMENT_NAME} · ${LINES.length} transações`)).toBeUndefined();
    expect(await brokenBadgeWords(page)).toEqual([]);
    expect(await page.locator('[data-color]').count()).toBeGreaterThan(0);
    // Each row's category shows whole with its number; on a computer, one as long as "Salários e Encargos
    // (3101)" takes a single line.
    const choices = await categoryChoices(page);
    expect(choices.length).toBeGreaterThan(0);
    for (const choice of choices) {
      expect(choice.label).toBe(choice.option);
      expect(choice.inside, choice.label).toBe(true);
      if (viewport === 'desktop' && choice.label.length <= 'Salários e Encargos (3101)'.length) {
        expect(choice.lines, choice.label).toBe(1);
      }
    }
    expect(await scrollProblems(page)).toEqual([]);

    // The page scrolls the rows: scrolled to the end, the last row is there; on a computer the column headers
    // stay at the top of the window.
    const rows = table.locator('tbody tr[aria-rowindex]');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => rows.last().getAttribute('aria-rowindex'), { timeout: 5000 })
      .toBe(String(LINES.length + 1));
    if (viewport === 'desktop') {
      const top = await table.locator('thead').evaluate((el) => el.getBoundingClientRect().top);
      expect(Math.abs(top)).toBeLessThanOrEqual(1);
    }

    // A category filter, chosen while the page is scrolled past the table's top (set in place: a click would
    // scroll the select into view first): back to the table's top, and the status gives the count and the money.
    const filter = page.getByLabel('Filtrar por categoria');
    const chosen = (await filter.locator('option').nth(1).getAttribute('value')) as string;
    expect(await table.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(0);
    await filter.evaluate((el: HTMLSelectElement, value) => {
      el.value = value;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }, chosen);
    const status = page.getByTestId('results-filter-status');
    await visible(status.filter({ hasText: 'Mostrando' }));
    expect(await table.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(-1);
    const shown = await rows.count();
    const amounts = await Promise.all(
      (await rows.all()).map((row) => row.locator('td').nth(3).textContent() as Promise<string>),
    );
    const text = (await status.textContent()) as string;
    const match = /^Mostrando (\d+) de (\d+) transações · (-?R\$\s[\d.]+,\d{2})$/.exec(text);
    expect(match, text).not.toBeNull();
    expect(Number(match?.[1])).toBe(shown);
    expect(Number(match?.[2])).toBe(LINES.length);
    expect(cents(match?.[3] as string)).toBe(amounts.reduce((sum, amount) => sum + cents(amount), 0));
    await screenshot(page, 'layout-results-filtered');
    expect(await scrollProblems(page)).toEqual([]);

    // The history: the file name whole, one scroll.
    await page.goto(`${baseUrl}/dashboard`);
    const link = await visible(page.getByRole('link', { name: STATEMENT_NAME }));
    await screenshot(page, 'layout-dashboard');
    expect(await shownWhole(link, STATEMENT_NAME)).toBeUndefined();
    expect(await scrollProblems(page)).toEqual([]);
    await context.close();
  });
});
