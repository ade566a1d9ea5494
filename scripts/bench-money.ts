/**
 * `npm run bench:money`: the ledger's numbers (issue 22) in local mode (dynalite, cognito-local, the real
 * handlers), on a year of three accounts (~6,000 lines, sent as 36 monthly statements):
 *   money     GET /api/money (the money page's data), p50 of `--runs`          target < 300 ms
 *   lines     GET /api/money/lines for one month, p50
 *   chart     Chromium: the dashboard's link clicked → the chart's bars drawn, p50 target < 1 s
 *   apply     POST /api/money/apply: one merchant's ~500 past lines corrected target < 1 s
 *   undo      PATCH /api/money/lines with those ~500 changes back
 *   upload    a new 10,000-line statement through the API (20 batches, 3 at a time, then POST /api/uploads,
 *             the ledger written); the browser's whole flow is `npm run bench:upload`   (< 2 s there)
 *   reopen    GET /api/uploads/{id} of that upload, gzip, p50                   target < 1 s
 * `!` marks a miss and the exit code is 1.
 * Usage: npm run bench:money [-- --runs 9]
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildFrontendTo } from '#local/frontend-build';
import type { MoneyLinesResponse, UpdateLinesResponse } from '#shared/api/schemas';
import { mapWithConcurrency } from '#shared/concurrency';
import { merchantOf } from '#shared/engine/merchant';
import { sentLineFields } from '#shared/ledger/identity';
import { addMonths } from '#shared/ledger/types';
import { MAX_BATCH_SIZE } from '#shared/limits';
import { signIn, visible } from '../test/e2e/fixtures/app.ts';
import { batchesOf, statementDescriptions } from '../test/integration/api/descriptions.ts';
import { launchBrowser } from '../test/support/browser.ts';
import { type LocalStack, startLocalStack, type TestUser } from '../test/support/local-stack.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' } } });
const runs = Math.max(1, Number(values.runs));

interface Line {
  readonly date: string;
  readonly description: string;
  readonly amountCents: number;
}

const FIRST_MONTH = '2025-10';
const MONTHS = 12;
const BAKERY = 'PADARIA PAO QUENTE';

/** One month of one account: its words from the labeled descriptions, plus what repeats and what is in installments. */
function monthOf(
  account: 'card' | 'second' | 'checking',
  month: string,
  count: number,
  seed: number,
): Line[] {
  const words = statementDescriptions(count + seed).slice(seed);
  const day = (k: number) => `${month}-${String((k % 28) + 1).padStart(2, '0')}`;
  const lines: Line[] = words.map((description, k) => ({
    date: day(k),
    description,
    amountCents: -(500 + ((k * 7919 + seed) % 30_000)),
  }));
  if (account === 'card') {
    // The merchant corrected by `apply`: 42 a month, ~500 in the year.
    for (let k = 0; k < 42; k++) lines[k] = { date: day(k), description: BAKERY, amountCents: -(850 + k) };
    lines[50] = { date: `${month}-05`, description: 'NETFLIX.COM', amountCents: -4490 };
    lines[51] = { date: `${month}-06`, description: 'SPOTIFY', amountCents: -2190 };
    lines[52] = { date: `${month}-10`, description: 'MAGAZINE LUIZA PARC 03/10', amountCents: -18_990 };
  }
  if (account === 'checking') {
    lines[0] = { date: `${month}-01`, description: 'SALARIO EMPRESA ALFA', amountCents: 650_000 };
    lines[1] = { date: `${month}-05`, description: 'PAGAMENTO DE FATURA', amountCents: -250_000 };
    lines[2] = { date: `${month}-06`, description: 'ALUGUEL IMOBILIARIA LAR SEGURO', amountCents: -180_000 };
  }
  return lines;
}

async function json<T>(pending: Response | Promise<Response>): Promise<T> {
  const response = await pending;
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A statement sent as the browser sends it: batches of 500, 3 at a time, then the upload with its account. */
async function send(
  stack: LocalStack,
  user: TestUser,
  lines: readonly Line[],
  account: string,
): Promise<string> {
  const uploadId = randomUUID();
  const fields = sentLineFields(lines);
  const batches = batchesOf(
    lines.map((_, index) => index),
    MAX_BATCH_SIZE,
  );
  await mapWithConcurrency(batches, 3, async (batch, batchIndex) =>
    json(
      await stack.api(user, '/api/categorize', {
        method: 'POST',
        body: JSON.stringify({
          uploadId,
          batchIndex,
          transactions: batch.map((index) => (lines[index] as Line).description),
          statement: batch.map((index) => fields[index]),
        }),
      }),
    ),
  );
  await json(
    await stack.api(user, '/api/uploads', {
      method: 'POST',
      body: JSON.stringify({ uploadId, filename: `${account}.csv`, transactionCount: lines.length, account }),
    }),
  );
  return uploadId;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'categoriza-bench-money-'));
  const frontendDir = join(dir, 'frontend');
  await buildFrontendTo(frontendDir);
  const stack = await startLocalStack({ freePlanLimit: 0, dataDir: join(dir, 'data'), frontendDir });
  const results: { name: string; ms: number; target?: number; note?: string }[] = [];
  try {
    const user = await stack.signUp();
    let total = 0;
    for (let m = 0; m < MONTHS; m++) {
      const month = addMonths(FIRST_MONTH, m);
      const files: [Line[], string][] = [
        [monthOf('card', month, 300, m * 7), 'Nubank (fatura do cartão)#1111'],
        [monthOf('second', month, 100, m * 11 + 3), 'Inter (fatura do cartão)#2222'],
        [monthOf('checking', month, 100, m * 13 + 5), 'Nubank (conta)#3333'],
      ];
      for (const [lines, account] of files) {
        await send(stack, user, lines, account);
        total += lines.length;
      }
    }
    console.log(`Ledger: ${total} lines, ${MONTHS} months, 3 accounts\n`);

    const money: number[] = [];
    for (let k = 0; k < runs; k++) money.push((await timed(() => json(stack.api(user, '/api/money')))).ms);
    results.push({ name: 'money', ms: median(money), target: 300 });

    const lineTimes: number[] = [];
    const month = addMonths(FIRST_MONTH, MONTHS - 1);
    for (let k = 0; k < runs; k++) {
      lineTimes.push(
        (await timed(() => json(stack.api(user, `/api/money/lines?from=${month}&to=${month}`)))).ms,
      );
    }
    results.push({ name: 'lines', ms: median(lineTimes) });

    // The chart: signed in as a user would be, from the dashboard's link to the bars drawn.
    const browser = await launchBrowser();
    try {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      await signIn(page, stack.baseUrl, user.email, user.password);
      const chart: number[] = [];
      for (let k = 0; k < Math.min(runs, 5); k++) {
        await page.goto(`${stack.baseUrl}/dashboard`);
        const link = await visible(page.getByRole('link', { name: 'Ver meu dinheiro' }), 30_000);
        const started = performance.now();
        await link.click();
        await visible(page.locator('[data-testid="money-chart"] .recharts-bar-rectangle').first(), 30_000);
        chart.push(performance.now() - started);
      }
      results.push({ name: 'chart', ms: median(chart), target: 1000 });
    } finally {
      await browser.close();
    }

    const key = merchantOf(BAKERY)?.key as string;
    const apply = await timed(() =>
      json<UpdateLinesResponse>(
        stack.api(user, '/api/money/apply', {
          method: 'POST',
          body: JSON.stringify({ key, category: 'Supermercado' }),
        }),
      ),
    );
    results.push({ name: 'apply', ms: apply.ms, target: 1000, note: `${apply.value.changed} lines` });
    const undo = await timed(() =>
      json<UpdateLinesResponse>(
        stack.api(user, '/api/money/lines', {
          method: 'PATCH',
          body: JSON.stringify({ changes: apply.value.undo }),
        }),
      ),
    );
    results.push({ name: 'undo', ms: undo.ms, target: 1000, note: `${undo.value.changed} lines` });

    // A new user's 10,000-line statement, and opening it again.
    const newcomer = await stack.signUp();
    const big = statementDescriptions(10_000).map(
      (description, k): Line => ({
        date: `2026-${String((k % 9) + 1).padStart(2, '0')}-${String((k % 28) + 1).padStart(2, '0')}`,
        description,
        amountCents: k % 17 === 0 ? 150_000 + k : -(500 + ((k * 7919) % 40_000)),
      }),
    );
    const sent = await timed(() => send(stack, newcomer, big, 'Itaú (conta)#12345'));
    results.push({ name: 'upload', ms: sent.ms, note: '10,000 lines, API only' });
    const reopen: number[] = [];
    for (let k = 0; k < runs; k++) {
      reopen.push(
        (
          await timed(async () =>
            (
              await stack.api(newcomer, `/api/uploads/${sent.value}`, {
                headers: { 'accept-encoding': 'gzip' },
              })
            ).arrayBuffer(),
          )
        ).ms,
      );
    }
    results.push({ name: 'reopen', ms: median(reopen), target: 1000 });
    const check = await json<MoneyLinesResponse>(stack.api(newcomer, '/api/money/lines'));
    console.log(`(the 10,000-line upload left ${check.lines.length} lines in its owner's ledger)\n`);
  } finally {
    await stack.stop();
    await rm(dir, { recursive: true, force: true });
  }

  let missed = false;
  console.log('step     ms (p50 where repeated)   target');
  for (const { name, ms, target, note } of results) {
    const miss = target !== undefined && ms >= target;
    missed ||= miss;
    console.log(
      `${name.padEnd(8)} ${ms.toFixed(0).padStart(6)}${miss ? ' !' : '  '}   ${target ? `< ${target}` : ''}${note ? `  (${note})` : ''}`,
    );
  }
  process.exitCode = missed ? 1 : 0;
}

await main();
