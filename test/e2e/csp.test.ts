import { expect, inject, it } from 'vitest';
import { newPage, sharedBrowser } from '../support/browser.ts';
import { atPath, chooseTransactions, csvFile, signUp, toastText, transactionsCsv } from './fixtures/app.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/**
 * Local mode sends CloudFront's Content-Security-Policy (shared/security-headers.ts), so a policy that would
 * break the deployed app breaks here first.
 */
it('runs sign-up, an upload and the dashboard under the production CSP without a single violation', async () => {
  const { context, page } = await newPage(browser());
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const response = await page.goto(baseUrl);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  await signUp(page, baseUrl);
  await page.goto(`${baseUrl}/upload`);
  await chooseTransactions(
    page,
    csvFile('extrato.csv', transactionsCsv(['IFOOD *PEDIDO', 'POSTO SHELL', 'NETFLIX.COM'])),
  );
  await toastText(page, 'Transações categorizadas');
  await page.goto(`${baseUrl}/dashboard`);
  await atPath(page, '/dashboard');
  await page.getByText('extrato.csv').first().waitFor();

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  await context.close();
});
