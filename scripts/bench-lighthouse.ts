/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default: a mid-range phone on slow 4G, simulated) on the
 * pages a user meets first, served by local mode exactly as `npm start` serves them: `/` and `/auth` signed out,
 * `/dashboard` and `/upload` with a session (a user who has already recorded one statement). Prints the
 * performance and accessibility scores and the metrics behind them, median of the runs by performance.
 * Targets (issue 14): performance ≥ 95, accessibility 100 on each page.
 *
 * Usage: npm run bench:lighthouse [-- --runs 3] [-- --pages /,/auth] [-- --json scores.json] [-- --reports <dir>]
 * `--json` writes every run's scores; `--reports` each run's full Lighthouse report (JSON), to see why.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '#local/ports';
import { signUp, visible } from '../test/e2e/fixtures/app.ts';
import { statementDescriptions } from '../test/integration/api/descriptions.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumMissingMessage } from '../test/support/browser.ts';
import { startBenchLocalMode } from './bench-local-mode.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    reports: { type: 'string' },
    pages: { type: 'string', default: '/,/auth,/dashboard,/upload' },
  },
});
const runs = Number(values.runs);
const pages = values.pages.split(',');

const PERFORMANCE_TARGET = 95;
const ACCESSIBILITY_TARGET = 100;

interface PageScore {
  readonly page: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly si: number;
  readonly transferKb: number;
}

async function audit(url: string, port: number, keepSession: boolean): Promise<PageScore> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    // The signed-in pages need the session in the browser's storage; Lighthouse clears it by default.
    disableStorageReset: keepSession,
  });
  if (!result) throw new Error(`Lighthouse não retornou resultado para ${url}`);
  const { categories, audits } = result.lhr;
  if (values.reports) {
    await mkdir(values.reports, { recursive: true });
    const name = new URL(url).pathname.replaceAll('/', '_') || '_';
    await writeFile(join(values.reports, `${name}-${Date.now()}.json`), JSON.stringify(result.lhr));
  }
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    page: new URL(url).pathname,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    transferKb: metric('total-byte-weight') / 1024,
  };
}

async function main(): Promise<void> {
  const missing = chromiumMissingMessage();
  if (missing) throw new Error(missing);
  const { local, dir: dataDir, stop } = await startBenchLocalMode('bench-lighthouse');
  const debuggingPort = await freePort();
  // One persistent profile: the pages Lighthouse opens share its storage, so the session signed in below.
  const browser = await chromium.launchPersistentContext(join(dataDir, 'profile'), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
  });
  const scores: PageScore[][] = [];
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    const cdp = await browser.newCDPSession(page);
    const measure = async (path: string, keepSession: boolean) => {
      if (!pages.includes(path)) return;
      const results: PageScore[] = [];
      for (let run = 0; run < runs; run++) {
        // A cold load, like Lighthouse's own reset, but the session (local storage) stays.
        if (keepSession) await cdp.send('Network.clearBrowserCache');
        results.push(await audit(`${local.url}${path}`, debuggingPort, keepSession));
      }
      scores.push(results);
    };
    await measure('/', false);
    await measure('/auth', false);

    // A user with one recorded statement: the dashboard shows its history, /upload its form.
    await signUp(page, local.url);
    await page.goto(`${local.url}/upload`);
    await visible(page.getByRole('heading', { name: 'Upload de Transações' }));
    await page.getByTestId('transactions-input').setInputFiles({
      name: 'extrato.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${['transações', ...statementDescriptions(200)].join('\n')}\n`),
    });
    await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }), 60_000);
    await page.goto('about:blank');
    await measure('/dashboard', true);
    await measure('/upload', true);
  } finally {
    await browser.close();
    await stop();
  }

  const medianByPerformance = (results: PageScore[]) =>
    [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)] as PageScore;
  const medians = scores.map(medianByPerformance);
  console.log(`Lighthouse (mobile, simulated slow 4G) on local mode, median of ${runs} by performance`);
  console.log(
    'page        perf  a11y   FCP ms   LCP ms  TBT ms    CLS    SI ms  transfer KB  all runs (perf / a11y)',
  );
  let met = true;
  for (const [index, score] of medians.entries()) {
    const ok = score.performance >= PERFORMANCE_TARGET && score.accessibility >= ACCESSIBILITY_TARGET;
    if (!ok) met = false;
    // Every run's scores: accessibility is the same page each run, so any run below 100 is worth seeing.
    const all = (scores[index] ?? []).map((s) => `${s.performance}/${s.accessibility}`).join(' ');
    console.log(
      `${score.page.padEnd(10)} ${String(score.performance).padStart(5)}${ok ? ' ' : '!'}${String(score.accessibility).padStart(5)} ${score.fcp.toFixed(0).padStart(8)} ${score.lcp.toFixed(0).padStart(8)} ${score.tbt.toFixed(0).padStart(7)} ${score.cls.toFixed(3).padStart(6)} ${score.si.toFixed(0).padStart(8)} ${score.transferKb.toFixed(1).padStart(12)}  ${all}`,
    );
  }
  console.log(
    met
      ? `Metas atingidas: desempenho ≥ ${PERFORMANCE_TARGET} e acessibilidade ${ACCESSIBILITY_TARGET} em todas as páginas.`
      : `Metas NÃO atingidas (!): desempenho ≥ ${PERFORMANCE_TARGET} e acessibilidade ${ACCESSIBILITY_TARGET}.`,
  );
  if (values.json) await writeFile(values.json, `${JSON.stringify(scores, null, 2)}\n`);
  if (!met) process.exitCode = 1;
}

await main();
