import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { recoveryCodesIn } from '#local/code-delivery';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import { atPath, dismissToasts, PASSWORD, signUp, toastText, uniqueEmail, visible } from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const consoleFile = inject('consoleFile');
const browser = sharedBrowser();

const NEW_PASSWORD = 'NovaSenha9';
const WRONG_CODE = 'Código incorreto. Confira o código enviado para seu e-mail e tente novamente.';

/**
 * The newest recovery code local mode printed for this e-mail (its console, as `npm start` shows it: local mode
 * has no mail), once it has printed more than `before` of them.
 */
async function recoveryCode(email: string, before = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const codes = recoveryCodesIn(await readFile(consoleFile, 'utf8'), email);
    const code = codes.length > before ? codes.at(-1) : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`o modo local não mostrou um código para ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the recovery from the sign-in card. */
async function openRecovery(page: Page): Promise<void> {
  await (await visible(page.getByRole('button', { name: 'Esqueci minha senha' }))).click();
  await visible(page.getByRole('heading', { name: 'Recuperar senha' }));
}

/** Asks a code for this e-mail and waits for the second step. */
async function requestCode(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await openRecovery(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await visible(page.getByRole('heading', { name: 'Criar nova senha' }));
}

async function setNewPassword(page: Page, code: string, password: string): Promise<void> {
  await page.getByLabel('Código').fill(code);
  await page.getByLabel('Nova senha').fill(password);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
}

/** A new account, signed out again: recovery is for someone who cannot sign in. */
async function newAccount(): Promise<string> {
  const { context, page } = await newPage(browser());
  const email = await signUp(page, baseUrl);
  await context.close();
  return email;
}

async function cognitoSignIn(email: string, password: string): Promise<number> {
  const { userPoolClientId } = (await (await fetch(`${baseUrl}/config.json`)).json()) as {
    userPoolClientId: string;
  };
  const res = await fetch(`${baseUrl}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  return res.status;
}

describe('password recovery ("Esqueci minha senha")', () => {
  it('sets a new password with the code local mode printed, back on sign-in with the e-mail, then signs in', async () => {
    const email = await newAccount();
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/auth`);
    await visible(page.getByLabel('Email'));
    await page.getByLabel('Email').fill(email);
    await openRecovery(page);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await screenshot(page, 'auth-recovery-email');
    await page.getByRole('button', { name: 'Enviar código' }).click();

    await visible(page.getByRole('heading', { name: 'Criar nova senha' }));
    const sent = await visible(page.getByText('Enviamos um código para seu e-mail'));
    expect(await sent.textContent()).toContain(email);
    const password = page.getByLabel('Nova senha');
    expect(
      await page.locator(`[id="${await password.getAttribute('aria-describedby')}"]`).textContent(),
    ).toBe('Mínimo de 8 caracteres, com pelo menos uma letra maiúscula, uma letra minúscula e um número.');
    await screenshot(page, 'auth-recovery-code');
    const code = await recoveryCode(email);
    expect(code).toMatch(/^\d{6}$/);
    await setNewPassword(page, code, NEW_PASSWORD);

    expect(await toastText(page, 'Senha redefinida')).toEqual({
      title: 'Senha redefinida',
      description: 'Sua senha foi alterada. Entre com a nova senha.',
    });
    await visible(page.getByRole('heading', { name: 'Entrar na Categoriza' }));
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Senha', { exact: true }).inputValue()).toBe('');
    expect(await cognitoSignIn(email, PASSWORD)).toBe(400);
    await dismissToasts(page);
    await page.getByLabel('Senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await atPath(page, '/dashboard', 30_000);
    await context.close();
  });

  it('a wrong code shows the pt-BR message and keeps the step; a new code then works', async () => {
    const email = await newAccount();
    const { context, page } = await newPage(browser());
    await requestCode(page, email);
    const first = await recoveryCode(email);

    await setNewPassword(page, first === '000000' ? '111111' : '000000', NEW_PASSWORD);
    expect(await toastText(page, 'Erro')).toEqual({ title: 'Erro', description: WRONG_CODE });
    await visible(page.getByRole('heading', { name: 'Criar nova senha' }));
    await dismissToasts(page);

    await page.getByRole('button', { name: 'Enviar novo código' }).click();
    expect(await toastText(page, 'Código reenviado')).toEqual({
      title: 'Código reenviado',
      description: 'Enviamos um novo código para seu e-mail.',
    });
    const second = await recoveryCode(email, 1);
    await setNewPassword(page, second, NEW_PASSWORD);
    await toastText(page, 'Senha redefinida');
    expect(await cognitoSignIn(email, NEW_PASSWORD)).toBe(200);
    await context.close();
  });

  it('an e-mail with no account gets the same next step and no code; every step leads back to sign-in', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/auth`);
    await openRecovery(page);
    await page.getByRole('button', { name: 'Voltar para o login' }).click();
    await visible(page.getByRole('heading', { name: 'Entrar na Categoriza' }));

    const email = uniqueEmail('ninguem');
    await requestCode(page, email);
    expect(
      await (await visible(page.getByText('Enviamos um código para seu e-mail'))).textContent(),
    ).toContain(email);
    await setNewPassword(page, '123456', NEW_PASSWORD);
    expect((await toastText(page, 'Erro')).description).toBe(WRONG_CODE);
    expect(recoveryCodesIn(await readFile(consoleFile, 'utf8'), email)).toEqual([]);

    await page.getByRole('button', { name: 'Voltar para o login' }).click();
    await visible(page.getByRole('heading', { name: 'Entrar na Categoriza' }));
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await context.close();
  });

  it('checks the e-mail and the new password with the sign-up rules before calling Cognito', async () => {
    const { context, page } = await newPage(browser());
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/cognito')) calls.push(request.headers()['x-amz-target'] ?? '');
    });
    await page.goto(`${baseUrl}/auth`);
    await openRecovery(page);
    await page.getByLabel('Email').fill('nao-e-email');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    expect(await toastText(page, 'Validação falhou')).toEqual({
      title: 'Validação falhou',
      description: 'Email inválido',
    });
    await dismissToasts(page);
    expect(calls).toEqual([]);

    await page.getByLabel('Email').fill(uniqueEmail('regras'));
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await visible(page.getByRole('heading', { name: 'Criar nova senha' }));
    await setNewPassword(page, '12a', 'senha1234');
    expect(await toastText(page, 'Validação falhou')).toEqual({
      title: 'Validação falhou',
      description: 'Código deve ter 6 dígitos. Senha deve conter pelo menos uma letra maiúscula',
    });
    expect(calls.filter((target) => target.endsWith('.ConfirmForgotPassword'))).toEqual([]);
    await context.close();
  });

  it('a rate limit says to wait and try later, and nothing keeps retrying', async () => {
    const { context, page } = await newPage(browser());
    let attempts = 0;
    await page.route('**/cognito', async (route) => {
      if (!route.request().headers()['x-amz-target']?.endsWith('.ForgotPassword')) return route.continue();
      attempts += 1;
      await route.fulfill({
        status: 400,
        contentType: 'application/x-amz-json-1.1',
        body: JSON.stringify({
          __type: 'LimitExceededException',
          message: 'Attempt limit exceeded, please try after some time.',
        }),
      });
    });
    await page.goto(`${baseUrl}/auth`);
    await openRecovery(page);
    await page.getByLabel('Email').fill(uniqueEmail('limite'));
    await page.getByRole('button', { name: 'Enviar código' }).click();

    expect(await toastText(page, 'Erro')).toEqual({
      title: 'Erro',
      description: 'Muitas tentativas. Aguarde alguns minutos e tente novamente mais tarde.',
    });
    await visible(page.getByRole('heading', { name: 'Recuperar senha' }));
    // Amplify's own client tries a throttled call at most 3 times; after the message, nothing more is sent.
    const shown = attempts;
    expect(shown).toBeGreaterThanOrEqual(1);
    expect(shown).toBeLessThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(attempts).toBe(shown);
    await context.close();
  });
});
