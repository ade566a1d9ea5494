import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListUploadsResponse, MyDataExport } from '#shared/api/schemas';
import { MyDataExportSchema } from '#shared/api/schemas';
import { type LocalStack, startLocalStack, TEST_PASSWORD, type TestUser } from '../../support/local-stack.ts';
import { countUserItems } from './dynalite.ts';

/** The user's rights (LGPD) through local mode: delete an upload, export everything, delete the account. */
describe('LGPD rights through the API', () => {
  let stack: LocalStack;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    stack = await startLocalStack();
    [alice, bob] = await Promise.all([stack.signUp(), stack.signUp()]);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function upload(user: TestUser, filename: string, lines: string[]): Promise<string> {
    const uploadId = randomUUID();
    const res = await stack.api(user, '/api/categorize', {
      method: 'POST',
      body: JSON.stringify({ uploadId, batchIndex: 0, transactions: lines }),
    });
    expect(res.status).toBe(200);
    const created = await stack.api(user, '/api/uploads', {
      method: 'POST',
      body: JSON.stringify({ uploadId, filename, transactionCount: lines.length }),
    });
    expect(created.status).toBe(201);
    return uploadId;
  }

  const history = async (user: TestUser) =>
    ((await (await stack.api(user, '/api/uploads')).json()) as ListUploadsResponse).uploads.map(
      (u) => u.filename,
    );

  const itemsOf = (user: TestUser) => countUserItems(stack.local.dynamoEndpoint, user.sub);

  it('deletes one upload: 204, gone from the history, 404 when re-opened, nobody else touched', async () => {
    const kept = await upload(alice, 'janeiro.csv', ['UBER *TRIP', 'IFOOD']);
    const removed = await upload(alice, 'fevereiro.csv', ['NETFLIX.COM']);
    await upload(bob, 'bob.csv', ['PADARIA']);

    expect((await stack.api(bob, `/api/uploads/${removed}`, { method: 'DELETE' })).status).toBe(404);
    const res = await stack.api(alice, `/api/uploads/${removed}`, { method: 'DELETE' });

    expect(res.status).toBe(204);
    expect(await history(alice)).toEqual(['janeiro.csv']);
    expect((await stack.api(alice, `/api/uploads/${removed}`)).status).toBe(404);
    expect((await stack.api(alice, `/api/uploads/${kept}`)).status).toBe(200);
    expect((await stack.api(alice, `/api/uploads/${removed}`, { method: 'DELETE' })).status).toBe(404);
    expect(await history(bob)).toEqual(['bob.csv']);
  });

  it('exports everything stored about the user as JSON', async () => {
    const res = await stack.api(alice, '/api/me/export');

    expect(res.status).toBe(200);
    const body = MyDataExportSchema.parse(await res.json()) as MyDataExport;
    expect(body.account.email).toBe(alice.email);
    expect(body.usage.used).toBe(3);
    expect(
      body.uploads.map((u) => [u.filename, u.categorizedTransactions.map((t) => t.description)]),
    ).toEqual([['janeiro.csv', ['UBER *TRIP', 'IFOOD']]]);
    expect(JSON.stringify(body)).not.toContain('PADARIA');
  });

  it('deletes the account: every item and the Cognito user go, the account cannot sign in, bob stays', async () => {
    expect(await itemsOf(alice)).toBeGreaterThan(0);

    const res = await stack.api(alice, '/api/me', { method: 'DELETE' });

    expect(res.status).toBe(204);
    expect(await itemsOf(alice)).toBe(0);
    await expect(stack.signIn(alice.email, TEST_PASSWORD)).rejects.toThrow(/InitiateAuth falhou/);
    expect(await history(bob)).toEqual(['bob.csv']);
    expect(await itemsOf(bob)).toBeGreaterThan(0);
  });
});
