import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MAX_API_KEY_NAME_LENGTH, MAX_API_KEYS_PER_USER } from '#shared/limits';
import { axeProblems } from '../support/axe.ts';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import { dismissToasts, signUp, toast, toastText, visible } from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** axe's findings once the entrance animations are over, so colours are measured at rest (as a11y.test.ts does). */
async function axeProblemsAtRest(page: Page): Promise<string[]> {
  await page.waitForTimeout(1200);
  return axeProblems(page);
}

const NO_HORIZONTAL_SCROLL = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

describe('Minha conta: API keys for /v1', () => {
  it('creates a key shown once, which categorizes through /v1, lists its use, and revokes it', async () => {
    const { context, page } = await newPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signUp(page, baseUrl);
    await page.goto(`${baseUrl}/conta`);
    const card = page.getByTestId('api-keys');
    await visible(card.getByRole('heading', { name: 'Chaves de API', level: 2 }));
    await visible(card.getByText('Nenhuma chave ainda.'));
    expect(await card.getByRole('link', { name: 'Ver a documentação da API' }).getAttribute('href')).toBe(
      '/desenvolvedores',
    );

    // Refused in the browser, in pt-BR: no name, then one too long (what was typed stays).
    await card.getByRole('button', { name: 'Criar chave' }).click();
    expect(await (await visible(card.getByRole('alert'))).textContent()).toContain(
      'Informe um nome para a chave',
    );
    const long = 'x'.repeat(MAX_API_KEY_NAME_LENGTH + 1);
    await card.getByLabel('Nome da chave').fill(long);
    await card.getByRole('button', { name: 'Criar chave' }).click();
    await visible(card.getByText(`O nome pode ter até ${MAX_API_KEY_NAME_LENGTH} caracteres`));
    expect(await card.getByLabel('Nome da chave').inputValue()).toBe(long);

    await card.getByLabel('Nome da chave').fill('Integração ERP');
    await card.getByRole('button', { name: 'Criar chave' }).click();
    const box = await visible(page.getByTestId('created-api-key'));
    await visible(box.getByText('Guarde esta chave agora: ela não será mostrada de novo.'));
    const key = ((await box.getByTestId('created-key').textContent()) ?? '').trim();
    const secret = ((await box.getByTestId('created-webhook-secret').textContent()) ?? '').trim();
    expect(key).toMatch(/^cz_live_\S+$/);
    expect(secret).toMatch(/^whsec_\S+$/);
    expect(await card.getByLabel('Nome da chave').inputValue()).toBe('');
    expect(await card.getByRole('alert').count()).toBe(0);

    await box.getByRole('button', { name: 'Copiar a chave de API' }).click();
    await visible(toast(page, 'Copiado'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    // The toast closed, so the screenshot shows the box whole and axe audits this page, not sonner's rich
    // success colours (axe measures them at 4.25:1, below AA: a matter for the shared toaster).
    await dismissToasts(page);
    await screenshot(page, 'account-key-created');
    expect(await axeProblemsAtRest(page)).toEqual([]);

    // The key works against /v1 straight away.
    const response = await fetch(`${baseUrl}/v1/categorize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ transactions: [{ id: '1', description: 'IFOOD *RESTAURANTE', amount: -30 }] }),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { results: { id: string; category: string }[] };
    expect(answer.results[0]).toMatchObject({ id: '1', category: 'Alimentação' });

    await box.getByRole('button', { name: 'Já guardei' }).click();
    expect(await page.getByTestId('created-api-key').count()).toBe(0);
    expect(await page.content()).not.toContain(key);

    // After a reload: the prefix (never the key), this month's line and the last use.
    await page.reload();
    const item = await visible(page.getByTestId('api-key').filter({ hasText: 'Integração ERP' }));
    await visible(item.getByText('1 transação em'));
    const text = (await item.textContent()) ?? '';
    expect(text).toContain(`${key.slice(0, 'cz_live_'.length + 8)}…`);
    expect(text).not.toContain(key);
    expect(text).toMatch(/Criada em \d{2}\/\d{2}\/\d{4}/);
    expect(text).toMatch(/Último uso: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(text).toMatch(/1 transação em \p{L}+ de \d{4}, de 1\.000\.000 por mês/u);
    expect(await page.content()).not.toContain(key);
    await screenshot(page, 'account-keys');
    expect(await axeProblemsAtRest(page)).toEqual([]);

    await item.getByRole('button', { name: 'Revogar a chave Integração ERP' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Revogar a chave Integração ERP?' }));
    expect(await dialog.textContent()).toContain(
      'Sistemas que a usam deixam de ter acesso em até um minuto.',
    );
    await dialog.getByRole('button', { name: 'Revogar chave' }).click();
    expect((await toastText(page, 'Chave revogada')).description).toContain('Integração ERP');
    await visible(item.getByText(/^Revogada em \d{2}\/\d{2}\/\d{4}/));
    expect(await item.getByRole('button', { name: /Revogar/ }).count()).toBe(0);
    await page.reload();
    const revoked = await visible(page.getByTestId('api-key').filter({ hasText: 'Integração ERP' }));
    await visible(revoked.getByText(/^Revogada em/));
    expect(await revoked.getByRole('button').count()).toBe(0);
    // The authorizer caches its answers for 30 s: the refusal itself is covered by the integration tests.
    await context.close();
  });

  it('on a phone: the once-shown key reads whole, and the server’s limit is shown without losing the name', async () => {
    const { context, page } = await newPage(browser(), 'mobile');
    await signUp(page, baseUrl);
    await page.goto(`${baseUrl}/conta`);
    const card = page.getByTestId('api-keys');
    await visible(card.getByText('Nenhuma chave ainda.'));
    const name = card.getByLabel('Nome da chave');

    await name.fill('Integração ERP');
    await card.getByRole('button', { name: 'Criar chave' }).click();
    const box = await visible(page.getByTestId('created-api-key'));
    const code = box.getByTestId('created-key');
    const key = ((await code.textContent()) ?? '').trim();
    // The whole key is on screen, wrapped inside the box, and the page does not scroll sideways.
    expect(await code.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(NO_HORIZONTAL_SCROLL)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Chave criada');
    await screenshot(page, 'account-key-created');
    expect(await axeProblemsAtRest(page)).toEqual([]);
    await box.getByRole('button', { name: 'Já guardei' }).click();
    expect(await page.content()).not.toContain(key);

    for (let n = 2; n <= MAX_API_KEYS_PER_USER; n++) {
      await name.fill(`Sistema ${n}`);
      await card.getByRole('button', { name: 'Criar chave' }).click();
      await visible(page.getByTestId('created-api-key').getByText(`Chave criada: Sistema ${n}`));
      await page.getByRole('button', { name: 'Já guardei' }).click();
    }
    await name.fill('Uma a mais');
    await card.getByRole('button', { name: 'Criar chave' }).click();
    expect(await (await visible(card.getByRole('alert'))).textContent()).toContain(
      `Você já tem ${MAX_API_KEYS_PER_USER} chaves de API ativas`,
    );
    expect(await name.inputValue()).toBe('Uma a mais');
    expect(await page.getByTestId('api-key').count()).toBe(MAX_API_KEYS_PER_USER);

    await page.reload();
    await visible(page.getByTestId('api-key').first());
    expect(await page.getByTestId('api-key').count()).toBe(MAX_API_KEYS_PER_USER);
    await visible(page.getByTestId('api-key').filter({ hasText: 'Integração ERP' }).getByText('Nunca usada'));
    expect(await page.evaluate(NO_HORIZONTAL_SCROLL)).toBe(true);
    await screenshot(page, 'account-keys');
    await context.close();
  });
});
