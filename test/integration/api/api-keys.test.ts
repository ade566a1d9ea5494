import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey, ListApiKeysResponse } from '#shared/api/schemas';
import type { V1CategorizeResponse } from '#shared/api/v1';
import { type LocalStack, startLocalStack, type TestUser } from '../../support/local-stack.ts';

let stack: LocalStack;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  stack = await startLocalStack({ apiKeyCacheSeconds: 1 });
  owner = await stack.signUp();
  stranger = await stack.signUp();
});
afterAll(() => stack?.stop());

async function createKey(user: TestUser, body: Record<string, unknown>): Promise<CreatedApiKey> {
  const res = await stack.api(user, '/api/keys', { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedApiKey;
}

const v1 = (key: string | undefined, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${stack.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });

const keysOf = async (user: TestUser) =>
  ((await (await stack.api(user, '/api/keys')).json()) as ListApiKeysResponse).keys;

describe('API keys and POST /v1/categorize, through local mode', () => {
  it('creates a key shown once, lists it by prefix only, and categorizes with it', async () => {
    const created = await createKey(owner, { name: 'Banco Exemplo — produção' });
    expect(created.key).toMatch(/^cz_live_[A-Za-z0-9_-]{40}$/);
    expect(created.webhookSecret).toMatch(/^whsec_/);
    expect(created.key.startsWith(created.prefix)).toBe(true);

    const listed = (await keysOf(owner)).find((key) => key.id === created.id);
    expect(listed).toMatchObject({ name: 'Banco Exemplo — produção', prefix: created.prefix });
    expect(JSON.stringify(listed)).not.toContain(created.key);
    expect(listed).not.toHaveProperty('webhookSecret');

    const res = await v1(created.key, '/v1/categorize', {
      transactions: [
        { id: 't1', description: 'IFOOD *RESTAURANTE SABOR', amount: -45.9, date: '2026-11-02' },
        { id: 't2', description: 'PIX RECEBIDO MARIA SOUZA', amount: 150 },
        { id: 't3', description: 'ESTORNO COMPRA NETFLIX', amount: 39.9 },
        { id: 't4', description: 'IFOOD *RESTAURANTE SABOR' },
      ],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as V1CategorizeResponse;
    expect(body.results.map((result) => result.id)).toEqual(['t1', 't2', 't3', 't4']);
    expect(body.results[0]).toMatchObject({
      category: 'Alimentação',
      kind: 'spending',
      source: 'engine',
    });
    // The default categories have names, no numbers.
    expect(body.results[0]).not.toHaveProperty('categoryNumber');
    expect(body.results[1]?.kind).toBe('income');
    expect(body.results[2]?.kind).toBe('refund');
    for (const result of body.results) {
      expect(result.confidence).toBeGreaterThanOrEqual(0);
      expect(result.confidence).toBeLessThanOrEqual(1);
      expect(result.reason.length).toBeGreaterThan(0);
    }
    expect(body.usage).toMatchObject({ lines: 4, limit: 1_000_000 });
    const used = (await keysOf(owner)).find((key) => key.id === created.id);
    expect(used?.usage.lines).toBe(4);
    expect(used?.lastUsedAt).toBeDefined();
  });

  it("answers with the caller's own chart, by code", async () => {
    const { key } = await createKey(owner, { name: 'plano de contas' });
    const res = await v1(key, '/v1/categorize', {
      transactions: [
        { id: 'a', description: 'TARIFA PACOTE SERVICOS', amount: -32.9 },
        { id: 'b', description: 'PIX RECEBIDO CLIENTE LTDA', amount: 1200 },
      ],
      categories: [
        { name: 'Receita de Vendas', code: '3.1.01' },
        { name: 'Fornecedores de Mercadorias', code: '4.1.01' },
        { name: 'Salários e Encargos', code: '4.2.01' },
        { name: 'Despesas Bancárias', code: '4.2.05' },
        { name: 'Outras Despesas', code: '4.9.99' },
      ],
    });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as V1CategorizeResponse;
    expect(results[0]).toMatchObject({ category: 'Despesas Bancárias', code: '4.2.05' });
    expect(results[0]).not.toHaveProperty('categoryNumber');
    expect(results[1]).toMatchObject({ category: 'Receita de Vendas', code: '3.1.01', kind: 'income' });
  });

  it('refuses a request without a valid key before any code runs', async () => {
    for (const authorization of [undefined, 'Bearer nada', `Bearer cz_live_${'x'.repeat(40)}`]) {
      const res = await fetch(`${stack.baseUrl}/v1/categorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ transactions: [{ id: '1', description: 'UBER' }] }),
      });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { type: string } }).error.type).toBe('Unauthorized');
    }
    // A Cognito token is not an API key.
    const res = await stack.api(owner, '/v1/categorize', {
      method: 'POST',
      body: JSON.stringify({ transactions: [{ id: '1', description: 'UBER' }] }),
    });
    expect(res.status).toBe(401);
  });

  it('names the transaction and the field of bad input, and charges nothing', async () => {
    const created = await createKey(owner, { name: 'validação' });
    const cases: [unknown, RegExp][] = [
      [
        {
          transactions: [
            { id: 'ok', description: 'UBER' },
            { id: 'x9', description: '   ' },
          ],
        },
        /^Transação 2 \(id "x9"\): campo description inválido/,
      ],
      [
        { transactions: [{ id: 'a', description: 'UBER', amount: 'dez' }] },
        /^Transação 1 \(id "a"\): campo amount inválido/,
      ],
      [
        {
          transactions: [
            { id: 'a', description: 'UBER' },
            { id: 'a', description: 'IFOOD' },
          ],
        },
        /^Transação 2 \(id "a"\): campo id repetido/,
      ],
      [
        { transactions: [{ id: 'a', description: 'UBER', date: '2026-13-01' }] },
        /^Transação 1 \(id "a"\): campo date inválido/,
      ],
      [{ transactions: [] }, /transactions/],
    ];
    for (const [body, message] of cases) {
      const res = await v1(created.key, '/v1/categorize', body);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { type: string; message: string } };
      expect(error.type).toBe('ValidationError');
      expect(error.message).toMatch(message);
    }
    expect((await keysOf(owner)).find((key) => key.id === created.id)?.usage.lines).toBe(0);
  });

  it('holds a key to its lines a month (402, nothing charged) and its requests a second (429, Retry-After)', async () => {
    const monthly = await createKey(owner, { name: 'mensal', limits: { linesPerMonth: 5 } });
    const lines = (n: number) =>
      Array.from({ length: n }, (_, index) => ({ id: String(index), description: `UBER TRIP ${index}` }));
    expect((await v1(monthly.key, '/v1/categorize', { transactions: lines(3) })).status).toBe(200);
    const over = await v1(monthly.key, '/v1/categorize', { transactions: lines(3) });
    expect(over.status).toBe(402);
    const { error } = (await over.json()) as { error: { type: string; message: string } };
    expect(error).toEqual({
      type: 'QuotaExceeded',
      message: 'Limite mensal desta chave de API excedido: restam 2 transações este mês e este pedido tem 3.',
    });
    expect((await v1(monthly.key, '/v1/categorize', { transactions: lines(2) })).status).toBe(200);
    expect((await keysOf(owner)).find((key) => key.id === monthly.id)?.usage.lines).toBe(5);

    const slow = await createKey(owner, { name: 'lenta', limits: { requestsPerSecond: 1 } });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => v1(slow.key, '/v1/categorize', { transactions: lines(1) })),
    );
    const limited = answers.filter((res) => res.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(2);
    expect(limited[0]?.headers.get('retry-after')).toBe('1');
    expect((await limited[0]?.json()) as unknown).toEqual({
      error: {
        type: 'RateLimited',
        message: 'Limite de 1 requisições por segundo desta chave excedido. Tente novamente em instantes.',
      },
    });
  });

  it("revokes a key: refused once the authorizer's cached answer expires; another user cannot touch it", async () => {
    const created = await createKey(owner, { name: 'a revogar' });
    const call = () =>
      v1(created.key, '/v1/categorize', { transactions: [{ id: '1', description: 'UBER' }] });
    expect((await call()).status).toBe(200);

    // Another user's id is not found, and the key still works.
    expect((await stack.api(stranger, `/api/keys/${created.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await keysOf(stranger)).map((key) => key.id)).not.toContain(created.id);

    expect((await stack.api(owner, `/api/keys/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    // The authorizer's cached allow expires (local mode caches it as API Gateway does): poll until it has.
    await expect.poll(async () => (await call()).status, { timeout: 10_000, interval: 200 }).toBe(401);
    const listed = (await keysOf(owner)).find((key) => key.id === created.id);
    expect(listed?.revokedAt).toBeDefined();
  });

  it('limits a user to 10 active keys, with a pt-BR message', async () => {
    const user = await stack.signUp();
    for (let k = 0; k < 10; k++) await createKey(user, { name: `chave ${k}` });
    const res = await stack.api(user, '/api/keys', {
      method: 'POST',
      body: JSON.stringify({ name: 'demais' }),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Você já tem 10 chaves de API ativas, o limite da conta. Revogue uma para criar outra.',
    );
  });
});
