/**
 * `npm run bench:upload`: the real upload flow in local mode, driven in Chromium, timed by the app's own User
 * Timing marks (frontend/src/lib/marks.ts). For each file it prints the median of the phases:
 *   read    file chosen → read and validated (decode, parse, the spec's rules)
 *   categorize  → every batch answered (POST /api/categorize)
 *   store   → the upload recorded (POST /api/uploads: duplicates, period and money)
 *   render  results view asked for → its first frame painted
 *   total   all of it, less the spec's 1 s delay before the results view
 * Files: the spec's one-column CSV with 1000 and 10000 lines, and a 10000-line OFX statement. First it prints
 * the landing page's JavaScript (gzip, and as served). Targets (issue 14): 10000 lines under 2 s, 1000 under
 * 0.5 s (total); `!` marks a miss and the exit code is 1.
 * Usage: npm run bench:upload [-- --runs 3]
 */
import { parseArgs } from 'node:util';
import { signUp, visible } from '../test/e2e/fixtures/app.ts';
import { statementDescriptions } from '../test/integration/api/descriptions.ts';
import { launchBrowser } from '../test/support/browser.ts';
import { pageScripts } from '../test/support/page-scripts.ts';
import { startBenchLocalMode } from './bench-local-mode.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);

/** The spec's file: one column, `transações`. */
function specCsv(lines: number): Buffer {
  return Buffer.from(`${['transações', ...statementDescriptions(lines)].join('\n')}\n`, 'utf8');
}

/** An OFX 1.x bank statement (SGML, Windows-1252 header, decimal commas) of `lines` transactions. */
export function ofxStatement(lines: number, year = 2026): Buffer {
  const descriptions = statementDescriptions(lines);
  const start = Date.UTC(year, 0, 1);
  const transactions = descriptions.map((description, k) => {
    const day = new Date(start + Math.floor(k / 40) * 86_400_000)
      .toISOString()
      .slice(0, 10)
      .replaceAll('-', '');
    const cents = k % 17 === 0 ? 150_000 + k : -(500 + ((k * 7919) % 40_000));
    const amount = `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
    return `<STMTTRN>\n<TRNTYPE>${cents < 0 ? 'DEBIT' : 'CREDIT'}\n<DTPOSTED>${day}120000[-3:BRT]\n<TRNAMT>${amount}\n<FITID>${day}${String(k).padStart(6, '0')}\n<MEMO>${description}\n</STMTTRN>`;
  });
  const text = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>0341<ACCTID>12345-6<ACCTTYPE>CHECKING</BANKACCTFROM>',
    `<BANKTRANLIST><DTSTART>${year}0101<DTEND>${year}0831`,
    ...transactions,
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    '',
  ].join('\r\n');
  return Buffer.from(text, 'latin1');
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function main(): Promise<void> {
  const { local, stop } = await startBenchLocalMode('bench-upload', { freePlanLimit: 0 });
  const browser = await launchBrowser();
  try {
    // The landing page's JavaScript, as a first visit loads it.
    const visit = await browser.newContext();
    const landing = await pageScripts(await visit.newPage(), local.url);
    await visit.close();
    console.log(
      `Landing page JavaScript: ${landing.files.length} files, ${(landing.gzip / 1024).toFixed(1)} KB gzip (${(landing.raw / 1024).toFixed(1)} KB raw, ${(landing.transferred / 1024).toFixed(1)} KB transferred as served)\n`,
    );

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signUp(page, local.url);
    const files = [
      {
        label: 'CSV 1000',
        name: 'transacoes-1000.csv',
        mimeType: 'text/csv',
        target: 500,
        make: () => specCsv(1000),
      },
      {
        label: 'CSV 10000',
        name: 'transacoes-10000.csv',
        mimeType: 'text/csv',
        target: 2000,
        make: () => specCsv(10_000),
      },
      // Another year per run: each run is a new statement, not a copy of the last (no duplicates to flag).
      {
        label: 'OFX 10000',
        name: 'extrato-10000.ofx',
        mimeType: 'application/x-ofx',
        target: 2000,
        make: (run: number) => ofxStatement(10_000, 2026 - run),
      },
    ];
    console.log(
      `Upload flow in local mode, Chromium, median of ${runs} (ms; total leaves out the 1 s delay)`,
    );
    console.log('file        read  categorize  store  render   total   meta');
    let met = true;
    for (const file of files) {
      const phases: Record<'read' | 'categorize' | 'store' | 'render' | 'total', number[]> = {
        read: [],
        categorize: [],
        store: [],
        render: [],
        total: [],
      };
      for (let run = 0; run < runs; run++) {
        await page.goto(`${local.url}/upload`);
        await visible(page.getByRole('heading', { name: 'Upload de Transações' }));
        // A finished upload is never resumed: each run categorizes and records the whole file again.
        await page.getByTestId('transactions-input').setInputFiles({
          name: `${run}-${file.name}`,
          mimeType: file.mimeType,
          buffer: file.make(run),
        });
        await visible(page.getByRole('heading', { name: 'Resultados da Categorização' }), 120_000);
        await page.waitForFunction(
          () => performance.getEntriesByName('categoriza:results-painted').length > 0,
        );
        const at = await page.evaluate(() =>
          Object.fromEntries(
            performance
              .getEntriesByType('mark')
              .filter((mark) => mark.name.startsWith('categoriza:'))
              .map((mark) => [mark.name.slice('categoriza:'.length), mark.startTime]),
          ),
        );
        const t = (name: string) => at[name] as number;
        phases.read.push(t('file-read') - t('file-chosen'));
        phases.categorize.push(t('categorized') - t('file-read'));
        phases.store.push(t('recorded') - t('categorized'));
        phases.render.push(t('results-painted') - t('show-results'));
        phases.total.push(t('recorded') - t('file-chosen') + (t('results-painted') - t('show-results')));
      }
      const cell = (values: number[], width: number) => String(Math.round(median(values))).padStart(width);
      if (median(phases.total) > file.target) met = false;
      console.log(
        `${file.label.padEnd(10)} ${cell(phases.read, 5)} ${cell(phases.categorize, 11)} ${cell(phases.store, 6)} ${cell(phases.render, 7)} ${cell(phases.total, 7)}${median(phases.total) <= file.target ? ' ' : '!'}  ${file.target}`,
      );
    }
    console.log(
      met
        ? 'Metas atingidas: 1000 linhas em menos de 0,5 s e 10000 em menos de 2 s.'
        : 'Metas NÃO atingidas (!).',
    );
    if (!met) process.exitCode = 1;
    await context.close();
  } finally {
    await browser.close();
    await stop();
  }
}

await main();
