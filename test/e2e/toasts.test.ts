import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import { contrastRatio } from '../support/contrast.ts';
import {
  atPath,
  chooseCategories,
  csvFile,
  dismissToasts,
  fillAuth,
  PASSWORD,
  SAMPLE_ROWS,
  signUp,
  toast,
  toastText,
  uniqueEmail,
  uploadStatement,
  visible,
} from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A box once it stops moving (a toast slides in over 400 ms). */
async function settledBox(locator: Locator): Promise<Box> {
  let last: Box | null = null;
  for (let i = 0; i < 30; i++) {
    const box = await locator.boundingBox();
    if (box && last && JSON.stringify(box) === JSON.stringify(last)) return box;
    last = box;
    await locator.page().waitForTimeout(100);
  }
  if (!last) throw new Error('elemento sem caixa');
  return last;
}

/** Every toast on screen (sonner keeps the ones past its visible count, hidden), with its close button. */
async function toastBoxes(page: Page): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const shown of await page
    .locator('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])')
    .all()) {
    boxes.push(await settledBox(shown));
    const close = await shown.locator('[data-close-button]').boundingBox();
    if (close) boxes.push(close);
  }
  return boxes;
}

/** No toast on screen covers the page's title or its primary actions. */
async function expectClear(page: Page, targets: Locator[]): Promise<void> {
  const toasts = await toastBoxes(page);
  expect(toasts.length).toBeGreaterThan(0);
  for (const target of targets) {
    const box = await settledBox(await visible(target));
    for (const shown of toasts) expect(overlaps(shown, box), `${target} coberto por um toast`).toBe(false);
  }
}

/** A toast's kind, and the contrast of its title and description with its background, as the screen shows them. */
async function toastContrast(shown: Locator): Promise<{ kind: string; title: number; description: number }> {
  const colors = await shown.evaluate((el) => {
    const color = (selector: string) => {
      const part = el.querySelector(selector);
      return part ? getComputedStyle(part).color : '';
    };
    return {
      kind: el.getAttribute('data-type') ?? '',
      background: getComputedStyle(el).backgroundColor,
      title: color('[data-title]'),
      description: color('[data-description]'),
    };
  });
  return {
    kind: colors.kind,
    title: contrastRatio(colors.title, colors.background),
    description: contrastRatio(colors.description, colors.background),
  };
}

/** WCAG AA for normal text: a toast's words are 13 px. */
const AA = 4.5;

describe("toasts' colours", () => {
  it('every kind the app shows (error, success, warning) reads at 4.5:1 or more, title and description', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    const seen = new Map<string, { title: number; description: number }>();
    const measure = async (title: string) => {
      const { kind, ...ratios } = await toastContrast(await visible(toast(page, title)));
      seen.set(kind, ratios);
    };

    await page.goto(`${baseUrl}/auth`);
    await visible(page.getByRole('heading', { name: 'Entrar na Categoriza' }));
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await measure('Validação falhou');
    await signUp(page, baseUrl, uniqueEmail('cores'), PASSWORD, { keepToast: true });
    await measure('Conta criada');
    await dismissToasts(page);

    // The history cannot be saved: the results still show, with the warning 'Histórico não atualizado'.
    await page.route('**/api/uploads', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"Falha ao salvar"}',
          })
        : route.fallback(),
    );
    await uploadStatement(page, 'cores.csv', SAMPLE_ROWS);
    await measure('Histórico não atualizado');
    await screenshot(page, 'toast-warning');

    expect([...seen.keys()].sort()).toEqual(['error', 'success', 'warning']);
    for (const [kind, ratios] of seen) {
      expect(ratios.title, `${kind}: título`).toBeGreaterThanOrEqual(AA);
      expect(ratios.description, `${kind}: descrição`).toBeGreaterThanOrEqual(AA);
    }
    await context.close();
  });
});

/** A desktop (1280 px) and a phone (390 px) whatever the suite's phone size. */
describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const)('toasts (%s)', (viewport, size) => {
  const open = async () => {
    const opened = await newPage(browser(), viewport);
    await opened.page.setViewportSize(size);
    return opened;
  };

  it("keep clear of /auth's title and button, and a sign-up's success replaces 'Validação falhou'", async () => {
    const { context, page } = await open();
    await page.goto(`${baseUrl}/auth`);
    await visible(page.getByRole('heading', { name: 'Entrar na Categoriza' }));
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await visible(toast(page, 'Validação falhou'));
    await expectClear(page, [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('button', { name: 'Entrar', exact: true }),
    ]);

    await page.getByRole('button', { name: 'Cadastre-se' }).click();
    await visible(page.getByRole('heading', { name: 'Criar conta' }));
    await fillAuth(page, 'nao-e-email', 'curta');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await visible(toast(page, 'Validação falhou', 'Email inválido'));
    // A repeated error takes the place of the one before: one toast, not a pile.
    expect(await toast(page, 'Validação falhou').count()).toBe(1);
    await expectClear(page, [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('button', { name: 'Cadastrar' }),
    ]);
    await screenshot(page, 'toast-auth');

    await fillAuth(page, uniqueEmail('toast'), PASSWORD);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await atPath(page, '/dashboard', 30_000);
    await visible(toast(page, 'Conta criada'));
    expect(await toast(page, 'Validação falhou').count()).toBe(0);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(1);
    await expectClear(page, [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('link', { name: 'Novo Upload' }),
    ]);
    await screenshot(page, 'toast-dashboard');
    await context.close();
  });

  it("keep clear of the results' title, 'Baixar CSV' and 'Processar novo arquivo'", async () => {
    const { context, page } = await open();
    await signUp(page, baseUrl);
    await uploadStatement(page, 'toast.csv', SAMPLE_ROWS);
    await visible(toast(page, 'Transações categorizadas'));
    const primary = [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('button', { name: 'Baixar CSV' }),
      page.getByRole('button', { name: 'Processar novo arquivo' }),
    ];
    await expectClear(page, primary);

    // A second toast stacks on the first, still at the bottom.
    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar CSV' }).click(),
    ]);
    await visible(toast(page, 'Download iniciado'));
    await expectClear(page, primary);
    await screenshot(page, 'toast-results');
    await dismissToasts(page);
    await context.close();
  });
});

describe('a toast that takes the place of another', () => {
  it('shows when the one before is on its way out: a bad categories file chosen as its success closes', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    await signUp(page, baseUrl);
    await page.getByRole('link', { name: 'Novo Upload' }).click();
    await atPath(page, '/upload');
    await chooseCategories(page, csvFile('ok.csv', 'categoria | número\nCasa | 1\nLazer | 2\n'));
    await visible(toast(page, 'Categorias carregadas'));
    // In one moment: close the success (it leaves over 200 ms) and choose a file with a bad number, whose error
    // sonner would put in the leaving toast's place, and take away with it, were it shown under the same id.
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('[data-testid="categories-input"]');
      const close = document.querySelector<HTMLButtonElement>('[data-sonner-toast] [data-close-button]');
      if (!input || !close) throw new Error('sem o campo de categorias ou o botão de fechar o toast');
      close.click();
      const files = new DataTransfer();
      files.items.add(new File(['categoria | número\nA | um\n'], 'ruim.csv', { type: 'text/csv' }));
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(await toastText(page, 'Arquivo de categorias inválido')).toEqual({
      title: 'Arquivo de categorias inválido',
      description: 'Linha 2: número inválido "um"',
    });
    // It stays once the success has left: the leaving toast did not take it along.
    await page.locator('[data-sonner-toast][data-removed="true"]').waitFor({ state: 'detached' });
    expect(await toast(page, 'Arquivo de categorias inválido').count()).toBe(1);
    expect(await toast(page, 'Categorias carregadas').count()).toBe(0);
    await context.close();
  });
});
