import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Usage } from '#shared/api/schemas';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import { dismissToasts, SAMPLE_ROWS, signUp, toastText, uploadStatement, visible } from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const count = (n: number) => new Intl.NumberFormat('pt-BR').format(n);

/** GET /api/usage as the signed-in page would call it, with the user's access token. */
function apiUsage(page: Page): Promise<Usage> {
  return page.evaluate(async () => {
    const token = Object.entries(localStorage).find(([key]) => key.endsWith('.accessToken'))?.[1];
    const response = await fetch('/api/usage', { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET /api/usage: ${response.status}`);
    return (await response.json()) as Usage;
  });
}

/** What the dashboard's 'Total de Transações' card shows. */
async function card(page: Page) {
  const text = async (testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();
  return {
    history: await text('total-transactions'),
    used: await text('used'),
    remaining: await text('remaining'),
    bar: await page.getByRole('progressbar', { name: 'Uso do plano gratuito' }).getAttribute('aria-valuenow'),
    note: await text('usage-note'),
  };
}

/** The card's plan line, word for word, from GET /api/usage. */
function expectedPlan(usage: Usage) {
  if (usage.limit === null || usage.remaining === null) throw new Error('e2e roda com o plano gratuito');
  return {
    used: `${count(usage.used)} ${usage.used === 1 ? 'transação usada' : 'transações usadas'}`,
    remaining: `${count(usage.remaining)} restantes no plano gratuito (${count(usage.limit)})`,
    bar: String(Math.round(Math.min(100, (usage.used / usage.limit) * 100))),
    note: 'Excluir um upload não devolve transações ao plano.',
  };
}

/** Waits until the card's plan line reads as GET /api/usage answers, and returns both. */
async function cardAgreesWithApi(page: Page) {
  const usage = await apiUsage(page);
  const expected = expectedPlan(usage);
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="used"]')?.textContent === text,
    expected.used,
    { timeout: 10_000 },
  );
  const shown = await card(page);
  expect({ used: shown.used, remaining: shown.remaining, bar: shown.bar, note: shown.note }).toEqual(
    expected,
  );
  return { usage, shown };
}

describe('usage on the dashboard', () => {
  it('agrees with GET /api/usage before and after a deletion, which gives nothing back to the plan', async () => {
    const { context, page } = await newPage(browser());
    await signUp(page, baseUrl);
    const files = [
      { name: 'janeiro.csv', rows: SAMPLE_ROWS.slice(0, 5) },
      { name: 'fevereiro.csv', rows: ['PADARIA PAO DOURADO', 'NETFLIX.COM', 'UBER *TRIP'] },
    ];
    for (const file of files) {
      await uploadStatement(page, file.name, file.rows);
      await page.goto(`${baseUrl}/dashboard`);
      await visible(page.getByRole('table'));
    }
    await dismissToasts(page);

    const before = await cardAgreesWithApi(page);
    expect(before.usage).toEqual({ used: 8, limit: 1000, remaining: 992 });
    expect(before.shown.history).toBe('8');
    expect(await page.getByTestId('upload-count').textContent()).toBe('2');
    await screenshot(page, 'usage-before');

    await page.getByRole('button', { name: 'Excluir janeiro.csv' }).click();
    await visible(page.getByRole('dialog', { name: 'Excluir este upload?' }));
    await page.getByRole('button', { name: 'Excluir upload' }).click();
    await toastText(page, 'Upload excluído');
    await page.getByRole('link', { name: 'janeiro.csv' }).waitFor({ state: 'detached' });

    // The history loses janeiro's 5 transactions; the plan keeps them charged, as the server does.
    const after = await cardAgreesWithApi(page);
    expect(after.usage).toEqual(before.usage);
    expect(after.shown.history).toBe('3');
    expect(await page.getByTestId('upload-count').textContent()).toBe('1');
    await screenshot(page, 'usage-after');

    // A fresh load reads the same.
    await page.reload();
    await visible(page.getByRole('table'));
    expect((await cardAgreesWithApi(page)).shown).toEqual(after.shown);

    await page.setViewportSize({ width: 390, height: 844 });
    await visible(page.getByTestId('usage-note'));
    await screenshot(page, 'usage-after');
    await context.close();
  });
});
