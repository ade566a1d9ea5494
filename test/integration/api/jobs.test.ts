import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '#lambdas/domain/webhook-signature';
import type { CreatedApiKey, ListApiKeysResponse } from '#shared/api/schemas';
import type { V1CreateJobResponse, V1Job, V1JobResults } from '#shared/api/v1';
import { type LocalStack, startLocalStack, type TestUser } from '../../support/local-stack.ts';
import { statementDescriptions } from './descriptions.ts';

/**
 * The API's asynchronous jobs through local mode (docs/decisions/0058): a key creates a job, PUTs a 100,000-line
 * file to its URL, and the same handlers that run on S3 and SQS in AWS read it, categorize it in chunks, write
 * the results and call the webhook, signed; another owner's key sees none of it.
 */

interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

let stack: LocalStack;
let owner: TestUser;
let stranger: TestUser;
let receiver: Server;
let hookUrl: string;
const received: Received[] = [];
/** Everything the handlers log (stdout and stderr), at every level: keys and secrets must never be in it. */
const logged: string[] = [];
const secrets: string[] = [];

beforeAll(async () => {
  // Local mode may call a receiver on loopback only when told so (nothing else internal opens up).
  process.env.WEBHOOK_ALLOW_LOOPBACK = '1';
  process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      logged.push(text);
      // The handlers' JSON log lines are kept here only (DEBUG is long); anything else goes through.
      return text.startsWith('{"level"') || (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
  }
  stack = await startLocalStack({ freePlanLimit: 1000 });
  owner = await stack.signUp();
  stranger = await stack.signUp();
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/categoriza`;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
  await stack?.stop();
});

async function createKey(user: TestUser): Promise<CreatedApiKey> {
  const res = await stack.api(user, '/api/keys', { method: 'POST', body: JSON.stringify({ name: 'jobs' }) });
  expect(res.status).toBe(201);
  const created = (await res.json()) as CreatedApiKey;
  secrets.push(created.key, created.webhookSecret);
  return created;
}

const v1 = (key: string, path: string, init: RequestInit = {}) =>
  fetch(`${stack.baseUrl}${path}`, {
    ...init,
    redirect: 'manual',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, ...init.headers },
  });

async function createJob(key: string, body: Record<string, unknown>): Promise<V1CreateJobResponse> {
  const res = await v1(key, '/v1/jobs', { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return (await res.json()) as V1CreateJobResponse;
}

async function jobOf(key: string, id: string): Promise<V1Job> {
  const res = await v1(key, `/v1/jobs/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as V1Job;
}

/** PUTs the file, then waits for the queues to settle (the job ended, its webhook tried). */
async function run(job: V1CreateJobResponse, file: string): Promise<void> {
  const put = await fetch(job.uploadUrl, { method: 'PUT', body: file });
  expect(put.status).toBe(200);
  await stack.local.jobsIdle();
}

const usageOf = async (user: TestUser, keyId: string) =>
  ((await (await stack.api(user, '/api/keys')).json()) as ListApiKeysResponse).keys.find(
    (k) => k.id === keyId,
  )?.usage.lines;

describe('POST /v1/jobs through local mode', () => {
  it('categorizes a 100,000-line CSV in chunks: results as CSV and JSON Lines, the webhook signed', async () => {
    const key = await createKey(owner);
    const job = await createJob(key.key, { format: 'csv', webhookUrl: hookUrl });
    expect(job).toMatchObject({ status: 'awaiting_upload', maxLines: 1_000_000 });
    expect((await jobOf(key.key, job.id)).status).toBe('awaiting_upload');

    const descriptions = statementDescriptions(100_000);
    const rows = descriptions.map((description, index) => {
      const amount = index % 7 === 0 ? '1.250,00' : `-${(index % 300) + 1},90`;
      return `tx-${index};"${description}";${amount};${String((index % 28) + 1).padStart(2, '0')}/10/2026`;
    });
    // Three lines refused, each named: no description, an amount that is none, a repeated id.
    rows.splice(10, 0, 'sem-descricao;;-10,00;01/10/2026');
    rows.splice(20, 0, 'valor-ruim;UBER *TRIP;dez reais;01/10/2026');
    rows.splice(30, 0, 'tx-0;IFOOD *IFOOD;-1,00;01/10/2026');
    await run(job, `id;descrição;valor;data\n${rows.join('\n')}\n`);

    const ended = await jobOf(key.key, job.id);
    expect(ended).toMatchObject({
      status: 'succeeded',
      progress: { done: 100_000, failed: 0, total: 100_000 },
      refused: 3,
    });
    expect(ended.errors.map((error) => [error.line, error.id])).toEqual([
      [12, 'sem-descricao'],
      [22, 'valor-ruim'],
      [32, 'tx-0'],
    ]);
    expect(ended.errors[1]?.message).toContain('amount');
    // Charged once, for the lines categorized; the refused ones are not.
    expect(await usageOf(owner, key.id)).toBe(100_000);

    const results = await v1(key.key, `/v1/jobs/${job.id}/results?format=csv`);
    expect(results.status).toBe(303);
    const link = (await results.json()) as V1JobResults;
    expect(results.headers.get('location')).toBe(link.url);
    const csv = await (await fetch(link.url)).text();
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe('line,id,description,category,code,confidence,kind,reason,source');
    expect(lines).toHaveLength(100_001);
    // tx-0 is money in (1.250,00): income, whatever the merchant; tx-1 a ride paid.
    expect(lines[1]).toMatch(/^2,tx-0,IFOOD \*IFOOD 00000,Receitas,,[\d.]+,income,/);
    expect(lines[2]).toMatch(/^3,tx-1,UBER \*TRIP 00001,Transporte,,[\d.]+,spending,/);

    const jsonl = await (
      await fetch(((await (await v1(key.key, `/v1/jobs/${job.id}/results`)).json()) as V1JobResults).url)
    ).text();
    const answers = jsonl
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(answers).toHaveLength(100_000);
    expect(answers[0]).toMatchObject({ id: 'tx-0', category: 'Receitas', kind: 'income', source: 'engine' });
    expect(answers[1]).toMatchObject({ id: 'tx-1', category: 'Transporte', kind: 'spending', line: 3 });

    const hook = received.find((entry) => entry.body.includes(job.id));
    expect(hook).toBeDefined();
    expect(
      verifyWebhook({
        secret: key.webhookSecret,
        headers: hook?.headers ?? {},
        body: hook?.body ?? '',
        now: new Date(),
      }),
    ).toBe(true);
    expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({
      type: 'job.succeeded',
      data: { jobId: job.id, status: 'succeeded', done: 100_000, total: 100_000, failed: 0 },
    });
  }, 240_000);

  it("answers another owner's job as one that does not exist", async () => {
    const key = await createKey(owner);
    const other = await createKey(stranger);
    const job = await createJob(key.key, { format: 'jsonl' });
    await run(job, `${JSON.stringify({ id: 'a', description: 'NETFLIX.COM', amount: -39.9 })}\n`);
    expect((await jobOf(key.key, job.id)).status).toBe('succeeded');
    for (const path of [`/v1/jobs/${job.id}`, `/v1/jobs/${job.id}/results`]) {
      const res = await v1(other.key, path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { type: 'NotFound', message: 'Job não encontrado.' } });
    }
    expect((await v1(other.key, '/v1/jobs/not-a-uuid')).status).toBe(404);
  }, 60_000);

  it('reads an OFX and JSON Lines with their own ids, and a chart of accounts by code', async () => {
    const key = await createKey(owner);
    const categories = [
      { name: 'Receita de Vendas', code: '3.1.01' },
      { name: 'Combustíveis', code: '4.2.03' },
      { name: 'Tarifas Bancárias', code: '4.5.01' },
    ];
    const job = await createJob(key.key, { format: 'ofx', categories });
    const ofx = [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>',
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261003<TRNAMT>-250,00<FITID>A1<MEMO>POSTO SHELL AV BRASIL</STMTTRN>',
      '<STMTTRN><TRNTYPE>FEE<DTPOSTED>20261004<TRNAMT>-3.34<FITID>A2<MEMO>TARIFA PACOTE SERVICOS</STMTTRN>',
      '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261005<TRNAMT>1200.00<FITID>A3<MEMO>PIX RECEBIDO CLIENTE LTDA</STMTTRN>',
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\n');
    await run(job, ofx);
    const ended = await jobOf(key.key, job.id);
    expect(ended).toMatchObject({ status: 'succeeded', progress: { done: 3, total: 3 } });
    const url = ((await (await v1(key.key, `/v1/jobs/${job.id}/results`)).json()) as V1JobResults).url;
    const answers = (await (await fetch(url)).text())
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(answers.map((answer) => [answer.id, answer.code])).toEqual([
      ['A1', '4.2.03'],
      ['A2', '4.5.01'],
      ['A3', '3.1.01'],
    ]);
    expect(answers[2]).toMatchObject({ kind: 'income' });
  }, 60_000);

  it('fails a job none of whose lines can be read, charges nothing, and says so to the webhook', async () => {
    const key = await createKey(owner);
    const job = await createJob(key.key, { format: 'jsonl', webhookUrl: hookUrl });
    await run(job, 'isto não é JSON\n{"id": "x"}\n');
    const ended = await jobOf(key.key, job.id);
    expect(ended).toMatchObject({ status: 'failed', refused: 2, progress: { done: 0, total: 0 } });
    expect(ended.failure).toContain('Nenhuma linha');
    expect(ended.errors.map((error) => error.line)).toEqual([1, 2]);
    expect(await usageOf(owner, key.id)).toBe(0);
    const results = await v1(key.key, `/v1/jobs/${job.id}/results`);
    expect(results.status).toBe(409);
    const hook = received.find((entry) => entry.body.includes(job.id));
    expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({ type: 'job.failed' });
  }, 60_000);

  it('refuses a webhook URL inside the network, and a CSV without a description column', async () => {
    const key = await createKey(owner);
    const refused = await v1(key.key, '/v1/jobs', {
      method: 'POST',
      body: JSON.stringify({ format: 'csv', webhookUrl: 'https://169.254.169.254/latest/meta-data' }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('webhookUrl');

    const job = await createJob(key.key, { format: 'csv' });
    await run(job, 'data;valor\n01/10/2026;-10,00\n');
    const ended = await jobOf(key.key, job.id);
    expect(ended.status).toBe('failed');
    expect(ended.failure).toContain('coluna de descrição');
    expect(await usageOf(owner, key.id)).toBe(0);
  }, 60_000);

  it('refuses a PUT with a signature that does not match', async () => {
    const key = await createKey(owner);
    const job = await createJob(key.key, { format: 'csv' });
    const forged = job.uploadUrl.replace(/signature=[^&]+/, 'signature=forjada');
    expect((await fetch(forged, { method: 'PUT', body: 'description\nx\n' })).status).toBe(403);
  });

  it('never logs a key or a webhook secret', () => {
    const log = logged.join('');
    // The capture works: the handlers' request lines are in it.
    expect(log).toContain('Request handled');
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/cz_live_[A-Za-z0-9_-]{40}/);
  });
});
