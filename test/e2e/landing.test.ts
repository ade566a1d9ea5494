import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, sharedBrowser } from '../support/browser.ts';
import { pageScripts } from '../support/page-scripts.ts';
import { atPath, visible } from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('landing page', () => {
  it('has the nine sections in order with their content', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(baseUrl);
    await visible(page.getByRole('heading', { level: 1 }));
    // 1. Header: animated brand name and slogan
    const header = page.locator('header').first();
    await visible(header.getByRole('img', { name: 'Categoriza' }));
    expect(await header.locator('.brand-letter').count()).toBe('Categoriza'.length);
    await visible(header.getByText('Clareza financeira impulsionada por IA'));
    // 2. Hero buttons ('Agendar demonstração' e-mails the contact, so it is a link)
    await visible(page.getByRole('button', { name: 'Ver demo' }));
    for (const name of ['Começar agora', 'Agendar demonstração'])
      await visible(page.getByRole('link', { name }));
    // 3. Stats
    const stats = page.getByRole('region', { name: 'Números do Categoriza' }).locator('li p:first-child');
    expect(await stats.allTextContents()).toEqual(['1M+', '99.5%', '<2s', '20+']);
    // 4–8 in order, then 9. the footer with badges
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('main > section')].map((s) => s.id || s.getAttribute('aria-label') || ''),
    );
    expect(order).toEqual([
      '',
      'Números do Categoriza',
      'demo',
      'recursos',
      'antes-depois',
      'como-funciona',
      'para-quem',
    ]);
    expect(await page.locator('#recursos li').count()).toBe(6);
    expect(await page.locator('#como-funciona ol > li').count()).toBe(3);
    expect(await page.locator('#para-quem h3').allTextContents()).toEqual([
      'Pessoa Física',
      'Empresas',
      'Instituições',
    ]);
    // Their calls to action lead somewhere (sign-up, an e-mail to the contact): links; institutions also get
    // the API's reference.
    expect(await page.locator('#para-quem li a').allTextContents()).toEqual([
      'Começar grátis',
      'Falar com vendas',
      'Solicitar proposta',
      'Ver a documentação da API',
    ]);
    const badges = page.locator('footer').getByRole('list', { name: 'Certificações' }).locator('li');
    expect((await badges.allTextContents()).map((t) => t.trim())).toEqual([
      'SOC 2 Type II',
      'ISO 27001',
      'PCI-DSS',
    ]);
    await screenshot(page, 'landing');
    await context.close();
  });

  it('loops the demo with the spec timings: upload 1.5 s, processing 1 s, 0.6 s per row, 2 s pause', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(baseUrl);
    await visible(page.getByTestId('demo'));
    const changes = await page.evaluate(
      () =>
        new Promise<{ phase: string; rows: number; at: number }[]>((resolve) => {
          const demo = document.querySelector('[data-testid="demo"]') as HTMLElement;
          const seen: { phase: string; rows: number; at: number }[] = [];
          const record = () => {
            const phase = demo.dataset.phase ?? '';
            const rows = demo.querySelectorAll('li').length;
            const last = seen.at(-1);
            if (!last || last.phase !== phase || last.rows !== rows)
              seen.push({ phase, rows, at: performance.now() });
          };
          record();
          new MutationObserver(record).observe(demo, { subtree: true, childList: true, attributes: true });
          setTimeout(() => resolve(seen), 16_500);
        }),
    );
    const phases = changes.map((c) => (c.phase === 'results' ? `results:${c.rows}` : c.phase));
    const cycle = ['upload', 'processing', 'results:1', 'results:2', 'results:3', 'results:4', 'results:5'];
    const start = phases.indexOf('upload', 1);
    expect(start).toBeGreaterThan(0);
    expect(phases.slice(start, start + 8)).toEqual([...cycle, 'upload']);
    const at = (i: number) => changes[start + i]?.at ?? Number.NaN;
    const near = (ms: number, expected: number) => expect(Math.abs(ms - expected)).toBeLessThan(250);
    near(at(1) - at(0), 1500);
    near(at(2) - at(1), 1000);
    near(at(3) - at(2), 600);
    near(at(7) - at(6), 600 + 2000);
    await context.close();
  });

  it('navigates: Ver demo scrolls, the before/after toggle, Começar agora and Experimentar agora', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'Ver demo' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('demo')?.getBoundingClientRect().top ?? 999;
      return Math.abs(top) < 5;
    });

    const view = page.getByTestId('before-after');
    expect(await view.getAttribute('data-view')).toBe('after');
    await page.getByRole('button', { name: 'Ver Antes' }).click();
    expect(await view.getAttribute('data-view')).toBe('before');
    expect(await page.getByRole('button', { name: 'Ver Antes' }).getAttribute('aria-pressed')).toBe('true');
    await visible(view.getByText('sem categoria'));
    await screenshot(page, 'landing-before');
    await page.getByRole('button', { name: 'Ver em Ação' }).click();
    expect(await view.getAttribute('data-view')).toBe('after');

    expect(await page.getByRole('link', { name: 'Experimentar agora' }).getAttribute('href')).toBe('/upload');
    await page.getByRole('link', { name: 'Começar agora' }).click();
    await atPath(page, '/auth');
    await page.goBack();
    await page.getByRole('link', { name: 'Experimentar agora' }).click();
    // Signed out, /upload sends to /auth.
    await atPath(page, '/auth');

    // The institutions' card leads to the API's reference, beside its request for a proposal.
    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Ver a documentação da API' }).click();
    await atPath(page, '/desenvolvedores');
    await context.close();
  });

  it('loads little JavaScript: no Amplify, no zod, no Radix menu until asked, and a small gzip total', async () => {
    const { context, page } = await newPage(browser());
    const { files: scripts, raw, gzip, transferred } = await pageScripts(page, baseUrl);
    await visible(page.getByRole('heading', { level: 1 }));
    console.info(
      `landing JavaScript: ${scripts.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip, ${(transferred / 1024).toFixed(1)} KB transferred`,
    );
    for (const s of scripts) {
      console.info(`  ${s.url.replace(baseUrl, '')}: ${(s.gzip / 1024).toFixed(1)} KB gzip`);
      const text = s.body.toString('utf8');
      expect(text.includes('aws-amplify'), `${s.url} carries Amplify`).toBe(false);
      expect(text.includes('ZodError'), `${s.url} carries zod`).toBe(false);
    }
    // Served precompressed, as the CDN would (shared/cache-policy.ts): far fewer bytes than the files.
    expect(transferred).toBeLessThan(raw / 2);
    expect(
      scripts.some((s) => /\/nav-menu-[\w-]+\.js$/.test(s.url)),
      'Radix menu loaded up front',
    ).toBe(false);
    expect(gzip).toBeLessThan(130 * 1024);
    await context.close();
  });

  it('is responsive at 375 px without horizontal scrolling', async () => {
    const { context, page } = await newPage(browser(), 'mobile');
    await page.goto(baseUrl);
    await visible(page.getByRole('heading', { level: 1 }));
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await screenshot(page, 'landing');
    await context.close();
  });
});

describe('404 and the route error fallback', () => {
  it('shows the 404 page for an unknown path, with a link home', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/nao/existe`);
    await visible(page.getByText('404', { exact: true }));
    await visible(page.getByRole('heading', { name: 'Oops! Página não encontrada' }));
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await atPath(page, '/');
    await context.close();
  });

  it("shows 'Unexpected Application Error!' with the message when a route fails to load", async () => {
    const { context, page } = await newPage(browser());
    await page.route(/\/assets\/not-found-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}/qualquer-coisa`);
    await visible(page.getByRole('heading', { name: 'Unexpected Application Error!' }));
    expect(await page.locator('main p').textContent()).toMatch(
      /dynamically imported module|Failed to fetch/i,
    );
    await screenshot(page, 'route-error');
    await context.close();
  });
});
