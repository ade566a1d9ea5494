import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategorizeResponse,
  ErrorResponse,
  GetUploadResponse,
  ListUploadsResponse,
  UploadSummary,
  Usage,
} from '#shared/api/schemas';
import { CATEGORIZE_MESSAGES, TRANSACTIONS_FILE_MESSAGES } from '#shared/messages';
import { type LocalStack, startLocalStack, type TestUser } from '../../support/local-stack.ts';
import { statementDescriptions } from './descriptions.ts';

/** The API through local mode (dynalite + cognito-local + the JWT authorizer), free plan of 1000. */
describe('API through local mode', () => {
  let stack: LocalStack;
  let alice: TestUser;
  let bob: TestUser;

  const post = (user: TestUser, path: string, body: unknown) =>
    stack.api(user, path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
  const categorize = (user: TestUser, body: Record<string, unknown>) => post(user, '/api/categorize', body);

  /** Sends a file as batches (in parallel) and records the upload; answers its id. */
  async function upload(user: TestUser, batches: string[][], filename = 'extrato.csv'): Promise<string> {
    const uploadId = randomUUID();
    const responses = await Promise.all(
      batches.map((transactions, batchIndex) => categorize(user, { uploadId, batchIndex, transactions })),
    );
    for (const res of responses) expect(res.status).toBe(200);
    const created = await post(user, '/api/uploads', {
      uploadId,
      filename,
      transactionCount: batches.flat().length,
    });
    expect(created.status).toBe(201);
    return uploadId;
  }

  beforeAll(async () => {
    stack = await startLocalStack({ freePlanLimit: 1000 });
    [alice, bob] = await Promise.all([stack.signUp(), stack.signUp()]);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('answers health without a token', async () => {
    const res = await stack.api(undefined, '/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('categorizes a file in batches, records it, lists it and re-opens it in order', async () => {
    const user = await stack.signUp();
    const descriptions = statementDescriptions(25);

    const uploadId = await upload(user, [
      descriptions.slice(0, 10),
      descriptions.slice(10, 20),
      descriptions.slice(20),
    ]);

    const list = (await (await stack.api(user, '/api/uploads')).json()) as ListUploadsResponse;
    expect(list.uploads).toEqual([
      { id: uploadId, filename: 'extrato.csv', transaction_count: 25, uploaded_at: expect.any(String) },
    ]);
    const opened = (await (await stack.api(user, `/api/uploads/${uploadId}`)).json()) as GetUploadResponse;
    expect(opened.categorizedTransactions.map((t) => t.description)).toEqual(descriptions);
    for (const item of opened.categorizedTransactions) expect(item.category).toEqual(expect.any(String));
    const usage = (await (await stack.api(user, '/api/usage')).json()) as Usage;
    expect(usage).toEqual({ used: 25, limit: 1000, remaining: 975 });
  });

  it('answers custom categories with their numbers', async () => {
    const res = await categorize(alice, {
      uploadId: randomUUID(),
      batchIndex: 0,
      transactions: ['UBER *TRIP', 'IFOOD *IFOOD'],
      customCategories: [
        { name: 'Transporte', number: 2 },
        { name: 'Alimentação', number: 1 },
        { name: 'Outros', number: 7 },
      ],
    });
    const body = (await res.json()) as CategorizeResponse;
    expect(res.status).toBe(200);
    for (const item of body.categorizedTransactions) {
      expect(['Transporte', 'Alimentação', 'Outros']).toContain(item.category);
      expect(item.categoryNumber).toEqual(expect.any(Number));
    }
  });

  describe('isolation between two users', () => {
    let aliceUpload: string;

    beforeAll(async () => {
      aliceUpload = await upload(alice, [['PADARIA PAO QUENTE', 'UBER *TRIP']], 'alice.csv');
    });

    it('Bob cannot read Alice’s upload: 404, not 403', async () => {
      const res = await stack.api(bob, `/api/uploads/${aliceUpload}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorResponse).error.type).toBe('NotFound');
    });

    it('Bob’s list has none of Alice’s uploads', async () => {
      const bobs = (await (await stack.api(bob, '/api/uploads')).json()) as ListUploadsResponse;
      expect(bobs.uploads.map((u) => u.id)).not.toContain(aliceUpload);
      const alices = (await (await stack.api(alice, '/api/uploads')).json()) as ListUploadsResponse;
      expect(alices.uploads.map((u) => u.id)).toContain(aliceUpload);
    });

    it('Bob cannot write into Alice’s upload, even naming her in the body', async () => {
      const res = await categorize(bob, {
        uploadId: aliceUpload,
        batchIndex: 1,
        transactions: ['NETFLIX.COM'],
        userId: alice.sub,
        sub: alice.sub,
      });
      expect(res.status).toBe(200);
      const recorded = await post(bob, '/api/uploads', {
        uploadId: aliceUpload,
        filename: 'bob.csv',
        transactionCount: 1,
        userId: alice.sub,
      });
      expect(recorded.status).toBe(409);

      const opened = (await (
        await stack.api(alice, `/api/uploads/${aliceUpload}`)
      ).json()) as GetUploadResponse;
      expect(opened.upload.filename).toBe('alice.csv');
      expect(opened.categorizedTransactions.map((t) => t.description)).toEqual([
        'PADARIA PAO QUENTE',
        'UBER *TRIP',
      ]);
      const aliceUsage = (await (await stack.api(alice, '/api/usage')).json()) as Usage;
      const bobUsage = (await (await stack.api(bob, '/api/usage')).json()) as Usage;
      expect(bobUsage.used).toBe(1);
      expect(aliceUsage.used).toBeGreaterThanOrEqual(2);
    });

    it('Bob cannot list or read anything without a token', async () => {
      expect((await stack.api(undefined, '/api/uploads')).status).toBe(401);
      expect((await stack.api(undefined, `/api/uploads/${aliceUpload}`)).status).toBe(401);
    });
  });

  it('answers a retried batch from its stored results without consuming twice', async () => {
    const user = await stack.signUp();
    const batch = { uploadId: randomUUID(), batchIndex: 0, transactions: statementDescriptions(40) };

    const first = (await (await categorize(user, batch)).json()) as CategorizeResponse;
    const [second, third] = await Promise.all([categorize(user, batch), categorize(user, batch)]);

    expect(second.status).toBe(200);
    expect(third.status).toBe(200);
    expect(((await second.json()) as CategorizeResponse).categorizedTransactions).toEqual(
      first.categorizedTransactions,
    );
    expect(first.usage.used).toBe(40);
    expect(((await (await stack.api(user, '/api/usage')).json()) as Usage).used).toBe(40);
  });

  it('never lets parallel requests pass the free plan, and says how many remain', async () => {
    const user = await stack.signUp();
    const uploadId = randomUUID();
    const descriptions = statementDescriptions(1500);

    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, batchIndex) =>
        categorize(user, {
          uploadId,
          batchIndex,
          transactions: descriptions.slice(batchIndex * 100, batchIndex * 100 + 100),
        }),
      ),
    );

    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(5);
    const refused = responses.find((r) => r.status === 402) as Response;
    const error = ((await refused.json()) as ErrorResponse).error;
    expect(error.type).toBe('QuotaExceeded');
    expect(error.message).toMatch(/não restam transações/);
    expect(((await (await stack.api(user, '/api/usage')).json()) as Usage).used).toBe(1000);
  });

  it('refuses a batch larger than what remains, saying how many remain, and consumes nothing', async () => {
    const user = await stack.signUp();
    const uploadId = randomUUID();
    for (const batchIndex of [0, 1]) {
      const transactions = statementDescriptions(900).slice(batchIndex * 450, batchIndex * 450 + 450);
      expect((await categorize(user, { uploadId, batchIndex, transactions })).status).toBe(200);
    }

    const res = await categorize(user, { uploadId, batchIndex: 2, transactions: statementDescriptions(150) });

    expect(res.status).toBe(402);
    expect(((await res.json()) as ErrorResponse).error.message).toContain('restam 100 transações');
    expect(((await (await stack.api(user, '/api/usage')).json()) as Usage).remaining).toBe(100);
  });

  describe('server-side validation', () => {
    const batch = (transactions: unknown) => ({ uploadId: randomUUID(), batchIndex: 0, transactions });

    it.each([
      { name: 'no transactions', body: batch([]), message: CATEGORIZE_MESSAGES.failed },
      { name: 'a formula', body: batch(['ok', '=1+1']), message: TRANSACTIONS_FILE_MESSAGES.dangerous },
      {
        name: 'a blank description',
        body: batch(['  ']),
        message: TRANSACTIONS_FILE_MESSAGES.noTransactions,
      },
      { name: 'a non-string', body: batch([42]), message: CATEGORIZE_MESSAGES.failed },
      {
        name: 'more than 500 in a batch',
        body: batch(statementDescriptions(501)),
        message: CATEGORIZE_MESSAGES.failed,
      },
      {
        name: 'a description too long',
        body: batch(['x'.repeat(501)]),
        message: TRANSACTIONS_FILE_MESSAGES.descriptionTooLong(1, 500),
      },
      {
        name: 'malformed JSON',
        body: '{"uploadId":',
        message: 'Requisição inválida: o corpo não é um JSON válido.',
      },
    ])('answers 400 with the pt-BR message for $name and consumes nothing', async ({ body, message }) => {
      const user = await stack.signUp();
      const res = await categorize(user, body as Record<string, unknown>);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorResponse).error).toEqual({ type: 'ValidationError', message });
      expect(((await (await stack.api(user, '/api/usage')).json()) as Usage).used).toBe(0);
    });

    it('answers 413 for a body over the limit', async () => {
      const res = await categorize(alice, batch(Array.from({ length: 500 }, () => 'ç'.repeat(1100))));
      expect(res.status).toBe(413);
      expect(((await res.json()) as ErrorResponse).error.type).toBe('PayloadTooLarge');
    });

    it('refuses to record an upload whose batches are not all there', async () => {
      const res = await post(alice, '/api/uploads', {
        uploadId: randomUUID(),
        filename: 'x.csv',
        transactionCount: 3,
      });
      expect(res.status).toBe(409);
    });

    it('answers 404 for an id that is not a UUID', async () => {
      expect((await stack.api(alice, '/api/uploads/nao-existe')).status).toBe(404);
    });
  });

  it('records an upload idempotently', async () => {
    const user = await stack.signUp();
    const uploadId = randomUUID();
    await categorize(user, { uploadId, batchIndex: 0, transactions: ['UBER *TRIP'] });
    const body = { uploadId, filename: 'a.csv', transactionCount: 1 };
    const first = (await (await post(user, '/api/uploads', body)).json()) as UploadSummary;
    const again = await post(user, '/api/uploads', body);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(
      ((await (await stack.api(user, '/api/uploads')).json()) as ListUploadsResponse).uploads,
    ).toHaveLength(1);
  });

  it('flags a statement’s lines already imported, keeps them on request for free, and only for their owner', async () => {
    const statementUpload = async (user: TestUser, filename: string, lines: [string, number, string][]) => {
      const uploadId = randomUUID();
      const res = await categorize(user, {
        uploadId,
        batchIndex: 0,
        transactions: lines.map(([, , description]) => description),
        statement: lines.map(([date, amountCents]) => ({ date, amountCents })),
      });
      expect(res.status).toBe(200);
      const created = await post(user, '/api/uploads', {
        uploadId,
        filename,
        transactionCount: lines.length,
      });
      expect(created.status).toBe(201);
      return { uploadId, summary: (await created.json()) as Record<string, unknown> };
    };
    await statementUpload(alice, 'julho.csv', [
      ['2025-07-30', -1890, 'PADARIA REAL'],
      ['2025-07-31', -4560, 'DROGASIL 1234'],
    ]);
    const { uploadId, summary } = await statementUpload(alice, 'julho-agosto.csv', [
      ['2025-07-31', -4560, 'DROGASIL 1234'],
      ['2025-08-01', -2340, 'UBER *TRIP'],
    ]);
    expect(summary.duplicates).toEqual([{ index: 0, of: 'julho.csv' }]);
    expect(summary.statement).toEqual({
      period_start: '2025-07-31',
      period_end: '2025-08-01',
      money_out_cents: 2340,
      money_in_cents: 0,
      duplicate_lines: 1,
    });

    const usage = await (await stack.api(alice, '/api/usage')).json();
    const patch = (user: TestUser, body: unknown) =>
      stack.api(user, `/api/uploads/${uploadId}`, { method: 'PATCH', body: JSON.stringify(body) });
    const kept = await patch(alice, { keep: [{ index: 0, kept: true }] });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as { upload: { statement: unknown } }).upload.statement).toMatchObject({
      money_out_cents: 6900,
      duplicate_lines: 0,
    });
    expect(await (await stack.api(alice, '/api/usage')).json()).toEqual(usage);
    const reopened = (await (await stack.api(alice, `/api/uploads/${uploadId}`)).json()) as {
      categorizedTransactions: Record<string, unknown>[];
    };
    expect(reopened.categorizedTransactions[0]).toMatchObject({ duplicateOf: 'julho.csv', kept: true });

    const notDuplicate = await patch(alice, { keep: [{ index: 1, kept: true }] });
    expect(notDuplicate.status).toBe(400);
    expect(((await notDuplicate.json()) as { error: { message: string } }).error.message).toContain(
      'A linha 2 não é uma transação já importada',
    );
    expect((await patch(bob, { keep: [{ index: 0, kept: false }] })).status).toBe(404);
    expect((await patch(alice, { keep: [] })).status).toBe(400);
    expect(
      (await stack.api(undefined, `/api/uploads/${uploadId}`, { method: 'PATCH', body: '{}' })).status,
    ).toBe(401);
  });

  it('turns a correction into a rule of that user only, applied on the next upload, for free', async () => {
    const uploadId = await upload(alice, [['BARBEARIA DOM CORLEONE 2', 'UBER TRIP']], 'barbearia.csv');
    const usage = await (await stack.api(alice, '/api/usage')).json();
    const patch = (user: TestUser, body: unknown) =>
      stack.api(user, `/api/uploads/${uploadId}`, { method: 'PATCH', body: JSON.stringify(body) });
    const corrected = await patch(alice, { categories: [{ index: 0, category: 'Cuidados Pessoais' }] });
    expect(corrected.status).toBe(200);
    expect(((await corrected.json()) as { learned: { rule: { key: string } }[] }).learned[0]?.rule.key).toBe(
      'barbeariadomcorleone',
    );
    expect(await (await stack.api(alice, '/api/usage')).json()).toEqual(usage);
    expect((await patch(bob, { categories: [{ index: 0, category: 'Lazer' }] })).status).toBe(404);
    const wrong = await patch(alice, { categories: [{ index: 0, category: 'Inexistente' }] });
    expect(wrong.status).toBe(400);

    const next = await categorize(alice, {
      uploadId: randomUUID(),
      batchIndex: 0,
      transactions: ['Barbearia Dom Corleone'],
    });
    expect(
      ((await next.json()) as { categorizedTransactions: unknown[] }).categorizedTransactions[0],
    ).toMatchObject({
      category: 'Cuidados Pessoais',
      source: 'rule',
    });
    const bobs = await categorize(bob, {
      uploadId: randomUUID(),
      batchIndex: 0,
      transactions: ['Barbearia Dom Corleone'],
    });
    expect(
      ((await bobs.json()) as { categorizedTransactions: { source?: string }[] }).categorizedTransactions[0]
        ?.source,
    ).toBeUndefined();

    const rules = (await (await stack.api(alice, '/api/rules')).json()) as {
      rules: { key: string }[];
      limit: number;
    };
    expect(rules.rules.map((rule) => rule.key)).toEqual(['barbeariadomcorleone']);
    expect(rules.limit).toBe(5000);
    expect(((await (await stack.api(bob, '/api/rules')).json()) as { rules: unknown[] }).rules).toEqual([]);
    expect((await stack.api(bob, '/api/rules/barbeariadomcorleone', { method: 'DELETE' })).status).toBe(404);
    const put = await stack.api(alice, '/api/rules/barbeariadomcorleone', {
      method: 'PUT',
      body: JSON.stringify({ category: 'Lazer' }),
    });
    expect(((await put.json()) as { category: string }).category).toBe('Lazer');
    expect((await stack.api(alice, '/api/rules/barbeariadomcorleone', { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await stack.api(alice, '/api/rules/NOT-A-KEY', { method: 'DELETE' })).status).toBe(404);
    expect((await stack.api(undefined, '/api/rules')).status).toBe(401);
  });

  it('saves category lists to the account, at most 20, and keeps them per user', async () => {
    const carol = await stack.signUp();
    const save = (name: string, categories: unknown) => post(carol, '/api/lists', { name, categories });
    const first = await save('familia.csv', [
      { name: 'Comida', number: 1 },
      { name: 'Outros', number: 2 },
    ]);
    expect(first.status).toBe(201);
    const saved = (await first.json()) as { id: string };
    // The same list again is the one already saved.
    expect(
      (
        (await (
          await save('de novo.csv', [
            { name: 'Comida', number: 1 },
            { name: 'Outros', number: 2 },
          ])
        ).json()) as { id: string }
      ).id,
    ).toBe(saved.id);
    const bad = await save('ruim.csv', [{ name: '=SOMA(1)', number: 1 }]);
    expect(bad.status).toBe(400);
    for (let k = 1; k < 20; k++)
      expect((await save(`lista${k}.csv`, [{ name: `Cat ${k}`, number: k }])).status).toBe(201);
    const over = await save('mais.csv', [{ name: 'Extra', number: 1 }]);
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: { message: string } }).error.message).toContain(
      '20 listas salvas',
    );
    const listed = (await (await stack.api(carol, '/api/lists')).json()) as { lists: unknown[] };
    expect(listed.lists).toHaveLength(20);
    expect(((await (await stack.api(bob, '/api/lists')).json()) as { lists: unknown[] }).lists).toEqual([]);
    expect((await stack.api(bob, `/api/lists/${saved.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await stack.api(carol, `/api/lists/${saved.id}`, { method: 'DELETE' })).status).toBe(204);
  });
});
