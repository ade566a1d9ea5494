import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import {
  atPath,
  dismissToasts,
  fillAuth,
  PASSWORD,
  signIn,
  signUp,
  toastText,
  uniqueEmail,
  visible,
} from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('auth', () => {
  it('signs up, reaches /dashboard, and the authorized GET /api/uploads returns the empty history', async () => {
    const { context, page } = await newPage(browser());
    const listCall = page.waitForResponse(
      (r) => r.url().endsWith('/api/uploads') && r.request().method() === 'GET',
      { timeout: 30_000 },
    );
    await signUp(page, baseUrl, undefined, undefined, { keepToast: true });
    const response = await listCall;
    expect(response.status()).toBe(200);
    expect(response.request().headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await response.json()).toEqual({
      uploads: [],
      nextCursor: null,
      totals: { uploads: 0, transactions: 0 },
    });
    expect(await toastText(page, 'Conta criada')).toEqual({
      title: 'Conta criada',
      description: 'Sua conta foi criada com sucesso!',
    });
    await visible(page.getByText('Nenhum arquivo enviado ainda. Comece fazendo seu primeiro upload.'));
    await screenshot(page, 'dashboard-empty');
    await context.close();
  });

  it('signs in with the login heading, toasts, and redirects /auth to /dashboard when signed in', async () => {
    const { context, page } = await newPage(browser());
    const email = await signUp(page, baseUrl);
    await context.close();

    const fresh = await newPage(browser());
    await fresh.page.goto(`${baseUrl}/auth`);
    const heading = await visible(fresh.page.getByRole('heading', { level: 1 }));
    expect((await heading.textContent())?.replace(/\s+/g, ' ').trim()).toBe('Entrar na Categoriza');
    await screenshot(fresh.page, 'auth-login');
    await signIn(fresh.page, baseUrl, email);
    expect(await toastText(fresh.page, 'Login realizado')).toEqual({
      title: 'Login realizado',
      description: 'Bem-vindo de volta!',
    });
    await fresh.page.goto(`${baseUrl}/auth`);
    await atPath(fresh.page, '/dashboard');
    await fresh.context.close();
  });

  it('shows the sign-up heading, the password hint, and a spinner while busy', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/auth`);
    await (await visible(page.getByRole('button', { name: 'Cadastre-se' }))).click();
    await visible(page.getByRole('heading', { name: 'Criar conta' }));
    const password = page.getByLabel('Senha', { exact: true });
    expect(await password.getAttribute('minlength')).toBe('8');
    const hintId = await password.getAttribute('aria-describedby');
    expect(hintId).toBeTruthy();
    expect(await page.locator(`[id="${hintId}"]`).textContent()).toContain('Mínimo de 8 caracteres');
    await screenshot(page, 'auth-signup');

    // Hold the Cognito call so the busy state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/cognito**', async (route) => {
      await held;
      await route.continue();
    });
    await fillAuth(page, uniqueEmail(), PASSWORD);
    const submit = page.getByRole('button', { name: 'Cadastrar' });
    await submit.click();
    await visible(submit.getByTestId('spinner'));
    expect(await submit.isDisabled()).toBe(true);
    release();
    await atPath(page, '/dashboard', 30_000);
    await context.close();
  });

  it.each([
    ['Email inválido', 'not-an-email', 'Senha123'],
    ['Email muito longo', `${'a'.repeat(250)}@exemplo.com`, 'Senha123'],
    ['Senha deve ter no mínimo 8 caracteres', 'ok@exemplo.com', 'Ab1'],
    ['Senha muito longa', 'ok@exemplo.com', `Ab1${'x'.repeat(100)}`],
    ['Senha deve conter pelo menos uma letra maiúscula', 'ok@exemplo.com', 'senha1234'],
    ['Senha deve conter pelo menos uma letra minúscula', 'ok@exemplo.com', 'SENHA1234'],
    ['Senha deve conter pelo menos um número', 'ok@exemplo.com', 'SenhaSenha'],
  ])('shows "%s" in a Validação falhou toast', async (message, email, password) => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/auth`);
    await visible(page.getByLabel('Email'));
    await fillAuth(page, email, password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const shown = await toastText(page, 'Validação falhou');
    expect(shown.description.split('. ')).toContain(message);
    expect(page.url()).toBe(`${baseUrl}/auth`);
    await context.close();
  });

  it('joins every failing rule with ". " in one toast', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/auth`);
    await visible(page.getByLabel('Email'));
    await fillAuth(page, 'x', 'abc');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    expect((await toastText(page, 'Validação falhou')).description).toBe(
      'Email inválido. Senha deve ter no mínimo 8 caracteres. Senha deve conter pelo menos uma letra maiúscula. Senha deve conter pelo menos um número',
    );
    await screenshot(page, 'auth-validation');
    await context.close();
  });

  it('shows an Erro toast for wrong credentials and an existing e-mail', async () => {
    const { context, page } = await newPage(browser());
    const email = await signUp(page, baseUrl);
    await context.close();

    const fresh = await newPage(browser());
    await fresh.page.goto(`${baseUrl}/auth`);
    await visible(fresh.page.getByLabel('Email'));
    await fillAuth(fresh.page, email, 'Errada123');
    await fresh.page.getByRole('button', { name: 'Entrar', exact: true }).click();
    expect((await toastText(fresh.page, 'Erro')).description).toBe('Email ou senha incorretos.');
    await dismissToasts(fresh.page);

    await fresh.page.getByRole('button', { name: 'Cadastre-se' }).click();
    await fillAuth(fresh.page, email, PASSWORD);
    await fresh.page.getByRole('button', { name: 'Cadastrar' }).click();
    expect((await toastText(fresh.page, 'Erro')).description).toBe('Já existe uma conta com este email.');
    expect(new URL(fresh.page.url()).pathname).toBe('/auth');
    await fresh.context.close();
  });

  it.each(['/dashboard', '/upload'])('sends %s without a session to /auth', async (path) => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}${path}`);
    await atPath(page, '/auth');
    await visible(page.getByRole('heading', { name: 'Entrar na Categoriza' }));
    await context.close();
  });

  it('signs out from the desktop menu: toast, back to /, menu shows Login / Cadastro', async () => {
    const { context, page } = await newPage(browser());
    await signUp(page, baseUrl);
    await page.getByTestId('menu-desktop').click();
    for (const name of ['Início', 'Dashboard', 'Upload CSV', 'Sair']) {
      await visible(page.getByRole('menuitem', { name }));
    }
    await screenshot(page, 'menu-signed-in');
    const session = await page.evaluate(() => {
      const value = (suffix: string) =>
        Object.entries(localStorage).find(([key]) => key.endsWith(suffix))?.[1] ?? '';
      return { refreshToken: value('.refreshToken') };
    });
    expect(session.refreshToken).not.toBe('');
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    expect(await toastText(page, 'Logout realizado')).toEqual({
      title: 'Logout realizado',
      description: 'Até logo!',
    });
    await atPath(page, '/');
    // The sign-out revoked the refresh token: a copy of it can no longer renew the session.
    const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as { userPoolClientId: string };
    const renew = await fetch(`${baseUrl}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      },
      body: JSON.stringify({ ClientId: config.userPoolClientId, RefreshToken: session.refreshToken }),
    });
    expect(renew.status).toBe(400);
    await page.getByTestId('menu-desktop').click();
    await visible(page.getByRole('menuitem', { name: 'Login / Cadastro' }));
    expect(await page.getByRole('menuitem', { name: 'Dashboard' }).count()).toBe(0);
    await page.goto(`${baseUrl}/dashboard`);
    await atPath(page, '/auth');
    await context.close();
  });

  it('follows the session live: signing in changes the menu without a reload', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(baseUrl);
    await page.getByTestId('menu-desktop').click();
    await (await visible(page.getByRole('menuitem', { name: 'Login / Cadastro' }))).click();
    await atPath(page, '/auth');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await page.getByRole('button', { name: 'Cadastre-se' }).click();
    await fillAuth(page, uniqueEmail(), PASSWORD);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await atPath(page, '/dashboard', 30_000);
    await page.getByTestId('menu-desktop').click();
    await (await visible(page.getByRole('menuitem', { name: 'Início' }))).click();
    await atPath(page, '/');
    await page.getByTestId('menu-desktop').click();
    await visible(page.getByRole('menuitem', { name: 'Upload CSV' }));
    expect(await page.getByRole('menuitem', { name: 'Login / Cadastro' }).count()).toBe(0);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await context.close();
  });

  it('follows sign-in and sign-out made in another tab, without a reload', async () => {
    const { context, page: other } = await newPage(browser());
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.getByTestId('menu-desktop').click();
    await visible(page.getByRole('menuitem', { name: 'Login / Cadastro' }));
    await page.keyboard.press('Escape');

    await signUp(other, baseUrl);
    await page.getByTestId('menu-desktop').click();
    await visible(page.getByRole('menuitem', { name: 'Upload CSV' }));
    await page.keyboard.press('Escape');

    await other.getByTestId('menu-desktop').click();
    await (await visible(other.getByRole('menuitem', { name: 'Sair' }))).click();
    await toastText(other, 'Logout realizado');
    await page.getByTestId('menu-desktop').click();
    await visible(page.getByRole('menuitem', { name: 'Login / Cadastro' }));
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await context.close();
  });

  it('signs out from the mobile drawer', async () => {
    const { context, page } = await newPage(browser(), 'mobile');
    await signUp(page, baseUrl);
    await page.getByTestId('menu-mobile').click();
    const drawer = await visible(page.getByRole('dialog', { name: 'Menu' }));
    for (const name of ['Início', 'Dashboard', 'Upload CSV'])
      await visible(drawer.getByRole('link', { name }));
    await screenshot(page, 'menu-drawer');
    await drawer.getByRole('button', { name: 'Sair' }).click();
    await toastText(page, 'Logout realizado');
    await atPath(page, '/');
    await page.getByTestId('menu-mobile').click();
    await visible(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login / Cadastro' }));
    await context.close();
  });

  it('an invalid session (user cannot be fetched) signs out with "Sessão inválida" and goes to /auth', async () => {
    const { context, page } = await newPage(browser());
    await signUp(page, baseUrl);
    // Point the stored session at a user that does not exist: Cognito's GetUser fails for it.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (!key.endsWith('.accessToken')) continue;
        const [h, p, s] = (localStorage.getItem(key) ?? '').split('.');
        const payload = JSON.parse(atob((p ?? '').replace(/-/g, '+').replace(/_/g, '/')));
        payload.sub = '00000000-0000-0000-0000-000000000000';
        payload.username = 'removido@exemplo.com';
        const encoded = btoa(JSON.stringify(payload))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        localStorage.setItem(key, `${h}.${encoded}.${s}`);
      }
    });
    await page.goto(`${baseUrl}/dashboard`);
    expect(await toastText(page, 'Sessão inválida')).toEqual({
      title: 'Sessão inválida',
      description: 'Sua conta foi removida ou a sessão expirou. Faça login novamente.',
    });
    await atPath(page, '/auth');
    await context.close();
  });
});
