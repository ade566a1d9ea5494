import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { RESULTS_CSV_HEADER, RESULTS_URL_SECONDS, UPLOAD_URL_SECONDS } from '#lambdas/domain/jobs';
import { WEBHOOK_MAX_ATTEMPTS } from '#lambdas/domain/webhook-retries';
import { DEFAULT_TOLERANCE_SECONDS } from '#lambdas/domain/webhook-signature';
import { JOB_RETENTION_DAYS } from '#lambdas/workers';
import { MAX_JOB_BYTES, MAX_JOB_LINES, V1_JOB_FORMATS, V1_JOB_STATUSES } from '#shared/api/v1';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import { atPath, E2E_CONTACT, signUp, visible } from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const { contactEmail, controllerName } = E2E_CONTACT;

/** Resolves once the page's e-mail links carry the contact config.json names (it arrives after the first paint). */
async function contactLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    (email) => {
      const mail = [...document.querySelectorAll('a[href^="mailto:"]')];
      return mail.length > 0 && mail.every((a) => a.getAttribute('href')?.startsWith(`mailto:${email}`));
    },
    contactEmail,
    { timeout: 15_000 },
  );
}

/** The address and subject of a `mailto:` link. */
function mailto(href: string | null): { to: string; subject: string | null } {
  const url = new URL(href ?? '');
  expect(url.protocol).toBe('mailto:');
  return { to: decodeURIComponent(url.pathname), subject: url.searchParams.get('subject') };
}

/** Waits until the element with this id is scrolled to the top part of the window. */
async function scrolledTo(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const top = document.getElementById(target)?.getBoundingClientRect().top;
      return top !== undefined && top > -5 && top < window.innerHeight / 2;
    },
    id,
    { timeout: 15_000 },
  );
}

const noHorizontalScroll = () => {
  const root = document.scrollingElement ?? document.documentElement;
  return root.scrollWidth <= window.innerWidth;
};

/**
 * What of `main` reaches past the window's sides, or holds content wider than itself (a code block that does not
 * wrap, scrolled or spilling): described, so a failure says which. The page's own scroll (noHorizontalScroll)
 * misses what the body clips.
 */
const sidewaysOverflow = () => {
  const problems: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('main, main *')) {
    const rect = el.getBoundingClientRect();
    const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    if (rect.width > 0 && (rect.left < -1 || rect.right > window.innerWidth + 1)) {
      problems.push(`${name} spans ${Math.round(rect.left)}..${Math.round(rect.right)}`);
    }
    // Content wider than its box: scrolled inside it, or spilling out (text of a block that does not wrap).
    if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
      problems.push(`${name} is ${el.scrollWidth} px wide in ${el.clientWidth}`);
    }
  }
  return problems;
};

describe('landing and footer: every link and button leads somewhere real', () => {
  it('has no dead link or button; calls to action open pages or e-mail the configured contact', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(baseUrl);
    await visible(page.getByRole('heading', { level: 1 }));
    await contactLoaded(page);

    // Every link on the page: a route of the app, a section that exists, or an e-mail to the contact.
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('a')].map((a) => ({
        name: (a.textContent ?? '').trim(),
        href: a.getAttribute('href'),
        target: a.hash && a.pathname === location.pathname ? a.hash.slice(1) : '',
        targetExists: a.hash ? document.getElementById(a.hash.slice(1)) !== null : true,
      })),
    );
    expect(links.length).toBeGreaterThan(15);
    for (const link of links) {
      expect(link.href, link.name).toBeTruthy();
      expect(link.href, link.name).not.toBe('#');
      if (link.href?.startsWith('mailto:')) {
        const { to, subject } = mailto(link.href);
        expect(to, link.name).toBe(contactEmail);
        expect(subject, link.name).toBeTruthy();
      } else {
        expect(link.href, link.name).toMatch(/^\/|^#/);
        if (link.target) expect(link.targetExists, `${link.name} → #${link.target}`).toBe(true);
      }
    }

    // The only buttons act on the page itself (the demo, the before/after toggle, the menu).
    const buttons = await page.locator('main button, footer button').allTextContents();
    expect(buttons.map((text) => text.trim()).sort()).toEqual(['Ver Antes', 'Ver demo', 'Ver em Ação']);

    const hrefOf = async (scope: 'main' | 'footer', name: string) =>
      page.locator(scope).getByRole('link', { name, exact: true }).getAttribute('href');
    expect(await hrefOf('main', 'Começar grátis')).toBe('/auth');
    expect(mailto(await hrefOf('main', 'Agendar demonstração'))).toEqual({
      to: contactEmail,
      subject: 'Agendar demonstração do Categoriza',
    });
    expect(mailto(await hrefOf('main', 'Falar com vendas'))).toEqual({
      to: contactEmail,
      subject: 'Categoriza para empresas',
    });
    expect(mailto(await hrefOf('main', 'Solicitar proposta'))).toEqual({
      to: contactEmail,
      subject: 'Proposta do Categoriza para instituições',
    });

    const footer = page.locator('footer');
    const footerLinks = await footer
      .getByRole('link')
      .evaluateAll((all) => all.map((a) => [(a.textContent ?? '').trim(), a.getAttribute('href')]));
    expect(Object.fromEntries(footerLinks)).toEqual({
      Recursos: '/#recursos',
      Preços: '/precos',
      API: '/desenvolvedores',
      Sobre: '/termos#sobre',
      Contato: `mailto:${contactEmail}?subject=${encodeURIComponent('Contato pelo site do Categoriza')}`,
      Privacidade: '/privacidade',
      'Termos de uso': '/termos',
      LGPD: '/privacidade#lgpd',
    });
    expect(await footer.getByText('Blog').count()).toBe(0);

    // Each internal footer link renders its page (or section), from any page that has the footer.
    const footerLink = (name: string) => page.locator('footer').getByRole('link', { name, exact: true });
    for (const [name, path, heading] of [
      ['Preços', '/precos', 'Preços'],
      ['API', '/desenvolvedores', 'API para instituições'],
      ['Termos de uso', '/termos', 'Termos de uso'],
      ['Privacidade', '/privacidade', 'Política de Privacidade'],
    ] as const) {
      await footerLink(name).click();
      await atPath(page, path);
      await visible(page.getByRole('heading', { level: 1, name: heading }));
    }
    await footerLink('Sobre').click();
    await atPath(page, '/termos');
    await visible(page.getByRole('heading', { name: 'Sobre o Categoriza' }));
    await scrolledTo(page, 'sobre');
    await footerLink('LGPD').click();
    await atPath(page, '/privacidade');
    await scrolledTo(page, 'lgpd');
    await footerLink('Recursos').click();
    await atPath(page, '/');
    await visible(page.getByRole('heading', { name: 'Tudo o que você precisa' }));
    await scrolledTo(page, 'recursos');
    // Opened directly, a section link lands on its section too.
    await page.goto(`${baseUrl}/privacidade#lgpd`);
    await visible(page.getByRole('heading', { name: 'Seus direitos e como exercê-los' }));
    await scrolledTo(page, 'lgpd');

    await page.goto(baseUrl);
    await page.locator('main').getByRole('link', { name: 'Começar grátis' }).click();
    await atPath(page, '/auth');
    await visible(page.getByRole('heading', { name: 'Entrar na Categoriza' }));
    await context.close();
  });
});

describe('/precos, /termos, /desenvolvedores', () => {
  const PAGES = [
    { path: '/precos', heading: 'Preços', shot: 'pricing' },
    { path: '/termos', heading: 'Termos de uso', shot: 'terms' },
    { path: '/desenvolvedores', heading: 'API para instituições', shot: 'developers' },
  ] as const;

  it.each([
    { width: 390, height: 844, menu: 'menu-mobile' },
    { width: 1280, height: 800, menu: 'menu-desktop' },
  ])('render at $width px with the menu and without horizontal scroll', async ({ width, height, menu }) => {
    const { context, page } = await newPage(browser(), width < 768 ? 'mobile' : 'desktop');
    await page.setViewportSize({ width, height });
    for (const { path, heading, shot } of PAGES) {
      await page.goto(`${baseUrl}${path}`);
      await visible(page.getByRole('heading', { level: 1, name: heading }));
      await visible(page.locator('header').getByTestId(menu));
      await contactLoaded(page);
      expect(await page.evaluate(noHorizontalScroll), `${path} at ${width} px`).toBe(true);
      expect(await page.evaluate(sidewaysOverflow), `${path} at ${width} px`).toEqual([]);
      await screenshot(page, shot);
    }
    await context.close();
  });

  it('say what the free plan is, what the terms are, and what the API offers', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/precos`);
    await visible(page.getByRole('heading', { level: 1, name: 'Preços' }));
    let text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('1.000');
    expect(text).toContain('Cada linha categorizada conta uma transação');
    expect(text).toContain('Corrigir é grátis');
    await visible(page.getByRole('heading', { name: 'Excluir um upload não devolve transações' }));
    await visible(page.getByRole('heading', { name: 'Quando o limite chega' }));
    expect(
      await page.locator('main').getByRole('link', { name: 'Criar conta grátis' }).getAttribute('href'),
    ).toBe('/auth');

    await page.goto(`${baseUrl}/termos`);
    await visible(page.getByRole('heading', { level: 1, name: 'Termos de uso' }));
    await contactLoaded(page);
    text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain(controllerName);
    expect(text).toContain('Não garantimos a exatidão');
    expect(
      await page
        .locator('main')
        .getByRole('link', { name: 'Política de Privacidade' })
        .first()
        .getAttribute('href'),
    ).toBe('/privacidade');

    await page.goto(`${baseUrl}/desenvolvedores`);
    await visible(page.getByRole('heading', { level: 1, name: 'API para instituições' }));
    const main = page.locator('main');
    for (const available of [
      'Chaves de API',
      'Categorização em lote',
      'Arquivos grandes com webhook',
      'Documento OpenAPI',
    ])
      await visible(main.getByRole('heading', { level: 3, name: available }));
    // A first call to copy.
    await visible(page.getByText('POST https://<seu-dominio>/v1/categorize', { exact: false }));

    // The jobs' reference: its sections, and the four steps each with its call.
    for (const section of [
      'Jobs para arquivos grandes',
      'Status, cobrança e prazo',
      'Webhooks',
      'Idempotency-Key',
    ])
      await visible(main.getByRole('heading', { level: 2, name: section, exact: true }));
    const jobs = main.locator('#jobs');
    const steps = await jobs.getByRole('heading', { level: 3 }).allTextContents();
    expect(steps.filter((step) => /^\d\./.test(step))).toEqual([
      '1. Crie o job',
      '2. Envie o arquivo',
      '3. Acompanhe o andamento',
      '4. Baixe os resultados',
    ]);
    const examples = (await jobs.locator('pre').allTextContents()).join('\n');
    for (const call of [
      'curl -X POST https://<seu-dominio>/v1/jobs',
      '-H "Idempotency-Key: ',
      '-d \'{"format":"csv","webhookUrl":"https://',
      '"status":"awaiting_upload"',
      'curl -X PUT --upload-file extrato.csv "<uploadUrl>"',
      'curl https://<seu-dominio>/v1/jobs/<id>',
      '"progress":{"done":',
      '"refused":2',
      '"errors":[',
      '{"line":1835,"id":"t1834",',
      'curl -L "https://<seu-dominio>/v1/jobs/<id>/results?format=csv"',
      '-o resultados.csv',
      RESULTS_CSV_HEADER,
    ])
      expect(examples).toContain(call);

    // The API's own numbers and names, as the page says them.
    // (Numbers and their units are kept together by no-break spaces.)
    text = ((await main.textContent()) ?? '').replaceAll('\u00a0', ' ');
    for (const fact of [
      `${MAX_JOB_LINES.toLocaleString('pt-BR')} de linhas`,
      `${MAX_JOB_BYTES / 1024 / 1024} MB`,
      `${UPLOAD_URL_SECONDS / 3600} hora`,
      `${RESULTS_URL_SECONDS / 60} minutos`,
      `${JOB_RETENTION_DAYS} dias`,
      `${WEBHOOK_MAX_ATTEMPTS} tentativas`,
      `${DEFAULT_TOLERANCE_SECONDS / 60} minutos`,
      'linhas recusadas não são cobradas',
      'Um job que falha inteiro não cobra nada',
      'webhook-id: msg_job_',
      'webhook-timestamp: ',
      'webhook-signature: v1,',
      '"type":"job.succeeded"',
      'whsec_',
      'HMAC-SHA256',
      'HTTPS',
      'endereços internos',
      '24 horas',
      '422',
      '409',
    ])
      expect(text.toLowerCase()).toContain(fact.toLowerCase());
    for (const format of V1_JOB_FORMATS)
      await visible(jobs.locator('code', { hasText: new RegExp(`^${format}$`) }));
    const statuses = await main.locator('#status-e-cobranca dt').allTextContents();
    expect(statuses).toEqual([...V1_JOB_STATUSES]);
    // Nothing of the jobs is "coming" any more.
    expect(text).not.toMatch(/em breve|ainda não disponível|tarefas assíncronas/i);

    // Every in-page link lands on a section, and the OpenAPI link serves the document with the jobs in it.
    const anchors = await main
      .locator('a[href^="#"]')
      .evaluateAll((all) =>
        all.map((a) => [
          a.getAttribute('href'),
          document.getElementById(a.getAttribute('href')?.slice(1) ?? '') !== null,
        ]),
      );
    expect(anchors.length).toBeGreaterThan(4);
    for (const [href, exists] of anchors) expect(exists, String(href)).toBe(true);
    expect(await main.getByRole('link', { name: '/v1/openapi.json' }).getAttribute('href')).toBe(
      '/v1/openapi.json',
    );
    const openapi = (await (await fetch(`${baseUrl}/v1/openapi.json`)).json()) as { paths: object };
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/v1/jobs', '/v1/jobs/{id}', '/v1/jobs/{id}/results']),
    );

    await contactLoaded(page);
    expect(
      mailto(await page.getByRole('link', { name: 'Pedir limites maiores' }).getAttribute('href')),
    ).toEqual({ to: contactEmail, subject: 'Limites maiores na API do Categoriza' });
    await context.close();
  });
});

describe('privacy page', () => {
  it('lists every kind of data kept, with amounts, dates, FITID, rules, saved lists, the controller and the contact', async () => {
    const { context, page } = await newPage(browser(), 'mobile');
    await page.goto(`${baseUrl}/privacidade`);
    await visible(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' }));
    await contactLoaded(page);
    const main = page.locator('main');
    const text = (await main.textContent()) ?? '';
    for (const item of [
      'Conta',
      'Uploads (o histórico de arquivos)',
      'As transações de cada upload',
      'Suas correções',
      'O histórico de Meu dinheiro',
      'Regras aprendidas',
      'Listas de categorias salvas',
      'Uso do plano',
      'Registros técnicos',
    ])
      await visible(main.getByRole('heading', { level: 3, name: item, exact: true }));
    for (const fact of ['a data, o valor', 'FITID', 'O nome de cada arquivo enviado', '365 dias'])
      expect(text).toContain(fact);
    // The controller and the contact come from config.json.
    expect(await page.getByTestId('controller-name').textContent()).toBe(controllerName);
    const mail = await main.getByRole('link', { name: contactEmail }).first().getAttribute('href');
    expect(mailto(mail).to).toBe(contactEmail);
    // Each right says where to exercise it; a correction costs nothing and needs no new upload.
    const rights = main.locator('#lgpd');
    for (const right of [
      'Confirmação e acesso',
      'Correção',
      'Eliminação',
      'Portabilidade',
      'Informação sobre compartilhamento',
      'Revogação do consentimento',
    ])
      await visible(rights.getByText(right, { exact: false }));
    const rightsText = (await rights.textContent()) ?? '';
    expect(rightsText).toContain('Baixar meus dados');
    expect(rightsText).toContain('Corrigir não custa nada');
    expect(rightsText).not.toMatch(/exclua o upload e envie/i);
    expect(await page.evaluate(noHorizontalScroll)).toBe(true);
    await screenshot(page, 'privacy-full');
    await context.close();
  });
});

describe('404', () => {
  it('shows the menu; home and sign-in for a visitor, the dashboard as well when signed in', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/nao/existe`);
    await visible(page.getByRole('heading', { name: 'Oops! Página não encontrada' }));
    await visible(page.locator('header').getByTestId('menu-desktop'));
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/');
    expect(await main.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/auth');
    expect(await main.getByRole('link', { name: 'Ir para o Dashboard' }).count()).toBe(0);

    await signUp(page, baseUrl);
    await page.goto(`${baseUrl}/outra/pagina/inexistente`);
    await visible(page.getByRole('heading', { name: 'Oops! Página não encontrada' }));
    await visible(main.getByRole('link', { name: 'Ir para o Dashboard' }));
    expect(await main.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/');
    expect(await main.getByRole('link', { name: 'Entrar' }).count()).toBe(0);
    await page.locator('header').getByTestId('menu-desktop').click();
    await visible(page.getByRole('menuitem', { name: 'Minha conta' }));
    await page.keyboard.press('Escape');
    await screenshot(page, 'not-found-signed-in');
    await main.getByRole('link', { name: 'Ir para o Dashboard' }).click();
    await atPath(page, '/dashboard');
    await context.close();
  });
});
