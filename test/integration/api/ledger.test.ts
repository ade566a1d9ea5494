import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateUploadResponse,
  GetUploadResponse,
  ListUploadsResponse,
  MoneyLinesResponse,
  MoneyResponse,
  UpdateLinesResponse,
  Usage,
} from '#shared/api/schemas';
import { merchantOf } from '#shared/engine/merchant';
import { statementAccount } from '#shared/ledger/accounts';
import { sentLineFields } from '#shared/ledger/identity';
import { readUpload } from '#shared/statements/upload';
import { type LocalStack, startLocalStack, type TestUser } from '../../support/local-stack.ts';
import { countUserItems } from './dynalite.ts';

const FILES = [
  'Nubank_2026-07-28.csv',
  'Nubank_2026-08-28.csv',
  'Nubank_2026-09-28.csv',
  'NU_12345678_01JUL2026_30SEP2026.csv',
];

/** The ledger through local mode's API, on the DynamoDB emulator (no transactions): uploads, corrections, erasure. */
describe('the ledger through the API', () => {
  let stack: LocalStack;

  beforeAll(async () => {
    stack = await startLocalStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const json = async <T>(response: Response, status = 200): Promise<T> => {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  };

  const usage = async (user: TestUser) => (await json<Usage>(await stack.api(user, '/api/usage'))).used;

  /** A statement sent as the browser sends it: its lines with their copy numbers, then the upload with its account. */
  async function upload(
    user: TestUser,
    name: string,
  ): Promise<{ id: string; created: CreateUploadResponse }> {
    const read = readUpload(
      readFileSync(new URL(`../../../data/statements/ledger/${name}`, import.meta.url), 'utf8'),
    );
    if (!read.ok || read.kind !== 'statement') throw new Error(`${name} is not a statement`);
    const id = randomUUID();
    await json(
      await stack.api(user, '/api/categorize', {
        method: 'POST',
        body: JSON.stringify({
          uploadId: id,
          batchIndex: 0,
          transactions: read.lines.map((line) => line.description),
          statement: sentLineFields(read.lines),
        }),
      }),
    );
    const created = await json<CreateUploadResponse>(
      await stack.api(user, '/api/uploads', {
        method: 'POST',
        body: JSON.stringify({
          uploadId: id,
          filename: name,
          transactionCount: read.lines.length,
          account: statementAccount(read.format, name, read.accountId).id,
        }),
      }),
      201,
    );
    return { id, created };
  }

  const lines = async (user: TestUser, query = '') =>
    (await json<MoneyLinesResponse>(await stack.api(user, `/api/money/lines${query}`))).lines;

  it('reads three bills and the account as one ledger: months, links, recurring charges, installments', async () => {
    const user = await stack.signUp();
    for (const name of FILES) await upload(user, name);

    const money = await json<MoneyResponse>(await stack.api(user, '/api/money'));

    expect(money.months.find((month) => month.month === '2026-08')).toMatchObject({
      spendingCents: 304_328,
      incomeCents: 650_000,
    });
    expect(money.recurring.length).toBeGreaterThanOrEqual(6);
    expect(money.installments.upcoming[0]).toEqual({ month: '2026-10', cents: 28_965 });
    const all = await lines(user);
    expect(all).toHaveLength(58);
    const payments = all.filter((line) => line.description === 'Pagamento recebido');
    expect(payments.every((line) => line.kind === 'ownMovement' && line.linkedId !== undefined)).toBe(true);
  });

  it('charges a statement uploaded again nothing, flags its lines, and keeps one line each', async () => {
    const user = await stack.signUp();
    await upload(user, FILES[0] as string);
    const before = await usage(user);

    const { created } = await upload(user, FILES[0] as string);

    expect(await usage(user)).toBe(before);
    expect(created.duplicates).toHaveLength(13);
    expect(await lines(user)).toHaveLength(13);
  });

  it('applies a correction to the merchant’s past in every upload, and undoes it', async () => {
    const user = await stack.signUp();
    const uploads = [];
    for (const name of FILES.slice(0, 3)) uploads.push((await upload(user, name)).id);
    const key = merchantOf('Ifood *Restaurante Sabor')?.key;

    const applied = await json<UpdateLinesResponse>(
      await stack.api(user, '/api/money/apply', {
        method: 'POST',
        body: JSON.stringify({ key, category: 'Supermercado' }),
      }),
    );

    expect(applied.changed).toBe(3);
    for (const id of uploads) {
      const opened = await json<GetUploadResponse>(await stack.api(user, `/api/uploads/${id}`));
      const ifood = opened.categorizedTransactions.find((line) => line.description.startsWith('Ifood'));
      expect(ifood).toMatchObject({ category: 'Supermercado', source: 'rule' });
    }

    const undone = await json<UpdateLinesResponse>(
      await stack.api(user, '/api/money/lines', {
        method: 'PATCH',
        body: JSON.stringify({ changes: applied.undo }),
      }),
    );
    expect(undone.changed).toBe(3);
    const ifood = (await lines(user)).filter((line) => line.description.startsWith('Ifood'));
    expect(ifood.every((line) => line.category !== 'Supermercado' && line.decidedBy === 'engine')).toBe(true);
  });

  it("changes a line's kind from its upload: the money page and the history's money follow", async () => {
    const user = await stack.signUp();
    const { id } = await upload(user, FILES[3] as string);
    const history = async () =>
      (await json<ListUploadsResponse>(await stack.api(user, '/api/uploads'))).uploads[0]?.statement;
    const before = await history();
    const opened = await json<GetUploadResponse>(await stack.api(user, `/api/uploads/${id}`));
    const index = opened.categorizedTransactions.findIndex((line) => line.description === 'Aplicação RDB');
    expect(opened.categorizedTransactions[index]?.ledgerKind).toBe('ownMovement');

    await json(
      await stack.api(user, `/api/uploads/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ kinds: [{ index, kind: 'spending' }] }),
      }),
    );

    const rdb = (await lines(user)).find((line) => line.description === 'Aplicação RDB');
    expect(rdb).toMatchObject({ kind: 'spending', kindByUser: true });
    expect((await history())?.money_out_cents).toBe((before?.money_out_cents ?? 0) + 100_000);
    const july = (await json<MoneyResponse>(await stack.api(user, '/api/money?from=2026-07&to=2026-07')))
      .months[0];
    expect(july?.categories.some((category) => category.spendingCents >= 100_000)).toBe(true);

    const refused = await stack.api(user, `/api/uploads/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ kinds: [{ index, kind: 'gasto' }] }),
    });
    expect(refused.status).toBe(400);
    expect((await lines(user)).find((line) => line.description === 'Aplicação RDB')).toEqual(rdb);
  });

  it('refuses a change it cannot make, in pt-BR, and changes nothing', async () => {
    const user = await stack.signUp();
    await upload(user, FILES[0] as string);
    const [line] = await lines(user);
    const refused = await stack.api(user, '/api/money/lines', {
      method: 'PATCH',
      body: JSON.stringify({ changes: [{ id: line?.id, category: 'Categoria Inventada' }] }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      'Categoria Inventada',
    );
    const period = await stack.api(user, '/api/money?from=2026-13');
    expect(period.status).toBe(400);
    expect((await lines(user))[0]).toEqual(line);
  });

  it('erases the ledger with its upload, and with the account', async () => {
    const user = await stack.signUp();
    const { id } = await upload(user, FILES[0] as string);
    await upload(user, FILES[3] as string);

    expect((await stack.api(user, `/api/uploads/${id}`, { method: 'DELETE' })).status).toBe(204);
    const left = await lines(user);
    expect(left).toHaveLength(21);
    expect(
      left.every((line) => line.linkedId === undefined || left.some((other) => other.id === line.linkedId)),
    ).toBe(true);

    expect((await stack.api(user, '/api/me', { method: 'DELETE' })).status).toBe(204);
    expect(await countUserItems(stack.local.dynamoEndpoint, user.sub)).toBe(0);
  });
});
