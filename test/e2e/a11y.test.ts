import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { AXE_TAGS } from '../support/axe.ts';
import { newPage, SCREENSHOTS_DIR, sharedBrowser } from '../support/browser.ts';
import {
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
const summary: Record<string, string> = {};

afterAll(async () => {
  const dir = join(SCREENSHOTS_DIR, '..');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'axe-summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.info('axe (serious + critical violations per route):');
  for (const [route, result] of Object.entries(summary)) console.info(`  ${route}: ${result}`);
});

/** Runs axe (WCAG 2.x A/AA + best practices) and fails on any serious or critical violation. */
async function audit(page: Page, name: string): Promise<void> {
  // Let entrance animations finish so colours are measured at rest.
  await page.waitForTimeout(1200);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = results.violations.filter((v) => !bad.includes(v)).map((v) => `${v.id}(${v.impact})`);
  summary[name] =
    bad.length === 0
      ? `0 serious/critical; ${results.passes.length} rules passed${minor.length ? `; minor: ${minor.join(', ')}` : ''}`
      : bad
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
          .join('; ');
  expect(
    bad.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) })),
    name,
  ).toEqual([]);
}

describe.each(['desktop', 'mobile'] as const)('accessibility (%s)', (viewport) => {
  it('signed-out routes: /, /auth, 404, /privacidade, /precos, /termos, /desenvolvedores', async () => {
    const { context, page } = await newPage(browser(), viewport);
    await page.goto(baseUrl);
    await visible(page.getByRole('heading', { level: 1 }));
    await audit(page, `/ (${viewport})`);
    await page.goto(`${baseUrl}/auth`);
    await visible(page.getByLabel('Email'));
    await audit(page, `/auth (${viewport})`);
    await page.goto(`${baseUrl}/nao-existe`);
    await visible(page.getByRole('heading', { name: 'Oops! Página não encontrada' }));
    await audit(page, `404 (${viewport})`);
    await page.goto(`${baseUrl}/privacidade`);
    await visible(page.getByRole('heading', { name: 'Política de Privacidade' }));
    await audit(page, `/privacidade (${viewport})`);
    for (const [path, heading] of [
      ['/precos', 'Preços'],
      ['/termos', 'Termos de uso'],
      ['/desenvolvedores', 'API para instituições'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await visible(page.getByRole('heading', { level: 1, name: heading }));
      await audit(page, `${path} (${viewport})`);
    }
    await context.close();
  });

  it('signed-in routes: /dashboard, /upload, results, past upload, a correction, /regras, delete dialog, /conta, open menu', async () => {
    const { context, page } = await newPage(browser(), viewport);
    await signUp(page, baseUrl);
    await dismissToasts(page);
    await visible(page.getByText('Nenhum arquivo enviado ainda. Comece fazendo seu primeiro upload.'));
    await audit(page, `/dashboard empty (${viewport})`);

    await page.goto(`${baseUrl}/upload`);
    await visible(page.getByRole('heading', { name: 'Upload de Transações' }));
    await audit(page, `/upload (${viewport})`);
    await chooseTransactions(page, csvFile('extrato.csv', transactionsCsv(SAMPLE_ROWS)));
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    await dismissToasts(page);
    await audit(page, `/upload results (${viewport})`);

    await page.goto(`${baseUrl}/dashboard`);
    await visible(page.getByRole('table'));
    await audit(page, `/dashboard with history (${viewport})`);
    await page.getByRole('link', { name: 'extrato.csv' }).click();
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }));
    await audit(page, `/upload?upload=… past results (${viewport})`);
    // A correction: its toast with actions, then the rules page with the rule it made.
    await page
      .getByRole('combobox', { name: `Categoria de ${SAMPLE_ROWS[0]}`, exact: true })
      .selectOption('Lazer');
    await visible(page.getByRole('button', { name: 'Desfazer' }));
    await audit(page, `correction toast (${viewport})`);
    await page.goto(`${baseUrl}/regras`);
    await visible(page.getByTestId('rule'));
    await audit(page, `/regras (${viewport})`);

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Excluir extrato.csv' }).click();
    await visible(page.getByRole('dialog', { name: 'Excluir este upload?' }));
    await audit(page, `delete confirmation (${viewport})`);
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/conta`);
    await visible(page.getByRole('heading', { name: 'Minha conta', level: 1 }));
    await audit(page, `/conta (${viewport})`);

    await page.getByTestId(viewport === 'desktop' ? 'menu-desktop' : 'menu-mobile').click();
    await visible(
      viewport === 'desktop' ? page.getByRole('menu') : page.getByRole('dialog', { name: 'Menu' }),
    );
    await audit(page, `menu open (${viewport})`);
    await context.close();
  });
});

describe('keyboard', () => {
  it('skip link, visible focus, the menu and the auth form work from the keyboard', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(baseUrl);
    await visible(page.getByRole('heading', { level: 1 }));
    // Focus moves asynchronously (the menu is code-split and mounts on intent): wait for it, never sample it.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.keyboard.press('Tab');
    await expect.poll(focusedText).toBe('Pular para o conteúdo');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const trigger = page.getByTestId('menu-desktop');
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    const outline = await trigger.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    const menu = await visible(page.getByRole('menu'));
    await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 4; i++) {
      if ((await focusedText()) === 'Login / Cadastro') break;
      const before = await focusedText();
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedText).not.toBe(before);
    }
    expect(await focusedText()).toBe('Login / Cadastro');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/auth');

    await visible(page.getByLabel('Email'));
    await page.getByLabel('Email').focus();
    await page.keyboard.type('teclado@exemplo');
    await page.keyboard.press('Tab');
    await page.keyboard.type('abc');
    await page.keyboard.press('Enter');
    await visible(page.getByText('Email inválido', { exact: false }));
    await context.close();
  });
});
